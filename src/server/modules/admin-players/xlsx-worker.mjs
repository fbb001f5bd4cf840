// Reads the first sheet of an .xlsx into rows of texts, in a worker thread started by spreadsheet.ts with a memory
// limit, so that a hostile sheet never blocks the server's event loop. Plain JavaScript (no TypeScript loader in a
// worker): the same file runs under tsx, vitest and, copied beside dist/server/index.mjs by build-server.mjs, under
// `npm start`.
//
// Bounds, checked before exceljs sees the bytes: the zip's declared uncompressed sizes (central directory), then each
// entry inflated with its declared size as the output limit (a zip that lies about its sizes stops there). Then at
// most `maxRows` rows and `maxColumns` columns holding a value. Answers { rows } or { error: code }.
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';

const { maxRows, maxColumns, maxInflatedBytes } = workerData;

class Refused extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** The zip's entries (central directory), their declared sizes checked against `maxInflatedBytes`. */
function checkZip(buf) {
  const min = Math.max(0, buf.length - 65557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Refused('unreadable');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  if (count > 1000) throw new Refused('too_big');
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new Refused('unreadable');
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    // 0xFFFFFFFF: the real size is in a ZIP64 field; no sheet a club writes needs one.
    if (size === 0xffffffff || compressed === 0xffffffff) throw new Refused('too_big');
    total += size;
    if (total > maxInflatedBytes) throw new Refused('too_big');
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw new Refused('unreadable');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + compressed);
    if (method === 8) {
      try {
        // One byte more than declared: a longer output is a lie about the size.
        zlib.inflateRawSync(data, { maxOutputLength: size + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch (e) {
        throw new Refused(
          e instanceof RangeError || e?.code === 'ERR_BUFFER_TOO_LARGE' ? 'too_big' : 'unreadable',
        );
      }
    } else if (method === 0) {
      if (compressed !== size) throw new Refused('unreadable');
    } else throw new Refused('unreadable');
    p += 46 + nameLength + extraLength + commentLength;
  }
}

const pad = (n) => String(n).padStart(2, '0');

function cellText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (typeof value === 'object') {
    // A formula cell is read as its cached result, never as the formula.
    if ('result' in value) return cellText(value.result);
    if ('formula' in value || 'sharedFormula' in value) return '';
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((r) => r.text).join('');
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function read(bytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkZip(buf);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf);
  } catch {
    throw new Refused('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Refused('empty');
  // Only the rows and cells that hold a value, once each (eachRow without includeEmpty skips the gaps).
  const found = [];
  let columns = 0;
  let lastRow = 0;
  sheet.eachRow((row, number) => {
    if (number > maxRows) throw new Refused('too_big');
    const cells = [];
    row.eachCell((cell, col) => {
      if (col > maxColumns) throw new Refused('too_big');
      cells[col - 1] = cellText(cell.value).trim();
    });
    columns = Math.max(columns, cells.length);
    lastRow = number;
    found.push([number, cells]);
  });
  const rows = Array.from({ length: lastRow }, () => []);
  for (const [number, cells] of found) rows[number - 1] = cells;
  return rows.map((cells) => Array.from({ length: columns }, (_, i) => cells[i] ?? ''));
}

parentPort.once('message', (bytes) => {
  read(bytes).then(
    (rows) => parentPort.postMessage({ rows }),
    (e) => parentPort.postMessage({ error: e instanceof Refused ? e.code : 'unreadable' }),
  );
});
