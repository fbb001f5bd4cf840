/**
 * Offline score entry end to end (decision record 014), on the demo club (SEED=demo) with the real server and Chromium:
 * the service worker, the query cache kept on the phone and the queue of strokes.
 *
 * Tournament group: Javier opens today's demo group of 'Torneo del Sábado' once, goes offline
 * (`context.setOffline(true)`), enters his strokes on holes 14–18 (shown at once, marked 'Pendiente', 'Sin conexión ·
 * 5 golpes pendientes de enviar', 'Validar Resultados' waiting), reloads while still offline, closes the tab and opens
 * it again: the app and the five strokes are still there. Back online they are sent in order, reach the server
 * (checked through the API) and a partner's open card shows them live. Then a stroke queued offline for the group
 * while an admin validates it comes back with 'Resultados validados' and the server's message, is not applied and
 * stays until dismissed.
 *
 * Personal game: the same, shorter, on Javier's demo game 'Partida con Roberto' (Lucía watches), and a stroke queued
 * while the game is validated from another device.
 */
import { and, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { DESKTOP, newPage, PHONE, shoot } from './support/browser';
import { DEMO_PASSWORD, useDemoClub } from './support/club';
import { todaysTournament } from './support/todays-tournament';

const JAVIER = { email: 'jugador@pena.golf', nombre: 'Javier Martín López' };
const LUCIA = 'lucia.fernandez.gil@pena.golf';
const LOCKED = 'No se pueden modificar los resultados de una partida validada';

interface Fixture {
  group: string;
  javierSeat: string;
  partnerEmail: string;
  game: string;
  javierInGame: string;
}

async function prepare({ db }: AppDeps): Promise<Fixture> {
  const { seats, demoPlayer: javier } = await todaysTournament(db, { withAccount: true });
  const partner = seats.find((x) => x.partida === javier.partida && x !== javier && x.role === null)!;
  const [game] = await db.select().from(s.partidas).where(eq(s.partidas.nombre, 'Partida con Roberto'));
  const [javierProfile] = await db.select().from(s.profiles).where(eq(s.profiles.email, JAVIER.email));
  const [inGame] = await db
    .select()
    .from(s.participantesPartidaPersonal)
    .where(
      and(
        eq(s.participantesPartidaPersonal.partida_id, game!.id),
        eq(s.participantesPartidaPersonal.jugador_id, javierProfile!.id),
      ),
    );
  return {
    group: javier.partida,
    javierSeat: javier.participante,
    partnerEmail: partner.email!,
    game: game!.id,
    javierInGame: inGame!.id,
  };
}

const club = useDemoClub('pena-e2e-offline-', prepare);
const { signIn } = club;

/** A signed-in API session (cookies of Better Auth), for checks and for what "another device" does. */
async function apiAs(email: string) {
  const base = club.server.baseUrl;
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    get: async <T>(path: string): Promise<T> => {
      const r = await fetch(`${base}${path}`, { headers: { cookie } });
      expect(r.status).toBe(200);
      return (await r.json()) as T;
    },
    post: (path: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: '{}',
      }),
  };
}

type Results = { resultados: { participante_id: string; numero_hoyo: number; golpes: number }[] };

const strokesOn = (card: Results, participante: string, holes: number[]) =>
  holes.map(
    (h) => card.resultados.find((r) => r.participante_id === participante && r.numero_hoyo === h)?.golpes,
  );

/** The entries of idb-keyval's store in the page's origin whose key starts with `prefix`. */
function storedEntries(page: Page, prefix = ''): Promise<[string, unknown][]> {
  return page.evaluate(
    (prefix) =>
      new Promise<[string, unknown][]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const store = db.transaction('keyval', 'readonly').objectStore('keyval');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () =>
            resolve(
              keys.result.flatMap((k, i): [string, unknown][] =>
                typeof k === 'string' && k.startsWith(prefix) ? [[k, values.result[i]]] : [],
              ),
            );
        };
      }),
    prefix,
  );
}

/** The keys of idb-keyval's store in the page's origin. */
async function storedKeys(page: Page): Promise<string[]> {
  return (await storedEntries(page)).map(([key]) => key);
}

/** The stroke queues kept in IndexedDB (idb-keyval's `pena:strokes:{uid}` values). */
async function storedQueues(page: Page): Promise<{ pending: unknown[]; refused: unknown[] }[]> {
  return (await storedEntries(page, 'pena:strokes:')).map(
    ([, queue]) => queue as { pending: unknown[]; refused: unknown[] },
  );
}

/** Waits until the stored queues hold `pending` strokes and `refused` notices (a reload before the write would lose it). */
async function stored(page: Page, pending: number, refused: number) {
  await expect
    .poll(async () => {
      const queues = await storedQueues(page);
      return [
        queues.reduce((n, q) => n + q.pending.length, 0),
        queues.reduce((n, q) => n + q.refused.length, 0),
      ];
    })
    .toEqual([pending, refused]);
}

/** The service worker is active (shell precached) and the page's data is in the cache kept on the phone. */
async function readyOffline(page: Page, mustContain: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(
      async () =>
        (await storedEntries(page, 'pena:queries:')).some(([, value]) => String(value).includes(mustContain)),
      { timeout: 10_000 },
    )
    .toBe(true);
}

async function goToHole(page: Page, hole: number) {
  await page.getByRole('combobox', { name: 'Hoyo' }).click();
  await page.getByRole('option', { name: new RegExp(`^Hoyo ${hole} ·`) }).click();
  await page.getByRole('list', { name: `Resultados del hoyo ${hole}` }).waitFor();
}

const entries = (page: Page, hole: number) => page.getByRole('list', { name: `Resultados del hoyo ${hole}` });

async function cardText(page: Page, hole: number, nombre: string): Promise<string> {
  const item = entries(page, hole).locator(':scope > li', { hasText: nombre });
  return (await item.innerText()).replace(/\s+/g, ' ').trim();
}

async function choose(page: Page, dialogName: string, hole: number, nombre: string, golpes: number) {
  await goToHole(page, hole);
  await entries(page, hole)
    .getByRole('button', { name: new RegExp(nombre) })
    .click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: new RegExp(`^${golpes}( |$)`) }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function reopen(context: BrowserContext, page: Page, url: string): Promise<Page> {
  await page.close();
  const next = await context.newPage();
  next.setDefaultTimeout(15_000);
  await next.goto(url);
  return next;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /Sin conexión|Enviando/ });

describe('installable app', () => {
  it('serves the service worker, its Workbox runtime and the manifest to be revalidated on every visit', async () => {
    const sw = await fetch(`${club.server.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const body = await sw.text();
    expect(body).toContain('index.html');
    const runtime = /workbox-[0-9a-f]+/.exec(body)?.[0];
    expect(runtime).toBeDefined();
    const wb = await fetch(`${club.server.baseUrl}/${runtime}.js`);
    expect(wb.status).toBe(200);
    expect(wb.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${club.server.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(((await manifest.json()) as { name: string }).name).toBe('Peña de Golf');
  });
});

describe('tournament group offline', () => {
  const HOLES = [14, 15, 16, 17, 18];
  const STROKES = [8, 9, 8, 9, 8];

  it('strokes entered offline survive a reload and a closed tab, then reach the server and a partner live', async () => {
    const { context, page: first } = await newPage(club.browser, PHONE);
    const url = `${club.server.baseUrl}/introduccion-datos/${club.fixture.group}`;
    await signIn(first, JAVIER.email);
    await first.goto(url);
    await entries(first, 1)
      .or(first.getByRole('list', { name: /Resultados del hoyo/ }))
      .first()
      .waitFor();
    await readyOffline(first, club.fixture.group);

    const partner = await newPage(club.browser, DESKTOP);
    await signIn(partner.page, club.fixture.partnerEmail);
    await partner.page.goto(url);
    await goToHole(partner.page, 18);

    await context.setOffline(true);
    for (const [i, hole] of HOLES.entries()) {
      await choose(first, `Resultado Hoyo ${hole}`, hole, JAVIER.nombre, STROKES[i]!);
      await expect
        .poll(() => cardText(first, hole, JAVIER.nombre))
        .toMatch(new RegExp(`Pendiente ${STROKES[i]}( |$)`));
    }
    await status(first).getByText('Sin conexión').waitFor();
    await status(first).getByText('5 golpes pendientes de enviar').waitFor();
    expect(await first.getByRole('button', { name: 'Validar Resultados' }).isDisabled()).toBe(true);
    await shoot(first, 'offline-pendientes-phone');

    // Reload while offline: the service worker serves the app, the phone's cache the card, the queue the strokes.
    await stored(first, 5, 0);
    await first.reload();
    await entries(first, 18).waitFor();
    // The queue is read back from IndexedDB beside the first render: its marks follow the card by a moment.
    await expect.poll(() => cardText(first, 18, JAVIER.nombre)).toMatch(/Pendiente 8( |$)/);
    await status(first).getByText('5 golpes pendientes de enviar').waitFor();

    // Close the tab and open it again, still offline.
    const page = await reopen(context, first, url);
    await entries(page, 18).waitFor();
    await goToHole(page, 14);
    await expect.poll(() => cardText(page, 14, JAVIER.nombre)).toMatch(/Pendiente 8( |$)/);
    await status(page).getByText('5 golpes pendientes de enviar').waitFor();

    // Nothing reached the server yet.
    const api = await apiAs(JAVIER.email);
    const before = await api.get<Results>(`/api/groups/${club.fixture.group}/scorecard`);
    expect(strokesOn(before, club.fixture.javierSeat, [18])).toEqual([undefined]);

    // Online: sent in order, the marks go, the partner sees them live.
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          strokesOn(
            await api.get<Results>(`/api/groups/${club.fixture.group}/scorecard`),
            club.fixture.javierSeat,
            HOLES,
          ),
        { timeout: 20_000 },
      )
      .toEqual(STROKES);
    await expect.poll(() => page.getByText('Pendiente', { exact: true }).count()).toBe(0);
    await expect.poll(() => status(page).count()).toBe(0);
    expect(await cardText(page, 14, JAVIER.nombre)).toMatch(/ 8( |$)/);
    await expect.poll(() => cardText(partner.page, 18, JAVIER.nombre)).toMatch(/ 8( |$)/);
    await shoot(page, 'offline-enviados-phone');
    await partner.context.close();
    await context.close();
  });

  it('opened offline, left open while the session check fails, the card opens again offline', async () => {
    const { context, page: first } = await newPage(club.browser, PHONE);
    const url = `${club.server.baseUrl}/introduccion-datos/${club.fixture.group}`;
    await signIn(first, JAVIER.email);
    await first.goto(url);
    await entries(first, 1)
      .or(first.getByRole('list', { name: /Resultados del hoyo/ }))
      .first()
      .waitFor();
    await readyOffline(first, club.fixture.group);

    // Opened with no connection, the app asks for the session at start and, failing, once more a second later;
    // the card stays open past both (a player on the course keeps it open for hours).
    await context.setOffline(true);
    const page = await reopen(context, first, url);
    await page.getByRole('list', { name: /Resultados del hoyo/ }).waitFor();
    await page.waitForTimeout(4000);

    // Still offline, the next time the card is opened it is there, not the sign-in page.
    const again = await reopen(context, page, url);
    await again.getByRole('list', { name: /Resultados del hoyo/ }).waitFor();
    expect(new URL(again.url()).pathname).toBe(`/introduccion-datos/${club.fixture.group}`);
    await context.close();
  });

  it('a stroke queued while an admin validates the group comes back refused, is not applied and stays until dismissed', async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    const url = `${club.server.baseUrl}/introduccion-datos/${club.fixture.group}`;
    await signIn(page, JAVIER.email);
    await page.goto(url);
    await entries(page, 1)
      .or(page.getByRole('list', { name: /Resultados del hoyo/ }))
      .first()
      .waitFor();
    await readyOffline(page, club.fixture.group);

    await context.setOffline(true);
    await choose(page, 'Resultado Hoyo 17', 17, JAVIER.nombre, 3);
    await status(page).getByText('1 golpe pendiente de enviar').waitFor();

    const admin = await apiAs('admin@pena.golf');
    expect((await admin.post(`/api/groups/${club.fixture.group}/validate`)).status).toBe(200);

    await context.setOffline(false);
    const notice = page.getByRole('list', { name: 'Resultados no guardados' }).getByRole('alert');
    await notice.getByText('Resultados validados').waitFor({ timeout: 20_000 });
    await notice.getByText(LOCKED).waitFor();
    await notice.getByText(`No guardado: ${JAVIER.nombre} · Hoyo 17 · 3 golpes`).waitFor();
    // Not applied: the server keeps the earlier 9, and so does the card once the refusal is in.
    const api = await apiAs(JAVIER.email);
    expect(
      strokesOn(
        await api.get<Results>(`/api/groups/${club.fixture.group}/scorecard`),
        club.fixture.javierSeat,
        [17],
      ),
    ).toEqual([9]);
    await expect.poll(() => cardText(page, 17, JAVIER.nombre)).toMatch(/ 9( |$)/);
    await page.getByRole('status').getByText('Resultados validados').first().waitFor();
    await shoot(page, 'offline-rechazado-phone');

    // Kept across a reload until the player closes it.
    await stored(page, 0, 1);
    await page.reload();
    await notice.getByText(LOCKED).waitFor();
    await notice.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    // The notice goes at once; the stored queue follows a moment later (a reload before that would abort the write).
    await stored(page, 0, 0);
    await page.reload();
    await entries(page, 17).waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});

describe('personal game offline', () => {
  it('strokes entered offline survive a reload, then reach the server and Lucía live', async () => {
    const { context, page: first } = await newPage(club.browser, PHONE);
    const url = `${club.server.baseUrl}/partida-personal/${club.fixture.game}`;
    await signIn(first, JAVIER.email);
    await first.goto(url);
    await entries(first, 1).waitFor();
    await readyOffline(first, club.fixture.game);

    const lucia = await newPage(club.browser, DESKTOP);
    await signIn(lucia.page, LUCIA);
    await lucia.page.goto(url);
    await entries(lucia.page, 1).waitFor();

    await context.setOffline(true);
    await choose(first, 'Seleccionar resultado', 1, JAVIER.nombre, 5);
    await choose(first, 'Seleccionar resultado', 2, JAVIER.nombre, 6);
    await expect.poll(() => cardText(first, 2, JAVIER.nombre)).toMatch(/Pendiente 6( |$)/);
    await status(first).getByText('2 golpes pendientes de enviar').waitFor();
    // The standings computed on the phone count them already.
    await first.getByRole('tab', { name: 'Clasificación' }).click();
    await first
      .getByRole('list', { name: 'Clasificación' })
      .locator(':scope > li', { hasText: JAVIER.nombre })
      .getByText('2/18')
      .waitFor();
    await first.getByRole('tab', { name: 'Introducir Resultados' }).click();

    await stored(first, 2, 0);
    const page = await reopen(context, first, url);
    await entries(page, 2).waitFor();
    expect(await cardText(page, 2, JAVIER.nombre)).toMatch(/Pendiente 6( |$)/);

    await context.setOffline(false);
    const api = await apiAs(JAVIER.email);
    await expect
      .poll(
        async () =>
          strokesOn(
            await api.get<Results>(`/api/personal-games/${club.fixture.game}`),
            club.fixture.javierInGame,
            [1, 2],
          ),
        { timeout: 20_000 },
      )
      .toEqual([5, 6]);
    await expect.poll(() => page.getByText('Pendiente', { exact: true }).count()).toBe(0);
    await expect.poll(() => cardText(lucia.page, 1, JAVIER.nombre)).toMatch(/ 5( |$)/);
    await lucia.context.close();

    // Validated from another device while a stroke waits: refused with the server's message, not applied.
    await context.setOffline(true);
    await choose(page, 'Seleccionar resultado', 3, JAVIER.nombre, 4);
    expect((await api.post(`/api/personal-games/${club.fixture.game}/validate`)).status).toBe(200);
    await context.setOffline(false);
    const notice = page.getByRole('list', { name: 'Resultados no guardados' }).getByRole('alert');
    await notice.getByText('Resultados validados').waitFor({ timeout: 20_000 });
    await notice.getByText(LOCKED).waitFor();
    expect(
      strokesOn(
        await api.get<Results>(`/api/personal-games/${club.fixture.game}`),
        club.fixture.javierInGame,
        [3],
      ),
    ).toEqual([undefined]);
    await shoot(page, 'offline-partida-personal-phone');

    // 'Cerrar Sesión' deletes the cache kept on the phone (the next user of the browser never sees it).
    await page.goto(`${club.server.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL(`${club.server.baseUrl}/auth`);
    await expect.poll(() => storedKeys(page)).not.toContainEqual(expect.stringMatching(/^pena:queries:/));
    expect(await page.evaluate(() => localStorage.getItem('pena:uid'))).toBeNull();
    await context.close();
  });
});
