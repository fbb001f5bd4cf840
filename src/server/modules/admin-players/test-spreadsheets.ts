/**
 * Spreadsheets as a Spanish club saves them, for the API and browser tests of 'Importar jugadores' and
 * 'Actualizar hándicaps': a CSV with `;`, decimal commas and dd/mm/aaaa dates encoded in Windows-1252, and an XLSX
 * written by exceljs with a real date cell.
 */
import ExcelJS from 'exceljs';
import zlib from 'node:zlib';
import iconv from 'iconv-lite';

export const PLAYERS_CSV_ROWS = [
  'Nombre;Email;Teléfono;Fecha de nacimiento;Fecha de entrada;Hándicap;Sexo;Tramo de edad;Licencia',
  'José Núñez;jose@club.example;600111222;03/04/1970;15/01/2021;12,4;Hombre;Senior;AM11111',
  'María Peña;maria@club.example;600333444;21/11/1985;;18,0;Mujer;General;AM22222',
  'Sin Fecha;sinfecha@club.example;;;;9,5;Hombre;;AM33333',
  'Hándicap Alto;alto@club.example;;01/01/1990;;60,5;Hombre;;AM44444',
];

export function playersCsv(extraRows: string[] = []): Uint8Array {
  return new Uint8Array(iconv.encode([...PLAYERS_CSV_ROWS, ...extraRows].join('\r\n') + '\r\n', 'win1252'));
}

export async function playersXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Socios');
  sheet.addRow(['Nombre', 'Email', 'Fecha de nacimiento', 'Hándicap', 'Sexo', 'Licencia']);
  sheet.addRow([
    'Lucía Ortega',
    'lucia@club.example',
    new Date(Date.UTC(1979, 5, 8)),
    21.3,
    'Mujer',
    'AM55555',
  ]);
  sheet.addRow(['Tomás Gil', 'tomas@club.example', '12/12/1960', '4,2', 'Hombre', 'AM66666']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A federation's list: licence and handicap (one unknown licence). */
export function handicapsCsv(): Uint8Array {
  return new Uint8Array(
    iconv.encode('Licencia;Hándicap\r\nAM11111;10,1\r\nAM22222;17,6\r\nZZ00000;5,0\r\n', 'win1252'),
  );
}

/** The CRC-32 a zip entry carries (zlib.crc32 is Node 22). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

type ZipEntry = { name: string; compressed: Buffer; size: number; crc: number };

/** A zip of deflated entries, written by hand so that a test can state any uncompressed size it likes. */
function zipOf(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.compressed.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.compressed.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.compressed);
    centrals.push(central, name);
    offset += 30 + name.length + e.compressed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

const entry = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, compressed: zlib.deflateRawSync(data), size: data.length, crc: crc32(data) };
};

/** An .xlsx with only the parts exceljs needs and `sheet` as its first sheet's XML entry. */
function xlsxWith(sheet: ZipEntry): Uint8Array {
  return zipOf([
    entry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    entry(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    entry(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Socios" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
  ]);
}

const SHEET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_CLOSE = '</sheetData></worksheet>';
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A sheet of a few rows (inline strings), then `extra` raw XML inside sheetData. */
export function xlsxOfRows(rows: string[][], extra = ''): Uint8Array {
  const col = (i: number): string =>
    (i >= 26 ? col(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));
  const xml = rows
    .map((r, i) => `<row r="${i + 1}">${r.map((v, k) => inline(`${col(k)}${i + 1}`, v)).join('')}</row>`)
    .join('');
  return xlsxWith(entry('xl/worksheets/sheet1.xml', SHEET_OPEN + xml + extra + SHEET_CLOSE));
}

/** 1.6 KB: a header, one player, and one cell at row `row` (the quadratic walk took minutes at 20,000). */
export const xlsxWithCellAtRow = (row: number) =>
  xlsxOfRows([['Nombre'], ['Ana']], `<row r="${row}">${inline(`A${row}`, 'x')}</row>`);

/** Formula cells: one with a cached result, one without, one referring to another book. */
export const xlsxWithFormulas = () =>
  xlsxOfRows(
    [['Nombre', 'Hándicap']],
    '<row r="2"><c r="A2" t="str"><f>CONCATENATE("Ana"," Ruiz")</f><v>Ana Ruiz</v></c><c r="B2"><f>10+2.4</f><v>12.4</v></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><t>=HYPERLINK("http://evil.example","Ganador")</t></is></c><c r="B3"><f>[1]Hoja!A1</f></c></row>',
  );

/**
 * A zip bomb: a sheet of `megabytes` MB of repeated rows, deflated to about 1 KB per MB without ever holding them
 * (independent deflate blocks of one chunk, repeated). `lie` declares 1 KB as its uncompressed size, as a hostile
 * file would, so that only inflating tells.
 */
export function xlsxBomb(megabytes: number, lie = false): Uint8Array {
  const chunk = Buffer.from(`<row>${inline('A1', 'x'.repeat(200))}</row>`.repeat(4096));
  const block = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const open = zlib.deflateRawSync(Buffer.from(SHEET_OPEN), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const count = Math.ceil((megabytes * 1024 * 1024) / chunk.length);
  const close = zlib.deflateRawSync(Buffer.from(SHEET_CLOSE));
  const size = SHEET_OPEN.length + count * chunk.length + SHEET_CLOSE.length;
  return xlsxWith({
    name: 'xl/worksheets/sheet1.xml',
    compressed: Buffer.concat([open, ...Array.from({ length: count }, () => block), close]),
    size: lie ? 1024 : size,
    crc: 0,
  });
}
