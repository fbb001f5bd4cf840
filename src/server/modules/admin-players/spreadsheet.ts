/**
 * Reads a spreadsheet as a Spanish club saves it (decision records 021 and 030): CSV with `;` or `,` (papaparse, with
 * the delimiter of the header line), UTF-8, UTF-16 with its byte-order mark, or Windows-1252 (iconv-lite when the
 * bytes are not UTF-8), or XLSX (exceljs, first sheet, in a worker thread: xlsx-worker.mjs). Answers the rows as
 * texts; an XLSX date cell becomes dd/mm/aaaa, a number keeps its value and a formula gives its cached result.
 * At most MAX_SHEET_ROWS data rows and MAX_SHEET_COLUMNS columns; what exceeds them is refused in Spanish.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import {
  MAX_IMPORT_ROWS,
  MAX_SHEET_COLUMNS,
  PLAYER_IMPORT_MESSAGES as M,
} from '@/shared/schemas/player-import';
import { badRequest } from '@/server/lib/app-error';

export const MAX_SPREADSHEET_BYTES = 2 * 1024 * 1024;
/** The sheet's XML and the rest of the zip, inflated: 2,000 × 50 cells take well under this. */
export const MAX_INFLATED_BYTES = 40 * 1024 * 1024;
/** The worker's heap: exceljs holds the whole sheet in memory. */
const WORKER_HEAP_MB = 192;
/** A sheet within the bounds reads in about a second; one that takes this long is refused. */
const WORKER_TIMEOUT_MS = 30_000;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

function decodeText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // UTF-16, as Excel's 'Texto Unicode' saves it: its byte-order mark says which end comes first.
  if (buf[0] === 0xff && buf[1] === 0xfe) return iconv.decode(buf.subarray(2), 'utf-16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return iconv.decode(buf.subarray(2), 'utf-16be');
  // UTF-16 without the mark: the high byte of every Latin letter is zero.
  const head = buf.subarray(0, 200);
  const zeros = (odd: number) => head.filter((b, i) => i % 2 === odd && b === 0).length;
  if (head.length >= 4 && zeros(1) >= head.length / 2 - 1) return iconv.decode(buf, 'utf-16le');
  if (head.length >= 4 && zeros(0) >= head.length / 2 - 1) return iconv.decode(buf, 'utf-16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(buf, 'win1252');
  }
}

/** xlsx-worker.mjs beside this module (src/, tsx and vitest) or beside the compiled server (dist/server). */
function workerPath(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'xlsx-worker.mjs');
}

type WorkerAnswer = { rows: string[][] } | { error: 'too_big' | 'unreadable' | 'empty' };

/** One sheet at a time: a second waits for the first, so that two hostile sheets never hold two heaps. */
let queue: Promise<unknown> = Promise.resolve();

function runWorker(bytes: Uint8Array): Promise<WorkerAnswer> {
  return new Promise<WorkerAnswer>((resolve) => {
    const worker = new Worker(workerPath(), {
      workerData: {
        maxRows: MAX_IMPORT_ROWS + 1,
        maxColumns: MAX_SHEET_COLUMNS,
        maxInflatedBytes: MAX_INFLATED_BYTES,
      },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
      // The worker is plain JavaScript: no TypeScript loader from the parent's flags.
      execArgv: [],
    });
    let settled = false;
    const done = (answer: WorkerAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => done({ error: 'too_big' }), WORKER_TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => done(answer));
    // ERR_WORKER_OUT_OF_MEMORY (the heap limit) and any other failure: the sheet is refused, the server goes on.
    worker.once('error', (err: NodeJS.ErrnoException) =>
      done({ error: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_big' : 'unreadable' }),
    );
    worker.once('exit', () => done({ error: 'unreadable' }));
    const copy = new Uint8Array(bytes);
    worker.postMessage(copy, [copy.buffer]);
  });
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const answer = queue.then(() => runWorker(bytes));
  queue = answer.catch(() => undefined);
  const result = await answer;
  if ('rows' in result) return result.rows;
  throw badRequest(
    result.error === 'too_big' ? M.sheetTooBig : result.error === 'empty' ? M.empty : M.unreadable,
  );
}

/**
 * The delimiter is the one the header line uses most: papaparse's own guess looks at the data too, where a
 * decimal comma ('12,4') outnumbers the `;` of a Spanish spreadsheet.
 */
function readCsv(text: string): string[][] {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', ',', '\t'].reduce((best, d) =>
    header.split(d).length > header.split(best).length ? d : best,
  );
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
}

export async function readSpreadsheet(bytes: Uint8Array): Promise<string[][]> {
  if (bytes.byteLength > MAX_SPREADSHEET_BYTES) throw badRequest(M.tooLarge);
  const rows = isZip(bytes) ? await readXlsx(bytes) : readCsv(decodeText(bytes));
  // Empty cells at the end of a row do not count as columns (Excel's CSV writes them for a formatted range).
  const trimmed = rows.map((r) => {
    const cells = r.map((c) => (c ?? '').trim());
    while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
  while (trimmed.length > 0 && trimmed[trimmed.length - 1]!.every((c) => c === '')) trimmed.pop();
  if (trimmed.length < 2) throw badRequest(M.empty);
  if (trimmed.length > MAX_IMPORT_ROWS + 1 || trimmed.some((r) => r.length > MAX_SHEET_COLUMNS))
    throw badRequest(M.sheetTooBig);
  return trimmed;
}
