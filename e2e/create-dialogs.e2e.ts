/**
 * Every create dialog opens empty (or with its documented defaults) every time: after 'Cancelar', after Escape and
 * after a successful creation, nothing typed before is left in a field (the club that saved one licence number on
 * three players). On the demo club, as its administrator.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createLogger } from '@/server/lib/logger';
import { createRuntime } from '@/server/runtime';
import { DESKTOP, launchBrowser, newPage } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const ADMIN = { email: 'admin@pena.golf', password: 'pena1234' };

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let tournamentPath = '';

const url = (path: string) => `${server.baseUrl}${path}`;

beforeAll(async () => {
  // The demo club is seeded in this process first, so the server starts on a ready database.
  dataDir = clubDataDir('pena-e2e-dialogs-', 'demo');
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'silent' });
  await (await createRuntime(config, { logger: createLogger('silent') })).close();
  server = await startServer({ SEED: 'demo', DATA_DIR: dataDir });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
  const { page } = admin;
  await signInThroughForm(page, server.baseUrl, ADMIN);
  const choices = (await page.evaluate(
    async () => (await (await fetch('/api/admin/tournaments/choices')).json()) as unknown,
  )) as { id: string }[];
  tournamentPath = `/admin/torneos/${choices[0]!.id}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface CreateDialog {
  title: string;
  path: () => string;
  /** The button that opens it (the first one on the page with this name). */
  button: string;
  /** A text field and what a previous use typed into it. */
  field: string;
  typed: string;
}

const DIALOGS: CreateDialog[] = [
  {
    title: 'Nuevo jugador',
    path: () => '/admin/jugadores',
    button: 'Nuevo jugador',
    field: 'Número de licencia federativa',
    typed: 'LIC-0001',
  },
  {
    title: 'Nuevo campo',
    path: () => '/admin/campos',
    button: 'Nuevo campo',
    field: 'Ubicación',
    typed: 'Soria',
  },
  {
    title: 'Nuevo torneo',
    path: () => '/admin/torneos',
    button: 'Nuevo torneo',
    field: 'Nombre *',
    typed: 'Copa',
  },
  { title: 'Nueva liga', path: () => '/admin/ligas', button: 'Nueva liga', field: 'Nombre', typed: 'Liga' },
  {
    title: 'Añadir invitado',
    path: () => tournamentPath,
    button: 'Añadir invitado',
    field: 'Nombre',
    typed: 'Pepe',
  },
  {
    title: 'Añadir jugadores',
    path: () => tournamentPath,
    button: 'Añadir jugadores',
    field: 'Buscar jugador',
    typed: 'Victoria',
  },
];

async function open(page: Page, d: CreateDialog) {
  await page.getByRole('button', { name: d.button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: d.title });
  await dialog.waitFor();
  return dialog;
}

describe('create dialogs start empty every time they open', () => {
  it.each(DIALOGS.map((d) => [d.title, d] as const))(
    '%s: empty again after Cancelar and after Escape',
    async (_title, d) => {
      const { page } = admin;
      await page.goto(url(d.path()));
      let dialog = await open(page, d);
      const field = () => dialog.getByLabel(d.field, { exact: true });
      expect(await field().inputValue()).toBe('');
      await field().fill(d.typed);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'hidden' });

      dialog = await open(page, d);
      expect(await field().inputValue()).toBe('');
      await field().fill(d.typed);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      dialog = await open(page, d);
      expect(await field().inputValue()).toBe('');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    },
  );

  it('Nuevo jugador: empty again after a successful creation, and the next player gets none of its values', async () => {
    const { page } = admin;
    await page.goto(url('/admin/jugadores'));
    const d = DIALOGS[0]!;
    let dialog = await open(page, d);
    await dialog.getByLabel('Nombre').fill('Primera Jugadora');
    await dialog.getByLabel('Fecha de nacimiento').fill('1980-02-03');
    await dialog.getByLabel('Email').fill('primera@example.com');
    await dialog.getByLabel(d.field).fill('LIC-PRIMERA');
    await dialog.getByRole('button', { name: 'Crear jugador' }).click();
    await dialog.waitFor({ state: 'hidden' });

    dialog = await open(page, d);
    for (const label of ['Nombre', 'Fecha de nacimiento', 'Email', d.field]) {
      expect(await dialog.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    // The documented default: the entry date is today.
    expect(await dialog.getByLabel('Fecha de entrada en la peña').inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await dialog.getByLabel('Nombre').fill('Segunda Jugadora');
    await dialog.getByLabel('Fecha de nacimiento').fill('1981-02-03');
    await dialog.getByRole('button', { name: 'Crear jugador' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const players = (await page.evaluate(
      async () => (await (await fetch('/api/admin/players')).json()) as unknown,
    )) as {
      nombre: string;
      email: string | null;
    }[];
    expect(players.find((p) => p.nombre === 'Segunda Jugadora')).toMatchObject({ email: null });
  });
});
