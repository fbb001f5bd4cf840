/**
 * Leagues end to end on the demo club (decision record 011): an administrator creates a league in /admin/ligas, adds two
 * finished demo tournaments, calculates its points and recalculates one tournament; the demo player opens
 * /ligas/{id}, toggles Hándicap/Scratch, opens a points popover with their card and sees their row highlighted;
 * /mis-resultados shows the same totals. Screenshots at 360 px and on desktop.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOf, formatSideResult, type FormaParejas, type Modalidad } from '@/shared/domain';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot as shootWithToasts } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const ADMIN = 'admin@pena.golf';
const PLAYER = 'jugador@pena.golf';
const PLAYER_NAME = 'Javier Martín López';
const LEAGUE = 'Liga de Prueba E2E';

let server: RunningServer;
let browser: Browser;
let ligaId = '';

beforeAll(async () => {
  server = await startServer({ SEED: 'demo' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

function signIn(page: Page, email: string) {
  return signInThroughForm(page, server.baseUrl, { email, password: 'pena1234' });
}

async function shoot(page: Page, name: string) {
  const style = await page.addStyleTag({
    content: '[data-sonner-toaster] { visibility: hidden !important; }',
  });
  await shootWithToasts(page, name);
  await style.evaluate((el) => (el as Element).remove());
}

async function toast(page: Page, title: string, description?: string | RegExp) {
  const item = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter(description ? { has: page.getByText(description) } : {});
  await item.first().waitFor();
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('leagues in a real browser', () => {
  it('an admin creates a league, adds two finished tournaments and calculates its points', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, ADMIN);
    await page.goto(url('/admin/ligas'));
    await page.getByRole('heading', { name: 'Gestión de Ligas' }).waitFor();
    await page.getByRole('link', { name: 'Volver al Panel' }).waitFor();
    expect(await page.getByRole('button', { name: 'Calcular Puntuaciones' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Nueva liga' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El nombre de la liga es obligatorio').waitFor();
    // Each league word is explained where it is chosen.
    await dialog.getByText(/^OM: puntos fijos por posición/).waitFor();
    await dialog.getByText('El nombre que acompaña a OM en la liga (el patrocinador o el año).').waitFor();
    await shoot(page, 'admin-liga-form-om-desktop');
    await dialog.getByRole('combobox', { name: 'Sistema de puntuación' }).click();
    await page.getByRole('option', { name: 'Cervecita' }).click();
    await dialog.getByText(/^Cervecita: participantes − posición \+ 1/).waitFor();
    await shoot(page, 'admin-liga-form-cervecita-desktop');
    await page.setViewportSize(PHONE);
    await shoot(page, 'admin-liga-form-cervecita-phone');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('combobox', { name: 'Sistema de puntuación' }).click();
    await page.getByRole('option', { name: /^OM/ }).click();
    await dialog.getByLabel('Nombre').fill(LEAGUE);
    await dialog.getByLabel('Torneos descartados').fill('-1');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog
      .getByText('El número de torneos descartados debe ser un entero mayor o igual que 0')
      .waitFor();
    await dialog.getByLabel('Torneos descartados').fill('0');
    // A team's share of the points is the league's choice, explained where it is made.
    await dialog.getByText(/^En los torneos por parejas o equipos, cada jugador recibe la mitad/).waitFor();
    await dialog.getByRole('checkbox', { name: 'Mitad de puntos por equipo' }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Liga creada', LEAGUE);
    const saved = (await (await page.request.get(url('/api/admin/leagues'))).json()) as {
      nombre: string;
      mitad_puntos_equipos: boolean;
    }[];
    expect(saved.find((l) => l.nombre === LEAGUE)?.mitad_puntos_equipos).toBe(true);
    // The demo's tournaments include pairs: the next tests read every partner's whole points, so it goes off again.
    await page.getByRole('button', { name: 'Editar liga' }).click();
    const edit = page.getByRole('dialog');
    expect(await edit.getByRole('checkbox', { name: 'Mitad de puntos por equipo' }).isChecked()).toBe(true);
    await edit.getByRole('checkbox', { name: 'Mitad de puntos por equipo' }).uncheck();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Liga actualizada', LEAGUE);
    await page.getByRole('heading', { name: LEAGUE }).waitFor();

    await page.getByRole('button', { name: 'Gestionar torneos' }).click();
    for (const nombre of ['Torneo de Otoño', 'Copa de la Peña']) {
      await page.getByRole('combobox', { name: 'Torneo para añadir' }).click();
      await page.getByRole('option', { name: new RegExp(`^${nombre}`) }).click();
      await page.getByRole('button', { name: 'Añadir' }).click();
      await page.getByRole('dialog').getByText(nombre, { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Subir Copa de la Peña' }).click();
    await expect
      .poll(() => page.getByRole('dialog').locator('li p.font-medium').allInnerTexts())
      .toEqual(['Copa de la Peña', 'Torneo de Otoño']);
    await shoot(page, 'admin-ligas-dialog-desktop');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Torneos de la liga (2)' }).waitFor();

    await page.getByRole('button', { name: 'Calcular Puntuaciones' }).click();
    await toast(page, 'Puntuaciones calculadas', /participantes · sistema OM/);
    await page.getByRole('button', { name: 'Recalcular puntos' }).first().click();
    await toast(page, 'Éxito', /Puntuaciones recalculadas correctamente para \d+ participantes/);
    await shoot(page, 'admin-ligas-desktop');
    await page.setViewportSize(PHONE);
    await noHorizontalOverflow(page);
    await shoot(page, 'admin-ligas-phone');
    await context.close();

    const leagues = (await (await fetch(url('/api/leagues'))).json()) as { id: string; nombre: string }[];
    ligaId = leagues.find((l) => l.nombre === LEAGUE)!.id;
  });

  it('a player sees the standings, toggles modes, opens a popover and sees their row highlighted', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, PLAYER);
    await page.goto(url(`/ligas/${ligaId}`));
    await page.getByRole('heading', { name: LEAGUE }).waitFor();
    const grid = page.getByTestId('league-grid');
    await grid.waitFor();
    await page
      .getByTestId('league-summary')
      .getByText(/2 de 2 torneos jugados/)
      .waitFor();
    const headers = await grid.getByRole('columnheader').allInnerTexts();
    expect(headers).toHaveLength(5);
    expect(headers[4]).toBe('Total');
    const me = grid.locator('[role="row"][aria-current="true"]');
    await expect.poll(() => me.count()).toBe(1);
    await me
      .getByText(/^Javier Mart/)
      .first()
      .waitFor();
    await grid.getByLabel('Medalla 1').first().waitFor();
    await noHorizontalOverflow(page);
    await shoot(page, 'liga-standings-phone');

    await page.getByRole('button', { name: 'Scratch' }).click();
    expect(await page.getByRole('button', { name: 'Scratch' }).getAttribute('aria-pressed')).toBe('true');
    await page
      .getByTestId('league-summary')
      .getByText(/Clasificación scratch/)
      .waitFor();
    await page.getByRole('button', { name: 'Hándicap' }).click();

    await me.locator('button[data-torneo]').first().click();
    const popover = page.getByRole('dialog', { name: `Tarjeta de ${PLAYER_NAME}` });
    // The card as the tournament's format reads it (a mejor bola pair: each partner's grid).
    await popover
      .getByRole('table', { name: /^Resultados por Hoyo/ })
      .first()
      .waitFor();
    await popover.getByText('Golpes Brutos').waitFor();
    await shoot(page, 'liga-popover-phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'liga-standings-desktop');
    await context.close();
  });

  it('/mis-resultados shows the same totals as the league grid', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, PLAYER);
    const standings = (await (await page.request.get(url(`/api/leagues/${ligaId}/standings`))).json()) as {
      jugadores: { nombre: string; total_puntos_handicap: number; total_puntos_scratch: number }[];
    };
    const mine = standings.jugadores.find((j) => j.nombre === PLAYER_NAME)!;
    const fmt = (n: number) => {
      const text = (Math.round(n * 100) / 100).toFixed(2);
      return text.endsWith('.00') ? text.slice(0, -3) : text;
    };
    await page.goto(url('/mis-resultados'));
    await page.getByRole('heading', { name: 'Mis Resultados y Clasificaciones' }).waitFor();
    await page.getByText('Puntos Totales').waitFor();
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: LEAGUE }) });
    await section.getByText(`Handicap: ${fmt(mine.total_puntos_handicap)} pts`).waitFor();
    await section.getByText(`Scratch: ${fmt(mine.total_puntos_scratch)} pts`).waitFor();
    await section.getByRole('table').waitFor();
    // Each tournament row names its format (the demo league has stroke play and Stableford tournaments).
    const mineRows = (await (await page.request.get(url('/api/me/league-results'))).json()) as {
      liga_nombre: string;
      torneo_nombre: string;
      modalidad: Modalidad;
      forma_parejas: FormaParejas | null;
      resultado: Parameters<typeof formatSideResult>[1] | null;
    }[];
    const leagueRows = mineRows.filter((r) => r.liga_nombre === LEAGUE);
    expect(leagueRows.map((r) => formatOf(r).label)).toContain('Stableford individual');
    for (const r of leagueRows) {
      const row = section.getByRole('row').filter({ hasText: r.torneo_nombre });
      const format = formatOf(r);
      await row.getByText(format.label, { exact: true }).waitFor();
      // Its total read as the format says (Stableford: Puntos).
      if (r.resultado) {
        const total = (mode: 'handicap' | 'scratch') => formatSideResult(format, r.resultado!, mode);
        await row
          .getByText(`${format.totalLabel}: ${total('handicap')} handicap · ${total('scratch')} scratch`, {
            exact: true,
          })
          .waitFor();
      }
    }
    expect(leagueRows.some((r) => r.resultado && formatOf(r).totalLabel === 'Puntos')).toBe(true);
    await shoot(page, 'mis-resultados-desktop');
    await page.getByRole('tab', { name: 'Clasificaciones' }).click();
    await page.getByText('OM 2026').first().waitFor();
    await page.setViewportSize(PHONE);
    await noHorizontalOverflow(page);
    await shoot(page, 'mis-resultados-phone');
    await context.close();
  });

  it("a viewer of /ligas/{id} sees the points change after an admin's change, without reloading", async () => {
    const viewer = await newPage(browser, DESKTOP);
    await signIn(viewer.page, PLAYER);
    await viewer.page.goto(url(`/ligas/${ligaId}`));
    const grid = viewer.page.getByTestId('league-grid');
    await grid.waitFor();
    await viewer.page.evaluate(() => {
      (window as unknown as { sinRecarga?: boolean }).sinRecarga = true;
    });
    expect(await grid.getByText('99', { exact: true }).count()).toBe(0);

    // The administrator gives the winner of 'Copa de la Peña' 99 points in its points table.
    const admin = await newPage(browser, DESKTOP);
    await signIn(admin.page, ADMIN);
    const list = (await (
      await admin.page.request.get(url('/api/admin/tournaments?q=Copa%20de%20la%20Pe%C3%B1a'))
    ).json()) as { items: { id: string; nombre: string }[] };
    const copa = list.items.find((t) => t.nombre === 'Copa de la Peña')!;
    const table = (await (
      await admin.page.request.get(url(`/api/admin/tournaments/${copa.id}/points`))
    ).json()) as {
      top: number[];
      resto: number;
    };
    const saved = await admin.page.request.put(url(`/api/admin/tournaments/${copa.id}/points`), {
      data: { top: [99, ...table.top.slice(1)], resto: table.resto },
    });
    expect(saved.status()).toBe(200);
    await admin.context.close();

    await grid.getByText('99', { exact: true }).first().waitFor();
    expect(await viewer.page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(
      true,
    );
    await shoot(viewer.page, 'liga-standings-live-desktop');
    await viewer.context.close();
  });
});
