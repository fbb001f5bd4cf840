/**
 * The club website's embed (decision record 038) on the demo club: an administrator turns on the public link of today's tournament and copies the
 * iframe snippet from its page; the club's website — a page served by another local server, another origin,
 * listed in EMBED_ORIGINS — pastes it, and a visitor sees the live standings inside it. The same iframe on a site
 * not listed, or an iframe of another address of the app, shows nothing. Screenshots at 360 px and desktop.
 */
import http from 'node:http';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { apiOf } from './support/api';
import { signInThroughForm } from './support/sign-in';
import { freePort, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
/** The club's website (listed in EMBED_ORIGINS) and somebody else's (not listed). */
let clubSite: http.Server;
let otherSite: http.Server;
let clubOrigin = '';
let otherOrigin = '';
/** What each site's page holds: set once the snippet is known. */
let pageBody = '';

function site(port: number): Promise<http.Server> {
  const srv = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Club de Golf</title></head><body style="margin:0;font-family:sans-serif"><h1 style="padding:8px">Web del club</h1>${pageBody}</body></html>`,
    );
  });
  return new Promise((resolve) => srv.listen(port, '127.0.0.1', () => resolve(srv)));
}

beforeAll(async () => {
  const [clubPort, otherPort] = [await freePort(), await freePort()];
  clubOrigin = `http://127.0.0.1:${clubPort}`;
  otherOrigin = `http://127.0.0.1:${otherPort}`;
  clubSite = await site(clubPort);
  otherSite = await site(otherPort);
  server = await startServer({ SEED: 'demo', EMBED_ORIGINS: clubOrigin });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  clubSite?.close();
  otherSite?.close();
});

/** The frame of the page's (only) iframe once it has loaded something. */
async function iframeOf(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle.contentFrame();
  return frame!;
}

let snippet = '';
let publicUrl = '';

describe('the embed on the club’s website', () => {
  it('an administrator turns on the public link and copies the iframe snippet', async () => {
    const { page: admin } = await newPage(browser, DESKTOP);
    await signInThroughForm(admin, server.baseUrl, { email: 'admin@pena.golf', password: 'pena1234' });
    const list = await apiOf(admin, server.baseUrl)<{ id: string; nombre: string }[]>(
      'GET',
      '/api/tournaments',
    );
    const torneoId = list.find((t) => t.nombre === 'Torneo del Sábado')!.id;
    await admin.goto(`${server.baseUrl}/admin/torneos/${torneoId}`);
    const section = admin
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Enlace público' }) });
    await section.getByLabel('Enlace público activado').click();
    const code = section.getByLabel('Insertar en la web del club');
    await expect.poll(() => code.inputValue()).toContain(`/embed/torneos/${torneoId}`);
    snippet = await code.inputValue();
    publicUrl = await section.getByLabel('Compartir').inputValue();
    expect(snippet).toBe(
      `<iframe src="${server.baseUrl}/embed/torneos/${torneoId}" title="Torneo del Sábado" width="100%" height="640" style="border:0" loading="lazy"></iframe>`,
    );
    await expect.poll(() => section.getByText(`Solo se muestra dentro de: ${clubOrigin}.`).count()).toBe(1);
    await code.scrollIntoViewIfNeeded();
    await shoot(admin, 'embed-admin-snippet-desktop');
    await admin.setViewportSize(PHONE);
    await code.scrollIntoViewIfNeeded();
    await shoot(admin, 'embed-admin-snippet-phone');
  });

  it("the club's page shows the live standings inside its iframe", async () => {
    pageBody = snippet;
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${clubOrigin}/`);
      const frame = await iframeOf(page);
      await frame.getByRole('heading', { name: 'Torneo del Sábado' }).waitFor();
      const names = await frame.getByRole('list', { name: 'Clasificación' }).locator('li').allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      // 'Nombre I.' as on the public page.
      expect(names.join('\n')).toMatch(/^\S+ [A-ZÁÉÍÓÚÑ]\.$/m);
      expect(await frame.getByLabel('Email').count()).toBe(0);
      await shoot(page, `embed-club-site-${viewport.width}`);
      await context.close();
    }
  });

  it('a site not listed, or another address of the app, cannot frame it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${otherOrigin}/`);
    const blocked = await iframeOf(page);
    await page.waitForTimeout(2_000);
    expect(await blocked.getByRole('heading', { name: 'Torneo del Sábado' }).count()).toBe(0);

    // The public page itself is not an embed: even the club's site cannot frame it.
    pageBody = `<iframe src="${publicUrl}" title="x" width="100%" height="640"></iframe>`;
    await page.goto(`${clubOrigin}/`);
    const notEmbed = await iframeOf(page);
    await page.waitForTimeout(2_000);
    expect(await notEmbed.getByRole('heading', { name: 'Torneo del Sábado' }).count()).toBe(0);
    await context.close();
  });
});
