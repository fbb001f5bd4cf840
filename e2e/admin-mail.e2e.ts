/**
 * 'Gestión del Correo' end to end without SMTP, on the demo club: the administrator reaches /admin/correo from the
 * panel, reads that mail is not configured, sends a test e-mail (stored, and said so), finds it in the outbox with
 * its text; sends a tournament's tee-time e-mails from /admin/partidas and reads the honest 'No hay servidor de
 * correo configurado' instead of a sent count; the outbox lists them with their .ics, which downloads. The password
 * recovery form says the link was not sent.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGroupsTournamentsResponse } from '@/shared/schemas/admin-groups';
import { launchBrowser, newPage, PHONE, shootBoth } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';

const ADMIN = { email: 'admin@pena.golf', password: 'pena1234' };
const TORNEO = 'Cervecita 3ª jornada';
const WIDE = { width: 1280, height: 800 };

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-mail-', 'demo');
  server = await startServer({ SEED: 'demo', DATA_DIR: dataDir, TZ: 'Europe/Madrid' });
  browser = await launchBrowser();
  page = (await newPage(browser, WIDE)).page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const url = (path: string) => `${server.baseUrl}${path}`;

async function toast(p: Page, title: string, description?: string | RegExp) {
  await p
    .locator('[data-sonner-toast]')
    .filter({ has: p.getByText(title, { exact: true }) })
    .filter(description ? { has: p.getByText(description) } : {})
    .first()
    .waitFor();
}

const outbox = () => page.getByRole('list', { name: 'Bandeja de salida' });

describe('Gestión del Correo without SMTP', () => {
  it('is reached from the panel and says mail is not configured and what to set', async () => {
    await page.goto(url('/auth'));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(url('/'));
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: /Gestión del Correo/ }).waitFor();
    await shootBoth(page, 'admin-panel');
    await page.getByRole('link', { name: /Gestión del Correo/ }).click();
    await page.waitForURL(url('/admin/correo'));
    await page.getByRole('heading', { name: 'Gestión del Correo' }).waitFor();
    await page.getByText('Sin configurar', { exact: true }).waitFor();
    await page
      .getByText(
        'No hay servidor de correo configurado: los emails se guardan en la bandeja de salida y no llegan a nadie.',
      )
      .waitFor();
    await page.getByText('SMTP_URL', { exact: true }).waitFor();
    await page.getByText('MAIL_FROM', { exact: true }).waitFor();
  });

  it('sends a test e-mail to the admin by default: stored, said so, and listed with its text', async () => {
    expect(await page.getByLabel('Enviar a').inputValue()).toBe(ADMIN.email);
    await page.getByRole('button', { name: 'Enviar email de prueba' }).click();
    const stored = 'No hay servidor de correo configurado: 1 email guardado en la bandeja de salida';
    await toast(page, 'Email no enviado', stored);
    await page
      .getByRole('status')
      .filter({ hasText: `${stored}.` })
      .waitFor();
    const entry = outbox().getByRole('listitem').first();
    await entry.getByText('Peña de Golf: email de prueba').waitFor();
    await entry.getByText(`Para: ${ADMIN.email}`).waitFor();
    await entry.getByText('No enviado (sin servidor)').waitFor();
    await entry.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Peña de Golf: email de prueba' });
    await dialog.getByText(/Este es un email de prueba enviado desde la administración/).waitFor();
    await shootBoth(page, 'admin-mail-test-entry');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await shootBoth(page, 'admin-mail-page');
  });

  it("sends a tournament's tee-time e-mails from /admin/partidas: the honest sentence, then the outbox with .ics", async () => {
    const list = (await (
      await page.request.get(url('/api/admin/groups/tournaments'))
    ).json()) as TGroupsTournamentsResponse;
    const torneoId = list.find((t) => t.nombre === TORNEO)!.id;
    await page.goto(url(`/admin/partidas?torneo=${torneoId}`));
    await page.getByRole('button', { name: 'Generar Partidas' }).click();
    await toast(page, 'Partidas generadas');
    await page.getByRole('button', { name: 'Publicar Partidas' }).click();
    await toast(page, 'Partidas publicadas');
    await page.getByRole('button', { name: 'Enviar email' }).click();
    const card = page.getByRole('region', { name: 'Email del torneo' });
    const status = card.getByRole('status');
    await status
      .getByText(/^No hay servidor de correo configurado: \d+ emails guardados en la bandeja de salida\.$/)
      .waitFor();
    const n = Number(/: (\d+) emails/.exec((await status.textContent()) ?? '')![1]);
    expect(n).toBeGreaterThan(1);
    expect(await status.textContent()).not.toMatch(/enviados?\./);
    await toast(page, 'Emails no enviados');
    // Nothing went out: the tournament is not marked as sent.
    await card.getByRole('button', { name: 'Enviar email' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shootBoth(page, 'admin-groups-email-stored');

    await page.goto(url('/admin/correo'));
    const teeTimes = outbox()
      .getByRole('listitem')
      .filter({ hasText: `${TORNEO}: tu partida y hora de salida` });
    await teeTimes.first().waitFor();
    expect(await teeTimes.count()).toBe(n);
    await teeTimes.first().getByText('.ics').waitFor();
    await teeTimes.first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: `${TORNEO}: tu partida y hora de salida` });
    await dialog.getByText(/Hora de salida: \d\d:\d\d/).waitFor();
    const download = dialog.getByRole('link', { name: 'Descargar calendario (.ics)' });
    const ics = await page.request.get(url((await download.getAttribute('href'))!));
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const body = await ics.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    await shootBoth(page, 'admin-mail-ics-entry');
  });

  it('the password recovery form says the link was not sent', async () => {
    const { context, page: visitor } = await newPage(browser, PHONE);
    await visitor.goto(url('/auth'));
    await visitor.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await visitor.getByLabel('Email').fill('jugador@pena.golf');
    await visitor.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await toast(
      visitor,
      'Email no enviado',
      /No hay servidor de correo configurado: el enlace no se ha enviado/,
    );
    await context.close();
  });
});
