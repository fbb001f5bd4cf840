/**
 * 'Importar jugadores' and 'Actualizar hándicaps' in a real browser (decision record 021). The club has one player,
 * José Núñez (licence AM11111), enrolled in an upcoming tournament with a playing handicap of 12. The
 * administrator chooses a Windows-1252 CSV with `;` and decimal commas: the preview shows the mapped columns and the
 * rows' errors (José is already in the club; a row without birth date is kept), nothing is written until 'Importar'; an XLSX file previews too. Then
 * the federation's handicap list updates José's handicap (12,4 → 10,1) and his playing handicap in the tournament.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTournamentParticipantsResponse } from '@/shared/schemas/tournaments';
import { loadConfig } from '@/server/config';
import * as s from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { handicapsCsv, playersCsv, playersXlsx } from '@/server/modules/admin-players/test-spreadsheets';
import { insertCourse } from '@/server/modules/courses/test-fixtures';
import { createRuntime } from '@/server/runtime';
import { DESKTOP, launchBrowser, newPage, shoot, tmpDir } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast } from './support/toast';

const ADMIN = { email: 'admin@club.example', password: 'admin-clave-1' };
let dataDir: string;
let files: string;
let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let torneoId = '';

async function prepareClub(dir: string) {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SEED: 'none', LOG_LEVEL: 'silent' });
  const runtime = await createRuntime(config, { logger: createLogger('silent') });
  const db = runtime.deps.db;
  const [jose] = await db
    .insert(s.profiles)
    .values({
      nombre: 'José Núñez',
      email: 'jose@club.example',
      fecha_nacimiento: '1970-04-03',
      handicap: 12.4,
      sexo: 'hombre',
      numero_licencia_federativa: 'AM11111',
    })
    .returning();
  // slope 113 and no course rating: the playing handicap is the rounded handicap index (reductor 100).
  const course = await insertCourse(db, { tees: [{ slope: 113, course_rating: null }] });
  const [torneo] = await db
    .insert(s.torneos)
    .values({ nombre: 'Torneo Próximo', fecha_juego: '2030-06-01', campo_id: course.id })
    .returning();
  await db
    .insert(s.torneosSalidas)
    .values({ torneo_id: torneo!.id, sexo: 'hombre', tipo_salida_id: course.teeIds[0]! });
  await db
    .insert(s.participantesTorneo)
    .values({ torneo_id: torneo!.id, jugador_id: jose!.id, handicap_torneo: 12 });
  torneoId = torneo!.id;
  await runtime.close();
}

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-import-', 'none');
  files = tmpDir('pena-e2e-import-files-');
  fs.writeFileSync(path.join(files, 'socios.csv'), playersCsv());
  fs.writeFileSync(path.join(files, 'socios.xlsx'), await playersXlsx());
  fs.writeFileSync(path.join(files, 'federacion.csv'), handicapsCsv());
  await prepareClub(dataDir);
  server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
  await signInThroughForm(admin.page, server.baseUrl, ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of [dataDir, files]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const playerNames = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/admin/players');
    return ((await res.json()) as { nombre: string }[]).map((p) => p.nombre).sort();
  });

describe('Importar jugadores', () => {
  it('previews the CSV with mapped columns and row errors, and writes nothing until confirmed', async () => {
    const { page } = admin;
    await page.goto(`${server.baseUrl}/admin/jugadores`);
    await page.getByRole('button', { name: 'Importar jugadores' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Archivo (CSV o Excel)').setInputFiles(path.join(files, 'socios.csv'));
    await dialog.getByText('2 jugadores listos para importar · 2 filas con errores').waitFor();
    expect(await dialog.getByLabel('Columna Teléfono').inputValue()).toBe('telefono');
    const row = (fila: number) => dialog.locator(`tr[data-fila="${fila}"]`);
    expect(await row(2).innerText()).toContain('Ya existe un jugador con este email');
    expect(await row(3).innerText()).toContain('María Peña');
    expect(await row(3).innerText()).toContain('Correcto');
    // Kept without its birth date (decision record 030).
    expect(await row(4).innerText()).toContain('Correcto');
    expect(await row(5).innerText()).toContain('El hándicap debe estar entre -10 y 54');
    await shoot(page, 'player-import-preview');
    expect(await playerNames(page)).not.toContain('María Peña');

    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await waitForToast(page, 'Jugadores importados', '2 jugadores creados');
    await page.getByRole('cell', { name: 'María Peña' }).first().waitFor();
    expect(await playerNames(page)).toContain('María Peña');
  });

  it('previews an Excel file', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Importar jugadores' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Archivo (CSV o Excel)').setInputFiles(path.join(files, 'socios.xlsx'));
    await dialog.getByText('2 jugadores listos para importar · 0 filas con errores').waitFor();
    expect(await dialog.locator('tr[data-fila="2"]').innerText()).toContain('Lucía Ortega');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await playerNames(page)).not.toContain('Lucía Ortega');
  });
});

describe('Actualizar hándicaps', () => {
  it('shows before → after and updates the handicaps and the playing handicap of the upcoming tournament', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Actualizar hándicaps' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Archivo (CSV o Excel)').setInputFiles(path.join(files, 'federacion.csv'));
    const row = (fila: number) => dialog.locator(`tr[data-fila="${fila}"]`);
    await row(2).waitFor();
    expect(await row(2).innerText()).toMatch(/José Núñez\s+12,4 → 10,1/);
    expect(await row(3).innerText()).toMatch(/María Peña\s+18 → 17,6/);
    expect(await row(4).innerText()).toContain('No hay ningún jugador con esta licencia o email');
    await shoot(page, 'player-import-handicaps');
    await dialog.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await waitForToast(
      page,
      'Hándicaps actualizados',
      '2 jugadores; hándicaps de juego recalculados en 1 torneos próximos',
    );
    const participants = await page.evaluate(async (id) => {
      const res = await fetch(`/api/tournaments/${id}/participants`);
      return (await res.json()) as unknown;
    }, torneoId);
    const { participantes } = ZTournamentParticipantsResponse.parse(participants);
    expect(participantes.map((p) => [p.nombre, p.handicap_propio, p.handicap_juego])).toEqual([
      ['José Núñez', 10.1, 10],
    ]);
  });
});
