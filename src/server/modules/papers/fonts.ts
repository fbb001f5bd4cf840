/**
 * The fonts every paper embeds (DejaVu Sans, src/server/assets/fonts, with its licence): accents and 'ñ' print the
 * same on every machine, never from the system's fonts. Read and parsed once per process; pdfkit embeds only the
 * glyphs a paper uses.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/**
 * The parsed faces (fontkit, the parser pdfkit uses), shared by every paper: given a font file, pdfkit parses it
 * again for each document, and the tables it reads while laying text out (glyphs, kerning) were rebuilt and
 * discarded per paper. A parsed face is read-only while a paper is laid out (each document makes its own subset).
 */
export interface PaperFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

function parse(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(file));
  if (!('layout' in font)) throw new Error(`papers: ${file} is a font collection, not one face`);
  return font;
}

/** Beside the compiled server (dist/server/assets, copied by scripts/build-server.mjs), or in the sources. */
const CANDIDATES = [
  new URL('./assets/fonts/', import.meta.url),
  new URL('../../assets/fonts/', import.meta.url),
];

let cached: PaperFonts | null = null;

export function paperFonts(): PaperFonts {
  if (cached) return cached;
  for (const dir of CANDIDATES) {
    const regular = fileURLToPath(new URL('DejaVuSans.ttf', dir));
    const bold = fileURLToPath(new URL('DejaVuSans-Bold.ttf', dir));
    if (fs.existsSync(regular) && fs.existsSync(bold)) {
      cached = { regular: parse(regular), bold: parse(bold) };
      return cached;
    }
  }
  throw new Error('papers: the DejaVu Sans fonts are missing (src/server/assets/fonts)');
}
