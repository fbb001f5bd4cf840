/**
 * Screens of a club's first Saturday (decision record 016, "Screens"), on the demo club (SEED=demo), at 360×800 and
 * 1280×800: what a person would see cut, covered or hidden.
 *
 * Phone, the demo player (Javier, in a group of today's 'Torneo del Sábado' and of 'Gran Premio de Invierno'):
 * Mi Área links to Mis Partidas and Mis Resultados; 'Mi Partida' names the group's players; several strokes in a row
 * raise one 'Resultado guardado' toast, which leaves 'Validar Resultados' uncovered; the group's standings and the
 * tournament's live standings open from the score entry without any personal-game request or console error;
 * /mis-resultados shows its whole title and says that columns are hidden; the league's grid is as wide as the box
 * under it, points in es-ES and the discard rule in the singular.
 * Phone, the administrator: a course with long texts fits the screen; the tournament page's header scrolls away and
 * its participants read as cards, the longest name whole and every row's action thumb-sized. Desktop, the administrator: the welcome toast is clear of the
 * header, 'Nuevo torneo' shows Guardar and Cancelar, 'Jugadores disponibles' shows every name, handicap and badge.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTournamentsResponse } from '@/shared/schemas/tournaments';
import { loadConfig } from '@/server/config';
import { createLogger } from '@/server/lib/logger';
import { createRuntime } from '@/server/runtime';
import { launchBrowser, newPage, shoot } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const PLAYER = { email: 'jugador@pena.golf', password: 'pena1234' };
const ADMIN = { email: 'admin@pena.golf', password: 'pena1234' };

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const url = (path: string) => `${server.baseUrl}${path}`;

/** The demo club, seeded before the server starts (the server then only opens it). */
async function seedDemo(dir: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SEED: 'demo', LOG_LEVEL: 'silent' });
  const runtime = await createRuntime(config, { logger: createLogger('silent') });
  await runtime.close();
}

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-screens-', 'demo');
  [, browser] = await Promise.all([seedDemo(dataDir), launchBrowser()]);
  server = await startServer({ DATA_DIR: dataDir, SEED: 'demo' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element not rendered');
  return b;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function signIn(
  viewport: typeof PHONE,
  who: typeof PLAYER,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  const { page } = opened;
  await page.goto(url('/auth'));
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(who.password);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL(url('/'));
  return opened;
}

/**
 * Elements that stick out of the viewport on the right, outside any box that scrolls sideways and outside fixed
 * layers (toasts): what a 360 px phone cuts off (the page's body hides horizontal overflow).
 */
function cutOnTheRight(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const width = window.innerWidth;
    const cut = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= width + 1) continue;
      let inside = false;
      for (let p = el; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.position === 'fixed' || (p !== el && ['auto', 'scroll'].includes(style.overflowX))) {
          inside = true;
          break;
        }
      }
      if (!inside) cut.push(el.tagName + ' ' + (el.textContent || '').trim().slice(0, 40));
    }
    return cut;
  })()`);
}

describe('a player on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  const personalGameRequests: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    ({ context, page } = await signIn(PHONE, PLAYER));
    page.on('request', (r) => {
      if (r.url().includes('/api/personal-games/') && !r.url().endsWith('/upcoming')) {
        personalGameRequests.push(r.url());
      }
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('reaches Mis Partidas and Mis Resultados from Mi Área', async () => {
    await page.goto(url('/mi-area'));
    const nav = page.getByRole('navigation', { name: 'Mi Área' });
    expect(await nav.getByRole('link', { name: /Mis Partidas/ }).getAttribute('href')).toBe('/mis-partidas');
    expect(await nav.getByRole('link', { name: /Mis Resultados/ }).getAttribute('href')).toBe(
      '/mis-resultados',
    );
    await nav.getByRole('link', { name: /Mis Resultados/ }).click();
    await page.waitForURL(url('/mis-resultados'));
  });

  it("'Mi Partida' names the players of the group, as the server lists them", async () => {
    await page.goto(url('/torneos'));
    const cards = ZTournamentsResponse.parse(
      await page.evaluate<unknown>("fetch('/api/tournaments').then((r) => r.json())"),
    );
    const sabado = cards.find((c) => c.nombre === 'Torneo del Sábado')?.inscripcion?.partida;
    expect(sabado?.jugadores.length).toBeGreaterThan(1);
    expect(sabado?.jugadores).toContain('Javier Martín López');
    const card = page.getByRole('article').filter({ hasText: 'Torneo del Sábado' });
    const group = card.getByRole('region', { name: 'Mi Partida' });
    const text = (await group.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(`Jugadores: ${sabado!.jugadores.join(' · ')}`);
    expect(await cutOnTheRight(page)).toEqual([]);
    await shoot(page, 'screens-torneos-phone');
  });

  it("several strokes raise one toast, clear of 'Validar Resultados'", async () => {
    await page.goto(url('/torneos'));
    await page
      .getByRole('article')
      .filter({ hasText: 'Torneo del Sábado' })
      .getByRole('link', { name: 'Introducir Resultados' })
      .click();
    await page.waitForURL(/\/introduccion-datos\//);
    const entries = page.getByRole('list', { name: /Resultados del hoyo/ });
    // Hole 18 (par 5): nobody in the demo has played it yet.
    await page.getByRole('combobox').first().click();
    await page.getByRole('option', { name: /Hoyo 18/ }).click();
    const players = await entries.getByRole('listitem').count();
    expect(players).toBeGreaterThan(1);
    const saved = page.locator('[data-sonner-toast]').filter({ hasText: /Resultado (guardado|borrado)/ });
    for (let i = 0; i < players; i++) {
      await entries.getByRole('button').nth(i).click();
      const dialog = page.getByRole('dialog', { name: 'Resultado Hoyo 18' });
      await dialog.getByRole('button', { name: /^5( |$)/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await saved.count()).toBeLessThanOrEqual(1);
    }
    // Every stroke has reached the server: each answer has raised (or updated) its toast by now.
    const partidaId = new URL(page.url()).pathname.split('/').pop();
    await expect
      .poll(
        () =>
          page.evaluate(
            `fetch('/api/groups/${partidaId}/scorecard').then((r) => r.json())` +
              '.then((c) => c.resultados.filter((x) => x.numero_hoyo === 18).length)',
          ),
        { timeout: 15_000 },
      )
      .toBe(players);
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    const validate = page.getByRole('button', { name: 'Validar Resultados' });
    expect(overlaps(await box(saved.first()), await box(validate))).toBe(false);
    await shoot(page, 'screens-score-toast-phone');
    await validate.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  });

  it('opens the group standings and the live tournament standings without asking for a personal game', async () => {
    const partidaUrl = page.url();
    await page.getByRole('link', { name: 'Clasificación', exact: true }).click();
    await page.waitForURL(/\/clasificacion\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Hándicap' }).first().waitFor();
    await page.goto(partidaUrl);
    await page.getByRole('link', { name: 'Clasificación del torneo' }).click();
    await page.waitForURL(/\/clasificacion\?torneo=/);
    await page.getByRole('button', { name: 'Hándicap' }).first().waitFor();
    expect(personalGameRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('/mis-resultados shows its whole title and says that columns are hidden', async () => {
    await page.goto(url('/mis-resultados'));
    const title = page.getByRole('heading', { level: 1 });
    await page.getByRole('tab', { name: 'Resultados por Torneo' }).waitFor();
    expect(
      await title.evaluate((h) => h.scrollWidth <= h.clientWidth && h.getBoundingClientRect().right <= 360),
    ).toBe(true);
    expect(await title.innerText()).toBe('Mis Resultados y Clasificaciones');
    await page.getByText('Desliza para ver más columnas').first().waitFor();
    expect(
      await page
        .getByText(/\d torneos? jugados?/)
        .first()
        .innerText(),
    ).toMatch(/^(1 torneo jugado|\d+ torneos jugados)$/);
    expect(await cutOnTheRight(page)).toEqual([]);
    await shoot(page, 'screens-mis-resultados-phone');
  });

  it("a league's grid is as wide as the box under it, with points in es-ES", async () => {
    await page.goto(url('/ligas'));
    await page
      .getByRole('article')
      .filter({ hasText: 'Orden de Mérito' })
      .getByRole('link', { name: /Ver Clasificación/ })
      .click();
    const grid = page.getByTestId('league-grid');
    await grid.waitFor();
    const scoring = page.getByRole('region', { name: 'Sistema de puntuación' });
    const [g, s] = [await box(grid), await box(scoring)];
    expect(Math.abs(g.x - s.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(g.width - s.width)).toBeLessThanOrEqual(1);
    expect(await grid.innerText()).not.toMatch(/\d\.\d/);
    expect(await scoring.innerText()).not.toContain('Se descartan los peor');
    expect(await cutOnTheRight(page)).toEqual([]);
    await shoot(page, 'screens-liga-phone');
  });
});

describe('an administrator on a phone', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signIn(PHONE, ADMIN));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('a course with long texts fits the screen', async () => {
    await page.goto(url('/admin/campos'));
    const campoId = await page.evaluate<string>(`fetch('/api/admin/courses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nombre: 'Real Club de Golf Internacional de Villanueva de la Cañada',
        ubicacion: 'Urbanización-Residencial-Villafranca-del-Castillo, Madrid',
      }),
    }).then((r) => r.json()).then((c) => c.id)`);
    await page.goto(url(`/admin/campos?campo=${campoId}`));
    await page.getByRole('heading', { name: /Real Club de Golf Internacional/, level: 2 }).waitFor();
    expect(await cutOnTheRight(page)).toEqual([]);
    await shoot(page, 'screens-campos-phone');
  });

  it("a tournament's header scrolls away and its participants read as cards: every name whole, thumb-sized actions", async () => {
    await page.goto(url('/admin/torneos'));
    await page
      .getByRole('link', { name: /Torneo del Sábado/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Torneo del Sábado', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Participantes' });
    await table.waitFor();
    // The demo's longest participant name, whole on the screen: not clipped, and the list does not scroll sideways.
    const torneoId = new URL(page.url()).pathname.split('/').pop()!;
    const names = await page.evaluate<string[]>(
      `fetch('/api/admin/tournaments/${torneoId}/participants').then((r) => r.json()).then((l) => l.map((p) => p.nombre))`,
    );
    const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
    expect(longest.length).toBeGreaterThan(20);
    const name = table.getByText(longest, { exact: true });
    expect(
      await name.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return {
          clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
          inside: r.left >= 0 && r.right <= window.innerWidth,
        };
      }),
    ).toEqual({ clipped: false, inside: true });
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.getByText('Desliza para ver más columnas').count()).toBe(0);
    expect(await cutOnTheRight(page)).toEqual([]);
    // The row's actions, as in the table, at least 40 px for a thumb.
    const row = table.getByRole('row').filter({ hasText: longest });
    for (const action of [
      `Editar hándicap de juego de ${longest}`,
      /en puntos$/,
      `Estado de ${longest}`,
      `Eliminar a ${longest}`,
    ]) {
      const b = await box(row.getByRole('button', { name: action, exact: true }));
      expect(Math.min(b.width, b.height), String(action)).toBeGreaterThanOrEqual(40);
      expect(b.x + b.width, String(action)).toBeLessThanOrEqual(PHONE.width);
    }
    await shoot(page, 'screens-admin-torneo-phone');
    await table.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect
      .poll(() =>
        page
          .locator('header')
          .first()
          .evaluate((h) => h.getBoundingClientRect().bottom),
      )
      .toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'screens-admin-torneo-desktop');
    await page.setViewportSize(PHONE);
  });
});

describe('an administrator on a desktop', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signIn(DESKTOP, ADMIN));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('the welcome toast is clear of the header', async () => {
    const welcome = page.locator('[data-sonner-toast]').filter({ hasText: '¡Bienvenido!' });
    await welcome.waitFor();
    expect((await box(welcome)).y).toBeGreaterThan(DESKTOP.height / 2);
  });

  it("'Nuevo torneo' shows Guardar and Cancelar at 1280×800", async () => {
    await page.goto(url('/admin/torneos'));
    await page.getByRole('button', { name: 'Nuevo torneo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo torneo' });
    await dialog.waitFor();
    const frame = await box(dialog);
    for (const name of ['Guardar', 'Cancelar']) {
      const button = dialog.getByRole('button', { name, exact: true });
      const b = await box(button);
      expect(b.y).toBeGreaterThanOrEqual(frame.y);
      expect(b.y + b.height).toBeLessThanOrEqual(Math.min(frame.y + frame.height, DESKTOP.height));
      // Nothing lies over it: a click at its centre reaches it.
      expect(
        await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);
    }
    await shoot(page, 'screens-nuevo-torneo-desktop');
    await page.keyboard.press('Escape');
  });

  it("'Jugadores disponibles' shows every name, handicap and 'Asignado' badge", async () => {
    await page.goto(url('/admin/partidas'));
    const select = page.locator('select').first();
    const sabado = select.locator('option', { hasText: 'Torneo del Sábado' });
    await sabado.waitFor({ state: 'attached' });
    await select.selectOption({ label: (await sabado.textContent())! });
    const list = page.getByRole('list', { name: 'Participantes' });
    await list.getByText('Asignado').first().waitFor();
    // The list does not scroll sideways (with a desktop's classic scroll bars its right side was cut off).
    expect(await list.evaluate((ul) => ul.scrollWidth <= ul.clientWidth)).toBe(true);
    const frame = await box(page.getByRole('region', { name: 'Jugadores disponibles' }));
    const items = list.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(4);
    for (let i = 0; i < (await items.count()); i++) {
      const item = items.nth(i);
      const b = await box(item);
      expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width);
      for (const part of await item.locator(':scope > *').all()) {
        // Nothing cut: each part lies inside the item and shows its whole text.
        const p = await box(part);
        expect(p.x + p.width).toBeLessThanOrEqual(b.x + b.width);
        expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
    }
    await shoot(page, 'screens-partidas-desktop');
  });
});
