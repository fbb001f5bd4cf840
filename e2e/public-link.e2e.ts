/**
 * Public links (design.md §17) on the demo club: an administrator turns on the public link of today's tournament on its
 * page ('Enlace público'); a visitor without an account opens it ('Nombre I.' names, the start sheet); the club's TV
 * at 1920×1080 rotates through its pages, shows a stroke entered meanwhile, and picks up a server restart by
 * itself, never showing a sign-in page; a match-play tournament's link shows its matches and draw ('Partidos'); the
 * link and the TV show the categories and the special prizes, and the TV the knockout's matches.
 * Screenshots at 360 px, desktop and 1080p.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstNameAndInitial } from '@/shared/public-names';
import type { TTournamentMatches } from '@/shared/schemas/matches';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { apiOf } from './support/api';
import { signInThroughForm } from './support/sign-in';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
const TV = { width: 1920, height: 1080 };

beforeAll(async () => {
  server = await startServer({ SEED: 'demo' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

interface Inputs {
  torneo: { id: string; nombre: string };
  participantes: { id: string; nombre: string; partida_id: string | null }[];
  resultados: { participante_id: string; numero_hoyo: number }[];
}

let admin: Page;
let torneoId = '';
let publicUrl = '';

/** A hole without a result of a seated participant of today's tournament, saved by the administrator. */
async function enterStroke(): Promise<string> {
  const api = apiOf(admin, server.baseUrl);
  const inputs = await api<Inputs>('GET', `/api/tournaments/${torneoId}/standings`);
  for (const p of inputs.participantes) {
    if (!p.partida_id) continue;
    const done = new Set(
      inputs.resultados.filter((r) => r.participante_id === p.id).map((r) => r.numero_hoyo),
    );
    const hole = [...Array(18).keys()].map((i) => i + 1).find((h) => !done.has(h));
    if (!hole) continue;
    await api('PUT', `/api/groups/${p.partida_id}/scores`, {
      participante_id: p.id,
      numero_hoyo: hole,
      golpes: 4,
    });
    // The TV reads names as the link shows them ('Nombre I.').
    return firstNameAndInitial(p.nombre);
  }
  throw new Error('no hole left to enter');
}

describe('public link and club TV', () => {
  it("an administrator turns on today's tournament's public link on its page and gets the link and its QR", async () => {
    ({ page: admin } = await newPage(browser, DESKTOP));
    await signInThroughForm(admin, server.baseUrl, { email: 'admin@pena.golf', password: 'pena1234' });
    const api = apiOf(admin, server.baseUrl);
    const list = await api<{ id: string; nombre: string }[]>('GET', '/api/tournaments');
    torneoId = list.find((t) => t.nombre === 'Torneo del Sábado')!.id;
    await admin.goto(url(`/admin/torneos/${torneoId}`));
    const section = admin
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Enlace público' }) });
    await section.getByLabel('Enlace público activado').click();
    const link = section.getByLabel('Compartir');
    await expect.poll(() => link.inputValue()).toMatch(/\/publico\/[\w-]{24}$/);
    publicUrl = await link.inputValue();
    await section.getByRole('img', { name: 'Código QR del enlace público' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shoot(admin, 'public-link-admin-desktop');
    await admin.setViewportSize(PHONE);
    await shoot(admin, 'public-link-admin-phone');
    await admin.setViewportSize(DESKTOP);
  });

  it("a visitor opens it: the standings with 'Nombre I.' names and the start sheet, the page's preview tags", async () => {
    const html = await (await fetch(publicUrl)).text();
    expect(html).toContain('<meta property="og:title" content="Torneo del Sábado');
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(publicUrl);
      await page.getByRole('heading', { name: 'Torneo del Sábado' }).waitFor();
      const names = await page.getByRole('list', { name: 'Clasificación' }).locator('li').allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      expect(names.join('\n')).toMatch(/^\S+ [A-ZÁÉÍÓÚÑ]\.$/m);
      expect(names.join('\n')).not.toContain('Javier Martín López');
      await shoot(page, `public-link-standings-${viewport.width}`);
      await page.getByRole('tab', { name: 'Horario de salida' }).click();
      await page.getByRole('list', { name: 'Horario de salida' }).waitFor();
      await shoot(page, `public-link-start-sheet-${viewport.width}`);
      await context.close();
    }
  });

  it("a visitor on a phone picks a category beside 'General' and reads the special prizes' winners by the link's names", async () => {
    const api = apiOf(admin, server.baseUrl);
    await api('PUT', `/api/admin/tournaments/${torneoId}/categories`, {
      no_acumulables: true,
      categorias: [
        {
          nombre: '1ª',
          criterio: { tipo: 'mitades', partes: 2, parte: 1 },
          clasificacion: 'handicap',
          premios: 2,
        },
        {
          nombre: '2ª',
          criterio: { tipo: 'mitades', partes: 2, parte: 2 },
          clasificacion: 'scratch',
          premios: 2,
        },
      ],
    });
    const inputs = await api<Inputs>('GET', `/api/tournaments/${torneoId}/standings`);
    const winner = inputs.participantes.find((p) => p.nombre.trim().includes(' '))!;
    const prizes = await api<{ premios: { id: string; tipo: string; numero_hoyo: number | null }[] }>(
      'POST',
      `/api/admin/tournaments/${torneoId}/prizes`,
      { tipo: 'bola_mas_cercana', numero_hoyo: 3 },
    );
    const prize = prizes.premios.find((p) => p.tipo === 'bola_mas_cercana' && p.numero_hoyo === 3)!;
    await api('PUT', `/api/prizes/${prize.id}/winner`, { participante_id: winner.id, distancia_cm: 345 });

    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(publicUrl);
      const selector = page.getByRole('tablist', { name: 'Categoría' });
      // The page asks again every few seconds: the categories arrive with the next snapshot.
      await expect
        .poll(() => selector.getByRole('tab').allInnerTexts(), { timeout: 15_000 })
        .toEqual(['General', '1ª', '2ª', 'Premiados']);
      expect(await page.getByRole('list', { name: 'Clasificación' }).locator('li').count()).toBeGreaterThan(
        0,
      );
      const special = page.getByRole('region', { name: 'Premios especiales' });
      await special.getByText('Bola más cercana · Hoyo 3').waitFor();
      expect(await special.innerText()).toContain(`${firstNameAndInitial(winner.nombre)} · 3,45 m`);
      await shoot(page, `public-link-categories-general-${viewport.width}`);

      await selector.getByRole('tab', { name: '2ª' }).click();
      const second = page.getByRole('list', { name: 'Categoría 2ª' });
      const rows = await second.locator('li').allInnerTexts();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.join('\n')).toMatch(/\S+ [A-ZÁÉÍÓÚÑ]\./);
      // The prizes stay under whichever list is chosen; nothing wider than the phone.
      await special.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const text = await page.locator('main').innerText();
      expect(text).not.toContain(winner.nombre.trim());
      await shoot(page, `public-link-category-${viewport.width}`);
      await context.close();
    }
  });

  it("a match-play tournament's public link: the 'Partidos' tab shows its draw by rounds and its matches, no score entry", async () => {
    const api = apiOf(admin, server.baseUrl);
    const list = await api<{ id: string; nombre: string }[]>('GET', '/api/tournaments');
    const mpId = list.find((t) => t.nombre === 'Campeonato Match Play de la Peña')!.id;
    const members = await api<TTournamentMatches>('GET', `/api/tournaments/${mpId}/matches`);
    const link = await api<{ token: string }>('PUT', `/api/admin/tournaments/${mpId}/public-link`, {
      activo: true,
      nombres: 'inicial',
      ocultar_clasificacion: false,
    });
    const played = members.partidos.find((m) => m.ronda === 1 && m.origen_resultado === 'directo')!;
    const [one, two] = played.lados.map((l) => l!.nombre) as [string, string];
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(url(`/publico/${link.token}`));
      await page.getByRole('heading', { name: 'Campeonato Match Play de la Peña' }).waitFor();
      await page.getByRole('tab', { name: 'Partidos' }).click();
      for (const round of ['Cuartos', 'Semifinales', 'Final'])
        await page.getByRole('heading', { name: round, exact: true }).waitFor();
      // A quarter-final as members see it, names as the link shows them ('Nombre I.').
      const match = page.getByRole('article', {
        name: `${firstNameAndInitial(one)} contra ${firstNameAndInitial(two)}`,
      });
      await match.waitFor();
      expect(await match.getByTestId('match-status').innerText()).toMatch(/^\S+ [A-ZÁÉÍÓÚÑ]\. gana /);
      const text = await page.locator('main').innerText();
      expect(text).not.toContain(one);
      expect(text).not.toContain(two);
      expect(await page.getByRole('link', { name: /Introducir resultados|Ver tarjeta/ }).count()).toBe(0);
      await shoot(page, `public-link-matches-${viewport.width}`);
      await context.close();
    }
  });

  it("the TV at 1920×1080 rotates each tournament's own pages (categories, special prizes, a knockout's matches), shows a stroke entered meanwhile, and picks up a server restart", async () => {
    const { page: tv } = await newPage(browser, TV);
    await tv.goto(url('/tv?intervalo=5'));
    const subtitle = tv.locator('header p').first();
    const heading = tv.locator('header h1');
    // Every page seen once, each shot the first time it shows (the knockout has a match agreed for today).
    const expected = [
      'Torneo del Sábado · Clasificación hándicap',
      'Torneo del Sábado · Clasificación scratch',
      'Torneo del Sábado · Clasificación 1ª',
      'Torneo del Sábado · Clasificación 2ª',
      'Torneo del Sábado · Premios especiales',
      'Campeonato Match Play de la Peña · Partidos',
    ];
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const key = `${await heading.innerText()} · ${(await subtitle.innerText()).split(' · ')[0]}`;
          if (expected.includes(key) && !seen.has(key)) {
            seen.add(key);
            await shoot(tv, `tv-${expected.indexOf(key)}`);
          }
          return expected.filter((k) => !seen.has(k));
        },
        { timeout: 90_000, interval: 500 },
      )
      .toEqual([]);
    const name = await enterStroke();
    await subtitle.filter({ hasText: 'Últimos hoyos completados' }).waitFor({ timeout: 60_000 });
    await shoot(tv, 'tv-last-holes');

    // A restart: the screen keeps what it had, never a sign-in page, and goes on by itself afterwards.
    const port = new URL(server.baseUrl).port;
    const dataDir = server.dataDir;
    await server.stop(true);
    await tv.waitForTimeout(6_000);
    expect(tv.url()).toBe(url('/tv?intervalo=5'));
    await tv.getByRole('heading', { name: 'Torneo del Sábado' }).waitFor();
    server = await startServer({ SEED: 'none' }, { port: Number(port), dataDir });
    const second = await enterStroke();
    await tv
      .getByRole('list', { name: 'Últimos hoyos completados' })
      .getByText(second, { exact: false })
      .or(tv.getByRole('list', { name: 'Últimos hoyos completados' }).getByText(name))
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await tv.getByLabel('Email').count()).toBe(0);
    await shoot(tv, 'tv-after-restart');
  }, 240_000);
});
