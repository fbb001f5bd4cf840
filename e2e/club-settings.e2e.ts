/**
 * 'Ajustes de la peña' (decision record 044): on an empty club (ADMIN_EMAIL, no seed), the administrator opens the
 * settings from the admin panel, names the club, saves ('Ajustes guardados') and, back on the home page through the
 * app's links (no reload), the header shows the new name.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createLogger } from '@/server/lib/logger';
import { createRuntime } from '@/server/runtime';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = { email: 'admin@club.es', password: 'admin-secreto-1' };
const NAME = 'Peña El Robledal';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };

const url = (path: string) => `${server.baseUrl}${path}`;

beforeAll(async () => {
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  dataDir = clubDataDir('pena-e2e-settings-', 'none');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    ...env,
  });
  await (await createRuntime(config, { logger: createLogger('silent') })).close();
  server = await startServer({ ...env, DATA_DIR: dataDir });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function shootBoth(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', { width: 360, height: 740 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await shoot(page, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('club settings', () => {
  it('the administrator renames the club and the header shows it without a reload', async () => {
    const { page } = admin;
    await signInThroughForm(page, server.baseUrl, ADMIN);
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: /Ajustes de la peña/ }).click();
    await page.getByRole('heading', { name: 'Ajustes de la peña' }).waitFor();
    await page.getByLabel('Nombre de la peña').fill(NAME);
    await page.getByLabel('Método de desempate').selectOption('ultimos_hoyos');
    await page.getByLabel('Reductor de hándicap (%)').fill('85');
    await page.getByLabel('Cierre de inscripción: días antes').fill('2');
    await page.getByLabel('Cierre de inscripción: hora').fill('20:00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Ajustes guardados');
    await shootBoth(page, 'club-settings');

    await page
      .getByRole('link', { name: /Administración|Volver/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Inicio' }).click();
    await page.getByText(NAME, { exact: true }).first().waitFor();
    await page.setViewportSize(PHONE);
    await shootBoth(page, 'club-settings-home');
  });
});
