/**
 * A club's own sheet through 'Importar jugadores' (decision record 030), from an empty club (SEED=none, only the
 * administrator): the CSV as Excel saves it on a Spanish Windows — Windows-1252 bytes, `;`, 'Apellidos' and
 * 'Nombre' columns, a plus handicap '+0,8', sex as 'M'/'F', rows without birth date. The preview shows every column
 * it will write with the value read; after 'Importar' every player's name, sex and index is right, and the list
 * flags the missing birth dates. A sheet with only 'M' asks what it means before anything is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminPlayerDetail, ZAdminPlayersResponse } from '@/shared/schemas/admin-players';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot, tmpDir } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast } from './support/toast';

const ADMIN = { email: 'admin@club.example', password: 'admin-clave-1' };

/** As Excel's 'CSV (delimitado por punto y coma)' writes it on a Spanish Windows. */
const CLUB_SHEET = [
  'Nº Socio;Apellidos;Nombre;Sexo;Hándicap;Fecha de nacimiento;Teléfono',
  '1;Núñez Peña;José;M;+0,8;;600111222',
  '2;Gómez Ibáñez;María;F;18,4;21/11/1985;',
  '3;Muñoz;Íñigo;M;12;;',
  '4;Sáenz de Buruaga;Begoña;F;-1,2;;',
  '5;Castaño;Lucía;F;;03/04/1970;',
];
const EXPECTED = [
  // name, sex, index as the list shows it, birth date missing
  ['Begoña Sáenz de Buruaga', 'mujer', '+1,2', true],
  ['Íñigo Muñoz', 'hombre', '12', true],
  ['José Núñez Peña', 'hombre', '+0,8', true],
  ['Lucía Castaño', 'mujer', '—', false],
  ['María Gómez Ibáñez', 'mujer', '18,4', false],
] as const;

let files: string;
let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  files = tmpDir('pena-e2e-club-sheet-');
  fs.writeFileSync(path.join(files, 'socios.csv'), iconv.encode(CLUB_SHEET.join('\r\n') + '\r\n', 'win1252'));
  fs.writeFileSync(
    path.join(files, 'solo-m.csv'),
    iconv.encode('Nombre;Apellidos;Sexo\r\nPedro;Ruiz;M\r\nJuan;Sanz;M\r\n', 'win1252'),
  );
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
  await signInThroughForm(admin.page, server.baseUrl, ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

const listed = async (page: Page) =>
  ZAdminPlayersResponse.parse(
    await page.evaluate(async () => (await fetch('/api/admin/players')).json() as Promise<unknown>),
  );

async function openImport(page: Page, file: string) {
  await page.goto(`${server.baseUrl}/admin/jugadores`);
  await page.getByRole('button', { name: 'Importar jugadores' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Archivo (CSV o Excel)').setInputFiles(path.join(files, file));
  return dialog;
}

describe("the club's sheet, from an empty club", () => {
  it('previews every column it will write, with the value read, and the guessed mapping', async () => {
    const { page } = admin;
    const dialog = await openImport(page, 'socios.csv');
    await dialog.getByText('5 jugadores listos para importar · 0 filas con errores').waitFor();
    expect(await dialog.getByLabel('Columna Apellidos').inputValue()).toBe('apellidos');
    expect(await dialog.getByLabel('Columna Nombre').inputValue()).toBe('nombre');
    expect(await dialog.getByLabel('Columna Nº Socio').inputValue()).toBe('');
    await dialog.getByText("En la columna Sexo, 'M' es Masculino (la columna usa M y F).").waitFor();
    const headers = await dialog.getByRole('table', { name: 'Vista previa' }).locator('th').allTextContents();
    expect(headers).toEqual([
      'Fila',
      'Nombre',
      'Sexo',
      'Hándicap',
      'Teléfono',
      'Fecha de nacimiento',
      'Estado',
    ]);
    const row = (fila: number) => dialog.locator(`tr[data-fila="${fila}"]`).locator('td').allInnerTexts();
    expect(await row(2)).toEqual(['2', 'José Núñez Peña', 'M → Hombre', '+0,8', '600111222', '', 'Correcto']);
    expect(await row(3)).toEqual([
      '3',
      'María Gómez Ibáñez',
      'F → Mujer',
      '18,4',
      '',
      '21/11/1985',
      'Correcto',
    ]);
    expect(await row(5)).toEqual(['5', 'Begoña Sáenz de Buruaga', 'F → Mujer', '+1,2', '', '', 'Correcto']);
    await shoot(page, 'club-sheet-preview-1280');
    await page.setViewportSize(PHONE);
    await dialog.getByRole('table', { name: 'Vista previa' }).scrollIntoViewIfNeeded();
    await shoot(page, 'club-sheet-preview-360');
    await page.setViewportSize(DESKTOP);
    // Nothing written by the preview.
    expect((await listed(page)).map((p) => p.nombre)).not.toContain('José Núñez Peña');
  });

  it("'Importar' writes every player with the right name, sex and index; the list flags the missing birth dates", async () => {
    const { page } = admin;
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await waitForToast(page, 'Jugadores importados', '5 jugadores creados');
    const table = page.getByRole('table', { name: 'Jugadores' });
    await table.getByText('José Núñez Peña').waitFor();
    for (const [nombre, , index, missing] of EXPECTED) {
      const row = table.locator('tr', { hasText: nombre });
      const cells = await row.locator('td').allInnerTexts();
      expect(cells[0]).toContain(nombre);
      expect(cells[1]).toBe(index);
      expect(cells[0]!.includes('Falta la fecha de nacimiento')).toBe(missing);
    }
    const players = (await listed(page)).filter((p) => !p.tiene_cuenta);
    const sexes = await page.evaluate(
      async (ids) =>
        Promise.all(
          ids.map(async (id) => (await fetch(`/api/admin/players/${id}`)).json() as Promise<unknown>),
        ),
      players.map((p) => p.id),
    );
    expect(
      sexes
        .map((d) => ZAdminPlayerDetail.parse(d).perfil)
        .map((p) => [p.nombre, p.sexo, p.handicap])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'es')),
    ).toEqual([
      ['Begoña Sáenz de Buruaga', 'mujer', -1.2],
      ['Íñigo Muñoz', 'hombre', 12],
      ['José Núñez Peña', 'hombre', -0.8],
      ['Lucía Castaño', 'mujer', null],
      ['María Gómez Ibáñez', 'mujer', 18.4],
    ]);
    await shoot(page, 'club-sheet-players-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'club-sheet-players-360');
    await page.setViewportSize(DESKTOP);
  });

  it("asks what 'M' means when the Sexo column has only 'M', and 'Importar' waits for the answer", async () => {
    const { page } = admin;
    const dialog = await openImport(page, 'solo-m.csv');
    await dialog.getByText("La columna Sexo solo tiene 'M': ¿qué significa?").waitFor();
    const importar = dialog.getByRole('button', { name: 'Importar', exact: true });
    expect(await importar.isDisabled()).toBe(true);
    expect(await dialog.locator('tr[data-fila="2"]').innerText()).toContain(
      "Indica qué significa 'M' en la columna Sexo",
    );
    await shoot(page, 'club-sheet-ask-m-1280');
    await dialog.getByLabel('M significa Masculino').check();
    await dialog.getByText('2 jugadores listos para importar · 0 filas con errores').waitFor();
    expect(await dialog.locator('tr[data-fila="2"]').locator('td').allInnerTexts()).toEqual([
      '2',
      'Pedro Ruiz',
      'M → Hombre',
      'Correcto',
    ]);
    await page.setViewportSize(PHONE);
    await shoot(page, 'club-sheet-ask-m-360');
    await page.setViewportSize(DESKTOP);
    await importar.click();
    await waitForToast(page, 'Jugadores importados', '2 jugadores creados');
  });
});

describe('a profile without birth date', () => {
  it("'Mi Perfil' asks for it", async () => {
    // The administrator made at start has no birth date either: the same notice as an imported member.
    const { page } = admin;
    await page.goto(`${server.baseUrl}/profile`);
    await page
      .getByText('Falta tu fecha de nacimiento: escríbela en tu perfil y guarda los cambios.')
      .waitFor();
    await shoot(page, 'club-sheet-profile-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'club-sheet-profile-360');
    await page.setViewportSize(DESKTOP);
  });
});
