/**
 * Saturday's paper on the screens, on the demo club: the administrator sets a group's tee time and starting tee
 * ('Tee del 10'), tries a shotgun start, publishes and downloads the start sheet and the cards (4 and 1 per sheet);
 * the player sees 'Tee del 10' on their group and downloads the start sheet and their card; the standings pages
 * export PDF and CSV, and offer 'Compartir' only where the Web Share API shares files; Mi Área's calendar address
 * is created, renewed (the old one stops working) and disabled; a tournament is duplicated. Every download at
 * 360 px and on desktop, through the browser's download (file name and first bytes checked).
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGroupsTournamentsResponse, TTournamentGroups } from '@/shared/schemas/admin-groups';
import type { TLeaguesResponse } from '@/shared/schemas/leagues';
import type { TTournamentsResponse } from '@/shared/schemas/tournaments';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot as shootWithToasts } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = 'admin@pena.golf';
const PLAYER = 'jugador@pena.golf';
const PLAYER_NAME = 'Javier Martín López';
const TORNEO = 'Cervecita 3ª jornada';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let torneoId = '';

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-papers-', 'demo');
  server = await startServer({ SEED: 'demo', DATA_DIR: dataDir, TZ: 'Europe/Madrid' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const url = (path: string) => `${server.baseUrl}${path}`;

function signIn(page: Page, email: string) {
  return signInThroughForm(page, server.baseUrl, { email, password: 'pena1234' });
}

async function as(email: string, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser, viewport);
  await signIn(session.page, email);
  return session;
}

async function api<T>(page: Page, method: 'GET', path: string): Promise<T> {
  const res = await page.request.fetch(url(path), { method, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Screenshots without the toasts over them. */
async function shoot(page: Page, name: string) {
  const style = await page.addStyleTag({
    content: '[data-sonner-toaster] { visibility: hidden !important; }',
  });
  await shootWithToasts(page, name);
  await style.evaluate((el) => (el as Element).remove());
}

/** Clicks `button`, waits for the browser's download and checks its name and first bytes (%PDF, or a CSV's BOM). */
async function download(page: Page, button: ReturnType<Page['getByRole']>, name: RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(file.suggestedFilename()).toMatch(name);
  const bytes = fs.readFileSync(await file.path());
  if (file.suggestedFilename().endsWith('.pdf')) expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  else expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes;
}

async function noHorizontalOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

const group = (page: Page, n: number) => page.getByRole('region', { name: `Partida ${n}`, exact: true });

describe("Saturday's paper in a real browser", () => {
  let teeGroup = 0;

  it("an admin gives a group its own tee time and 'Tee del 10', tries 'Salida a tiro', and publishes", async () => {
    const { context, page } = await as(ADMIN, DESKTOP);
    const list = await api<TGroupsTournamentsResponse>(page, 'GET', '/api/admin/groups/tournaments');
    torneoId = list.find((t) => t.nombre === TORNEO)!.id;
    await page.goto(url(`/admin/partidas?torneo=${torneoId}`));
    await page.getByText('Sin partidas').waitFor();
    // Nothing published: no papers yet.
    await page.getByText('Publica las partidas para imprimir el orden de salida y las tarjetas.').waitFor();
    await page.getByRole('button', { name: 'Generar Partidas' }).click();
    await toast(page, 'Partidas generadas', '3 partidas');

    // A shotgun start: every group at the first time, from holes 1, 2, 3.
    await page.getByRole('checkbox', { name: 'Salida a tiro' }).click();
    for (const n of [1, 2, 3]) {
      expect(await page.getByLabel(`Hora de salida de Partida ${n}`).inputValue()).toBe('08:00');
      expect(await page.getByLabel(`Tee de salida de Partida ${n}`).inputValue()).toBe(String(n));
    }
    await shoot(page, 'papers-admin-partidas-tiro-1280');
    await page.getByRole('checkbox', { name: 'Salida a tiro' }).click();
    expect(await page.getByLabel('Tee de salida de Partida 3').inputValue()).toBe('1');
    expect(await page.getByLabel('Hora de salida de Partida 3').inputValue()).toBe('08:20');

    // The player's group starts from the 10th tee at 08:00 (a split tee).
    for (const n of [1, 2, 3]) {
      if (
        (await group(page, n)
          .getByRole('button', { name: `Mover ${PLAYER_NAME}` })
          .count()) > 0
      )
        teeGroup = n;
    }
    expect(teeGroup).toBeGreaterThan(0);
    const time = teeGroup === 1 ? '08:30' : '08:00';
    await page.getByLabel(`Tee de salida de Partida ${teeGroup}`).selectOption('10');
    await page.getByLabel(`Hora de salida de Partida ${teeGroup}`).fill(time);
    await group(page, teeGroup).getByText(`${time} · Tee del 10`).waitFor();

    await page.getByRole('button', { name: 'Publicar Partidas' }).click();
    await toast(page, 'Partidas publicadas', '3 partidas guardadas');
    const saved = await api<TTournamentGroups>(page, 'GET', `/api/admin/groups/tournaments/${torneoId}`);
    expect(saved.partidas.map((g) => [g.hora_salida, g.hoyo_salida])).toEqual(
      [1, 2, 3].map((n) => (n === teeGroup ? [time, 10] : [['08:00', '08:10', '08:20'][n - 1], 1])),
    );
    await page.reload();
    await group(page, teeGroup).getByText(`${time} · Tee del 10`).waitFor();
    expect(await page.getByLabel(`Tee de salida de Partida ${teeGroup}`).inputValue()).toBe('10');
    await shoot(page, 'papers-admin-partidas-publicadas-1280');
    await context.close();
  });

  it("the admin downloads 'Orden de salida (PDF)' and 'Tarjetas (PDF)' 4 and 1 per sheet, at 360 px and desktop", async () => {
    for (const [viewport, size] of [
      [PHONE, '360'],
      [DESKTOP, '1280'],
    ] as const) {
      const { context, page } = await as(ADMIN, viewport);
      await page.goto(url(`/admin/partidas?torneo=${torneoId}`));
      const papers = page.getByRole('region', { name: 'Orden de salida y tarjetas' });
      await download(
        page,
        papers.getByRole('button', { name: 'Orden de salida (PDF)' }),
        /^orden-de-salida-.+\.pdf$/,
      );
      const four = await download(
        page,
        papers.getByRole('button', { name: 'Tarjetas (PDF)' }),
        /^tarjetas-.+\.pdf$/,
      );
      await papers.getByRole('button', { name: '1 por hoja' }).click();
      const one = await download(
        page,
        papers.getByRole('button', { name: 'Tarjetas (PDF)' }),
        /^tarjetas-.+\.pdf$/,
      );
      // One card to a page: more pages than four to a sheet.
      const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages(one)).toBeGreaterThan(pages(four));
      if (size === '360') await noHorizontalOverflow(page);
      await shoot(page, `papers-admin-partidas-${size}`);
      await papers.screenshot({ path: `e2e/screenshots/papers-admin-papeles-${size}.png` });
      await context.close();
    }
  });

  it("the player sees 'Tee del 10' on their group and downloads the start sheet and their card", async () => {
    for (const [viewport, size] of [
      [PHONE, '360'],
      [DESKTOP, '1280'],
    ] as const) {
      const { context, page } = await as(PLAYER, viewport);
      await page.goto(url('/torneos'));
      const mine = page
        .getByRole('article', { name: TORNEO, exact: true })
        .getByRole('region', { name: 'Mi Partida' });
      await mine.getByText(/^Salida: \d\d:\d\d · Tee del 10$/).waitFor();
      await download(
        page,
        mine.getByRole('button', { name: 'Orden de salida (PDF)' }),
        /^orden-de-salida-.+\.pdf$/,
      );
      await download(page, mine.getByRole('button', { name: 'Mi tarjeta (PDF)' }), /^tarjetas-.+\.pdf$/);
      if (size === '360') await noHorizontalOverflow(page);
      await shoot(page, `papers-mi-partida-${size}`);
      await mine.screenshot({ path: `e2e/screenshots/papers-mi-partida-region-${size}.png` });
      // The score entry of the group says it too.
      await mine.getByRole('link', { name: 'Introducir Resultados' }).click();
      await page.getByText(/Salida \d\d:\d\d · Tee del 10/).waitFor();
      await context.close();
    }
  });

  it("the standings pages export PDF and CSV; 'Compartir' only where the Web Share API shares files", async () => {
    for (const [viewport, size] of [
      [PHONE, '360'],
      [DESKTOP, '1280'],
    ] as const) {
      const { context, page } = await as(PLAYER, viewport);
      const torneos = await api<TTournamentsResponse>(page, 'GET', '/api/tournaments');
      const otono = torneos.find((t) => t.nombre === 'Torneo de Otoño')!;
      const ligas = await api<TLeaguesResponse>(page, 'GET', '/api/leagues');
      const liga = ligas.find((l) => l.nombre === 'Orden de Mérito 2026')!;

      await page.goto(url(`/clasificacion?torneo=${otono.id}`));
      await page.getByRole('list', { name: 'Clasificación' }).waitFor();
      await download(page, page.getByRole('button', { name: 'Exportar PDF' }), /^resultados-.+\.pdf$/);
      const csv = await download(
        page,
        page.getByRole('button', { name: 'Exportar CSV' }),
        /^resultados-.+\.csv$/,
      );
      expect(csv.toString('utf8')).toContain(';');
      expect(await page.getByRole('button', { name: 'Compartir' }).count()).toBe(0);
      if (size === '360') await noHorizontalOverflow(page);
      await shoot(page, `papers-clasificacion-${size}`);

      await page.goto(url(`/ligas/${liga.id}`));
      await page.getByTestId('league-grid').waitFor();
      await download(page, page.getByRole('button', { name: 'Exportar PDF' }), /^liga-.+\.pdf$/);
      await download(page, page.getByRole('button', { name: 'Exportar CSV' }), /^liga-.+\.csv$/);
      expect(await page.getByRole('button', { name: 'Compartir' }).count()).toBe(0);
      await shoot(page, `papers-liga-${size}`);
      await context.close();
    }

    // A refused download is the app's 'Error' toast with the server's Spanish message, and no file.
    {
      const { context, page } = await as(PLAYER, PHONE);
      const torneos = await api<TTournamentsResponse>(page, 'GET', '/api/tournaments');
      const otono = torneos.find((t) => t.nombre === 'Torneo de Otoño')!;
      await page.route('**/results.csv', (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'FORBIDDEN', message: 'No puedes ver este torneo' } }),
        }),
      );
      let downloads = 0;
      page.on('download', () => (downloads += 1));
      await page.goto(url(`/clasificacion?torneo=${otono.id}`));
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      await toast(page, 'Error', 'No puedes ver este torneo');
      expect(downloads).toBe(0);
      await context.close();
    }

    // A phone with the Web Share API (stubbed): 'Compartir' hands the PDF, as a file, to the share sheet.
    const { context, page } = await as(PLAYER, PHONE);
    await context.addInitScript(() => {
      const w = window as unknown as { __shared: { name: string; type: string; size: number }[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data: { files?: File[] }) => Array.isArray(data?.files),
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: { files: File[] }) => {
          for (const f of data.files) w.__shared.push({ name: f.name, type: f.type, size: f.size });
          return Promise.resolve();
        },
      });
    });
    const torneos = await api<TTournamentsResponse>(page, 'GET', '/api/tournaments');
    const otono = torneos.find((t) => t.nombre === 'Torneo de Otoño')!;
    await page.goto(url(`/clasificacion?torneo=${otono.id}`));
    const share = page.getByRole('button', { name: 'Compartir' });
    await share.click();
    await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length > 0);
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: { name: string; type: string; size: number }[] }).__shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]!.name).toMatch(/^resultados-.+\.pdf$/);
    expect(shared[0]!.type).toBe('application/pdf');
    expect(shared[0]!.size).toBeGreaterThan(1000);
    await noHorizontalOverflow(page);
    await shoot(page, 'papers-clasificacion-compartir-360');
    await context.close();
  });

  it("Mi Área's calendar: activate, copy, renew (the old address stops working), disable", async () => {
    for (const [viewport, size] of [
      [PHONE, '360'],
      [DESKTOP, '1280'],
    ] as const) {
      const { context, page } = await as(PLAYER, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
      await page.goto(url('/mi-area'));
      await page.getByText('Suscríbete a tus horarios desde el calendario del móvil').waitFor();
      const address = page.getByLabel('Dirección privada del calendario');
      if (size === '360') {
        await page.getByRole('button', { name: 'Activar calendario' }).click();
        await toast(page, 'Calendario activado');
      }
      await address.waitFor();
      const first = await address.inputValue();
      expect(first).toMatch(new RegExp(`^${server.baseUrl}/api/calendar/.+\\.ics$`));
      const ics = await page.request.get(first);
      expect(ics.status()).toBe(200);
      expect(ics.headers()['content-type']).toContain('text/calendar');
      expect(await ics.text()).toContain('BEGIN:VCALENDAR');

      await page.getByRole('button', { name: 'Copiar' }).click();
      await toast(page, 'Dirección copiada');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
      if (size === '360') await noHorizontalOverflow(page);
      await shoot(page, `papers-mi-area-calendario-${size}`);

      await page.getByRole('button', { name: 'Renovar dirección' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(/La dirección actual dejará de funcionar/).waitFor();
      await shoot(page, `papers-mi-area-renovar-${size}`);
      await dialog.getByRole('button', { name: 'Renovar' }).click();
      await toast(page, 'Dirección renovada');
      await page.waitForFunction(
        (old) =>
          (document.querySelector('input[aria-label="Dirección privada del calendario"]') as HTMLInputElement)
            ?.value !== old,
        first,
      );
      const renewed = await address.inputValue();
      expect((await page.request.get(first)).status()).toBe(404);
      expect((await page.request.get(renewed)).status()).toBe(200);

      if (size === '1280') {
        await page.getByRole('button', { name: 'Desactivar' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
        await toast(page, 'Calendario desactivado');
        await page.getByRole('button', { name: 'Activar calendario' }).waitFor();
        expect((await page.request.get(renewed)).status()).toBe(404);
      }
      await context.close();
    }
  });

  it("'Duplicar torneo' asks the new date and name and opens the new tournament", async () => {
    for (const [viewport, size] of [
      [PHONE, '360'],
      [DESKTOP, '1280'],
    ] as const) {
      const { context, page } = await as(ADMIN, viewport);
      await page.goto(url(`/admin/torneos/${torneoId}`));
      await page.getByRole('heading', { name: TORNEO }).waitFor();
      await page.getByRole('button', { name: 'Duplicar torneo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Duplicar torneo' });
      expect(await dialog.getByLabel('Nombre').inputValue()).toBe(TORNEO);
      expect(await dialog.getByLabel('Fecha del nuevo torneo').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const nombre = `Cervecita 4ª jornada (${size})`;
      await dialog.getByLabel('Fecha del nuevo torneo').fill('2027-03-04');
      await dialog.getByLabel('Nombre').fill(nombre);
      await shoot(page, `papers-duplicar-${size}`);
      await dialog.getByRole('button', { name: 'Duplicar' }).click();
      await toast(page, 'Torneo duplicado');
      await page.waitForURL(
        (u) => /\/admin\/torneos\/[0-9a-f-]{36}$/.test(u.pathname) && !u.pathname.endsWith(torneoId),
      );
      await page.getByRole('heading', { name: nombre }).waitFor();
      await page.getByText('jueves, 4 de marzo de 2027', { exact: false }).first().waitFor();
      if (size === '360') await noHorizontalOverflow(page);
      await shoot(page, `papers-duplicado-${size}`);
      await context.close();
    }
  });
});
