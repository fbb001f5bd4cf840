/**
 * The visitor's home paints before any JavaScript (design.md §10; src/shared/first-paint.ts): the server sends '/'
 * with the logged-out card to a request without a session cookie, and the app takes over without showing it twice.
 * A signed-in user never gets the visitor's card.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const CLUB = 'Peña <Los Álamos> & Co';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ CLUB_NAME: CLUB });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the first paint of / for a visitor', () => {
  it('without JavaScript: the logged-out card with the club name and the way in', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await expect(page.getByRole('heading', { name: CLUB }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Sistema de gestión de torneos y ligas').isVisible()).resolves.toBe(true);
    const link = page.getByRole('link', { name: 'Acceso / Registro' });
    expect(await link.getAttribute('href')).toBe('/auth');
    await context.close();
  });

  it('with JavaScript: the app takes over, one card, no console error', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('heading', { name: CLUB }).waitFor();
    // A visitor who only looks loads no app: the page is complete as painted (its way in a plain link).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const scriptsBefore = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js') && !n.endsWith('/first-paint.js')),
    );
    expect(scriptsBefore).toEqual([]);
    expect(await page.locator('#first-paint').count()).toBe(1);
    // The first thing the visitor does on the page (here a pointer that moves) loads the app, which takes over.
    await page.mouse.move(30, 30);
    await page.mouse.move(60, 90);
    await page.locator('#first-paint').waitFor({ state: 'detached' });
    // The app is asked for after the first paint, and a visitor's phone loads only the logged-out card: no code
    // of the signed-in home (its chunk, and the games, avatars and scorecard code it imports).
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    const entry = timing.scripts.find((s) => /\/assets\/index-[\w-]+\.js$/.test(s.name));
    expect(entry!.start).toBeGreaterThanOrEqual(timing.paint);
    expect(
      timing.scripts
        .map((s) => s.name)
        .filter((n) => /\/(logged-in-home|avatar|link-tile|scorecard-core)-/.test(n)),
    ).toEqual([]);
    expect(await page.getByRole('link', { name: 'Acceso / Registro' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: CLUB }).count()).toBe(1);
    await page.getByRole('link', { name: 'Acceso / Registro' }).click();
    await page.getByRole('tab', { name: 'Registrarse' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the way in is followed without the app: a tap on the link opens the sign-in page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Acceso / Registro' }).click();
    await page.getByRole('tab', { name: 'Registrarse' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('a request with a session cookie gets the page without the card', async () => {
    const res = await fetch(`${server.baseUrl}/api/accounts/sign-up`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({
        nombre: 'Ana Pérez',
        telefono: '600000000',
        email: 'ana.first-paint@example.com',
        password: 'secreto123',
      }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const signedIn = await (await fetch(`${server.baseUrl}/`, { headers: { cookie } })).text();
    const visitor = await (await fetch(`${server.baseUrl}/`)).text();
    expect(visitor).toContain('<div id="first-paint"');
    expect(signedIn).not.toContain('<div id="first-paint"');
    expect(signedIn).toContain('<div id="root">');
  });
});
