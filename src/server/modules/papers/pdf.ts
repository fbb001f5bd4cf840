/**
 * The PDF side of the papers: an A4 document with the embedded fonts, a simple table, and the streamed answer. A
 * paper is drawn page by page while the answer is read (the event loop gets a turn between pages), so a
 * 150-player start sheet or card set never sits whole in the server's memory.
 */
import PDFDocument from 'pdfkit';
import type { Logger } from '@/server/lib/logger';
import { paperFonts } from './fonts';
import { attachment } from './text';

export type Pdf = PDFKit.PDFDocument;
export const REGULAR = 'Regular';
export const BOLD = 'Bold';
export const MARGIN = 28;

/** An opened image (not in pdfkit's typings): its size in pixels. */
interface OpenedImage {
  width: number;
  height: number;
}
/** The club's logo each document's heading draws: embedded once, drawn on every page. */
const logos = new WeakMap<Pdf, PDFKit.Mixins.ImageSrc & OpenedImage>();
/** The logo beside the club's name and the title (decision record 044): as tall as both, never wider than this. */
const LOGO_HEIGHT = 28;
const LOGO_MAX_WIDTH = 96;

/** An A4 document; `logo` (the club's uploaded logo, PNG) is drawn by {@link drawHeading}. */
export function newPdf(
  title: string,
  layout: 'portrait' | 'landscape' = 'portrait',
  logo: Buffer | null = null,
): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: title, Producer: 'Peña de Golf', Creator: 'Peña de Golf' },
  });
  const fonts = paperFonts();
  // pdfkit takes a parsed face as well as a file (anything with `layout`); its typings list only files.
  doc.registerFont(REGULAR, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  coalescePageContent(doc);
  if (logo) {
    const opened = (
      doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc & OpenedImage }
    ).openImage(logo);
    logos.set(doc, opened);
  }
  return doc;
}

/** What pdfkit's page object offers for its content stream (not in its typings). */
interface PageContent {
  write(chunk: string | Uint8Array): unknown;
  end(): unknown;
}

/**
 * Joins a page's content operators into chunks of about 32 KB. pdfkit turns every operator it writes ('BT', a
 * position, a font, each text, 'ET', every rectangle…) into its own Uint8Array, kept until the page ends: a sheet
 * of cards writes thousands, they outlive the young generation's collections, and their memory came back only at
 * the next full collection (tens of MB per card set). Joined, a page is a few buffers; the bytes are the same.
 */
function coalescePageContent(doc: Pdf, chunkSize = 32 * 1024): void {
  doc.on('pageAdded', () => {
    const page = doc.page as unknown as PageContent;
    const write = page.write.bind(page);
    const end = page.end.bind(page);
    let pending = '';
    const flush = () => {
      if (pending === '') return;
      // pdfkit writes an operator as its code units' low bytes plus a line feed: 'latin1' is that encoding.
      write(Buffer.from(pending, 'latin1'));
      pending = '';
    };
    page.write = (chunk) => {
      if (typeof chunk !== 'string') {
        flush();
        return write(chunk);
      }
      pending += `${chunk}\n`;
      if (pending.length >= chunkSize) flush();
    };
    page.end = () => {
      flush();
      return end();
    };
  });
}

/** Why a paper stopped drawing: its download was cancelled (the client went away). Not an error to log. */
class Cancelled extends Error {}

/** Each document's pace: resolves when the answer has room for more (see {@link yieldTurn}). */
const paces = new WeakMap<Pdf, () => Promise<void>>();

/**
 * Gives the event loop a turn between pages of a long paper, and waits while the answer's queue is full: the
 * drawing goes at the pace the client reads, so a slow download never holds the whole PDF in the server's memory.
 */
export function yieldTurn(doc: Pdf): Promise<void> {
  const pace = paces.get(doc);
  return pace ? pace() : new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * The document's bytes as a web stream in chunks of about 64 KB (pdfkit writes every object as its own small
 * buffer, thousands per paper, and each would be its own read and socket write), with backpressure: the stream
 * queues at most `queued` chunks beyond what the socket took (Hono's Node adapter reads only after a 'drain'),
 * and {@link yieldTurn} holds the drawing while it is full.
 */
function coalesced(doc: Pdf, chunkSize = 64 * 1024, queued = 2): ReadableStream<Uint8Array> {
  let parts: Buffer[] = [];
  let size = 0;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  let room: (() => void) | null = null;
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  paces.set(doc, async () => {
    await turn();
    while (!cancelled && (controller.desiredSize ?? 1) <= 0) {
      await new Promise<void>((resolve) => (room = resolve));
    }
    if (cancelled) throw new Cancelled('paper: download cancelled');
  });
  const wake = () => {
    const resolve = room;
    room = null;
    resolve?.();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        const flush = () => {
          if (size === 0) return;
          controller.enqueue(Buffer.concat(parts, size));
          parts = [];
          size = 0;
        };
        doc.on('data', (chunk: Buffer) => {
          parts.push(chunk);
          size += chunk.length;
          if (size >= chunkSize) flush();
        });
        doc.on('end', () => {
          flush();
          controller.close();
        });
        doc.on('error', (err: Error) => controller.error(err));
      },
      pull() {
        wake();
      },
      cancel() {
        cancelled = true;
        wake();
        doc.destroy();
      },
    },
    new CountQueuingStrategy({ highWaterMark: queued }),
  );
}

/**
 * The streamed answer of a PDF: `draw` runs after the answer starts and writes the pages; an error while drawing
 * ends the stream (logged; the client sees a cut download, never a half-valid file passed as whole).
 */
export function pdfResponse(
  doc: Pdf,
  filename: string,
  draw: (doc: Pdf) => Promise<void>,
  logger: Pick<Logger, 'error'>,
): Response {
  const body = coalesced(doc);
  setImmediate(() => {
    draw(doc).then(
      () => doc.end(),
      (err: unknown) => {
        if (err instanceof Cancelled) return;
        logger.error({ err, filename }, 'paper: drawing the PDF failed');
        doc.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': attachment(filename),
      'cache-control': 'private, no-store',
    },
  });
}

type Measured = Pdf & { _font: { name: string }; _fontSize: number };
const widths = new WeakMap<Pdf, Map<string, number>>();

/** The width of `text` in the current font and size, measured once per document (cards repeat their texts). */
export function textWidth(doc: Pdf, text: string): number {
  let cache = widths.get(doc);
  if (!cache) widths.set(doc, (cache = new Map<string, number>()));
  const m = doc as Measured;
  const key = `${m._font.name}\u0000${m._fontSize}\u0000${text}`;
  let width = cache.get(key);
  if (width === undefined) cache.set(key, (width = doc.widthOfString(text)));
  return width;
}

/**
 * One line of text in a box `width` wide, aligned, cut with '…' when it does not fit: placed by hand, without
 * pdfkit's line wrapper (tens of thousands of cells in a card set).
 */
export function put(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'center' | 'right' = 'left',
): void {
  let shown = text;
  let w = textWidth(doc, shown);
  if (w > width) {
    while (shown.length > 1 && textWidth(doc, `${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown}…`;
    w = textWidth(doc, shown);
  }
  const dx = align === 'center' ? (width - w) / 2 : align === 'right' ? width - w : 0;
  doc.text(shown, x + dx, y, { lineBreak: false });
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

/**
 * Draws a table from `y` on, a header row repeated on each new page, rows never cut in two; returns the y after it.
 * `onPage` draws a new page's heading and returns where the table goes on.
 */
export function drawTable(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  y: number,
  opts: { rowHeight?: number; fontSize?: number; onPage: () => number; bold?: (i: number) => boolean },
): number {
  const rowHeight = opts.rowHeight ?? 16;
  const fontSize = opts.fontSize ?? 9;
  const bottom = doc.page.height - MARGIN - 14;
  const x0 = MARGIN;
  const header = (at: number) => {
    doc
      .rect(
        x0,
        at,
        columns.reduce((s, c) => s + c.width, 0),
        rowHeight,
      )
      .fill('#e5efe8');
    doc.fillColor('black').font(BOLD).fontSize(fontSize);
    let x = x0;
    for (const c of columns) {
      put(doc, c.header, x + 3, at + (rowHeight - fontSize) / 2 - 1, c.width - 6, c.align);
      x += c.width;
    }
    return at + rowHeight;
  };
  y = header(y);
  rows.forEach((row, i) => {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = header(opts.onPage());
    }
    doc
      .font(opts.bold?.(i) ? BOLD : REGULAR)
      .fontSize(fontSize)
      .fillColor('black');
    let x = x0;
    columns.forEach((c, j) => {
      const text = row[j] ?? '';
      if (text) put(doc, text, x + 3, y + (rowHeight - fontSize) / 2 - 1, c.width - 6, c.align);
      x += c.width;
    });
    doc
      .moveTo(x0, y + rowHeight)
      .lineTo(x, y + rowHeight)
      .lineWidth(0.3)
      .strokeColor('#9ca3af')
      .stroke();
    y += rowHeight;
  });
  return y;
}

/**
 * A paper's heading: the club's logo when one is uploaded, beside it the club and the title in bold, and the lines
 * under them; returns the y below.
 */
export function drawHeading(doc: Pdf, club: string, title: string, lines: readonly string[]): number {
  const width = doc.page.width - 2 * MARGIN;
  let x = MARGIN;
  const logo = logos.get(doc);
  if (logo) {
    const scale = Math.min(LOGO_HEIGHT / logo.height, LOGO_MAX_WIDTH / logo.width);
    const w = logo.width * scale;
    doc.image(logo, MARGIN, MARGIN, { width: w, height: logo.height * scale });
    x += w + 8;
  }
  doc.font(REGULAR).fontSize(9).fillColor('#374151');
  put(doc, club, x, MARGIN, width - (x - MARGIN));
  doc.font(BOLD).fontSize(15).fillColor('black');
  put(doc, title, x, MARGIN + 12, width - (x - MARGIN));
  let y = MARGIN + 32;
  doc.font(REGULAR).fontSize(9.5);
  for (const line of lines) {
    put(doc, line, MARGIN, y, width);
    y += 13;
  }
  return y + 6;
}
