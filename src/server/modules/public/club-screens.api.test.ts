/**
 * 'Pantallas del club': an administrator pairs a screen with a secret address /tv/{secreto}, which shows every
 * tournament of the day — its public link on or off — by the public pages' name rules, never an e-mail, a phone or
 * a birth date. Only administrators list, pair, rename, renew or remove screens; an unknown, renewed or removed
 * secret is a 404.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClubScreen, ZClubScreens, ZPublicTournament, ZTvToday } from '@/shared/schemas/public';
import { pantallasClub, profiles, torneos } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTournament, type TournamentFixture } from '@/server/modules/scores/test-fixtures';

let t: TestApp;
let admin: Session;
let marta: Session;
let nico: Session;
let olga: Session;
let f: TournamentFixture;
/** Every answer a screen got, scanned at the end for private data. */
const screenAnswers: string[] = [];

const BIRTHS = { marta: '1980-02-03', nico: '2020-05-06', olga: '1975-07-08' };
const PHONES = ['611 999 333', '622 999 444', '633 999 555'];

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  marta = await t.signUp({ nombre: 'Marta García López', telefono: PHONES[0] });
  nico = await t.signUp({ nombre: 'Nico Menor Ruiz', telefono: PHONES[1] });
  olga = await t.signUp({ nombre: 'Olga Oculta Sanz', telefono: PHONES[2] });
  const db = t.runtime.deps.db;
  await db.update(profiles).set({ fecha_nacimiento: BIRTHS.marta }).where(eq(profiles.id, marta.profileId));
  await db.update(profiles).set({ fecha_nacimiento: BIRTHS.nico }).where(eq(profiles.id, nico.profileId));
  await db
    .update(profiles)
    .set({ fecha_nacimiento: BIRTHS.olga, ocultar_nombre_publico: true })
    .where(eq(profiles.id, olga.profileId));
  f = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    participants: [
      { profileId: marta.profileId, sexo: 'mujer', group: 0 },
      { profileId: nico.profileId, sexo: 'hombre', group: 0 },
      { profileId: olga.profileId, sexo: 'mujer', group: 0 },
    ],
  });
  await db.update(torneos).set({ nombre: 'Medal de junio' }).where(eq(torneos.id, f.torneoId));
});
afterAll(async () => {
  await t.close();
});

const screenCount = async () => (await t.runtime.deps.db.select({ n: count() }).from(pantallasClub))[0]!.n;

/** A screen's GET (no cookie): its status and text, kept for the private-data scan. */
async function watch(pathname: string, headers: Record<string, string> = {}) {
  const res = await t.request(pathname, { headers });
  const text = await res.text();
  screenAnswers.push(text);
  return { status: res.status, text, headers: res.headers };
}

async function pair(nombre: string) {
  const res = await t.request('/api/admin/screens', {
    method: 'POST',
    cookie: admin.cookie,
    json: { nombre },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ZClubScreen.parse(await res.json());
}

const secretOf = (url: string) => url.split('/tv/')[1]!;

describe("'Pantallas del club'", () => {
  it('a paired screen shows a tournament of today whose public link is off, by the public name rules', async () => {
    // The tournament's link is off: /tv does not show it.
    expect(ZTvToday.parse(JSON.parse((await watch('/api/public/tv')).text)).torneos).toEqual([]);
    const bar = await pair('  Bar  ');
    expect(bar.nombre).toBe('Bar');
    expect(bar.url).toMatch(/\/tv\/[A-Za-z0-9_-]{24}$/);
    expect(bar.qr_svg).toContain('<svg');

    const list = await watch(`/api/public/tv/${secretOf(bar.url)}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-cache');
    const today = ZTvToday.parse(JSON.parse(list.text));
    expect(today).toEqual({ torneos: [{ token: f.torneoId, nombre: 'Medal de junio' }], proximo: null });

    const path = `/api/public/tv/${secretOf(bar.url)}/torneos/${f.torneoId}`;
    const res = await watch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const snap = ZPublicTournament.parse(JSON.parse(res.text));
    // 'Nombre I.' (no link: the public default); a player under 14 and one who hides their name by initials.
    expect(snap.standings.participantes.map((p) => p.nombre).sort()).toEqual(['Marta G.', 'N. M.', 'O. O.']);
    expect(snap.standings.participantes.every((p) => p.jugador_id === null)).toBe(true);
    // A reload with the ETag is a 304.
    const again = await watch(path, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it("follows the link's options while it is off: names in full, 'Ocultar la clasificación'", async () => {
    const link = await t.request(`/api/admin/tournaments/${f.torneoId}/public-link`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { activo: false, nombres: 'completo', ocultar_clasificacion: true },
    });
    expect(link.status).toBe(200);
    const { pantallas } = ZClubScreens.parse(
      await (await t.request('/api/admin/screens', { cookie: admin.cookie })).json(),
    );
    const secret = secretOf(pantallas[0]!.url);
    const snap = ZPublicTournament.parse(
      JSON.parse((await watch(`/api/public/tv/${secret}/torneos/${f.torneoId}`)).text),
    );
    expect(snap.clasificacion_visible).toBe(false);
    expect(snap.standings.resultados).toEqual([]);
    expect(snap.standings.participantes.map((p) => p.nombre)).toContain('Marta García López');
  });

  it('opens only today’s tournaments of the club; with none, it says when the next one is', async () => {
    const { pantallas } = ZClubScreens.parse(
      await (await t.request('/api/admin/screens', { cookie: admin.cookie })).json(),
    );
    const secret = secretOf(pantallas[0]!.url);
    const later = await insertTournament(t.runtime.deps.db, { fecha_juego: '2030-06-08', participants: [] });
    expect((await watch(`/api/public/tv/${secret}/torneos/${later.torneoId}`)).status).toBe(404);
    expect((await watch(`/api/public/tv/${secret}/torneos/nada`)).status).toBe(404);
    await t.runtime.deps.db.update(torneos).set({ activo: false }).where(eq(torneos.id, f.torneoId));
    try {
      const today = ZTvToday.parse(JSON.parse((await watch(`/api/public/tv/${secret}`)).text));
      expect(today).toEqual({
        torneos: [],
        proximo: { nombre: 'Torneo de prueba', fecha_juego: '2030-06-08' },
      });
    } finally {
      await t.runtime.deps.db.update(torneos).set({ activo: true }).where(eq(torneos.id, f.torneoId));
    }
  });

  it('an unknown secret is a 404 with the usual JSON error', async () => {
    for (const secret of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'x', 'a%20b']) {
      const res = await watch(`/api/public/tv/${secret}`);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: 'Esta pantalla no está emparejada. Pídale al administrador una dirección nueva.',
        },
      });
    }
    expect((await watch(`/api/public/tv/AAAAAAAAAAAAAAAAAAAAAAAA/torneos/${f.torneoId}`)).status).toBe(404);
  });

  it("'Renovar dirección': the old secret is a 404 at once, the new one works; 'Quitar': a 404", async () => {
    const rec = await pair('Recepción');
    const old = secretOf(rec.url);
    expect((await watch(`/api/public/tv/${old}`)).status).toBe(200);
    const res = await t.request(`/api/admin/screens/${rec.id}/renew`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const renewed = ZClubScreen.parse(await res.json());
    expect(renewed.url).not.toBe(rec.url);
    expect(renewed.nombre).toBe('Recepción');
    expect((await watch(`/api/public/tv/${old}`)).status).toBe(404);
    expect((await watch(`/api/public/tv/${old}/torneos/${f.torneoId}`)).status).toBe(404);
    expect((await watch(`/api/public/tv/${secretOf(renewed.url)}`)).status).toBe(200);

    const rename = await t.request(`/api/admin/screens/${rec.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { nombre: 'Recepción nueva' },
    });
    expect(rename.status).toBe(200);
    expect(ZClubScreen.parse(await rename.json())).toMatchObject({
      nombre: 'Recepción nueva',
      url: renewed.url,
    });

    const del = await t.request(`/api/admin/screens/${rec.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(del.status).toBe(204);
    expect((await watch(`/api/public/tv/${secretOf(renewed.url)}`)).status).toBe(404);
    const again = await t.request(`/api/admin/screens/${rec.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(again.status).toBe(404);
  });

  it('a player gets a 403 on every administrators’ endpoint, and nothing is written', async () => {
    const { pantallas } = ZClubScreens.parse(
      await (await t.request('/api/admin/screens', { cookie: admin.cookie })).json(),
    );
    const bar = pantallas[0]!;
    const before = await screenCount();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/screens'],
      ['POST', '/api/admin/screens', { nombre: 'Pirata' }],
      ['PUT', `/api/admin/screens/${bar.id}`, { nombre: 'Pirata' }],
      ['POST', `/api/admin/screens/${bar.id}/renew`],
      ['DELETE', `/api/admin/screens/${bar.id}`],
    ];
    for (const [method, path, json] of calls) {
      const res = await t.request(path, { method, cookie: marta.cookie, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      const anon = await t.request(path, { method, ...(json ? { json } : {}) });
      expect(anon.status, `${method} ${path}`).toBe(401);
    }
    expect(await screenCount()).toBe(before);
    const after = ZClubScreens.parse(
      await (await t.request('/api/admin/screens', { cookie: admin.cookie })).json(),
    );
    expect(after.pantallas[0]).toEqual(bar);
  });

  it('a missing or too long name is refused in Spanish, and nothing is written', async () => {
    const { pantallas } = ZClubScreens.parse(
      await (await t.request('/api/admin/screens', { cookie: admin.cookie })).json(),
    );
    const bar = pantallas[0]!;
    const before = await screenCount();
    const cases: [unknown, string][] = [
      [{ nombre: '' }, 'Escribe el nombre de la pantalla (por ejemplo, Bar o Recepción)'],
      [{ nombre: '   ' }, 'Escribe el nombre de la pantalla (por ejemplo, Bar o Recepción)'],
      [{}, 'Escribe el nombre de la pantalla (por ejemplo, Bar o Recepción)'],
      [{ nombre: 'x'.repeat(61) }, 'Máximo 60 caracteres'],
      [{ nombre: 'Bar', token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, 'Datos no válidos'],
    ];
    for (const [json, message] of cases) {
      for (const [method, path] of [
        ['POST', '/api/admin/screens'],
        ['PUT', `/api/admin/screens/${bar.id}`],
      ] as const) {
        const res = await t.request(path, { method, cookie: admin.cookie, json });
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      }
    }
    expect(await screenCount()).toBe(before);
    const after = ZClubScreens.parse(
      await (await t.request('/api/admin/screens', { cookie: admin.cookie })).json(),
    );
    expect(after.pantallas[0]).toEqual(bar);
    const sixty = await t.request(`/api/admin/screens/${bar.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { nombre: 'y'.repeat(60) },
    });
    expect(sixty.status).toBe(200);
  });

  it('no e-mail, phone or birth date in anything a screen read', () => {
    expect(screenAnswers.length).toBeGreaterThan(10);
    const forbidden = [
      ...[admin, marta, nico, olga].map((s) => s.email),
      ...PHONES,
      ...PHONES.map((p) => p.replaceAll(' ', '')),
      ...Object.values(BIRTHS),
    ];
    for (const text of screenAnswers) {
      for (const secret of forbidden) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(text).not.toMatch(/"(email|telefono|fecha_nacimiento|tramo_edad|registrado_por)"/);
    }
  });
});
