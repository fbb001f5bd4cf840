/** Test helpers of the papers: a PDF's text with positions (pdfjs), its images decoded as QR codes (jsQR), CSV. */
import { parse } from 'csv-parse/sync';
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  str: string;
  /** Left edge and baseline in PDF units (y grows upwards). */
  x: number;
  y: number;
  width: number;
}

export interface PdfPage {
  items: PdfText[];
  /** The text of the page in drawing order, one string per item joined by '|'. */
  text: string;
  /** The decoded QR codes of the page's images, in drawing order. */
  qrs: string[];
  /** Width and height in points, rounded (A4: 595 × 842). */
  size: [number, number];
}

async function open(bytes: Uint8Array) {
  return getDocument({ data: bytes, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
}

/** Every page's text items (non-blank) and, with `qr`, the QR codes its images hold. */
export async function readPdf(bytes: Uint8Array, opts: { qr?: boolean } = {}): Promise<PdfPage[]> {
  const pdf = await open(bytes);
  const pages: PdfPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const items: PdfText[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({
        str: item.str,
        x: item.transform[4] as number,
        y: item.transform[5] as number,
        width: item.width,
      });
    }
    const qrs: string[] = [];
    if (opts.qr) {
      const ops = await page.getOperatorList();
      for (let i = 0; i < ops.fnArray.length; i++) {
        if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = (ops.argsArray[i] as [string])[0];
        const image = await new Promise<{
          width: number;
          height: number;
          data: Uint8ClampedArray;
          kind: number;
        }>((resolve) => {
          page.objs.get(name, resolve);
        });
        const rgba = toRgba(image);
        const code = jsQR(rgba, image.width, image.height);
        qrs.push(code?.data ?? '');
      }
    }
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const size: [number, number] = [Math.round(x1 - x0), Math.round(y1 - y0)];
    pages.push({ items, text: items.map((i) => i.str).join('|'), qrs, size });
  }
  return pages;
}

/** pdfjs image kinds: 1 grey 1 bit per pixel, 2 RGB, 3 RGBA. */
function toRgba(image: { width: number; height: number; data: Uint8ClampedArray; kind: number }) {
  const { width, height, data, kind } = image;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    let v: [number, number, number];
    if (kind === 3) v = [data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!];
    else if (kind === 2) v = [data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!];
    else {
      const rowBytes = (width + 7) >> 3;
      const x = p % width;
      const y = Math.floor(p / width);
      const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      v = bit ? [255, 255, 255] : [0, 0, 0];
    }
    out.set([...v, 255], p * 4);
  }
  return out;
}

/** A CSV answer: checks the BOM, ';' and CRLF, and parses it back. */
export function readCsv(bytes: ArrayBuffer): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  if (!text.startsWith('\uFEFF')) throw new Error('CSV without BOM');
  if (!text.includes('\r\n')) throw new Error('CSV without CRLF');
  const rows: string[][] = parse(text.slice(1), { delimiter: ';', record_delimiter: '\r\n' });
  return rows;
}

/** Lines of a page: items grouped by baseline, top to bottom, left to right. */
export function lines(page: PdfPage): string[][] {
  const rows = new Map<number, { x: number; str: string }[]>();
  for (const item of page.items) {
    const key = Math.round(item.y);
    const row = rows.get(key) ?? [];
    row.push({ x: item.x, str: item.str });
    rows.set(key, row);
  }
  return [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, row]) => row.sort((a, b) => a.x - b.x).map((r) => r.str));
}

/** The cards of a PDF in drawing order: name line, handicap line, the strokes received per hole, the QR. */
export function cardsOf(pages: PdfPage[]) {
  const cards: { nombre: string; info: string; recibe: number[]; qr: string }[] = [];
  for (const page of pages) {
    const labels = page.items.filter((i) => i.str === 'Recibe').sort((a, b) => b.y - a.y);
    const hoyos = page.items.filter((i) => i.str === 'Hoyo').sort((a, b) => b.y - a.y);
    // 'Hcp. juego: 13 · …', or what the player plays off, 'Hándicap 12,4 · Amarillas · HC 14 · HJ 13 · …'.
    const infos = page.items
      .filter((i) => i.str.includes('Hcp. juego') || i.str.startsWith('Hándicap '))
      .sort((a, b) => b.y - a.y);
    labels.forEach((label, k) => {
      const hoyoY = hoyos[k]!.y;
      const centre = (i: { x: number; width: number }) => i.x + i.width / 2;
      const columns = page.items
        .filter((i) => Math.abs(i.y - hoyoY) < 0.5 && /^\d+$/.test(i.str))
        .map((i) => ({ hole: Number(i.str), x: centre(i) }));
      const recibe = Array.from({ length: 18 }, () => 0);
      for (const i of page.items.filter((i) => Math.abs(i.y - label.y) < 0.5 && /^[•−]+$/.test(i.str))) {
        const col = columns.reduce((best, c) =>
          Math.abs(c.x - centre(i)) < Math.abs(best.x - centre(i)) ? c : best,
        );
        recibe[col.hole - 1] = i.str.length * (i.str.startsWith('−') ? -1 : 1);
      }
      const info = infos[k]!;
      const name = page.items.filter(
        (i) => Math.abs(i.x - info.x) < 1 && i.y > info.y && i.y < info.y + 20,
      )[0]!;
      cards.push({ nombre: name.str, info: info.str, recibe, qr: page.qrs[k] ?? '' });
    });
  }
  return cards;
}
