/**
 * Match play on the screens (design §14), on the demo club (SEED=demo) plus a course whose course handicap is the
 * handicap index (one tee, slope 113, course rating 72, par 72; hole n has stroke index n, par 4).
 *
 * 'Matchplay del día' (one day, matchplay_individual, reductor 100): the administrator pairs Javier Martín López
 * (18.4 → 18) and Fernando Romero Vidal (12.6 → 13) in the admin screen ('Emparejar'). Singles: the lower handicap
 * plays off 0, Javier receives 18 − 13 = 5 strokes, on stroke index 1–5 = holes 1–5. Each plays on his own phone
 * and enters his own strokes; both see the status after each hole (Rules of Golf 3.2, hand-computed):
 *            Javier gross (net)   Fernando   hole             status
 *   hole 1        5 (4)              4       halved           Iguales
 *   hole 2        4 (3)              4       Javier           Javier Martín López 1 arriba
 *   hole 3        6 (5)              4       Fernando         Iguales
 *   hole 4        4 (3)              5       Javier           Javier Martín López 1 arriba
 *   hole 5     Fernando concedes the hole    Javier           Javier Martín López 2 arriba
 * Then Fernando concedes the match: 'Javier Martín López gana: partido concedido'; the card asks for no more strokes.
 *
 * 'Campeonato e2e' (a knockout draw 'Por hándicap' of three: Lucía Fernández Gil 8.7 → 9 seed 1, Fernando 13 seed 2,
 * Javier 18 seed 3): two rounds, 'Semifinales' and 'Final'; seed 1 gets the bye ('Lucía Fernández Gil pasa
 * (exento)'), Fernando meets Javier. Javier enters the result played on paper, Fernando wins '3/2'; Fernando moves
 * into the final against Lucía at once, and the draw page at 360 px shows it all. Fernando agrees the final's day;
 * the administrator enters both cards, every hole halved (Lucía 4s; Fernando, receiving 13 − 9 = 4 strokes on holes
 * 1–4, 5s there and 4s after), so the final goes to extra holes: the 19th halved, Lucía wins the 20th.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import type { TAdminPlayersResponse } from '@/shared/schemas/admin-players';
import type { TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import type { TTournamentMatches } from '@/shared/schemas/matches';
import { apiOf } from './support/api';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { cardText, chooseStrokes, entries, goToHole } from './support/scorecard';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast } from './support/toast';

const PASSWORD = 'pena1234';
const JAVIER = 'Javier Martín López';
const FERNANDO = 'Fernando Romero Vidal';
const LUCIA = 'Lucía Fernández Gil';
const PABLO = 'Pablo Navarro Ramos';
const EMAIL = {
  admin: 'admin@pena.golf',
  [JAVIER]: 'jugador@pena.golf',
  [FERNANDO]: 'fernando.romero.vidal@pena.golf',
} as const;
const TODAY = todayInTimeZone(new Date(), 'Europe/Madrid');
/** Deadlines well after today (any year the test runs in). */
const SEMIS_DEADLINE = `${Number(TODAY.slice(0, 4)) + 1}-03-15`;
const FINAL_DEADLINE = `${Number(TODAY.slice(0, 4)) + 1}-04-30`;
const FINAL_DAY = `${Number(TODAY.slice(0, 4)) + 1}-04-20`;
/** The day before today: a deadline that has passed. */
const YESTERDAY = new Date(Date.parse(`${TODAY}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

type Session = { context: BrowserContext; page: Page };
let server: RunningServer;
let browser: Browser;
let admin: Session;
let javier: Session;
let fernando: Session;
let campoId = '';
let teeId = '';
let players: TAdminPlayersResponse = [];

const url = (path: string) => `${server.baseUrl}${path}`;
const api = <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) =>
  apiOf(admin.page, server.baseUrl)<T>(method, path, data);

async function shootBoth(page: Page, name: string) {
  const size = page.viewportSize() ?? PHONE;
  await page.setViewportSize(PHONE);
  await shoot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await shoot(page, `${name}-desktop`);
  await page.setViewportSize(size);
}

async function signIn(email: string, viewport = PHONE): Promise<Session> {
  const session = await newPage(browser, viewport);
  await signInThroughForm(session.page, server.baseUrl, { email, password: PASSWORD });
  return session;
}

/** A match-play tournament today on the test course with these members enrolled; returns its id. */
async function createTournament(
  nombre: string,
  members: string[],
  format: { modalidad: string; forma_parejas: string | null } = {
    modalidad: 'matchplay_individual',
    forma_parejas: null,
  },
): Promise<string> {
  const t = await api<{ id: string }>('POST', '/api/admin/tournaments', {
    nombre,
    fecha_juego: TODAY,
    campo_id: campoId,
    ...format,
    metodo_desempate: 'puntuacion_media',
    descripcion: '',
    activo: true,
    limite_golpes_hoyo: null,
    salida_hombre_id: teeId,
    salida_mujer_id: teeId,
    reductor_handicap: 100,
  });
  const ids = members.map((m) => players.find((p) => p.nombre === m)?.id);
  await api('POST', `/api/admin/tournaments/${t.id}/participants`, { jugador_ids: ids });
  return t.id;
}

const matchesOf = (torneoId: string) =>
  api<TTournamentMatches>('GET', `/api/tournaments/${torneoId}/matches`);

const participantIds = async (torneoId: string) => {
  const list = await api<TAdminParticipant[]>('GET', `/api/admin/tournaments/${torneoId}/participants`);
  return (nombre: string) => list.find((p) => p.nombre === nombre)?.id ?? '';
};

const statusOf = async (page: Page) =>
  ((await page.getByTestId('match-status').first().innerText()) ?? '').trim();

beforeAll(async () => {
  server = await startServer({ SEED: 'demo' });
  browser = await launchBrowser();
  admin = await signIn(EMAIL.admin, DESKTOP);
  javier = await signIn(EMAIL[JAVIER]);
  fernando = await signIn(EMAIL[FERNANDO]);
  players = await api<TAdminPlayersResponse>('GET', '/api/admin/players');
  campoId = (
    await api<{ id: string }>('POST', '/api/admin/courses', { nombre: 'Golf Matchplay', ubicacion: 'Ávila' })
  ).id;
  teeId = (
    await api<{ id: string }>('POST', `/api/admin/courses/${campoId}/tees`, {
      nombre: 'Blancas',
      slope: 113,
      course_rating: 72,
    })
  ).id;
  await api('PUT', `/api/admin/tees/${teeId}/holes`, {
    hoyos: Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: i + 1 })),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a one-day singles match, scored live by both players', () => {
  let torneoId = '';
  let partidaId = '';

  it('the administrator pairs the two players in the admin screen', async () => {
    torneoId = await createTournament('Matchplay del día', [JAVIER, FERNANDO]);
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    await page.getByRole('radio', { name: 'Partidos de un día' }).click();
    const form = page.getByRole('form', { name: 'Emparejar' });
    await form.getByLabel('Partido 1: lado 1').selectOption({ label: JAVIER });
    await form.getByLabel('Partido 1: lado 2').selectOption({ label: FERNANDO });
    await form.getByRole('button', { name: 'Emparejar' }).click();
    await waitForToast(page, 'Partidos creados');
    const data = await matchesOf(torneoId);
    expect(data.partidos).toHaveLength(1);
    partidaId = data.partidos[0]?.partida_id ?? '';
    expect(partidaId).not.toBe('');
    await page.getByRole('article', { name: `${JAVIER} contra ${FERNANDO}` }).waitFor();
  });

  it('each player opens the match: Javier receives a stroke on holes 1–5, Fernando none', async () => {
    for (const { page } of [javier, fernando]) {
      await page.goto(url(`/introduccion-datos/${partidaId}`));
      await entries(page, 1).waitFor();
      expect(await statusOf(page)).toBe('Pendiente');
    }
    expect(await cardText(javier.page, 1, JAVIER)).toContain('Recibe 1');
    expect(await cardText(javier.page, 1, FERNANDO)).not.toContain('Recibe');
    await goToHole(javier.page, 6);
    expect(await cardText(javier.page, 6, JAVIER)).not.toContain('Recibe');
  });

  const plan: [number, number, number, string][] = [
    [1, 5, 4, 'Iguales'],
    [2, 4, 4, `${JAVIER} 1 arriba`],
    [3, 6, 4, 'Iguales'],
    [4, 4, 5, `${JAVIER} 1 arriba`],
  ];
  for (const [hole, j, f, status] of plan) {
    it(`hole ${hole}: ${j} against ${f} → '${status}' on both phones`, async () => {
      await goToHole(javier.page, hole);
      await goToHole(fernando.page, hole);
      await chooseStrokes(javier.page, hole, JAVIER, String(j));
      await waitForToast(javier.page, 'Resultado guardado');
      await chooseStrokes(fernando.page, hole, FERNANDO, String(f));
      await waitForToast(fernando.page, 'Resultado guardado');
      for (const { page } of [javier, fernando]) {
        await expect.poll(() => statusOf(page)).toBe(status);
      }
      if (hole === 2) {
        expect(await fernando.page.getByTestId('match-hole').innerText()).toBe(
          `Hoyo 2: gana ${JAVIER} · ${JAVIER} 1 arriba`,
        );
      }
    });
  }

  it("Fernando concedes hole 5 (confirmed: 'Esta acción no se puede deshacer'): Javier 2 up", async () => {
    const { page } = fernando;
    await goToHole(page, 5);
    await page.getByRole('button', { name: 'Conceder hoyo' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Conceder el hoyo 5?' });
    await dialog.getByText(/Esta acción no se puede deshacer/).waitFor();
    await shoot(page, 'matchplay-conceder-hoyo-phone');
    await dialog.getByRole('button', { name: 'Conceder hoyo' }).click();
    await waitForToast(page, 'Hoyo 5 concedido');
    await expect.poll(() => statusOf(page)).toBe(`${JAVIER} 2 arriba`);
    await expect.poll(() => statusOf(javier.page)).toBe(`${JAVIER} 2 arriba`);
    // The live event is everybody's: Javier keeps his own rights on his phone.
    await javier.page.getByRole('button', { name: 'Conceder partido' }).waitFor();
    await goToHole(javier.page, 6);
    await shootBoth(javier.page, 'matchplay-entrada');
  });

  it('Fernando concedes the match: both see the result and no more strokes are asked for', async () => {
    const { page } = fernando;
    await page.getByRole('button', { name: 'Conceder partido' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Conceder el partido?' });
    await dialog.getByRole('button', { name: 'Conceder partido' }).click();
    const result = `${JAVIER} gana: partido concedido`;
    await expect.poll(() => statusOf(page)).toBe(result);
    await expect.poll(() => statusOf(javier.page)).toBe(result);
    await goToHole(javier.page, 7);
    expect(await entries(javier.page, 7).getByRole('button').count()).toBe(0);
    expect(await javier.page.getByRole('button', { name: 'Conceder hoyo' }).count()).toBe(0);
    // A decided match asks for no validation either.
    expect(await javier.page.getByRole('button', { name: 'Validar Resultados' }).count()).toBe(0);
    await shootBoth(javier.page, 'matchplay-entrada-terminado');
  });

  it('the standings page lists the match with its result', async () => {
    const { page } = admin;
    await page.goto(url(`/clasificacion?torneo=${torneoId}`));
    const card = page.getByRole('article', { name: `${JAVIER} contra ${FERNANDO}` });
    await card.getByText(`${JAVIER} gana: partido concedido`).waitFor();
    // Who receives how many strokes: Javier a stroke on holes 1–5, five in all.
    expect(await card.getByTestId('match-strokes').innerText()).toBe(`${JAVIER} recibe 5 golpes`);
    await shootBoth(page, 'matchplay-partidos');
  });

  it("the match's own standings (/clasificacion/{partidaId}) show that match first, with its holes", async () => {
    const { page } = javier;
    await page.goto(url(`/clasificacion/${partidaId}`));
    const own = page.getByRole('region', { name: 'Este partido' });
    await own.getByText(`${JAVIER} gana: partido concedido`).waitFor();
    const holes = own.getByRole('list', { name: 'Hoyos del partido' });
    expect(await holes.getByRole('listitem').nth(1).getAttribute('title')).toBe(
      `Hoyo 2: gana ${JAVIER} · ${JAVIER} 1 arriba`,
    );
    expect(await holes.getByRole('listitem').nth(4).getAttribute('title')).toBe(
      `Hoyo 5: gana ${JAVIER} (concedido) · ${JAVIER} 2 arriba`,
    );
    await shootBoth(page, 'matchplay-clasificacion-partida');
  });
});

describe('a knockout draw of three: a bye and a result entered as 3/2', () => {
  let torneoId = '';

  it("the administrator creates the draw 'Por hándicap' with a deadline per round", async () => {
    torneoId = await createTournament('Campeonato e2e', [JAVIER, FERNANDO, LUCIA]);
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    const form = page.getByRole('form', { name: 'Crear cuadro' });
    await form.getByText('3 inscritos: 2 rondas y 1 exentos en la primera.').waitFor();
    await form.getByLabel('Modo').selectOption({ label: 'Por hándicap' });
    await form.getByLabel('Semifinales', { exact: true }).fill(SEMIS_DEADLINE);
    await form.getByLabel('Final', { exact: true }).fill(FINAL_DEADLINE);
    await form.getByRole('button', { name: 'Crear cuadro' }).click();
    await waitForToast(page, 'Cuadro creado');
    await page.getByText(`${LUCIA} pasa (exento)`).first().waitFor();
    const data = await matchesOf(torneoId);
    expect(data.rondas.map((r) => [r.nombre, r.fecha_limite])).toEqual([
      ['Semifinales', SEMIS_DEADLINE],
      ['Final', FINAL_DEADLINE],
    ]);
  });

  it("Javier finds his semi-final as 'Tu próximo partido' and enters '3/2' for Fernando", async () => {
    const { page } = javier;
    await page.goto(url(`/torneos/${torneoId}/cuadro`));
    const next = page.getByRole('region', { name: 'Tu próximo partido' });
    await next.getByText(FERNANDO).waitFor();
    await next.getByRole('link', { name: 'Introducir resultados' }).click();
    await page.getByRole('button', { name: 'Introducir resultado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Introducir resultado' });
    await dialog.getByLabel('Ganador').selectOption({ label: FERNANDO });
    await dialog.getByLabel('Resultado').selectOption('3/2');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Resultado guardado');
    await expect.poll(() => statusOf(page)).toBe(`${FERNANDO} gana 3/2`);
  });

  it('the draw page at 360 px: the bye, the 3/2 and the final Fernando plays next', async () => {
    const { page } = fernando;
    await page.goto(url(`/torneos/${torneoId}/cuadro`));
    const semis = page.getByRole('region', { name: 'Semifinales' });
    await semis.getByText(`${LUCIA} pasa (exento)`).waitFor();
    await semis.getByText(`${FERNANDO} gana 3/2`).waitFor();
    const next = page.getByRole('region', { name: 'Tu próximo partido' });
    await next.getByText(LUCIA).waitFor();
    await next.getByText('Final').waitFor();
    const final = page.getByRole('region', { name: 'Final', exact: true });
    expect(await final.getByRole('article').innerText()).toContain('Tu próximo partido');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await shootBoth(page, 'matchplay-cuadro');
  });

  it("Fernando's /torneos card: the current round, his next match and its deadline, 'Ver cuadro'", async () => {
    const { page } = fernando;
    await page.goto(url('/torneos'));
    const card = page.getByRole('article', { name: 'Campeonato e2e' });
    const mine = card.getByTestId('mi-partido');
    await mine.getByText(`Tu próximo partido: contra ${LUCIA}`).waitFor();
    const [y, m, d] = FINAL_DEADLINE.split('-');
    await mine.getByText(`Fecha límite: ${d}/${m}/${y}`).waitFor();
    await card.getByText('Ronda actual:').waitFor();
    await card.getByText('En juego · Final').waitFor();
    await shootBoth(page, 'matchplay-torneos');
    await card.getByRole('link', { name: 'Ver cuadro' }).click();
    await page.waitForURL(url(`/torneos/${torneoId}/cuadro`));
  });

  it('Fernando agrees the day of the final: the match shows it', async () => {
    const { page } = fernando;
    await page
      .getByRole('region', { name: 'Tu próximo partido' })
      .getByRole('link', { name: 'Introducir resultados' })
      .click();
    await page.getByRole('button', { name: 'Fecha del partido' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fecha del partido' });
    await dialog.getByLabel('Fecha').fill(FINAL_DAY);
    await dialog.getByLabel('Hora').fill('10:30');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Fecha del partido guardada');
    const [y, m, d] = FINAL_DAY.split('-');
    await page.getByRole('region', { name: 'Partido' }).getByText(`${d}/${m}/${y} · 10:30`).waitFor();
  });

  it("halved after 18 (cards entered by the administrator): extra holes decide it, 'gana en el hoyo 20'", async () => {
    // Lucía 9 plays off 0, Fernando 13 receives 4 strokes on holes 1–4: his 5s there are net 4s, every hole halved.
    const list = await api<TAdminParticipant[]>('GET', `/api/admin/tournaments/${torneoId}/participants`);
    const idOf = (nombre: string) => list.find((p) => p.nombre === nombre)?.id ?? '';
    const fours = Array.from({ length: 18 }, () => 4);
    await api('PUT', `/api/admin/participants/${idOf(LUCIA)}/card`, { golpes: fours });
    await api('PUT', `/api/admin/participants/${idOf(FERNANDO)}/card`, {
      golpes: fours.map((g, i) => (i < 4 ? g + 1 : g)),
    });
    const { page } = fernando;
    await page.reload();
    await page.getByRole('heading', { name: 'Hoyo 19 (como el hoyo 1)' }).waitFor();
    await shootBoth(page, 'matchplay-hoyos-extra');
    await page.getByRole('button', { name: 'Empatado', exact: true }).click();
    await page.getByRole('heading', { name: 'Hoyo 20 (como el hoyo 2)' }).waitFor();
    await page.getByRole('button', { name: `Gana ${LUCIA}`, exact: true }).click();
    await expect.poll(() => statusOf(page)).toBe(`${LUCIA} gana en el hoyo 20`);
    expect(await page.getByRole('heading', { name: /^Hoyo 2\d/ }).count()).toBe(0);
  });

  it('the admin screen shows the draw with its rounds and actions', async () => {
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    await page.getByText(`${FERNANDO} gana 3/2`).waitFor();
    await page.getByText(`${LUCIA} gana en el hoyo 20`).waitFor();
    await page.getByRole('button', { name: 'Reabrir' }).first().waitFor();
    // No 18-hole quick entry in match play; the points table says what a position is here.
    await page.getByRole('heading', { name: 'Tabla de puntos' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Introducción rápida de resultados' }).count()).toBe(0);
    await page.getByText('en match play, la ronda alcanzada', { exact: false }).waitFor();
    await shootBoth(page, 'matchplay-admin-cuadro');
  });
});

/*
 * 'Mejor bola e2e' (matchplay_parejas, mejor bola): Javier Martín López / Pablo Navarro Ramos against Fernando Romero
 * Vidal / Lucía Fernández Gil, playing handicaps set by the administrator: Pablo 4, Fernando 10, Lucía 14, Javier 20.
 * All four play off the lowest (design §14): Pablo 0, Fernando 6 (holes 1–6), Lucía 10 (holes 1–10), Javier 16
 * (holes 1–16). A side's hole score is the better net ball of its two players (Rules of Golf 3.2, hand-computed):
 *          Pablo     Javier    | Fernando   Lucía     | side 1  side 2  status
 *   hole 1  4 (4)    6 (5)     |  5 (4)     5 (4)     |   4       4     Iguales
 *   hole 2  5 (5)    4 (3)     |  5 (4)     5 (4)     |   3       4     Javier Martín López / Pablo Navarro Ramos 1 arriba
 *   hole 3  4 (4)    6 (5)     |  4 (3)     5 (4)     |   4       3     Iguales
 *   hole 7  4 (4)    5 (4)     |  4 (4)     4 (3)     |   4       3     Fernando Romero Vidal / Lucía Fernández Gil 1 arriba
 * (hole 7: Fernando no longer receives, Lucía still does.) Javier enters his side's strokes on his phone, Fernando
 * his side's on his.
 */
describe('a mejor bola match, scored by both sides', () => {
  const SIDE1 = `${JAVIER} / ${PABLO}`;
  const SIDE2 = `${FERNANDO} / ${LUCIA}`;
  let partidaId = '';

  it('the administrator sets the playing handicaps, the pairs and the match; strokes 0, 6, 10, 16', async () => {
    const torneoId = await createTournament('Mejor bola e2e', [JAVIER, PABLO, FERNANDO, LUCIA], {
      modalidad: 'matchplay_parejas',
      forma_parejas: 'mejor_bola',
    });
    const idOf = await participantIds(torneoId);
    for (const [nombre, handicap_torneo] of [
      [PABLO, 4],
      [FERNANDO, 10],
      [LUCIA, 14],
      [JAVIER, 20],
    ] as const) {
      await api('PUT', `/api/admin/participants/${idOf(nombre)}/handicap`, { handicap_torneo });
    }
    await api('POST', `/api/admin/tournaments/${torneoId}/pairs`, {
      participante_1_id: idOf(JAVIER),
      participante_2_id: idOf(PABLO),
    });
    await api('POST', `/api/admin/tournaments/${torneoId}/pairs`, {
      participante_1_id: idOf(FERNANDO),
      participante_2_id: idOf(LUCIA),
    });
    await api('POST', `/api/admin/tournaments/${torneoId}/matches`, {
      partidos: [{ lado_1: idOf(JAVIER), lado_2: idOf(FERNANDO) }],
    });
    const [match] = (await matchesOf(torneoId)).partidos;
    partidaId = match?.partida_id ?? '';
    expect(match?.lados.map((l) => l?.nombre)).toEqual([SIDE1, SIDE2]);
    const received = match?.lados.flatMap((l) =>
      (l?.jugadores ?? []).map((j) => [j.nombre, j.golpes_recibidos]),
    );
    expect(received).toEqual([
      [JAVIER, 16],
      [PABLO, 0],
      [FERNANDO, 6],
      [LUCIA, 10],
    ]);
  });

  it('both phones open the match: on hole 1 all but Pablo receive; on hole 7 Lucía and Javier', async () => {
    for (const { page } of [javier, fernando]) {
      await page.goto(url(`/introduccion-datos/${partidaId}`));
      await entries(page, 1).waitFor();
      expect(await statusOf(page)).toBe('Pendiente');
    }
    const { page } = javier;
    for (const nombre of [JAVIER, FERNANDO, LUCIA])
      expect(await cardText(page, 1, nombre)).toContain('Recibe 1');
    expect(await cardText(page, 1, PABLO)).not.toContain('Recibe');
    await goToHole(page, 7);
    expect(await cardText(page, 7, FERNANDO)).not.toContain('Recibe');
    expect(await cardText(page, 7, LUCIA)).toContain('Recibe 1');
    expect(await cardText(page, 7, JAVIER)).toContain('Recibe 1');
  });

  const plan: [number, [number, number], [number, number], string][] = [
    [1, [4, 6], [5, 5], 'Iguales'],
    [2, [5, 4], [5, 5], `${SIDE1} 1 arriba`],
    [3, [4, 6], [4, 5], 'Iguales'],
    [7, [4, 5], [4, 4], `${SIDE2} 1 arriba`],
  ];
  for (const [hole, [pablo, jav], [fer, luc], status] of plan) {
    it(`hole ${hole}: ${pablo}/${jav} against ${fer}/${luc} → '${status}' on both phones`, async () => {
      await goToHole(javier.page, hole);
      await goToHole(fernando.page, hole);
      for (const [nombre, golpes] of [
        [PABLO, pablo],
        [JAVIER, jav],
      ] as const) {
        await chooseStrokes(javier.page, hole, nombre, String(golpes));
        await waitForToast(javier.page, 'Resultado guardado');
      }
      for (const [nombre, golpes] of [
        [FERNANDO, fer],
        [LUCIA, luc],
      ] as const) {
        await chooseStrokes(fernando.page, hole, nombre, String(golpes));
        await waitForToast(fernando.page, 'Resultado guardado');
      }
      for (const { page } of [javier, fernando]) await expect.poll(() => statusOf(page)).toBe(status);
    });
  }

  it("the match's standings show the holes: hole 2 to side 1, hole 7 to side 2", async () => {
    const { page } = fernando;
    await page.goto(url(`/clasificacion/${partidaId}`));
    const holes = page
      .getByRole('region', { name: 'Este partido' })
      .getByRole('list', { name: 'Hoyos del partido' });
    await holes.waitFor();
    expect(
      await page.getByRole('region', { name: 'Este partido' }).getByTestId('match-strokes').innerText(),
    ).toBe(`${JAVIER} recibe 16 golpes · ${FERNANDO} recibe 6 golpes · ${LUCIA} recibe 10 golpes`);
    expect(await holes.getByRole('listitem').nth(1).getAttribute('title')).toBe(
      `Hoyo 2: gana ${SIDE1} · ${SIDE1} 1 arriba`,
    );
    expect(await holes.getByRole('listitem').nth(6).getAttribute('title')).toBe(
      `Hoyo 7: gana ${SIDE2} · ${SIDE2} 1 arriba`,
    );
    await shootBoth(page, 'matchplay-mejor-bola-clasificacion');
  });
});

describe('a walkover after a deadline: the winner appears in the next round of the draw', () => {
  let torneoId = '';

  it("the semi-finals' deadline was yesterday: the administrator gives Javier the walkover", async () => {
    torneoId = await createTournament('Cuadro walkover', [JAVIER, FERNANDO, LUCIA, PABLO]);
    await api('POST', `/api/admin/tournaments/${torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: [YESTERDAY, FINAL_DEADLINE],
    });
    const semi = (await matchesOf(torneoId)).partidos.find(
      (m) => m.ronda === 1 && m.lados.some((l) => l?.nombre === JAVIER),
    );
    expect(semi).toMatchObject({ fecha_limite: YESTERDAY, estado: 'pendiente', eliminatoria: true });
    const rival = semi?.lados.find((l) => l?.nombre !== JAVIER)?.nombre ?? '';
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    const card = page.locator(`[data-match="${semi?.id}"]`);
    await card.getByRole('button', { name: 'No presentado' }).click();
    const dialog = page.getByRole('dialog', { name: 'No presentado' });
    await dialog.getByLabel('Ganador').selectOption({ label: JAVIER });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Resultado guardado');
    await card.getByText(`${JAVIER} gana: ${rival} no presentado`).waitFor();
  });

  it('Javier opens the draw at 360 px: his walkover, and himself in the final', async () => {
    const { page } = javier;
    await page.goto(url(`/torneos/${torneoId}/cuadro`));
    const semis = page.getByRole('region', { name: 'Semifinales' });
    await semis.getByText(new RegExp(`^${JAVIER} gana: .+ no presentado$`)).waitFor();
    const final = page.getByRole('region', { name: 'Final', exact: true });
    await final.getByText(JAVIER).first().waitFor();
    expect(await final.getByRole('article').innerText()).toContain('Tu próximo partido');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await shootBoth(page, 'matchplay-cuadro-walkover');
  });
});
