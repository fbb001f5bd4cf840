/**
 * The fonts every paper embeds (DejaVu Sans, src/server/assets/fonts, with its licence): accents and 'ñ' print the
 * same on every machine, never from the system's fonts. Read once; pdfkit embeds only the glyphs a paper uses.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface PaperFonts {
  regular: Buffer;
  bold: Buffer;
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
      cached = { regular: fs.readFileSync(regular), bold: fs.readFileSync(bold) };
      return cached;
    }
  }
  throw new Error('papers: the DejaVu Sans fonts are missing (src/server/assets/fonts)');
}
