/**
 * A club of 24 members without accounts, no SMTP (decision record 029). The administrator invites one member from
 * /admin/jugadores and gets a personal link with its QR code; the link is opened in a fresh browser, the person
 * signs up there with an e-mail of their own and is that member: same profile, the member's handicap and
 * enrolment, and the club still has 24 players. Several members are invited at once into a printable sheet and a
 * CSV. A used link says so.
 */
import fs from 'node:fs';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { camposGolf, participantesTorneo, profiles, torneos } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { createRuntime } from '@/server/runtime';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const ADMIN = { email: 'admin@club.es', password: 'admin-secreto-1' };
const LUCIA = {
  nombre: 'Lucía Fernández Ortega',
  email: 'lucia.f@club.es',
  handicap: 9.8,
  licencia: 'LIC-LUCIA',
};
const OTHERS = [
  'Alberto Gómez Ruiz',
  'Beatriz Navarro Gil',
  'Carlos Martín Sanz',
  'Dolores Pérez Vidal',
  'Emilio Castro León',
  'Francisca Romero Díaz',
  'Gonzalo Ortiz Molina',
  'Héctor Serrano Cano',
  'Inés Delgado Prieto',
  'Jorge Marín Suárez',
  'Julia Herrero Blanco',
  'Luis Moreno Iglesias',
  'Manuela Vega Ramos',
  'Nicolás Rubio Méndez',
  'Olga Sáez Campos',
  'Pablo Guerrero Lozano',
  'Quintín Flores Núñez',
  'Rosa Cabrera Santos',
  'Sergio Pascual Rey',
  'Teresa Gallego Fuentes',
  'Ulises Calvo Aguilar',
  'Valentina Reyes Cortés',
  'Xavier Nieto Caballero',
];
const TOURNAMENT = 'Torneo de Primavera';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let luciaId: string;
let link: string;
/** Alberto's link, from the printable sheet. */
let albertoLink: string;

const url = (path: string) => `${server.baseUrl}${path}`;

beforeAll(async () => {
  // The club's 24 members, a course and an upcoming tournament Lucía is enrolled in, made before the server starts.
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  dataDir = clubDataDir('pena-e2e-invite-', 'none');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime = await createRuntime(config, { logger: createLogger('silent') });
  const db = runtime.deps.db;
  const [lucia] = await db
    .insert(profiles)
    .values({
      nombre: LUCIA.nombre,
      email: LUCIA.email,
      handicap: LUCIA.handicap,
      sexo: 'mujer',
      fecha_nacimiento: '1972-05-14',
      fecha_entrada_pena: '2001-03-01',
      numero_licencia_federativa: LUCIA.licencia,
    })
    .returning({ id: profiles.id });
  luciaId = lucia!.id;
  await db.insert(profiles).values(
    OTHERS.map((nombre, i) => ({
      nombre,
      handicap: 5 + i,
      sexo: i % 2 === 0 ? ('hombre' as const) : ('mujer' as const),
      fecha_nacimiento: '1965-01-01',
    })),
  );
  const [campo] = await db
    .insert(camposGolf)
    .values({ nombre: 'Golf La Dehesa', ubicacion: 'Madrid' })
    .returning({ id: camposGolf.id });
  const [torneo] = await db
    .insert(torneos)
    .values({ nombre: TOURNAMENT, fecha_juego: '2099-05-10', campo_id: campo!.id })
    .returning({ id: torneos.id });
  await db
    .insert(participantesTorneo)
    .values({ torneo_id: torneo!.id, jugador_id: luciaId, handicap_torneo: 11, incluir_en_puntos: true });
  await runtime.close();

  server = await startServer({ ...env, DATA_DIR: dataDir });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A screenshot at the phone's width and one at the desktop's, back to the page's own size after. */
async function shootBoth(page: Page, name: string, own: { width: number; height: number }) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await shoot(page, `${name}-${size}`);
  }
  await page.setViewportSize(own);
}

/** What a phone's camera would read from the QR code on screen. */
async function readQr(page: Page, name: string): Promise<string | undefined> {
  const png = await page.getByRole('img', { name }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const row = (page: Page, nombre: string) =>
  page.getByRole('table', { name: 'Jugadores' }).getByRole('row').filter({ hasText: nombre });

describe('an administrator invites a member by link, without SMTP', () => {
  it('makes the link from /admin/jugadores and shows it with a QR code to copy, share or print', async () => {
    const { page } = admin;
    await signInThroughForm(page, server.baseUrl, ADMIN);
    await page.goto(url('/admin/jugadores'));
    await page.getByText('24 jugadores').waitFor();
    await row(page, LUCIA.nombre)
      .getByRole('button', { name: `Invitar a ${LUCIA.nombre}` })
      .click();

    const dialog = page.getByRole('dialog', { name: `Invitar a ${LUCIA.nombre}` });
    await dialog.getByText('Sirve una sola vez y caduca en 30 días.', { exact: false }).waitFor();
    await shoot(page, 'invitation-dialog-confirm-desktop');
    await dialog.getByRole('button', { name: 'Crear enlace' }).click();
    const field = dialog.getByLabel('Enlace de invitación');
    await field.waitFor();
    link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/invitacion#[A-Za-z0-9_-]{43}$`));
    expect(await readQr(page, `Código QR de la invitación de ${LUCIA.nombre}`)).toBe(link);
    await dialog.getByRole('button', { name: 'Copiar enlace' }).waitFor();
    await dialog.getByRole('link', { name: 'WhatsApp' }).waitFor();
    await shootBoth(page, 'invitation-dialog', DESKTOP);

    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    await page.waitForURL(url('/admin/jugadores/invitaciones'));
    const card = page.getByRole('list', { name: 'Invitaciones' }).getByRole('listitem');
    await expect.poll(() => card.count()).toBe(1);
    await card.getByText(link).waitFor();
    await shootBoth(page, 'invitation-sheet-one', DESKTOP);

    await page.goto(url('/admin/jugadores'));
    await row(page, LUCIA.nombre).getByText('Invitado').waitFor();
    await row(page, LUCIA.nombre).getByRole('link', { name: LUCIA.nombre }).click();
    const invitationCard = page.getByRole('region', { name: 'Invitación' });
    await invitationCard
      .getByText('Tiene un enlace de invitación abierto hasta el', { exact: false })
      .waitFor();
    await invitationCard.getByRole('button', { name: 'Anular invitación' }).waitFor();
    await shootBoth(page, 'invitation-player-card', DESKTOP);
  });

  it('invites several members at once into a printable sheet and a CSV for a mail merge', async () => {
    const { page } = admin;
    await page.goto(url('/admin/jugadores'));
    await page.getByText('24 jugadores').waitFor();
    for (const nombre of OTHERS.slice(0, 3)) {
      await page.getByRole('checkbox', { name: `Seleccionar a ${nombre}` }).click();
    }
    await page.getByText('3 seleccionados', { exact: false }).waitFor();
    await shootBoth(page, 'invitation-players-selected', DESKTOP);
    await page.getByRole('button', { name: 'Invitar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar a 3 jugadores' });
    await dialog.getByRole('list', { name: 'Jugadores a invitar' }).getByText(OTHERS[1]!).waitFor();
    await shoot(page, 'invitation-dialog-many-desktop');
    await dialog.getByRole('button', { name: 'Crear invitaciones' }).click();
    await page.waitForURL(url('/admin/jugadores/invitaciones'));
    const cards = page.getByRole('list', { name: 'Invitaciones' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    await page.getByText('3 invitaciones', { exact: false }).waitFor();
    albertoLink = await cards.filter({ hasText: OTHERS[0]! }).getByText('/invitacion#').innerText();
    await shootBoth(page, 'invitation-sheet', DESKTOP);
    await page.emulateMedia({ media: 'print' });
    await shoot(page, 'invitation-sheet-print');
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nombre;Enlace;Caduca');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(OTHERS.slice(0, 3));
    for (const line of lines.slice(1)) expect(line.split(';')[1]).toMatch(/\/invitacion#[A-Za-z0-9_-]{43}$/);
  });

  it('the member opens the link in a fresh browser, signs up with another e-mail and is the same player', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const fresh = await newPage(browser, viewport);
      await fresh.page.goto(link);
      await fresh.page.getByRole('heading', { name: `Hola, ${LUCIA.nombre}` }).waitFor();
      expect(await fresh.page.getByLabel('Email').inputValue()).toBe(LUCIA.email);
      await shoot(fresh.page, `invitation-sign-up-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await fresh.context.close();
    }

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(link);
    await page.getByRole('heading', { name: `Hola, ${LUCIA.nombre}` }).waitFor();
    await page.getByLabel('Email').fill('lucia.movil@gmail.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('lucia-clave-1');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await page.waitForURL(url('/'));

    const me = (await (await page.request.get(url('/api/me'))).json()) as {
      profile: { id: string; handicap: number; email: string };
    };
    expect(me.profile).toMatchObject({
      id: luciaId,
      handicap: LUCIA.handicap,
      email: 'lucia.movil@gmail.com',
    });
    await page.goto(url('/profile'));
    await expect
      .poll(() => page.getByLabel('Número de licencia federativa').inputValue())
      .toBe(LUCIA.licencia);
    await page.goto(url('/torneos'));
    await page.getByRole('article').filter({ hasText: TOURNAMENT }).getByText('Inscrito').waitFor();
    await context.close();
  });

  it('the club still has 24 players, Lucía with her account; the used link says so', async () => {
    const { page } = admin;
    await page.goto(url('/admin/jugadores'));
    await page.getByText('24 jugadores').waitFor();
    await expect.poll(() => row(page, LUCIA.nombre).count()).toBe(1);
    await row(page, LUCIA.nombre).getByText('Sí', { exact: true }).waitFor();

    const { context, page: again } = await newPage(browser, PHONE);
    await again.goto(link);
    await again.getByText('Esta invitación ya se ha usado. Inicia sesión con tu cuenta.').waitFor();
    await shoot(again, 'invitation-used-phone');
    await context.close();
  });

  it('someone who signed up earlier with another e-mail (a 25th player) accepts the link signed in: 24 again', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(url('/auth'));
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByLabel('Nombre Completo').fill('Alberto Gómez');
    await page.getByLabel('Teléfono').fill('611 222 333');
    await page.getByLabel('Email').fill('alberto.gomez@gmail.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('alberto-clave');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.waitForURL(url('/'));
    await admin.page.goto(url('/admin/jugadores'));
    await admin.page.getByText('25 jugadores').waitFor();

    await page.goto(albertoLink);
    await page.getByRole('heading', { name: `Hola, ${OTHERS[0]!}` }).waitFor();
    await page.getByText('Has iniciado sesión como', { exact: false }).waitFor();
    await shootBoth(page, 'invitation-claim', PHONE);
    await page.getByRole('button', { name: 'Unir mi cuenta a mi ficha' }).click();
    await page.waitForURL(url('/'));
    const me = (await (await page.request.get(url('/api/me'))).json()) as { profile: { nombre: string } };
    expect(me.profile.nombre).toBe(OTHERS[0]);
    await context.close();

    await admin.page.goto(url('/admin/jugadores'));
    await admin.page.getByText('24 jugadores').waitFor();
    await row(admin.page, OTHERS[0]!).getByText('Sí', { exact: true }).waitFor();
  });
});
