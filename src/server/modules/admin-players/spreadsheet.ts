/**
 * Reads a spreadsheet as a Spanish club saves it (decision record 021): CSV with `;` or `,` (papaparse, with the
 * delimiter of the header line), UTF-8 or Windows-1252 (iconv-lite when the bytes are not UTF-8), or XLSX (exceljs, first sheet).
 * Answers the rows as texts; an XLSX date cell becomes dd/mm/aaaa and a number keeps its value.
 */
import type { CellValue } from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { PLAYER_IMPORT_MESSAGES as M } from '@/shared/schemas/player-import';
import { badRequest } from '@/server/lib/app-error';

export const MAX_SPREADSHEET_BYTES = 2 * 1024 * 1024;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(bytes), 'win1252');
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  // Loaded with the first spreadsheet, not at every start (≈ 0.25 s of module loading, decision record 023).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw badRequest(M.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(M.empty);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellText(row.getCell(c).value).trim());
    rows.push(cells);
  });
  return rows;
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
  const trimmed = rows.map((r) => r.map((c) => (c ?? '').trim()));
  while (trimmed.length > 0 && trimmed[trimmed.length - 1]!.every((c) => c === '')) trimmed.pop();
  if (trimmed.length < 2) throw badRequest(M.empty);
  return trimmed;
}
