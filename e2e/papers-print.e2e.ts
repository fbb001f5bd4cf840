/**
 * Printing the standings (Ctrl+P) on the demo club: the tournament's and the league's standings pages, emulated as
 * print media, show the standings only — no back button, no 'Exportar PDF' / 'Exportar CSV', no Hándicap/Scratch
 * toggle, no toasts — black on white, every row laid out (none skipped off screen). Screenshots of the print
 * emulation at 360 px and 1280 px, and a PDF printed by Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TLeaguesResponse } from '@/shared/schemas/leagues';
import type { TTournamentsResponse } from '@/shared/schemas/tournaments';
import { DESKTOP, newPage, PHONE, shoot } from './support/browser';
import { apiOf } from './support/api';
import { useClub } from './support/club';
import { startServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const PLAYER = { email: 'jugador@pena.golf', password: 'pena1234' };

const club = useClub(() => startServer({ SEED: 'demo' }));

const { url } = club;

/** What print media shows of the page's chrome: none of it. */
async function expectOnlyContent(page: Page) {
  expect(await page.getByRole('link', { name: 'Volver' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Exportar PDF' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Exportar CSV' }).isVisible()).toBe(false);
  expect(await page.getByRole('group', { name: 'Modo de clasificación' }).isVisible()).toBe(false);
  const colours = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return { bg: body.backgroundColor, fg: body.color };
  });
  expect(colours).toEqual({ bg: 'rgb(255, 255, 255)', fg: 'rgb(0, 0, 0)' });
}

describe('printing the standings', () => {
  it('the tournament and the league standings print without the app chrome', async () => {
    for (const [viewport, suffix] of [
      [PHONE, '360'],
      [DESKTOP, '1280'],
    ] as const) {
      const { context, page } = await newPage(club.browser, viewport);
      await signInThroughForm(page, club.server.baseUrl, PLAYER);
      const api = apiOf(page, club.server.baseUrl);
      const torneos = await api<TTournamentsResponse>('GET', '/api/tournaments');
      const torneo = torneos.find((t) => t.nombre === 'Torneo de Otoño')!;
      const ligas = await api<TLeaguesResponse>('GET', '/api/leagues');
      const liga = ligas.find((l) => l.nombre === 'Orden de Mérito 2026')!;

      await page.goto(url(`/clasificacion?torneo=${torneo.id}`));
      await page.getByRole('list', { name: 'Clasificación' }).waitFor();
      await page.getByRole('button', { name: 'Exportar PDF' }).waitFor();
      await page.emulateMedia({ media: 'print' });
      await expectOnlyContent(page);
      await page.getByText('Clasificación hándicap', { exact: true }).waitFor();
      await shoot(page, `print-clasificacion-torneo-${suffix}`);
      if (suffix === '1280') {
        const pdf = await page.pdf({ format: 'A4', printBackground: true });
        fs.mkdirSync('e2e/screenshots', { recursive: true });
        fs.writeFileSync(path.join('e2e/screenshots', 'print-clasificacion-torneo.pdf'), pdf);
        expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      }
      await page.emulateMedia({ media: 'screen' });

      await page.goto(url(`/ligas/${liga.id}`));
      await page.getByTestId('league-grid').waitFor();
      await page.getByRole('button', { name: 'Exportar PDF' }).waitFor();
      await page.emulateMedia({ media: 'print' });
      await expectOnlyContent(page);
      // The whole grid is laid out: no scroll box cutting it.
      const grid = await page.getByTestId('league-grid').evaluate((el) => ({
        overflow: getComputedStyle(el).overflowY,
        maxHeight: getComputedStyle(el).maxHeight,
      }));
      expect(grid).toEqual({ overflow: 'visible', maxHeight: 'none' });
      await shoot(page, `print-liga-${suffix}`);
      await context.close();
    }
  });
});
