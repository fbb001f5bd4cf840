/**
 * Players and their accounts end to end (decision record 008), on the demo club with a real SMTP server in the
 * test process. Before the server starts, one demo player (Victoria) loses her account's link — an orphaned
 * account and a player without account, as a club migrating old data has them.
 *
 * The administrator creates a player without account, creates accounts for the players without one (summary with
 * the failure for Victoria, whose e-mail belongs to the orphaned account, and the temporary e-mails), assigns the
 * orphaned account to Victoria, sets a password for a player with a temporary e-mail, and that player signs in
 * with it; a player with a real e-mail chooses their password from the e-mail.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { profiles } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { createRuntime } from '@/server/runtime';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';
import { DESKTOP, launchBrowser, newPage, PHONE, shootTop } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = { email: 'admin@pena.golf', password: 'pena1234' };
const VICTORIA = { nombre: 'Victoria Esteban Sáez', email: 'victoria.esteban.saez@pena.golf' };
const MANUEL = 'manuel.nieto.calvo@pena.golf';
const NEW_PLAYER = 'Gonzalo Prieto Vera';
/** A 4×4 green PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOQzbeCIwbiOABAMwxhkRMXYgAAAABJRU5ErkJggg==',
  'base64',
);

let dataDir: string;
let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let pilarEmail = '';
let manuelMail = '';

/** The demo club, seeded in this process, with Victoria's profile unlinked from her account. */
async function prepareClub(dir: string) {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SEED: 'demo', LOG_LEVEL: 'silent' });
  const runtime = await createRuntime(config, { logger: createLogger('silent') });
  await runtime.deps.db.update(profiles).set({ user_id: null }).where(eq(profiles.nombre, VICTORIA.nombre));
  await runtime.close();
}

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-players-', 'demo');
  await prepareClub(dataDir);
  smtp = await startTestSmtp();
  server = await startServer({ SEED: 'demo', DATA_DIR: dataDir, SMTP_URL: smtp.url });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const url = (path: string) => `${server.baseUrl}${path}`;

function signIn(page: Page, email: string, password: string) {
  return signInThroughForm(page, server.baseUrl, { email, password });
}

async function diagnostics(page: Page): Promise<string> {
  return (await page.getByRole('region', { name: 'Diagnóstico de cuentas' }).innerText()).replace(
    /\s+/g,
    ' ',
  );
}

describe('players and their accounts in a real browser', () => {
  it('shows the account diagnostics and the players table; creates a player without account', async () => {
    const { page } = admin;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(url('/admin/jugadores'));
    await page.getByRole('heading', { name: 'Gestión de Jugadores' }).waitFor();
    await page.getByRole('link', { name: 'Volver al Panel' }).waitFor();
    await page.getByRole('table', { name: 'Jugadores' }).getByText(VICTORIA.nombre).waitFor();
    expect(await diagnostics(page)).toContain('Jugadores sin cuenta 5 Cuentas huérfanas 1');

    await page.getByRole('button', { name: 'Nuevo jugador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo jugador' });
    expect(await dialog.getByLabel('Fecha de entrada en la peña').inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await dialog.getByRole('button', { name: 'Crear jugador' }).click();
    await dialog.getByText('El nombre y la fecha de nacimiento son obligatorios').first().waitFor();
    await dialog.getByLabel('Nombre').fill(NEW_PLAYER);
    await dialog.getByLabel('Fecha de nacimiento').fill('1990-03-15');
    await dialog.getByLabel('Hándicap').fill('54.5');
    await dialog.getByRole('button', { name: 'Crear jugador' }).click();
    await dialog.getByText('El hándicap debe estar entre -10 y 54').waitFor();
    // A plus handicap, typed key by key as the club writes it: stored −0.8, shown '+0,8'.
    await dialog.getByLabel('Hándicap').clear();
    await dialog.getByLabel('Hándicap').pressSequentially('+0,8');
    await shootTop(page, 'admin-players-new-desktop');
    await dialog.getByRole('button', { name: 'Crear jugador' }).click();
    await toast(page, 'Jugador creado', NEW_PLAYER);
    const list = (await (await page.request.get(url('/api/admin/players'))).json()) as {
      nombre: string;
      handicap: number | null;
    }[];
    expect(list.find((p) => p.nombre === NEW_PLAYER)?.handicap).toBe(-0.8);

    await page.getByLabel('Buscar jugador').fill('gonzalo');
    const rows = page.getByRole('table', { name: 'Jugadores' }).getByRole('row');
    await rows.filter({ hasText: NEW_PLAYER }).waitFor();
    expect(await rows.count()).toBe(2);
    expect((await rows.nth(1).innerText()).replace(/\s+/g, ' ')).toContain(`${NEW_PLAYER} +0,8 No —`);
    const phone = await newPage(browser, PHONE);
    await phone.context.addCookies(await admin.context.cookies());
    await phone.page.goto(url('/admin/jugadores'));
    await phone.page.getByLabel('Buscar jugador').fill('gonzalo');
    await phone.page.getByRole('table', { name: 'Jugadores' }).getByText('+0,8').waitFor();
    await shootTop(phone.page, 'admin-players-plus-phone');
    await phone.context.close();

    // The editor shows the stored index as written, and reads '10,9' as 10.9 (not 109).
    await rows.filter({ hasText: NEW_PLAYER }).getByRole('link').click();
    await page.getByRole('heading', { name: NEW_PLAYER }).waitFor();
    expect(await page.getByLabel('Hándicap').inputValue()).toBe('+0,8');
    await page.getByLabel('Hándicap').clear();
    await page.getByLabel('Hándicap').pressSequentially('10,9');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Perfil actualizado', NEW_PLAYER);
    expect(await page.getByLabel('Hándicap').inputValue()).toBe('10,9');
    await page.getByLabel('Hándicap').clear();
    await page.getByLabel('Hándicap').pressSequentially('+0.8');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByLabel('Hándicap').inputValue()).toBe('+0,8');
    await page.goto(url('/admin/jugadores'));
    await page.getByLabel('Buscar jugador').fill('gonzalo');
    await rows.filter({ hasText: NEW_PLAYER }).waitFor();
    expect((await rows.nth(1).innerText()).replace(/\s+/g, ' ')).toContain(`${NEW_PLAYER} +0,8 No —`);
    await page.getByLabel('Buscar jugador').fill('');
    await expect.poll(async () => diagnostics(page)).toContain('Jugadores sin cuenta 6 Cuentas huérfanas 1');
    await shootTop(page, 'admin-players-desktop');
  });

  it('creates accounts for the players without one, after the temporary e-mail warning, with a summary', async () => {
    const { page } = admin;
    await page.goto(url('/admin'));
    await page.getByRole('button', { name: 'Analizar jugadores' }).click();
    await toast(page, 'Análisis completado', '6 jugadores sin usuario');
    const list = page.getByRole('list', { name: 'Jugadores sin usuario' });
    await list.getByText(NEW_PLAYER).waitFor();
    await page.getByRole('button', { name: 'Crear usuarios (6)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Crear usuarios' });
    await dialog
      .getByText(
        'Atención: se crearán emails temporales (jugador-xxxxxxxx@temp-golf.local) para 3 jugadores sin email. Podrás cambiarlos después en la ficha de cada jugador.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Crear usuarios' }).click();
    await toast(page, 'Usuarios creados', '5 creados, 1 fallido');

    const summary = page.getByRole('region', { name: 'Resumen de la creación de usuarios' });
    const text = (await summary.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Creados 5 Fallidos 1 Emails temporales 3 Emails enviados 2');
    expect(text).toContain(`${VICTORIA.nombre}: Este email ya está en uso por otra cuenta`);
    const pilar = /Pilar Santos Arias: (jugador-[0-9a-f]{8}@temp-golf\.local)/.exec(text);
    expect(pilar).not.toBeNull();
    pilarEmail = pilar![1]!;
    expect(text).toMatch(/Gonzalo Prieto Vera: jugador-[0-9a-f]{8}@temp-golf\.local/);
    await shootTop(page, 'admin-panel-tools-desktop');

    // Players with a real e-mail get Better Auth's set-password e-mail.
    manuelMail = (await smtp.waitFor(MANUEL, /contraseña/)).text;
    expect(manuelMail).toContain('/api/auth/reset-password/');
  });

  it('assigns the orphaned account to the player without account', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Asignar usuario' }).click();
    await page.getByText('Email o ID requerido').waitFor();
    await page.getByRole('button', { name: 'Cargar usuarios' }).click();
    await toast(page, 'Usuarios cargados', '1 usuario disponible');
    const available = page.getByRole('list', { name: 'Usuarios disponibles' });
    const shortId = (await available.locator('code').first().innerText()).trim();
    expect(shortId).toMatch(/^[0-9a-f-]{8}$/);
    await page.getByRole('combobox', { name: 'Jugador sin usuario' }).click();
    await page.getByRole('option', { name: VICTORIA.nombre }).click();
    await available.getByRole('button', { name: `Usar ${VICTORIA.email}` }).click();
    await page.getByRole('button', { name: 'Asignar usuario' }).click();
    await toast(page, 'Usuario asignado', `${VICTORIA.email} → ${VICTORIA.nombre}`);
    await shootTop(page, 'admin-panel-assign-desktop');

    await page.getByRole('button', { name: 'Buscar usuarios huérfanos' }).click();
    await page.getByText('No hay usuarios huérfanos.').waitFor();
    await page.goto(url('/admin/jugadores'));
    await expect.poll(async () => diagnostics(page)).toContain('Jugadores sin cuenta 0 Cuentas huérfanas 0');
  });

  it('sets the password of a player with a temporary e-mail, who then signs in with it', async () => {
    const { page } = admin;
    await page
      .getByRole('table', { name: 'Jugadores' })
      .getByRole('link', { name: /Pilar Santos Arias/ })
      .click();
    await page.getByRole('heading', { name: 'Pilar Santos Arias' }).waitFor();
    await page.getByRole('link', { name: 'Volver a Jugadores' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(pilarEmail);
    await page.getByText('Email temporal: cámbialo por el real del jugador.').waitFor();
    // The image goes through the players module's upload (sniffed, resized, stored as the player's).
    await page
      .getByLabel('Archivo de imagen')
      .setInputFiles({ name: 'pilar.png', mimeType: 'image/png', buffer: PNG });
    await toast(page, 'Perfil actualizado', 'Imagen cambiada');
    await page.getByRole('img', { name: 'Imagen de Pilar Santos Arias' }).waitFor();
    await page.getByLabel('Nueva contraseña').fill('12345');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
    await page.getByLabel('Nueva contraseña').fill('pilar-2030');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toast(page, 'Contraseña actualizada', 'Nueva contraseña de Pilar Santos Arias');
    await shootTop(page, 'admin-player-editor-desktop');

    const pilar = await newPage(browser, PHONE);
    await signIn(pilar.page, pilarEmail, 'pilar-2030');
    const me = (await (await pilar.page.request.get(url('/api/me'))).json()) as {
      profile: { nombre: string };
    };
    expect(me.profile.nombre).toBe('Pilar Santos Arias');
    await pilar.context.close();
  });

  it('a player with a real e-mail chooses a password from the e-mail and signs in', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const href = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(manuelMail)![0];
    await page.goto(href);
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel('Nueva Contraseña', { exact: true }).fill('manuel-2030');
    await page.getByLabel('Confirmar Contraseña', { exact: true }).fill('manuel-2030');
    await page.getByRole('button', { name: 'Actualizar Contraseña' }).click();
    await page.waitForURL(url('/mi-area'));
    const me = (await (await page.request.get(url('/api/me'))).json()) as { profile: { nombre: string } };
    expect(me.profile.nombre).toBe('Manuel Nieto Calvo');
    await context.close();
  });

  it('deletes a player after a confirmation that says what goes with them', async () => {
    const { page } = admin;
    await page.goto(url('/admin/jugadores'));
    await page
      .getByRole('table', { name: 'Jugadores' })
      .getByRole('link', { name: new RegExp(NEW_PLAYER) })
      .click();
    await page.getByRole('heading', { name: NEW_PLAYER }).waitFor();
    await page.getByRole('button', { name: 'Eliminar jugador' }).click();
    const dialog = page.getByRole('alertdialog', { name: `¿Eliminar a ${NEW_PLAYER}?` });
    await dialog.getByText(/Su cuenta de acceso \(jugador-[0-9a-f]{8}@temp-golf\.local\)\./).waitFor();
    await shootTop(page, 'admin-player-delete-desktop');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Jugador eliminado', NEW_PLAYER);
    await page.waitForURL(url('/admin/jugadores'));
    await page.getByRole('table', { name: 'Jugadores' }).getByText(VICTORIA.nombre).waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: 'Jugadores' }).getByText(NEW_PLAYER).count())
      .toBe(0);
  });

  it('reads well on a 360 px phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addCookies(await admin.context.cookies());
    await page.goto(url('/admin/jugadores'));
    await page.getByRole('table', { name: 'Jugadores' }).getByText(VICTORIA.nombre).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shootTop(page, 'admin-players-phone');
    await page
      .getByRole('table', { name: 'Jugadores' })
      .getByRole('link', { name: /Victoria Esteban/ })
      .click();
    await page.getByRole('heading', { name: VICTORIA.nombre }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shootTop(page, 'admin-player-editor-phone');
    await page.goto(url('/admin'));
    await page.getByRole('button', { name: 'Analizar jugadores' }).click();
    await toast(page, 'Análisis completado', '0 jugadores sin usuario');
    await page.getByRole('button', { name: 'Cargar usuarios' }).click();
    await toast(page, 'Sin usuarios disponibles', 'No hay cuentas sin jugador asignado');
    await shootTop(page, 'admin-panel-tools-phone');
    await context.close();
  });
});
