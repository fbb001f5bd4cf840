/**
 * Spreadsheets as a Spanish club saves them, for the API and browser tests of 'Importar jugadores' and
 * 'Actualizar hándicaps': a CSV with `;`, decimal commas and dd/mm/aaaa dates encoded in Windows-1252, and an XLSX
 * written by exceljs with a real date cell.
 */
import ExcelJS from 'exceljs';
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
