/**
 * The club's handicap end to end (design.md §16): a member (the club's administrator, who also plays) plays three
 * personal games marked 'Válida para hándicap', sees 'Mi hándicap' with the estimate and the chart at 360 px; a
 * tournament set to 'Hándicap de la peña' gives them the playing handicap of the estimate, an official one does not.
 *
 * Course: slope 113, course rating 72, par 72. Rounds: a bogey on every hole (90 → 18.0), a bogey on the front nine
 * and pars on the back (81 → 9.0), level par (72 → 0.0). Three scores: lowest 1 − 2.0 = −2.0, shown '+2'. With the
 * same tee and reductor 100 the playing handicap is the index rounded: −2 ('+2').
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './support/api';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot, shootTop } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const ADMIN = { email: 'capitana@club.test', password: 'capitana-1234' };
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];

let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let campoId = '';
let teeId = '';
let profileId = '';

beforeAll(async () => {
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
  await signInThroughForm(admin.page, server.baseUrl, ADMIN);
  const api = apiOf(admin.page, server.baseUrl);
  const course = await api<{ id: string }>('POST', '/api/admin/courses', {
    nombre: 'Campo de la Peña',
    ubicacion: 'Segovia',
  });
  const tee = await api<{ id: string }>('POST', `/api/admin/courses/${course.id}/tees`, {
    nombre: 'Amarillas',
    slope: 113,
    course_rating: 72,
  });
  await api('PUT', `/api/admin/tees/${tee.id}/holes`, {
    hoyos: PARS.map((par, i) => ({ numero_hoyo: i + 1, par, handicap: INDEXES[i] })),
  });
  campoId = course.id;
  teeId = tee.id;
  profileId = (await api<{ profile: { id: string } }>('GET', '/api/me')).profile.id;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function playRound(fecha: string, strokes: (par: number, hole: number) => number) {
  const api = apiOf(admin.page, server.baseUrl);
  const game = await api<{ id: string; participantes: { id: string }[] }>('POST', '/api/personal-games', {
    nombre: `Vuelta ${fecha}`,
    fecha_juego: fecha,
    hora_salida: '09:00',
    campo_id: campoId,
    valida_para_handicap: true,
    participantes: [{ tipo: 'jugador', jugador_id: profileId, handicap_partida: null }],
  });
  for (const [i, par] of PARS.entries()) {
    await api('PUT', `/api/personal-games/${game.id}/scores`, {
      participante_id: game.participantes[0]!.id,
      numero_hoyo: i + 1,
      golpes: strokes(par, i + 1),
    });
  }
}

describe('Hándicap de la peña', () => {
  it('shows the estimate and the chart at 360 px after three rounds', async () => {
    await playRound('2026-10-01', (par) => par + 1);
    await playRound('2026-10-08', (par, hole) => (hole <= 9 ? par + 1 : par));
    await playRound('2026-10-15', (par) => par);
    const phone = await newPage(browser, PHONE);
    await signInThroughForm(phone.page, server.baseUrl, ADMIN);
    await phone.page.goto(`${server.baseUrl}/mi-handicap`);
    const estimate = phone.page.getByTestId('Hándicap de la peña');
    await estimate.waitFor();
    expect(await estimate.textContent()).toBe('+2');
    await phone.page.getByTestId('chart').locator('canvas').waitFor();
    const rows = await phone.page.locator('tr[data-counts="true"]').count();
    expect(rows).toBe(1);
    // Every round, newest first, behind 'Historial': its rows are drawn when it is opened.
    const history = phone.page.locator('details', { hasText: 'Historial (3 vueltas)' });
    expect(await history.locator('tbody tr').count()).toBe(0);
    await history.getByText('Historial (3 vueltas)').click();
    await expect.poll(() => history.locator('tbody tr').count()).toBe(3);
    expect(await history.locator('tbody tr').first().innerText()).toContain('+2');
    await shoot(phone.page, 'handicap-mi-handicap-360');
    // A round's holes are asked for when it is opened (not sent with the list): the 18 holes as they count.
    const holesOf = phone.page.getByRole('button', { name: /^Hoyos de la vuelta del / });
    expect(await holesOf.count()).toBe(3);
    expect(await phone.page.locator('tr[data-capped]').count()).toBe(0);
    await holesOf.first().click();
    await expect.poll(() => phone.page.locator('tr[data-capped]').count()).toBe(18);
    expect(await holesOf.first().getAttribute('aria-expanded')).toBe('true');
    await shootTop(phone.page, 'handicap-mi-handicap-holes-360');
    // Opened again soon from the player's area: its answer is fresh in the cache, so the route asks for nothing.
    const asked: string[] = [];
    phone.page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/me/handicap') asked.push(r.url());
    });
    await phone.page.goto(`${server.baseUrl}/mi-area`);
    await phone.page.getByRole('link', { name: /Mi hándicap/ }).click();
    await expect.poll(() => estimate.textContent()).toBe('+2');
    expect(asked).toHaveLength(1);
    await phone.page.goBack();
    await phone.page.getByRole('link', { name: /Mi hándicap/ }).waitFor();
    await phone.page.goForward();
    await expect.poll(() => estimate.textContent()).toBe('+2');
    expect(asked).toHaveLength(1);
    await admin.page.goto(`${server.baseUrl}/mi-handicap`);
    await admin.page.getByTestId('chart').locator('canvas').waitFor();
    await shoot(admin.page, 'handicap-mi-handicap-1280');
    await admin.page
      .getByRole('button', { name: /^Hoyos de la vuelta del / })
      .first()
      .click();
    await expect.poll(() => admin.page.locator('tr[data-capped]').count()).toBe(18);
    await shootTop(admin.page, 'handicap-mi-handicap-holes-1280');
    await phone.context.close();
  }, 240_000);

  it("gives the estimate's playing handicap in a 'Hándicap de la peña' tournament, not in an official one", async () => {
    const api = apiOf(admin.page, server.baseUrl);
    const played: Record<string, number | null> = {};
    for (const indice of ['pena', 'oficial'] as const) {
      const t = await api<{ id: string }>('POST', '/api/admin/tournaments', {
        nombre: indice === 'pena' ? 'Liguilla interna' : 'Copa oficial',
        fecha_juego: '2026-12-20',
        campo_id: campoId,
        modalidad: 'individual_por_golpes',
        metodo_desempate: 'puntuacion_media',
        descripcion: '',
        activo: true,
        limite_golpes_hoyo: 5,
        salida_hombre_id: teeId,
        salida_mujer_id: teeId,
        reductor_handicap: 100,
        indice_handicap: indice,
      });
      const participants = await api<{ handicap_torneo: number | null }[]>(
        'POST',
        `/api/admin/tournaments/${t.id}/participants`,
        { jugador_ids: [profileId] },
      );
      played[indice] = participants[0]!.handicap_torneo;
      if (indice === 'pena') {
        await admin.page.goto(`${server.baseUrl}/admin/torneos/${t.id}`);
        await admin.page.getByText('Hándicap de la peña').first().waitFor();
        await shoot(admin.page, 'handicap-torneo-pena-1280');
      }
    }
    expect(played).toEqual({ pena: -2, oficial: null });
    // The players' tournament card says which index it plays off: a badge, and the played-off line.
    const phone = await newPage(browser, PHONE);
    await signInThroughForm(phone.page, server.baseUrl, ADMIN);
    for (const [page, name] of [
      [phone.page, 'handicap-torneos-pena-360'],
      [admin.page, 'handicap-torneos-pena-1280'],
    ] as const) {
      await page.goto(`${server.baseUrl}/torneos`);
      const card = page.locator('article').filter({ hasText: 'Liguilla interna' }).first();
      await card.getByText('Hándicap de la peña', { exact: true }).waitFor();
      await card.getByText(/^Hándicap de la peña \+/).waitFor();
      expect(
        await page
          .locator('article')
          .filter({ hasText: 'Copa oficial' })
          .first()
          .getByText('Hándicap de la peña')
          .count(),
      ).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, name);
    }
    await phone.context.close();
  }, 240_000);
});
