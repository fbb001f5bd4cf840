/**
 * A tee rated for both sexes, set up through /admin/campos from an EMPTY club (SEED=none): the tee form's
 * 'Caballeros' and 'Damas' ratings with the Spanish messages of the values it refuses, the hole grid's 'Metros',
 * 'Hcp Cab.', 'Par Dam.' and 'Hcp Dam.' with its refusals and its totals (the women's par counts their 'Par Dam.'),
 * the women's rating in the tee list, a 360 px phone, the hole's length in a game's score entry, and 'Unir como
 * damas…': a club's separate women's tee merged into the tee it rates, and a merge the server refuses.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shootTop } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = { email: 'gerente@club.test', password: 'gerente-1234' };
const COURSE = 'Real Club de Golf La Herrería';
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];
const WOMEN_INDEXES = [5, 1, 17, 9, 3, 11, 15, 7, 13, 6, 2, 18, 10, 4, 12, 16, 8, 14];
/** Holes 1 and 10 are par 4 for men and par 5 for women: the women's par is 74. */
const WOMEN_PARS: Record<number, number> = { 1: 5, 10: 5 };
const METRES = [402, 385, 168, 512, 371, 356, 149, 398, 478, 410, 366, 175, 495, 388, 402, 160, 345, 520];
const TOTAL_METRES = METRES.reduce((a, b) => a + b, 0);

let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** What the screen shows (a dialog over the page), not the whole page. */
const shootScreen = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png` });

const cell = (page: Page, field: string, n: number) =>
  page.getByLabel(`${field} del hoyo ${n}`, { exact: true });

/** A hole of the grid as typed: metres, par, 'Hcp Cab.', 'Par Dam.', 'Hcp Dam.'. */
async function row(page: Page, n: number): Promise<string[]> {
  const fields = ['Metros', 'Par', 'Hándicap', 'Par de damas', 'Hándicap de damas'];
  return Promise.all(fields.map((f) => cell(page, f, n).inputValue()));
}

const total = async (page: Page, label: string) => page.getByLabel(label, { exact: true }).innerText();

describe('a tee rated for men and women', () => {
  it("creates a tee with the women's rating; the form refuses wrong values in Spanish", async () => {
    const { page } = admin;
    await signInThroughForm(page, server.baseUrl, ADMIN);
    await page.goto(url('/admin/campos'));
    await page.getByRole('button', { name: 'Nuevo campo' }).first().click();
    const courseDialog = page.getByRole('dialog', { name: 'Nuevo campo' });
    await courseDialog.getByLabel('Nombre').fill(COURSE);
    await courseDialog.getByLabel('Ubicación').fill('San Lorenzo de El Escorial');
    await courseDialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Campo creado', COURSE);

    await page.getByRole('button', { name: 'Nuevo tipo de salida' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo tipo de salida' });
    await dialog.getByRole('group', { name: 'Caballeros' }).waitFor();
    await dialog.getByRole('group', { name: 'Damas' }).waitFor();
    await dialog.getByLabel('Nombre').fill('Rojas');
    await dialog.getByLabel('Slope', { exact: true }).fill('128');
    await dialog.getByLabel('Course rating', { exact: true }).pressSequentially('71,2');
    // The women's course rating needs their slope.
    await dialog.getByLabel('Course rating damas').pressSequentially('76,8');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Indica el slope de damas para su course rating').waitFor();
    await dialog.getByLabel('Slope damas').fill('160');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El slope de damas debe estar entre 55 y 155').waitFor();
    await dialog.getByLabel('Slope damas').fill('140');
    await dialog.getByLabel('Course rating damas').fill('85,5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El course rating de damas debe estar entre 60 y 85').waitFor();
    await page.setViewportSize(PHONE);
    await shootScreen(page, 'tees-tee-dialog-error-phone');
    await page.setViewportSize(DESKTOP);
    await dialog.getByLabel('Course rating damas').clear();
    await dialog.getByLabel('Course rating damas').pressSequentially('76,8');
    expect(await dialog.getByLabel('Course rating damas').inputValue()).toBe('76,8');
    await shootScreen(page, 'tees-tee-dialog-desktop');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Tipo de salida creado', 'Rojas');

    const saved = (await (await page.request.get(url('/api/admin/courses'))).json()) as {
      tees: { slope: number; course_rating: number; slope_damas: number; course_rating_damas: number }[];
    }[];
    expect(saved[0]!.tees[0]).toMatchObject({
      slope: 128,
      course_rating: 71.2,
      slope_damas: 140,
      course_rating_damas: 76.8,
    });
    const teeRow = page
      .getByRole('table', { name: `Tipos de salida de ${COURSE}` })
      .getByRole('row', { name: /Rojas/ });
    expect((await teeRow.innerText()).replace(/\s+/g, ' ')).toContain(
      'Rojas Damas: 140 · 76,8 · par 72 128 71,2 72',
    );

    await page.getByRole('button', { name: 'Editar Rojas' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar tipo de salida' });
    expect(await edit.getByLabel('Slope damas').inputValue()).toBe('140');
    expect(await edit.getByLabel('Course rating damas').inputValue()).toBe('76,8');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
  });

  it("enters lengths, 'Par Dam.' and 'Hcp Dam.' in the grid; refusals per hole; the totals and the list", async () => {
    const { page } = admin;
    await page.getByRole('form', { name: 'Hoyos de Rojas', exact: true }).waitFor();
    for (const heading of ['Metros', 'Par', 'Hcp Cab.', 'Par Dam.', 'Hcp Dam.']) {
      await page.getByRole('columnheader', { name: heading, exact: true }).first().waitFor();
    }
    // A new tee: 18 holes of par 4, nothing else; an empty 'Par Dam.' shows the men's par.
    expect(await row(page, 1)).toEqual(['', '4', '', '', '']);
    expect(await cell(page, 'Par de damas', 1).getAttribute('placeholder')).toBe('4');
    expect(await total(page, 'Metros')).toBe('—');

    for (let n = 1; n <= 18; n++) {
      await cell(page, 'Metros', n).fill(String(METRES[n - 1]));
      await cell(page, 'Par', n).fill(String(PARS[n - 1]));
      await cell(page, 'Hándicap', n).fill(String(INDEXES[n - 1]));
      await cell(page, 'Hándicap de damas', n).fill(String(WOMEN_INDEXES[n - 1]));
      if (n === 9) expect(await total(page, 'Metros')).toBe('3219 (9 de 18 hoyos)');
    }
    // The placeholder follows the men's par as typed.
    expect(await cell(page, 'Par de damas', 4).getAttribute('placeholder')).toBe('5');
    expect(await total(page, 'Par total')).toBe('72');
    expect(await total(page, 'Par damas')).toBe('72');
    for (const [n, par] of Object.entries(WOMEN_PARS))
      await cell(page, 'Par de damas', Number(n)).fill(String(par));
    expect(await total(page, 'Par damas')).toBe('74');
    expect(await total(page, 'Metros')).toBe(String(TOTAL_METRES));

    // Refused before anything is sent, each under its hole and column with the schema's message.
    await cell(page, 'Hándicap de damas', 2).fill('5');
    await cell(page, 'Metros', 5).fill('1200');
    await cell(page, 'Par de damas', 3).fill('6');
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    const alert = page.getByRole('form', { name: 'Hoyos de Rojas', exact: true }).getByRole('alert');
    await alert.getByText('Hoyo 2 (Hcp Dam.): Este handicap ya está asignado a otro hoyo').waitFor();
    await alert.getByText('Hoyo 3 (Par Dam.): El par de damas debe estar entre 3 y 5').waitFor();
    await alert.getByText('Hoyo 5 (Metros): La longitud del hoyo debe estar entre 1 y 999 metros').waitFor();
    expect(await total(page, 'Par damas')).toBe('—');
    await shootTop(page, 'tees-holes-errors-desktop');
    await cell(page, 'Hándicap de damas', 2).fill('1');
    await cell(page, 'Metros', 5).fill('371');
    await cell(page, 'Par de damas', 3).fill('');
    await alert.waitFor({ state: 'detached' });
    expect(await total(page, 'Par damas')).toBe('74');
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    await toast(page, 'Hoyos guardados', 'Rojas: par 72');

    const teeRow = page
      .getByRole('table', { name: `Tipos de salida de ${COURSE}` })
      .getByRole('row', { name: /Rojas/ });
    await teeRow.getByText('Damas: 140 · 76,8 · par 74').waitFor();
    await teeRow.getByText('Completos').waitFor();

    // Saved: after a reload the grid reads what was typed.
    await page.reload();
    await page.getByRole('form', { name: 'Hoyos de Rojas', exact: true }).waitFor();
    expect(await row(page, 1)).toEqual(['402', '4', '7', '5', '5']);
    expect(await row(page, 3)).toEqual(['168', '3', '15', '', '17']);
    expect(await row(page, 10)).toEqual(['410', '4', '8', '5', '6']);
    expect(await total(page, 'Par total')).toBe('72');
    expect(await total(page, 'Par damas')).toBe('74');
    expect(await total(page, 'Metros')).toBe(String(TOTAL_METRES));
    await shootTop(page, 'tees-holes-desktop');
    await page.getByRole('form', { name: 'Hoyos de Rojas', exact: true }).screenshot({
      path: 'e2e/screenshots/tees-holes-editor-desktop.png',
    });
  });

  it('reads well on a 360 px phone: the tee card, the whole grid, the form', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addCookies(await admin.context.cookies());
    await page.goto(url('/admin/campos'));
    const form = page.getByRole('form', { name: 'Hoyos de Rojas', exact: true });
    await form.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Every cell of the grid is inside the screen: nothing to scroll sideways.
    for (const n of [1, 18]) {
      const box = await cell(page, 'Hándicap de damas', n).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(box!.width).toBeGreaterThanOrEqual(40);
    }
    await page
      .getByRole('list', { name: `Tipos de salida de ${COURSE}` })
      .getByText('Damas: 140 · 76,8 · par 74')
      .waitFor();
    await shootTop(page, 'tees-admin-phone');
    await form.screenshot({ path: 'e2e/screenshots/tees-holes-editor-phone.png' });
    await page.getByRole('button', { name: 'Editar Rojas' }).click();
    await page.getByRole('dialog', { name: 'Editar tipo de salida' }).waitFor();
    await shootScreen(page, 'tees-tee-dialog-phone');
    await context.close();
  });

  it("shows the hole's length in a game's score entry", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addCookies(await admin.context.cookies());
    const me = (await (await page.request.get(url('/api/me'))).json()) as { profile: { id: string } };
    const courses = (await (await page.request.get(url('/api/admin/courses'))).json()) as { id: string }[];
    const game = await page.request.post(url('/api/personal-games'), {
      headers: { origin: server.baseUrl },
      data: {
        nombre: 'Partida medida',
        fecha_juego: '2030-06-01',
        hora_salida: '09:30',
        campo_id: courses[0]!.id,
        participantes: [{ tipo: 'jugador', jugador_id: me.profile.id, handicap_partida: null }],
      },
    });
    expect(game.status()).toBe(201);
    const { id } = (await game.json()) as { id: string };
    await page.goto(url(`/partida-personal/${id}`));
    await page.getByRole('combobox', { name: 'Hoyo' }).click();
    await page.getByRole('option', { name: 'Hoyo 4 · Par 5 · 512 m', exact: true }).click();
    const list = page.getByRole('list', { name: 'Resultados del hoyo 4' });
    await list.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Seleccionar resultado' });
    expect(await dialog.getByText(/· Hoyo 4 · Par 5 · 512 m$/).count()).toBe(1);
    await shootScreen(page, 'tees-score-dialog-phone');
    await context.close();
  });

  it("merges a separate women's tee ('Amarillas damas') into 'Amarillas'; a refusal in its toast", async () => {
    const { page } = admin;
    await page.goto(url('/admin/campos'));
    for (const [name, slope, rating] of [
      ['Amarillas', '125', '70,4'],
      ['Amarillas damas', '131', '73,9'],
    ] as const) {
      await page.getByRole('button', { name: 'Nuevo tipo de salida' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo tipo de salida' });
      await dialog.getByLabel('Nombre').fill(name);
      await dialog.getByLabel('Slope', { exact: true }).fill(slope);
      await dialog.getByLabel('Course rating', { exact: true }).pressSequentially(rating);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await toast(page, 'Tipo de salida creado', name);
    }
    // The women's card: hole 1 is their par 5, their stroke indexes.
    const womenGrid = page.getByRole('form', { name: 'Hoyos de Amarillas damas', exact: true });
    await womenGrid.waitFor();
    await cell(page, 'Par', 1).fill('5');
    for (let n = 1; n <= 18; n++) await cell(page, 'Hándicap', n).fill(String(WOMEN_INDEXES[n - 1]));
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    await toast(page, 'Hoyos guardados', 'Amarillas damas: par 73');

    // 'Rojas' is the tee of the course's personal games (the game above): the server refuses, the dialog stays.
    await page.getByRole('button', { name: 'Unir Rojas como damas…' }).click();
    const refused = page.getByRole('dialog', { name: 'Unir como salida de damas' });
    await refused.getByText('«Rojas» pasará a ser la valoración de damas de la salida que elijas').waitFor();
    await refused.getByRole('button', { name: 'Unir', exact: true }).click();
    await refused.getByText('Elige la salida a la que unirla').waitFor();
    await refused.getByRole('combobox', { name: 'Salida' }).click();
    const options = page.getByRole('option');
    expect(await options.allInnerTexts()).toEqual(['Amarillas', 'Amarillas damas']);
    await page.getByRole('option', { name: 'Amarillas', exact: true }).click();
    await refused.getByRole('button', { name: 'Unir', exact: true }).click();
    await toast(page, 'Error', '«Rojas» es la salida de las partidas personales del campo: no se puede unir');
    expect(await refused.isVisible()).toBe(true);
    await shootScreen(page, 'tees-merge-refused-desktop');
    await refused.getByRole('button', { name: 'Cancelar' }).click();
    await refused.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Unir Amarillas damas como damas…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unir como salida de damas' });
    await dialog
      .getByText(
        '«Amarillas damas» pasará a ser la valoración de damas de la salida que elijas: su slope, course rating, ' +
          'par y hándicap de cada hoyo. Los torneos que la usan jugarán esa salida y «Amarillas damas» se eliminará.',
      )
      .waitFor();
    // The only tee of the course without a women's rating is chosen already.
    const select = dialog.getByRole('combobox', { name: 'Salida' });
    expect(await select.innerText()).toBe('Amarillas');
    await shootScreen(page, 'tees-merge-dialog-desktop');
    await page.setViewportSize(PHONE);
    await shootScreen(page, 'tees-merge-dialog-phone');
    await select.click();
    await page.getByRole('option', { name: 'Amarillas', exact: true }).waitFor();
    await shootScreen(page, 'tees-merge-select-phone');
    await page.getByRole('option', { name: 'Amarillas', exact: true }).click();
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Unir', exact: true }).click();
    await toast(page, 'Salidas unidas', 'Amarillas');
    await dialog.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: `Tipos de salida de ${COURSE}` });
    await table.getByRole('row', { name: /Amarillas damas/ }).waitFor({ state: 'detached' });
    const merged = table.getByRole('row', { name: /Amarillas/ });
    expect((await merged.innerText()).replace(/\s+/g, ' ')).toContain(
      'Amarillas Damas: 131 · 73,9 · par 73 125 70,4 72',
    );
    // The destination's grid, open now, reads the women's card.
    await page.getByRole('form', { name: 'Hoyos de Amarillas', exact: true }).waitFor();
    expect(await row(page, 1)).toEqual(['', '4', '', '5', String(WOMEN_INDEXES[0])]);
    expect(await row(page, 2)).toEqual(['', '4', '', '', String(WOMEN_INDEXES[1])]);
    expect(await total(page, 'Par damas')).toBe('73');
    await shootTop(page, 'tees-merge-done-desktop');

    // Every tee of the course is rated for women now: nothing left to merge into, the action is not offered.
    await table.getByRole('button', { name: 'Editar Amarillas' }).waitFor();
    expect(await page.getByRole('button', { name: /como damas…$/ }).count()).toBe(0);
    const courses = (await (await page.request.get(url('/api/admin/courses'))).json()) as {
      tees: { nombre: string; slope_damas: number | null }[];
    }[];
    expect(courses[0]!.tees.map((t) => [t.nombre, t.slope_damas])).toEqual([
      ['Rojas', 140],
      ['Amarillas', 131],
    ]);
  });
});
