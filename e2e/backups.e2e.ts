/**
 * 'Copias de seguridad' on /admin (embedded database): the administrator makes a copy now, sees it listed with its
 * es-ES date and size, and downloads it.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const ADMIN = { email: 'admin@pena.golf', password: 'pena1234' };
const WIDE = { width: 1280, height: 800 };
const SHOTS = '/tmp/shots-h-ops';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dataDir = fs.mkdtempSync('/tmp/pena-e2e-backups-');
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

describe('Copias de seguridad', () => {
  it("'Hacer copia ahora' lists a copy with its date and size, and it downloads", async () => {
    await page.goto(url('/auth'));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(url('/'));
    await page.goto(url('/admin'));
    await page.getByText('Todavía no hay copias.').waitFor();
    await page.getByRole('button', { name: 'Hacer copia ahora' }).click();
    const list = page.getByRole('list', { name: 'Copias de seguridad' });
    await list.getByText(/^pena-.*\.tar\.gz$/).waitFor();
    expect(await list.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · [\d,]+ (KB|MB)$/).count()).toBe(1);
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const [size, viewport] of [
      ['1280', WIDE],
      ['360', { width: PHONE.width, height: 740 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await list.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/backups-${size}.png` });
    }
    const download = page.waitForEvent('download');
    await list.getByRole('button', { name: 'Descargar' }).click();
    expect((await download).suggestedFilename()).toMatch(/^pena-.*\.tar\.gz$/);
  });
});
