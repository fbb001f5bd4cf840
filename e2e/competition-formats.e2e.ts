/**
 * Competition formats on the screens (design.md §14), from an EMPTY club (SEED=none, ADMIN_EMAIL/ADMIN_PASSWORD):
 * the administrator creates a Stableford tournament and a mejor bola one through the tournament form (the reductor
 * follows the format), forms the pairs and marks a player 'No presentado' in the participants screen; two groups
 * score live in the score entry ('Recogida' included) and the standings show the points and results computed here
 * by hand, the NP after the ranked rows.
 *
 * Course: one tee, slope 113, course rating 72.0, par 72, so the course handicap is the handicap index. Holes 1–3:
 * par 4, 4, 3, stroke index 7, 1, 15. Four guests, men: Ana 20, Blas 12, Ciro 4, Dani 28.
 *
 * 'Stableford de Otoño' (stableford_individual, reductor 95 by default): playing handicaps
 *   Ana 20 × 0,95 = 19 · Blas 12 × 0,95 = 11,4 → 11 · Ciro 4 × 0,95 = 3,8 → 4 · Dani 28 × 0,95 = 26,6 → 27.
 * Strokes received on holes 1–3 (one on index ≤ handicap, two on index ≤ handicap − 18):
 *   Ana 1,2,1 · Blas 1,1,0 · Ciro 0,1,0. Dani is marked NP (no holes).
 * Points = max(0, 2 − (strokes − received − par)); scratch without the strokes received:
 *            h1  h2  h3   net diffs    points (hcp)   gross diffs   points (scratch)
 *   Ana       5   6   4   0  0  0      2+2+2 = 6      +1 +2 +1      1+0+1 = 2
 *   Blas      4   R   3   −1  ·  0     3+0+2 = 5      0  ·  0       2+0+2 = 4
 *   Ciro      4   4   2   0 −1 −1      2+3+3 = 8      0  0 −1       2+2+3 = 7
 * Handicap: 1 Ciro 8, 2 Ana 6, 3 Blas 5, then Dani 'NP'. Scratch: 1 Ciro 7, 2 Blas 4, 3 Ana 2, then Dani 'NP'.
 *
 * 'Parejas de Otoño' (parejas_por_golpes, mejor bola, reductor 85 by default): playing handicaps
 *   Ana 20 × 0,85 = 17 · Blas 12 × 0,85 = 10,2 → 10 · Ciro 4 × 0,85 = 3,4 → 3 · Dani 28 × 0,85 = 23,8 → 24.
 * Received on holes 1–3: Ana 1,1,1 · Blas 1,1,0 · Ciro 0,1,0 · Dani 1,2,1.
 * Pairs 'Ana / Blas' (group 1) and 'Ciro / Dani' (group 2); per hole the better net counts (gross for scratch):
 *            h1 (net)   h2 (net)    h3 (net)   side net  to par  │ gross best   to par
 *   Ana       5 (4)      5 (4) ✓     4 (3) ✓                     │
 *   Blas      4 (3) ✓    R           4 (4)      3+4+3=10   −1    │ 4+5+4 = 13   +2
 *   Ciro      4 (4)      4 (3) ✓     3 (3) ✓                     │
 *   Dani      4 (3) ✓    6 (4)       5 (4)      3+3+3 = 9  −2    │ 4+4+3 = 11   PAR
 * Handicap: 1 Ciro / Dani −2, 2 Ana / Blas −1. Scratch: 1 Ciro / Dani PAR, 2 Ana / Blas +2.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import type { TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import { DESKTOP, newPage, PHONE, shootBoth } from './support/browser';
import { cardText, chooseStrokes, entries, goToHole, standings } from './support/scorecard';
import { apiOf } from './support/api';
import { adminEnv, useClub, usePage } from './support/club';
import { startServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast } from './support/toast';

const ADMIN = { email: 'capitan@formatos.test', password: 'formatos-1234' };
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];
const COURSE = 'Golf Los Robles';
const GUESTS = [
  ['Ana Prado', 20],
  ['Blas Rey', 12],
  ['Ciro Luna', 4],
  ['Dani Vega', 28],
] as const;
const [ANA, BLAS, CIRO, DANI] = GUESTS.map(([nombre]) => nombre) as [string, string, string, string];
const TODAY = todayInTimeZone(new Date(), 'Europe/Madrid');

const club = useClub(() => startServer({ SEED: 'none', ...adminEnv(ADMIN) }));
const { url } = club;
const admin = usePage(club);
let campoId = '';

const api = <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) =>
  apiOf(admin.page, club.server.baseUrl)<T>(method, path, data);

/** Creates a tournament through the form of /admin/torneos and returns its id; `check` looks at the form first. */
async function createTournament(
  nombre: string,
  choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
): Promise<string> {
  const { page } = admin;
  await page.goto(url('/admin/torneos'));
  await page.getByRole('button', { name: 'Nuevo torneo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo torneo' });
  await dialog.getByLabel('Nombre *').fill(nombre);
  await dialog.getByLabel('Fecha de juego *').fill(TODAY);
  await dialog.getByLabel('Campo *').selectOption({ label: `${COURSE} (Toledo)` });
  await dialog.getByLabel('Salida hombres').selectOption({ label: 'Blancas (slope 113)' });
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await waitForToast(page, 'Torneo creado', nombre);
  await page.getByRole('heading', { name: nombre }).waitFor();
  const id = /\/admin\/torneos\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  if (!id) throw new Error(`no tournament id in ${page.url()}`);
  for (const [guest, handicap] of GUESTS) {
    await api('POST', `/api/admin/tournaments/${id}/guests`, { nombre: guest, sexo: 'hombre', handicap });
  }
  await page.reload();
  return id;
}

/** Publishes the groups (their screen is tested elsewhere) with the participants named in each. */
async function publishGroups(torneoId: string, groups: string[][]) {
  const list = await api<TAdminParticipant[]>('GET', `/api/admin/tournaments/${torneoId}/participants`);
  const idOf = (nombre: string) => list.find((p) => p.nombre === nombre)?.id ?? '';
  await api('PUT', `/api/admin/groups/tournaments/${torneoId}`, {
    hora_inicio: '09:00',
    intervalo_minutos: 10,
    partidas: groups.map((names) => ({ participantes: names.map(idOf) })),
  });
  const after = await api<TAdminParticipant[]>('GET', `/api/admin/tournaments/${torneoId}/participants`);
  return groups.map((names) => after.find((p) => p.nombre === names[0])?.partida?.id ?? '');
}

async function participantRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Participantes' }).locator('tbody tr');
  return (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** Enters `choice` ('5', 'Recogida') for the player on the hole and waits for the save. */
async function enter(page: Page, hole: number, nombre: string, choice: string) {
  await goToHole(page, hole);
  await chooseStrokes(page, hole, nombre, choice);
  await waitForToast(page, 'Resultado guardado');
}

describe('Stableford and mejor bola on the screens, from an empty club', () => {
  it('signs in and sets up a course whose course handicap is the handicap index', async () => {
    const { page } = admin;
    await signInThroughForm(page, club.server.baseUrl, ADMIN);
    campoId = (
      await api<{ id: string }>('POST', '/api/admin/courses', { nombre: COURSE, ubicacion: 'Toledo' })
    ).id;
    const tee = await api<{ id: string }>('POST', `/api/admin/courses/${campoId}/tees`, {
      nombre: 'Blancas',
      slope: 113,
      course_rating: 72,
    });
    await api('PUT', `/api/admin/tees/${tee.id}/holes`, {
      hoyos: PARS.map((par, i) => ({ numero_hoyo: i + 1, par, handicap: INDEXES[i] })),
    });
  });

  describe('Stableford individual', () => {
    let torneoId = '';
    let groups: string[] = [];

    it('the form sets the reductor to 95 with its hint and hides the stroke limit', async () => {
      torneoId = await createTournament('Stableford de Otoño', async (dialog) => {
        await dialog.getByLabel('Modalidad').selectOption('stableford_individual');
        await expect.poll(() => dialog.getByLabel('Reductor de hándicap (%)').inputValue()).toBe('95');
        await dialog.getByText(/Por defecto 95 %/).waitFor();
        expect(await dialog.getByLabel('Límite de golpes por hoyo').count()).toBe(0);
        expect(await dialog.getByLabel('Forma de juego de parejas').count()).toBe(0);
        await dialog.getByLabel('Método de desempate').selectOption({ label: 'Últimos hoyos (recomendado)' });
        await shootBoth(admin.page, 'formatos-form-stableford');
      });
      await expect
        .poll(() => participantRows(admin.page))
        .toEqual([
          expect.stringMatching(new RegExp(`^${ANA} .* 20 19 `)),
          expect.stringMatching(new RegExp(`^${BLAS} .* 12 11 `)),
          expect.stringMatching(new RegExp(`^${CIRO} .* 4 4 `)),
          expect.stringMatching(new RegExp(`^${DANI} .* 28 27 `)),
        ]);
    });

    it('marks Dani NP in the participants screen (DESC needs a reason) and clears nothing else', async () => {
      const { page } = admin;
      await page.getByRole('button', { name: `Estado de ${DANI}` }).click();
      const dialog = page.getByRole('dialog', { name: `Estado de ${DANI}` });
      await dialog.getByLabel('Estado').selectOption('DESC');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.getByRole('alert').waitFor();
      await shootBoth(page, 'formatos-estado-desc');
      await dialog.getByLabel('Estado').selectOption('NP');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('button', { name: `Estado de ${DANI}` })
        .filter({ hasText: 'NP' })
        .waitFor();
      groups = await publishGroups(torneoId, [
        [ANA, BLAS],
        [CIRO, DANI],
      ]);
    });

    it('two groups score live: points per hole and the running total, a Recogida; the standings rank by points', async () => {
      const g1 = await newPage(club.browser, PHONE);
      const g2 = await newPage(club.browser, DESKTOP);
      const viewer = await newPage(club.browser, PHONE);
      for (const p of [g1, g2, viewer]) await p.context.addCookies(await admin.context.cookies());
      await g1.page.goto(url(`/introduccion-datos/${groups[0]}`));
      await g2.page.goto(url(`/introduccion-datos/${groups[1]}`));
      await viewer.page.goto(url(`/clasificacion?torneo=${torneoId}`));
      await viewer.page.getByRole('list', { name: 'Clasificación' }).waitFor();

      await enter(g1.page, 1, ANA, '5');
      await enter(g1.page, 2, ANA, '6');
      await enter(g1.page, 3, ANA, '4');
      await enter(g1.page, 1, BLAS, '4');
      // 'Recogida' is offered by the Stableford format: stored as such, 0 points.
      await enter(g1.page, 2, BLAS, 'Recogida');
      await expect.poll(() => cardText(g1.page, 2, BLAS)).toMatch(/R Recogida$/);
      // The administrator's history names it: picked up, not cleared.
      await g1.page.getByText('Historial de cambios').click();
      await g1.page
        .getByRole('list', { name: 'Historial de cambios' })
        .getByText(`${BLAS} · Hoyo 2: – → Recogida`)
        .waitFor();
      await enter(g1.page, 3, BLAS, '3');
      await expect.poll(() => cardText(g1.page, 3, ANA)).toMatch(/6 pts.* 4 2 puntos$/);
      await expect.poll(() => cardText(g1.page, 3, BLAS)).toMatch(/5 pts.* 3 2 puntos$/);
      await shootBoth(g1.page, 'formatos-entrada-stableford');
      await g1.page.getByRole('button', { name: new RegExp(BLAS) }).click();
      await shootBoth(g1.page, 'formatos-dialogo-recogida');
      await g1.page.keyboard.press('Escape');

      await enter(g2.page, 1, CIRO, '4');
      await enter(g2.page, 2, CIRO, '4');
      await enter(g2.page, 3, CIRO, '2');
      await expect.poll(() => cardText(g2.page, 3, CIRO)).toMatch(/8 pts.* 2 3 puntos$/);

      // The viewer's standings re-ranked live, without reloading.
      await expect
        .poll(() => standings(viewer.page))
        .toEqual([
          expect.stringMatching(new RegExp(`^1 .*${CIRO}.* 3/18 8 Puntos$`)),
          expect.stringMatching(new RegExp(`^2 .*${ANA}.* 3/18 6 Puntos$`)),
          expect.stringMatching(new RegExp(`^3 .*${BLAS}.* 3/18 5 Puntos$`)),
          expect.stringMatching(new RegExp(`^– .*${DANI}.* 0/18 NP – Puntos$`)),
        ]);
      await viewer.page.getByRole('button', { name: 'Scratch' }).click();
      await expect
        .poll(() => standings(viewer.page))
        .toEqual([
          expect.stringMatching(new RegExp(`^1 .*${CIRO}.* 7 Puntos$`)),
          expect.stringMatching(new RegExp(`^2 .*${BLAS}.* 4 Puntos$`)),
          expect.stringMatching(new RegExp(`^3 .*${ANA}.* 2 Puntos$`)),
          expect.stringMatching(new RegExp(`^– .*${DANI}.* NP – Puntos$`)),
        ]);
      await viewer.page.getByRole('button', { name: 'Hándicap' }).click();
      await viewer.page.getByRole('button', { name: new RegExp(BLAS) }).click();
      await viewer.page.getByRole('cell', { name: /^Hoyo 2, par 4: Recogida, 0 puntos/ }).waitFor();
      await shootBoth(viewer.page, 'formatos-clasificacion-stableford');
      for (const p of [g1, g2, viewer]) await p.context.close();
    });

    it('the /torneos card names the format', async () => {
      const { page } = admin;
      await page.goto(url('/torneos'));
      const card = page.getByRole('article', { name: 'Stableford de Otoño' });
      await card.getByText('Stableford individual', { exact: true }).waitFor();
      await shootBoth(page, 'formatos-torneos');
    });
  });

  describe('Parejas por golpes · Mejor bola', () => {
    let torneoId = '';
    let groups: string[] = [];

    it('the form offers the pairs form and sets the reductor by it', async () => {
      torneoId = await createTournament('Parejas de Otoño', async (dialog) => {
        await dialog.getByLabel('Modalidad').selectOption('parejas_por_golpes');
        await expect
          .poll(() => dialog.getByLabel('Forma de juego de parejas').inputValue())
          .toBe('mejor_bola');
        await expect.poll(() => dialog.getByLabel('Reductor de hándicap (%)').inputValue()).toBe('85');
        await dialog.getByLabel('Forma de juego de parejas').selectOption('foursome');
        await expect.poll(() => dialog.getByLabel('Reductor de hándicap (%)').inputValue()).toBe('50');
        // Chapman (design.md §15, decision record 036): its module gives the form its label, reductor and hint.
        await dialog.getByLabel('Forma de juego de parejas').selectOption({ label: 'Chapman' });
        await expect.poll(() => dialog.getByLabel('Reductor de hándicap (%)').inputValue()).toBe('100');
        await dialog.getByText(/como recomienda la WHS para Chapman/).waitFor();
        await shootBoth(admin.page, 'formatos-form-chapman');
        await dialog.getByLabel('Forma de juego de parejas').selectOption({ label: 'Texas scramble' });
        await dialog.getByText(/35 % del hándicap más bajo más el 15 % del más alto/).waitFor();
        await shootBoth(admin.page, 'formatos-form-scramble');
        await dialog.getByLabel('Forma de juego de parejas').selectOption('mejor_bola');
        await expect.poll(() => dialog.getByLabel('Reductor de hándicap (%)').inputValue()).toBe('85');
        await dialog.getByText(/85 % del hándicap de cada jugador/).waitFor();
        await shootBoth(admin.page, 'formatos-form-parejas');
      });
      await expect
        .poll(() => participantRows(admin.page))
        .toEqual([
          expect.stringMatching(new RegExp(`^${ANA} .* 20 17 `)),
          expect.stringMatching(new RegExp(`^${BLAS} .* 12 10 `)),
          expect.stringMatching(new RegExp(`^${CIRO} .* 4 3 `)),
          expect.stringMatching(new RegExp(`^${DANI} .* 28 24 `)),
        ]);
    });

    it('forms balanced pairs by handicap, undoes them, forms the two pairs by hand, and dissolves and re-forms one', async () => {
      const { page } = admin;
      const form = async (a: string, b: string) => {
        await page.getByLabel('Jugador 1').selectOption({ label: a });
        await page.getByLabel('Jugador 2').selectOption({ label: b });
        await page.getByRole('button', { name: 'Formar pareja', exact: true }).click();
        await waitForToast(page, 'Pareja formada', `${a} / ${b}`);
      };
      const pairs = page.getByRole('list', { name: 'Parejas' }).locator(':scope > li');
      const pairTexts = async () => (await pairs.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      // 'Formar parejas equilibradas': by playing handicap (Ciro 3, Blas 10, Ana 17, Dani 24), the lowest with the
      // highest and inwards.
      await page.getByRole('button', { name: 'Formar parejas equilibradas' }).click();
      await page
        .getByRole('alertdialog', { name: '¿Formar parejas equilibradas?' })
        .getByRole('button', { name: 'Formar parejas', exact: true })
        .click();
      await waitForToast(page, 'Parejas formadas');
      await expect
        .poll(async () => (await pairTexts()).sort())
        .toEqual([`${BLAS} / ${ANA}`, `${CIRO} / ${DANI}`]);
      await shootBoth(page, 'formatos-parejas-equilibradas');
      for (const name of [`${BLAS} / ${ANA}`, `${CIRO} / ${DANI}`]) {
        await page.getByRole('button', { name: `Deshacer pareja ${name}` }).click();
        await waitForToast(page, 'Pareja deshecha', name);
      }
      await form(ANA, CIRO);
      await page.getByRole('button', { name: `Deshacer pareja ${ANA} / ${CIRO}` }).click();
      await waitForToast(page, 'Pareja deshecha', `${ANA} / ${CIRO}`);
      await form(ANA, BLAS);
      await form(CIRO, DANI);
      await expect.poll(pairTexts).toEqual([`${ANA} / ${BLAS}`, `${CIRO} / ${DANI}`]);
      await shootBoth(page, 'formatos-parejas');
      groups = await publishGroups(torneoId, [
        [ANA, BLAS],
        [CIRO, DANI],
      ]);
    });

    it('two groups score; each hole marks the ball that counts; the standings rank the pairs', async () => {
      const g1 = await newPage(club.browser, PHONE);
      const g2 = await newPage(club.browser, DESKTOP);
      const viewer = await newPage(club.browser, DESKTOP);
      for (const p of [g1, g2, viewer]) await p.context.addCookies(await admin.context.cookies());
      await g1.page.goto(url(`/introduccion-datos/${groups[0]}`));
      await g2.page.goto(url(`/introduccion-datos/${groups[1]}`));
      await viewer.page.goto(url(`/clasificacion?torneo=${torneoId}`));
      await viewer.page.getByRole('list', { name: 'Clasificación' }).waitFor();

      for (const [hole, nombre, choice] of [
        [1, ANA, '5'],
        [2, ANA, '5'],
        [3, ANA, '4'],
        [1, BLAS, '4'],
        [2, BLAS, 'Recogida'],
        [3, BLAS, '4'],
      ] as const) {
        await enter(g1.page, hole, nombre, choice);
      }
      for (const [hole, nombre, choice] of [
        [1, CIRO, '4'],
        [2, CIRO, '4'],
        [3, CIRO, '3'],
        [1, DANI, '4'],
        [2, DANI, '6'],
        [3, DANI, '5'],
      ] as const) {
        await enter(g2.page, hole, nombre, choice);
      }
      // Hole 1: Blas's net 3 counts, not Ana's net 4.
      await goToHole(g1.page, 1);
      await expect.poll(() => cardText(g1.page, 1, BLAS)).toMatch(/Cuenta/);
      expect(await cardText(g1.page, 1, ANA)).not.toMatch(/Cuenta/);
      await shootBoth(g1.page, 'formatos-entrada-mejor-bola');

      await expect
        .poll(() => standings(viewer.page))
        .toEqual([
          expect.stringMatching(new RegExp(`^1 .*${CIRO} / ${DANI}.* -2$`)),
          expect.stringMatching(new RegExp(`^2 .*${ANA} / ${BLAS}.* -1$`)),
        ]);
      await viewer.page.getByRole('button', { name: 'Scratch' }).click();
      await expect
        .poll(() => standings(viewer.page))
        .toEqual([
          expect.stringMatching(new RegExp(`^1 .*${CIRO} / ${DANI}.* PAR$`)),
          expect.stringMatching(new RegExp(`^2 .*${ANA} / ${BLAS}.* \\+2$`)),
        ]);
      await viewer.page.getByRole('button', { name: 'Hándicap' }).click();
      await viewer.page.getByRole('button', { name: new RegExp(`${ANA} / ${BLAS}`) }).click();
      const blas = viewer.page.getByRole('table', { name: `Resultados por Hoyo de ${BLAS}` });
      expect(
        await blas.getByRole('cell', { name: /^Hoyo 1, par 4: 4,.*cuenta para la pareja/ }).count(),
      ).toBe(1);
      expect(await blas.getByRole('cell', { name: /^Hoyo 2, par 4: Recogida/ }).count()).toBe(1);
      await shootBoth(viewer.page, 'formatos-clasificacion-mejor-bola');
      for (const p of [g1, g2, viewer]) await p.context.close();
    });

    it('the /torneos card names the format with its pairs form', async () => {
      const { page } = admin;
      await page.goto(url('/torneos'));
      await page
        .getByRole('article', { name: 'Parejas de Otoño' })
        .getByText('Parejas por golpes · Mejor bola', { exact: true })
        .waitFor();
    });
  });

  it('the quick entry shows a Stableford card in points', async () => {
    const { page } = admin;
    await page.goto(url('/admin/torneos'));
    const [y, m, d] = TODAY.split('-');
    await page
      .getByLabel('Torneo', { exact: true })
      .selectOption({ label: `Stableford de Otoño · ${d}/${m}/${y}` });
    await page.getByLabel('Participante').selectOption({ label: `${ANA} (3 hoyos)` });
    // Ana's 5, 6, 4 on holes 1–3: 2 + 2 + 2 points (see the header).
    await page.getByText(new RegExp(`^${ANA} · Partida 1 · .+ · Total 15 · 6 puntos$`)).waitFor();
    // Stableford allows 'Recogida': 'R' in a hole (0 points), saved as such.
    await page.getByText('Escribe R en un hoyo para anotarlo como Recogida.').waitFor();
    const hole4 = page.getByLabel('Hoyo 4', { exact: true });
    await hole4.fill('r');
    await expect.poll(() => hole4.inputValue()).toBe('R');
    await page.getByText(new RegExp(`^${ANA} · Partida 1 · .+ · Total 15 · 6 puntos$`)).waitFor();
    await shootBoth(page, 'formatos-entrada-rapida');
    const anaId = await page.getByLabel('Participante').inputValue();
    await page.getByRole('button', { name: 'Guardar resultados' }).click();
    await waitForToast(page, 'Resultados guardados', ANA);
    const card = await api<{ golpes: (number | null)[]; recogida: boolean[] }>(
      'GET',
      `/api/admin/participants/${anaId}/card`,
    );
    expect(card.golpes.slice(0, 4)).toEqual([5, 6, 4, null]);
    expect(card.recogida.slice(0, 4)).toEqual([false, false, false, true]);
  });

  it("'Calcular Puntuaciones' lists the incomplete cards of a finished tournament before it runs", async () => {
    const { page } = admin;
    const yesterday = new Date(Date.parse(`${TODAY}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const tee = (await api<{ tees: { id: string }[] }[]>('GET', '/api/admin/courses'))[0]?.tees[0]?.id;
    const medal = await api<{ id: string }>('POST', '/api/admin/tournaments', {
      nombre: 'Medal de ayer',
      fecha_juego: yesterday,
      campo_id: campoId,
      modalidad: 'individual_por_golpes',
      metodo_desempate: 'puntuacion_media',
      activo: true,
      limite_golpes_hoyo: null,
      salida_hombre_id: tee,
      salida_mujer_id: null,
      reductor_handicap: 100,
    });
    for (const [nombre, handicap] of GUESTS.slice(0, 2)) {
      await api('POST', `/api/admin/tournaments/${medal.id}/guests`, { nombre, sexo: 'hombre', handicap });
    }
    const [partida] = await publishGroups(medal.id, [[ANA, BLAS]]);
    const list = await api<TAdminParticipant[]>('GET', `/api/admin/tournaments/${medal.id}/participants`);
    const idOf = (nombre: string) => list.find((p) => p.nombre === nombre)?.id ?? '';
    // Ana plays the 18 holes, Blas only 3: a finished stroke-play card with holes missing is 'Incompleta'.
    for (const [nombre, holes] of [
      [ANA, 18],
      [BLAS, 3],
    ] as const) {
      for (let n = 1; n <= holes; n++) {
        await api('PUT', `/api/groups/${partida}/scores`, {
          participante_id: idOf(nombre),
          numero_hoyo: n,
          golpes: PARS[n - 1],
        });
      }
    }
    const liga = await api<{ id: string }>('POST', '/api/admin/leagues', {
      nombre: 'Liga de Otoño',
      sistema_puntuacion: 'cervecita',
    });
    await api('POST', `/api/admin/leagues/${liga.id}/tournaments`, { torneo_id: medal.id });

    await page.goto(url('/admin/ligas'));
    await page.getByRole('heading', { name: 'Liga de Otoño' }).waitFor();
    await page.getByRole('button', { name: 'Calcular Puntuaciones' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Tarjetas incompletas' });
    await expect
      .poll(() => dialog.getByRole('list', { name: 'Tarjetas incompletas' }).locator('li').allInnerTexts())
      .toEqual([`${BLAS} · Medal de ayer · faltan 15 hoyos`]);
    await shootBoth(page, 'formatos-calcular-incompletas');
    await dialog.getByRole('button', { name: 'Calcular Puntuaciones' }).click();
    await waitForToast(page, 'Puntuaciones calculadas');
  });

  it("a foursome pair scores one card, named 'A / B', with the pair's playing handicap", async () => {
    // Foursome, reductor 50 by default: round((20 + 12) × 50 / 100) = 16, one stroke on hole 1 (index 7).
    const tee = (await api<{ tees: { id: string }[] }[]>('GET', '/api/admin/courses'))[0]?.tees[0]?.id;
    const foursome = await api<{ id: string }>('POST', '/api/admin/tournaments', {
      nombre: 'Foursome de Otoño',
      fecha_juego: TODAY,
      campo_id: campoId,
      modalidad: 'parejas_por_golpes',
      forma_parejas: 'foursome',
      metodo_desempate: 'puntuacion_media',
      activo: true,
      limite_golpes_hoyo: null,
      salida_hombre_id: tee,
      salida_mujer_id: null,
      reductor_handicap: 50,
    });
    for (const [nombre, handicap] of GUESTS.slice(0, 2)) {
      await api('POST', `/api/admin/tournaments/${foursome.id}/guests`, { nombre, sexo: 'hombre', handicap });
    }
    const list = await api<TAdminParticipant[]>('GET', `/api/admin/tournaments/${foursome.id}/participants`);
    const idOf = (nombre: string) => list.find((p) => p.nombre === nombre)?.id ?? '';
    await api('POST', `/api/admin/tournaments/${foursome.id}/pairs`, {
      participante_1_id: idOf(ANA),
      participante_2_id: idOf(BLAS),
    });
    const [partida] = await publishGroups(foursome.id, [[ANA, BLAS]]);

    const phone = await newPage(club.browser, PHONE);
    await phone.context.addCookies(await admin.context.cookies());
    await phone.page.goto(url(`/introduccion-datos/${partida}`));
    await enter(phone.page, 1, `${ANA} / ${BLAS}`, '5');
    expect(await entries(phone.page, 1).locator(':scope > li').allInnerTexts()).toHaveLength(1);
    expect(await cardText(phone.page, 1, `${ANA} / ${BLAS}`)).toMatch(
      new RegExp(`^${ANA} / ${BLAS} HCP 16 .*5 Bogey$`),
    );
    await shootBoth(phone.page, 'formatos-entrada-foursome');
    await phone.page.goto(url(`/clasificacion?torneo=${foursome.id}`));
    await expect
      .poll(() => standings(phone.page))
      .toEqual([expect.stringMatching(new RegExp(`^1 .*${ANA} / ${BLAS}.* HCP 16 1/18 PAR$`))]);
    await phone.context.close();
  });
});
