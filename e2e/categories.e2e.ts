/**
 * 'Categorías' end to end from an EMPTY club (SEED=none, ADMIN_EMAIL/ADMIN_PASSWORD; decision record 041). The
 * administrator's course, tournament, guests and cards are set up through the API the screens use; the categories
 * are set through the tournament's admin page: '1ª' (hasta 12,4), '2ª' (desde 12,5), 'Damas', all hándicap,
 * 'Premios no acumulables'. The standings page shows a tab per category and 'Premiados'.
 *
 * One tee for everybody, slope 113, course rating 72, par 4 on every hole, stroke index = hole number: playing
 * handicap = round(index), all received over the 18 holes. Cards: par plus the strokes over par below; net = over − handicap.
 *   Andrés ♂  5,0  +7 → +2      Carlos ♂ 10,0  +9 → −1      Beatriz ♀ 12,0 +10 → −2
 *   Elena ♀  20,0 +15 → −5      Irene ♀  15,0 +17 → +2      Gloria ♀  30,0 +29 → −1      Fernando ♂ 25,0 +27 → +2
 * 1ª (Andrés, Carlos, Beatriz), 2 prizes: Beatriz −2, Carlos −1.
 * 2ª (Elena, Irene, Gloria, Fernando), 2 prizes: Elena −5, Gloria −1.
 * Damas (Beatriz, Elena, Irene, Gloria), 1 prize: Elena, Beatriz and Gloria already won → Irene +2.
 * The tournament in a league: its standings filter by 'Categoría' (decision record 041, addendum); '2ª' lists
 * Elena, Irene, Gloria and Fernando ranked among themselves: Elena −5 first, Gloria −1 second, Irene and Fernando
 * (both +2, equal points) third.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import { apiOf } from './support/api';
import { DESKTOP, launchBrowser, newPage, shootBoth } from './support/browser';
import { signInThroughForm } from './support/sign-in';
import { startServer, type RunningServer } from './support/server';

const ADMIN = { email: 'capitan@club.test', password: 'capitan-1234' };
const GUESTS = [
  ['Andrés', 'hombre', 5, 7],
  ['Carlos', 'hombre', 10, 9],
  ['Beatriz', 'mujer', 12, 10],
  ['Elena', 'mujer', 20, 15],
  ['Irene', 'mujer', 15, 17],
  ['Gloria', 'mujer', 30, 29],
  ['Fernando', 'hombre', 25, 27],
] as const;

let server: RunningServer;
let browser: Browser;
let page: Page;
let torneoId = '';
const guestIds: string[] = [];

beforeAll(async () => {
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  ({ page } = await newPage(browser, DESKTOP));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (p: string) => `${server.baseUrl}${p}`;

/** The card: par 4 + one stroke on each hole from hole 1, a second from hole 1 again past 18. */
const card = (over: number) => ({
  golpes: Array.from({ length: 18 }, (_, i) => 4 + Math.floor(over / 18) + (i < over % 18 ? 1 : 0)),
});

describe('categories with non-accumulating prizes', () => {
  it('sets up a club, a tournament and the cards', async () => {
    await signInThroughForm(page, server.baseUrl, ADMIN);
    const api = apiOf(page, server.baseUrl);
    const course = await api<{ id: string }>('POST', '/api/admin/courses', {
      nombre: 'Club de Golf El Encín',
      ubicacion: 'Alcalá de Henares',
    });
    const tee = await api<{ id: string }>('POST', `/api/admin/courses/${course.id}/tees`, {
      nombre: 'Amarillas',
      slope: 113,
      course_rating: 72,
    });
    await api('PUT', `/api/admin/tees/${tee.id}/holes`, {
      hoyos: Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: i + 1 })),
    });
    const torneo = await api<{ id: string }>('POST', '/api/admin/tournaments', {
      nombre: 'Trofeo de Otoño',
      fecha_juego: todayInTimeZone(new Date(), 'Europe/Madrid'),
      campo_id: course.id,
      modalidad: 'individual_por_golpes',
      metodo_desempate: 'puntuacion_media',
      descripcion: 'Salidas a tiro',
      activo: true,
      limite_golpes_hoyo: null,
      salida_hombre_id: tee.id,
      salida_mujer_id: null,
      reductor_handicap: 100,
    });
    torneoId = torneo.id;
    for (const [nombre, sexo, handicap, over] of GUESTS) {
      const added = await api<{ id: string; nombre: string } | { id: string; nombre: string }[]>(
        'POST',
        `/api/admin/tournaments/${torneoId}/guests`,
        { nombre, sexo, handicap: String(handicap) },
      );
      const id = (Array.isArray(added) ? added : [added]).find((p) => p.nombre === nombre)!.id;
      await api('PUT', `/api/admin/participants/${id}/card`, card(over));
      guestIds.push(id);
    }
  });

  it('the administrator adds 1ª, 2ª and Damas on the tournament page', async () => {
    await page.goto(url(`/admin/torneos/${torneoId}`));
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Categorías' }) });
    await section.getByText('Este torneo no tiene categorías.').waitFor();
    for (let i = 0; i < 3; i++) await section.getByRole('button', { name: 'Añadir categoría' }).click();
    await section.getByLabel('Nombre de la categoría 1').fill('1ª');
    await section.getByLabel('Índice hasta de la categoría 1').fill('12,4');
    await section.getByLabel('Premios de la categoría 1').fill('2');
    await section.getByLabel('Nombre de la categoría 2').fill('2ª');
    await section.getByLabel('Índice desde de la categoría 2').fill('12,5');
    await section.getByLabel('Premios de la categoría 2').fill('2');
    await section.getByLabel('Nombre de la categoría 3').fill('Damas');
    await section.getByLabel('Tipo de la categoría 3').selectOption('sexo');
    expect(await section.getByLabel('Sexo de la categoría 3').inputValue()).toBe('mujer');
    await section.getByLabel('Premios de la categoría 3').fill('1');
    expect(
      await section.getByRole('checkbox', { name: 'Premios no acumulables' }).getAttribute('data-state'),
    ).toBe('checked');
    // A bad band is refused on the form, in Spanish.
    await section.getByLabel('Índice desde de la categoría 1').fill('20');
    await section.getByRole('button', { name: 'Guardar categorías' }).click();
    await section.getByText('El índice «desde» no puede ser mayor que el índice «hasta»').waitFor();
    await section.getByLabel('Índice desde de la categoría 1').fill('');
    await section.getByRole('button', { name: 'Guardar categorías' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Categorías guardadas' }).first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await shootBoth(page, 'admin-categorias');
    await page.reload();
    expect(await section.getByLabel('Índice desde de la categoría 2').inputValue()).toBe('12,5');
  });

  it('the standings show a tab per category and the prize winners', async () => {
    await page.goto(url(`/clasificacion?torneo=${torneoId}`));
    const categories = page.getByRole('region', { name: 'Categorías' });
    await categories.getByRole('tab', { name: 'Premiados' }).waitFor();
    expect(await categories.getByRole('tab').allInnerTexts()).toEqual(['1ª', '2ª', 'Damas', 'Premiados']);
    const winners = async (name: string) =>
      (
        await categories
          .getByRole('region', { name: `Premiados ${name}` })
          .locator('li')
          .allInnerTexts()
      ).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(await winners('1ª')).toEqual(['1º premio Beatriz -2', '2º premio Carlos -1']);
    expect(await winners('2ª')).toEqual(['1º premio Elena -5', '2º premio Gloria -1']);
    expect(await winners('Damas')).toEqual(['1º premio Irene +2']);
    await categories.scrollIntoViewIfNeeded();
    await shootBoth(page, 'clasificacion-premiados');

    await categories.getByRole('tab', { name: 'Damas' }).click();
    const damas = categories.getByRole('list', { name: 'Categoría Damas' });
    expect((await damas.locator('li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      '1 Elena Con premio en 2ª -5',
      '2 Beatriz Con premio en 1ª -2',
      '3 Gloria Con premio en 2ª -1',
      '4 Irene 1º premio +2',
    ]);
    await shootBoth(page, 'clasificacion-damas');
  });

  it("the league's standings filter by category, ranked among its players", async () => {
    const api = apiOf(page, server.baseUrl);
    const liga = await api<{ id: string }>('POST', '/api/admin/leagues', {
      nombre: 'Liga de Otoño',
      sistema_puntuacion: 'om_2030',
    });
    await api('POST', `/api/admin/leagues/${liga.id}/tournaments`, { torneo_id: torneoId });
    // Guests score no league points unless the administrator includes them.
    for (const id of guestIds)
      await api('PUT', `/api/admin/participants/${id}/points`, { incluir_en_puntos: true });
    const calculated = await api<{ participantes: number }>(
      'POST',
      `/api/admin/leagues/${liga.id}/calculate`,
    );
    expect(calculated.participantes).toBe(7);
    await page.goto(url(`/ligas/${liga.id}`));
    const grid = page.getByTestId('league-grid');
    await grid.waitFor();
    const rows = async () => grid.getByRole('rowheader').locator('p.font-medium').allInnerTexts();
    expect((await rows()).length).toBe(7);
    const filter = page.getByLabel('Categoría');
    expect(await filter.locator('option').allInnerTexts()).toEqual(['Todas', '1ª', '2ª', 'Damas']);
    await filter.selectOption('2ª');
    await expect.poll(async () => (await rows()).length).toBe(4);
    expect((await rows()).sort()).toEqual(['Elena', 'Fernando', 'Gloria', 'Irene']);
    const positions = await grid.locator('[role="row"] > [role="none"] > [role="cell"]').allInnerTexts();
    expect(positions.map((p) => p.trim()).filter((p) => p !== '')).toEqual(['1', '2', '3', '3']);
    expect(await page.getByTestId('league-summary').innerText()).toContain(
      'Clasificación hándicap · categoría 2ª · 4 jugadores',
    );
    await shootBoth(page, 'liga-categoria');
  });
});
