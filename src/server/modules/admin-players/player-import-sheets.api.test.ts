/**
 * 'Importar jugadores' with the sheets clubs really have (decision record 030): the Sexo column read as a whole
 * (H/M, M/F, only 'M' asks), 'Apellidos' and 'Nombre' joined, columns mapped by the administrator, rows without
 * birth date kept, UTF-16 and Windows-1252 text; and hostile sheets refused in Spanish while the server answers.
 */
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminPlayersResponse } from '@/shared/schemas/admin-players';
import { ZPlayerImportPreview, type TPlayerImportOptions } from '@/shared/schemas/player-import';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { xlsxBomb, xlsxOfRows, xlsxWithCellAtRow, xlsxWithFormulas } from './test-spreadsheets';

let app: TestApp;
let admin: Session;

const win1252 = (lines: string[]) => new Uint8Array(iconv.encode(lines.join('\r\n') + '\r\n', 'win1252'));

function upload(bytes: Uint8Array, opciones?: TPlayerImportOptions | string) {
  const form = new FormData();
  form.set('archivo', new File([new Uint8Array(bytes)], 'socios.csv'));
  if (opciones !== undefined)
    form.set('opciones', typeof opciones === 'string' ? opciones : JSON.stringify(opciones));
  return app.request('/api/admin/players/import/preview', {
    method: 'POST',
    body: form,
    cookie: admin.cookie,
  });
}

async function preview(bytes: Uint8Array, opciones?: TPlayerImportOptions) {
  const res = await upload(bytes, opciones);
  expect(res.status).toBe(200);
  return ZPlayerImportPreview.parse(await res.json());
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signUp({ email: 'admin@club.example' });
  await app.makeAdmin(admin);
});
afterAll(() => app.close());

describe('the Sexo column, read as a whole', () => {
  it.each([
    ['M/F', ['M', 'F'], ['hombre', 'mujer']],
    ['H/M', ['H', 'M'], ['hombre', 'mujer']],
    ['V/M', ['v', 'm'], ['hombre', 'mujer']],
    ['Caballero/Dama', ['CABALLERO', 'Dama'], ['hombre', 'mujer']],
    ['Masculino/Femenino', ['masculino', 'Femenino'], ['hombre', 'mujer']],
    ['Hombre/Mujer', ['Hombre', 'Mujer'], ['hombre', 'mujer']],
  ])('%s', async (_, [a, b], expected) => {
    const p = await preview(win1252(['Nombre;Sexo', `Ana;${b}`, `Luis;${a}`, `Eva;${b}`]));
    expect(p.filas.map((f) => f.jugador?.sexo)).toEqual([expected[1], expected[0], expected[1]]);
    expect(p.sexo?.ambigua).toBe(false);
  });

  it("asks what 'M' means when the column has only 'M', and writes nothing until told", async () => {
    const sheet = win1252(['Nombre;Sexo', 'Luis;M', 'Pedro;M', 'Sin Sexo;']);
    const asked = await preview(sheet);
    expect(asked.sexo).toEqual({ m: null, ambigua: true });
    expect(asked.filas.map((f) => [f.jugador, f.errores])).toEqual([
      [null, ["Indica qué significa 'M' en la columna Sexo"]],
      [null, ["Indica qué significa 'M' en la columna Sexo"]],
      [expect.objectContaining({ nombre: 'Sin Sexo', sexo: null }), []],
    ]);
    const told = await preview(sheet, { m_significa: 'hombre' });
    expect(told.sexo).toEqual({ m: 'hombre', ambigua: true });
    expect(told.filas.map((f) => f.jugador?.sexo)).toEqual(['hombre', 'hombre', null]);
    const women = await preview(sheet, { m_significa: 'mujer' });
    expect(women.filas.map((f) => f.jugador?.sexo)).toEqual(['mujer', 'mujer', null]);
  });
});

describe('a club sheet as Excel saves it on a Spanish Windows', () => {
  const SHEET = [
    'Nº;Apellidos;Nombre;Sexo;Hcp;F. Nacimiento',
    '1;Núñez Peña;José;M;+0,8;',
    '2;Gómez;María;F;18,2;21/11/1985',
    '3;Ibáñez;Íñigo;M;-1,2;',
  ];

  it("joins 'Apellidos' and 'Nombre' (first name first), reads '+0,8' as −0,8 and keeps rows without birth date", async () => {
    const p = await preview(win1252(SHEET));
    expect(p.columnas.map((c) => c.campo)).toEqual([
      null,
      'apellidos',
      'nombre',
      'sexo',
      'handicap',
      'fecha_nacimiento',
    ]);
    expect(p.filas.map((f) => f.jugador && [f.jugador.nombre, f.jugador.sexo, f.jugador.handicap])).toEqual([
      ['José Núñez Peña', 'hombre', -0.8],
      ['María Gómez', 'mujer', 18.2],
      ['Íñigo Ibáñez', 'hombre', -1.2],
    ]);
    expect(p.filas.map((f) => f.jugador?.fecha_nacimiento)).toEqual([null, '1985-11-21', null]);
  });

  it('lets the administrator map each column, and refuses a mapping that is not one', async () => {
    const p = await preview(win1252(SHEET), {
      columnas: [null, 'apellidos', 'nombre', 'sexo', 'handicap', null],
    });
    expect(p.filas.map((f) => f.jugador?.fecha_nacimiento)).toEqual([null, null, null]);
    const unmapped = await preview(win1252(SHEET), { columnas: [null, null, null, null, null, null] });
    expect(unmapped.filas[0]!.errores).toContain('No se encontró la columna Nombre');
    expect(unmapped.filas.every((f) => f.jugador === null)).toBe(true);
    const bad = await upload(win1252(SHEET), { columnas: ['contraseña' as never] });
    expect(bad.status).toBe(400);
    expect((await upload(win1252(SHEET), '{no es json')).status).toBe(400);
  });

  it("imports a row without birth date: the players list shows it empty for 'Falta la fecha de nacimiento'", async () => {
    const p = await preview(win1252(SHEET));
    const jugadores = p.filas.flatMap((f) => (f.jugador ? [f.jugador] : []));
    const res = await app.request('/api/admin/players/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { jugadores },
    });
    expect(res.status).toBe(201);
    const list = ZAdminPlayersResponse.parse(
      await (await app.request('/api/admin/players', { cookie: admin.cookie })).json(),
    );
    const jose = list.find((j) => j.nombre === 'José Núñez Peña')!;
    expect(jose).toMatchObject({ handicap: -0.8, fecha_nacimiento: null });
    expect(list.find((j) => j.nombre === 'María Gómez')).toMatchObject({ fecha_nacimiento: '1985-11-21' });
  });

  it('reads UTF-16 text (with or without its byte-order mark)', async () => {
    const text = 'Apellidos\tNombre\tSexo\r\nPeña\tMaría\tMujer\r\n';
    const le = new Uint8Array([0xff, 0xfe, ...iconv.encode(text, 'utf-16le')]);
    const be = new Uint8Array([0xfe, 0xff, ...iconv.encode(text, 'utf-16be')]);
    const bare = new Uint8Array(iconv.encode(text, 'utf-16le'));
    for (const bytes of [le, be, bare]) {
      const p = await preview(bytes);
      expect(p.filas[0]!.jugador).toMatchObject({ nombre: 'María Peña', sexo: 'mujer' });
    }
  });
});

describe('hostile sheets', () => {
  /** The longest /api/health takes while `work` runs. */
  async function slowestHealthDuring(work: Promise<Response>) {
    let done = false;
    let slowest = 0;
    const answer = work.finally(() => (done = true));
    while (!done) {
      const start = performance.now();
      const res = await app.request('/api/health');
      expect(res.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
    return { slowest, res: await answer };
  }

  it('refuses a cell at row 20,000 in Spanish, and /api/health answers within 1 s meanwhile', async () => {
    const { slowest, res } = await slowestHealthDuring(upload(xlsxWithCellAtRow(20_000)));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('La hoja es demasiado grande: como máximo 2.000 filas y 50 columnas');
    expect(slowest).toBeLessThan(1000);
  });

  it('refuses a zip bomb of 300 MB of sheet XML (declared, and lying about its size) without inflating it', async () => {
    for (const bomb of [xlsxBomb(300), xlsxBomb(300, true)]) {
      const { slowest, res } = await slowestHealthDuring(upload(bomb));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe('La hoja es demasiado grande: como máximo 2.000 filas y 50 columnas');
      expect(slowest).toBeLessThan(1000);
    }
  }, 30_000);

  it('refuses 51 columns and reads a sheet of 2,000 rows', async () => {
    const wide = await upload(xlsxOfRows([Array.from({ length: 51 }, (_, i) => `C${i}`)].concat([['Ana']])));
    expect(await errorOf(wide)).toBe('La hoja es demasiado grande: como máximo 2.000 filas y 50 columnas');
    // Empty cells at the end of the rows, as Excel writes a formatted range, are not columns.
    const trailing = await preview(win1252(['Nombre;Sexo' + ';'.repeat(60), 'Ana;F' + ';'.repeat(60)]));
    expect(trailing.filas[0]!.jugador).toMatchObject({ nombre: 'Ana', sexo: 'mujer' });
    const rows = [['Nombre', 'Hándicap']].concat(
      Array.from({ length: 2000 }, (_, i) => [`Socio ${i}`, '10,2']),
    );
    const p = await preview(xlsxOfRows(rows));
    expect(p.filas).toHaveLength(2000);
    expect(p.filas[1999]!.jugador).toMatchObject({ nombre: 'Socio 1999', handicap: 10.2 });
  }, 30_000);

  it('reads a formula cell as its cached result, and text that looks like a formula as text', async () => {
    const p = await preview(xlsxWithFormulas());
    expect(p.filas.map((f) => [f.valores.nombre, f.valores.handicap ?? null])).toEqual([
      ['Ana Ruiz', '12.4'],
      ['=HYPERLINK("http://evil.example","Ganador")', null],
    ]);
  });
});
