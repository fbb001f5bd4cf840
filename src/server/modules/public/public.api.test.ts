/**
 * A tournament's or league's 'Enlace público'. Off by default (a visitor's 404); an
 * administrator turns it on, renews it (the old address 404) and off; a visitor reads the page and the snapshot
 * with names as the link chose, never an e-mail, a phone or a birth date; the snapshot is one per change, with an
 * ETag (a reload is a 304) and a second of proxy caching.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZPublicLeague,
  ZPublicLinkSettings,
  ZPublicTournament,
  ZTvToday,
  type TPublicLinkSettings,
} from '@/shared/schemas/public';
import type { TMatch } from '@/shared/schemas/matches';
import { ZTournamentParticipantsResponse } from '@/shared/schemas/tournaments';
import { ligas, partidos, profiles, torneos } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTournament, type TournamentFixture } from '@/server/modules/scores/test-fixtures';

let t: TestApp;
let admin: Session;
let marta: Session;
let nico: Session;
let olga: Session;
let f: TournamentFixture;
let ligaId: string;
let webDir: string;
/** Every answer a visitor got, scanned at the end for private data. */
const publicAnswers: string[] = [];

const BIRTHS = { marta: '1980-02-03', nico: '2020-05-06', olga: '1975-07-08' };
const PHONES = ['611 222 333', '622 333 444', '633 444 555'];

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="app" /><title>Peña</title></head><body></body></html>',
  );
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z'), webDir });
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
    .set({ fecha_nacimiento: BIRTHS.olga, fecha_entrada_pena: '2010-01-01' })
    .where(eq(profiles.id, olga.profileId));
  f = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    participants: [
      { profileId: marta.profileId, sexo: 'mujer', group: 0 },
      { profileId: nico.profileId, sexo: 'hombre', group: 0 },
      { profileId: olga.profileId, sexo: 'mujer', group: 0 },
      { invitado: { nombre: 'Iván Invitado', handicap: 10, sexo: 'hombre' }, group: 0 },
    ],
  });
  const [liga] = await db.insert(ligas).values({ nombre: 'Liga de Primavera' }).returning({ id: ligas.id });
  ligaId = liga!.id;
  // Olga chooses 'No mostrar mi nombre en páginas públicas' on her profile.
  const res = await t.request('/api/profiles/me', {
    method: 'PUT',
    cookie: olga.cookie,
    json: {
      nombre: 'Olga Oculta Sanz',
      telefono: PHONES[2],
      fecha_nacimiento: BIRTHS.olga,
      fecha_entrada_pena: '2010-01-01',
      ocultar_nombre_publico: true,
    },
  });
  expect(res.status, await res.text()).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const linkPath = (kind: 'tournaments' | 'leagues', id: string) => `/api/admin/${kind}/${id}/public-link`;

async function setLink(
  body: { activo: boolean; nombres?: 'inicial' | 'completo'; ocultar_clasificacion?: boolean },
  kind: 'tournaments' | 'leagues' = 'tournaments',
  id = f.torneoId,
): Promise<TPublicLinkSettings> {
  const res = await t.request(linkPath(kind, id), {
    method: 'PUT',
    cookie: admin.cookie,
    json: { nombres: 'inicial', ocultar_clasificacion: false, ...body },
  });
  expect(res.status).toBe(200);
  return ZPublicLinkSettings.parse(await res.json());
}

/** A visitor's GET (no cookie): its status and text, kept for the private-data scan. */
async function visit(pathname: string, headers: Record<string, string> = {}) {
  const res = await t.request(pathname, { headers });
  const text = await res.text();
  publicAnswers.push(text);
  return { status: res.status, text, headers: res.headers };
}

describe("'Enlace público' of a tournament", () => {
  let token: string;

  it('is off by default: the settings say so and no address opens anything', async () => {
    const res = await t.request(linkPath('tournaments', f.torneoId), { cookie: admin.cookie });
    expect(ZPublicLinkSettings.parse(await res.json())).toEqual({
      activo: false,
      token: null,
      url: null,
      qr_svg: null,
      embed_url: null,
      embed_origenes: [],
      nombres: 'inicial',
      ocultar_clasificacion: false,
    });
    expect((await visit('/api/public/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await visit('/publico/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await visit('/api/public/tv')).text).toBe(JSON.stringify({ torneos: [], proximo: null }));
  });

  it('only administrators read or change it', async () => {
    expect((await t.request(linkPath('tournaments', f.torneoId), { cookie: marta.cookie })).status).toBe(403);
    const put = await t.request(linkPath('tournaments', f.torneoId), {
      method: 'PUT',
      cookie: marta.cookie,
      json: { activo: true, nombres: 'completo', ocultar_clasificacion: false },
    });
    expect(put.status).toBe(403);
    expect((await t.request(linkPath('tournaments', f.torneoId), { method: 'PUT', json: {} })).status).toBe(
      401,
    );
    const bad = await t.request(linkPath('tournaments', f.torneoId), {
      method: 'PUT',
      cookie: admin.cookie,
      json: { activo: true, nombres: 'apodo', ocultar_clasificacion: false },
    });
    expect(bad.status).toBe(400);
    const after = ZPublicLinkSettings.parse(
      await (await t.request(linkPath('tournaments', f.torneoId), { cookie: admin.cookie })).json(),
    );
    expect(after.activo).toBe(false);
  });

  it("on: the page with its preview tags and the snapshot, names as 'Nombre I.', initials for a minor and for who hides", async () => {
    const settings = await setLink({ activo: true });
    expect(settings.activo).toBe(true);
    token = settings.token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(settings.url).toBe(`http://localhost:3999/publico/${token}`);
    expect(settings.qr_svg).toMatch(/^<svg/);

    const page = await visit(`/publico/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Torneo de prueba · Peña de Golf</title>');
    expect(page.text).toContain('<meta property="og:title" content="Torneo de prueba · Peña de Golf" />');
    expect(page.text).toContain('1 de junio de 2030');
    expect(page.text.match(/<title>/g)).toHaveLength(1);

    const res = await visit(`/api/public/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=1, must-revalidate');
    const snap = ZPublicTournament.parse(JSON.parse(res.text));
    expect(snap.standings.participantes.map((p) => p.nombre).sort()).toEqual([
      'Iván I.',
      'Marta G.',
      'N. M.',
      'O. O.',
    ]);
    expect(
      snap.standings.participantes.every((p) => p.jugador_id === null && p.profile_image_url === null),
    ).toBe(true);
    expect(snap.partidas.map((p) => [p.nombre, p.hora_salida])).toEqual([['Partida 1', '09:00']]);
    expect(snap.clasificacion_visible).toBe(true);
    // Stroke play: no matches.
    expect(snap.partidos).toBeNull();
  });

  it("carries the categories (each one's sides, no birth date or sex) and the special prizes, winners by the link's names", async () => {
    const cats = await t.request(`/api/admin/tournaments/${f.torneoId}/categories`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: {
        no_acumulables: true,
        categorias: [
          {
            nombre: 'Damas',
            criterio: { tipo: 'sexo', sexo: 'mujer' },
            clasificacion: 'handicap',
            premios: 1,
          },
          {
            nombre: 'Senior',
            criterio: { tipo: 'edad', grupo: 'senior', edad: 52 },
            clasificacion: 'scratch',
            premios: 1,
          },
          {
            nombre: 'Júnior',
            criterio: { tipo: 'edad', grupo: 'junior', edad: 18 },
            clasificacion: 'handicap',
            premios: 1,
          },
        ],
      },
    });
    expect(cats.status, await cats.text()).toBe(200);
    const [marta1, nico1, olga1] = f.participantIds;
    for (const [tipo, numero_hoyo, winner, distancia_cm] of [
      ['bola_mas_cercana', 3, olga1, 345],
      ['drive_mas_largo', 7, marta1, 23_000],
      ['otro', null, nico1, null],
    ] as const) {
      const created = await t.request(`/api/admin/tournaments/${f.torneoId}/prizes`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { tipo, numero_hoyo, nombre: tipo === 'otro' ? 'Mejor vuelta de la cantera' : null },
      });
      expect(created.status, await created.text()).toBe(201);
      const { premios } = (await (
        await t.request(`/api/tournaments/${f.torneoId}/prizes`, { cookie: admin.cookie })
      ).json()) as { premios: { id: string; tipo: string }[] };
      const prize = premios.find((p) => p.tipo === tipo)!;
      const won = await t.request(`/api/prizes/${prize.id}/winner`, {
        method: 'PUT',
        cookie: admin.cookie,
        json: { participante_id: winner, distancia_cm },
      });
      expect(won.status, await won.text()).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 1_100));
    const res = await visit(`/api/public/${token}`);
    const snap = ZPublicTournament.parse(JSON.parse(res.text));
    const nameOf = new Map(snap.standings.participantes.map((p) => [p.id, p.nombre]));
    expect(snap.categorias!.config.categorias.map((c) => c.nombre)).toEqual(['Damas', 'Senior', 'Júnior']);
    // Individual play: a side is its participant. Who is in each, decided on the server.
    expect(snap.categorias!.miembros.map((ids) => ids.map((id) => nameOf.get(id)).sort())).toEqual([
      ['Marta G.', 'O. O.'],
      ['O. O.'],
      ['N. M.'],
    ]);
    expect(snap.premios_especiales).toEqual([
      {
        tipo: 'bola_mas_cercana',
        nombre: 'Bola más cercana',
        numero_hoyo: 3,
        ganador: { nombre: 'O. O.', distancia_cm: 345 },
      },
      {
        tipo: 'drive_mas_largo',
        nombre: 'Drive más largo',
        numero_hoyo: 7,
        ganador: { nombre: 'Marta G.', distancia_cm: 23_000 },
      },
      {
        tipo: 'otro',
        nombre: 'Mejor vuelta de la cantera',
        numero_hoyo: null,
        ganador: { nombre: 'N. M.', distancia_cm: null },
      },
    ]);
    // Nothing of who recorded the winners, no full name the link shortens, no profile id, no sex or age facts.
    for (const hidden of [
      'Ada Admin',
      'García',
      'Menor',
      'Oculta',
      admin.profileId,
      marta.profileId,
      nico.profileId,
      olga.profileId,
    ])
      expect(res.text).not.toContain(hidden);
    expect(res.text).not.toMatch(/"(registrado_por|registrado_at|historial|tramo_edad)"/);
  });

  it('a reload with the ETag is a 304; a stroke makes a new version', async () => {
    const first = await visit(`/api/public/${token}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    const again = await visit(`/api/public/${token}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    const save = await t.request(`/api/groups/${f.groupIds[0]}/scores`, {
      method: 'PUT',
      cookie: marta.cookie,
      json: { participante_id: f.participantIds[0], numero_hoyo: 1, golpes: 5 },
    });
    expect(save.status, await save.text()).toBe(200);
    // At most one build a second: wait it out, then the reload is a new version with the stroke.
    await new Promise((r) => setTimeout(r, 1_100));
    const changed = await visit(`/api/public/${token}`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const snap = ZPublicTournament.parse(JSON.parse(changed.text));
    expect(snap.version).toBe(changed.headers.get('etag')!.slice(1, -1));
    expect(snap.standings.resultados).toContainEqual(
      expect.objectContaining({ participante_id: f.participantIds[0], numero_hoyo: 1, golpes: 5 }),
    );
    expect(snap.progreso).toEqual([
      expect.objectContaining({ participante_id: f.participantIds[0], hoyos: 1 }),
    ]);
  });

  it("names in full on request (still initials for the minor and who hides); 'Ocultar la clasificación' holds results back", async () => {
    await setLink({ activo: true, nombres: 'completo', ocultar_clasificacion: true });
    const snap = ZPublicTournament.parse(JSON.parse((await visit(`/api/public/${token}`)).text));
    expect(snap.standings.participantes.map((p) => p.nombre).sort()).toEqual([
      'Iván Invitado',
      'Marta García López',
      'N. M.',
      'O. O.',
    ]);
    expect(snap.clasificacion_visible).toBe(false);
    expect(snap.standings.resultados).toEqual([]);
    // Categories and special prizes are held back with the results.
    expect(snap.categorias).toBeNull();
    expect(snap.premios_especiales).toEqual([]);
    expect(snap.progreso).toEqual([
      expect.objectContaining({ participante_id: f.participantIds[0], hoyos: 1 }),
    ]);
  });

  it("the entry list visitors can already open follows the link's choice; a member reads full names", async () => {
    const visitor = ZTournamentParticipantsResponse.parse(
      JSON.parse((await visit(`/api/tournaments/${f.torneoId}/participants`)).text),
    );
    expect(visitor.participantes.map((p) => p.nombre)).toEqual([
      'Iván Invitado',
      'Marta García López',
      'N. M.',
      'O. O.',
    ]);
    await setLink({ activo: true, nombres: 'inicial' });
    const initials = ZTournamentParticipantsResponse.parse(
      JSON.parse((await visit(`/api/tournaments/${f.torneoId}/participants`)).text),
    );
    expect(initials.participantes.map((p) => p.nombre)).toEqual(['Iván I.', 'Marta G.', 'N. M.', 'O. O.']);
    const member = ZTournamentParticipantsResponse.parse(
      await (await t.request(`/api/tournaments/${f.torneoId}/participants`, { cookie: marta.cookie })).json(),
    );
    expect(member.participantes.map((p) => p.nombre)).toContain('Nico Menor Ruiz');
  });

  it("today's tournaments with the link on are on the TV", async () => {
    const tv = ZTvToday.parse(JSON.parse((await visit('/api/public/tv')).text));
    expect(tv).toEqual({ torneos: [{ token, nombre: 'Torneo de prueba' }], proximo: null });
  });

  it('renewed: the old address is a 404, the new one works', async () => {
    const res = await t.request(`${linkPath('tournaments', f.torneoId)}/renew`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    const renewed = ZPublicLinkSettings.parse(await res.json());
    expect(renewed.token).not.toBe(token);
    expect((await visit(`/api/public/${token}`)).status).toBe(404);
    expect((await visit(`/publico/${token}`)).status).toBe(404);
    expect((await visit(`/api/public/${renewed.token}`)).status).toBe(200);
    token = renewed.token!;
  });

  it('off: the address is a 404, renewing is refused, and on again it is a new address', async () => {
    const off = await setLink({ activo: false });
    expect(off).toMatchObject({ activo: false, token: null });
    expect((await visit(`/api/public/${token}`)).status).toBe(404);
    const renew = await t.request(`${linkPath('tournaments', f.torneoId)}/renew`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(renew.status).toBe(409);
    const on = await setLink({ activo: true });
    expect(on.token).not.toBe(token);
    expect((await visit(`/api/public/${on.token}`)).status).toBe(200);
  });

  it('an inactive tournament opens nothing, whatever its link', async () => {
    const on = await setLink({ activo: true });
    await t.runtime.deps.db.update(torneos).set({ activo: false }).where(eq(torneos.id, f.torneoId));
    expect((await visit(`/api/public/${on.token}`)).status).toBe(404);
    await t.runtime.deps.db.update(torneos).set({ activo: true }).where(eq(torneos.id, f.torneoId));
  });
});

describe("'Enlace público' of a match-play tournament with a knockout draw", () => {
  let torneoId: string;
  let token: string;
  let etag: string;
  const snapshot = async (headers: Record<string, string> = {}) => {
    const res = await visit(`/api/public/${token}`, headers);
    return { res, snap: res.status === 200 ? ZPublicTournament.parse(JSON.parse(res.text)) : null };
  };
  const sideNames = (m: TMatch) => m.lados.map((l) => l?.nombre ?? null);

  it("carries the matches and the draw's rounds, every name as the link shows it, nobody's permission", async () => {
    const mp = await insertTournament(t.runtime.deps.db, {
      fecha_juego: '2030-06-01',
      modalidad: 'matchplay_individual',
      groups: 0,
      participants: [
        { profileId: marta.profileId, sexo: 'mujer', handicap_torneo: 10 },
        { profileId: nico.profileId, sexo: 'hombre', handicap_torneo: 20 },
        { profileId: olga.profileId, sexo: 'mujer', handicap_torneo: 15 },
        { invitado: { nombre: 'Iván Invitado', handicap: 5, sexo: 'hombre' }, handicap_torneo: 5 },
      ],
    });
    torneoId = mp.torneoId;
    const draw = await t.request(`/api/admin/tournaments/${torneoId}/draw`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { modo: 'handicap', fechas_limite: ['2030-06-10', '2030-06-20'] },
    });
    expect(draw.status, await draw.text()).toBe(200);
    token = (await setLink({ activo: true }, 'tournaments', torneoId)).token!;

    const { res, snap } = await snapshot();
    etag = res.headers.get('etag')!;
    const partidos = snap!.partidos!;
    expect(partidos.torneo.cuadro).toBe(true);
    expect(partidos.rondas.map((r) => [r.nombre, r.fecha_limite])).toEqual([
      ['Semifinales', '2030-06-10'],
      ['Final', '2030-06-20'],
    ]);
    // Seeds by handicap: Iván (5) v Nico (20), Marta (10) v Olga (15); the minor and who hides by initials.
    const semis = partidos.partidos.filter((m) => m.ronda === 1);
    expect(semis.map(sideNames).flat().sort()).toEqual(['Iván I.', 'Marta G.', 'N. M.', 'O. O.']);
    expect(semis.flatMap((m) => m.lados.flatMap((l) => l!.jugadores.map((j) => j.nombre))).sort()).toEqual([
      'Iván I.',
      'Marta G.',
      'N. M.',
      'O. O.',
    ]);
    const final = partidos.partidos.find((m) => m.ronda === 2)!;
    expect(final.lados).toEqual([null, null]);
    expect(final.procedencia).toEqual(['Ganador de Semifinal 1', 'Ganador de Semifinal 2']);
    expect(
      partidos.partidos.every((m) => !m.permisos.jugar && !m.permisos.administrar && m.lado_propio === null),
    ).toBe(true);
    // No full name of who the link shortens, no profile id.
    for (const hidden of [
      'García',
      'Menor',
      'Oculta',
      'Invitado',
      marta.profileId,
      nico.profileId,
      olga.profileId,
    ])
      expect(res.text).not.toContain(hidden);
  });

  it('a direct result shows in the next snapshot, its words with the public names; the winner reaches the final', async () => {
    const before = (await snapshot()).snap!.partidos!;
    const semi = before.partidos.find((m) => m.ronda === 1 && sideNames(m).includes('Marta G.'))!;
    const lado = sideNames(semi).indexOf('Marta G.') + 1;
    const put = await t.request(`/api/matches/${semi.id}/result`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { ganador: lado, resultado: '3/2' },
    });
    expect(put.status, await put.text()).toBe(200);
    await new Promise((r) => setTimeout(r, 1_100));
    const { res, snap } = await snapshot({ 'if-none-match': etag });
    expect(res.status).toBe(200);
    etag = res.headers.get('etag')!;
    const after = snap!.partidos!;
    expect(after.partidos.find((m) => m.id === semi.id)).toMatchObject({
      estado: 'terminado',
      ganador: lado,
      resultado_texto: 'Marta G. gana 3/2',
    });
    const final = after.partidos.find((m) => m.ronda === 2)!;
    expect(final.lados[semi.posicion - 1]?.nombre).toBe('Marta G.');
    expect(res.text).not.toContain('García');
  });

  it("a stroke on the other semi-final's card shows in the next snapshot", async () => {
    const before = (await snapshot()).snap!.partidos!;
    const semi = before.partidos.find((m) => m.ronda === 1 && m.estado === 'pendiente')!;
    for (const [i, golpes] of [
      [0, 3],
      [1, 7],
    ] as const) {
      const save = await t.request(`/api/groups/${semi.partida_id}/scores`, {
        method: 'PUT',
        cookie: admin.cookie,
        json: { participante_id: semi.lados[i]!.participante_ids[0], numero_hoyo: 1, golpes },
      });
      expect(save.status, await save.text()).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 1_100));
    const { res, snap } = await snapshot({ 'if-none-match': etag });
    expect(res.status).toBe(200);
    const now = snap!.partidos!.partidos.find((m) => m.id === semi.id)!;
    expect(now.estado).toBe('en_juego');
    expect(now.estado_texto).toBe(`${semi.lados[0]!.nombre} 1 arriba`);
    expect(res.text).not.toMatch(/Nico|Iván Invitado/);
  });
});

describe('the TV and a knockout played over weeks', () => {
  it('lists it on the days one of its matches is agreed for, not on the others', async () => {
    const db = t.runtime.deps.db;
    const ko = await insertTournament(db, {
      fecha_juego: '2030-05-01',
      modalidad: 'matchplay_individual',
      groups: 0,
      participants: [
        { profileId: marta.profileId, sexo: 'mujer', handicap_torneo: 10 },
        { profileId: olga.profileId, sexo: 'mujer', handicap_torneo: 15 },
      ],
    });
    const draw = await t.request(`/api/admin/tournaments/${ko.torneoId}/draw`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { modo: 'handicap', fechas_limite: ['2030-06-10'] },
    });
    expect(draw.status, await draw.text()).toBe(200);
    await db.update(torneos).set({ nombre: 'Eliminatoria de mayo' }).where(eq(torneos.id, ko.torneoId));
    const { token } = await setLink({ activo: true }, 'tournaments', ko.torneoId);
    const names = async () =>
      ZTvToday.parse(JSON.parse((await visit('/api/public/tv')).text)).torneos.map((x) => x.nombre);
    expect(await names()).not.toContain('Eliminatoria de mayo');
    await db.update(partidos).set({ fecha: '2030-06-01' }).where(eq(partidos.torneo_id, ko.torneoId));
    expect(await names()).toContain('Eliminatoria de mayo');
    expect((await visit(`/api/public/${token}`)).status).toBe(200);
  });
});

describe("'Enlace público' of a league", () => {
  it('off: a 404; on: the league standings', async () => {
    const settings = await setLink({ activo: true }, 'leagues', ligaId);
    const res = await visit(`/api/public/${settings.token}`);
    expect(res.status).toBe(200);
    const snap = ZPublicLeague.parse(JSON.parse(res.text));
    expect(snap.standings.liga.nombre).toBe('Liga de Primavera');
    const page = await visit(`/publico/${settings.token}`);
    expect(page.text).toContain('<title>Liga de Primavera · Peña de Golf</title>');
    await setLink({ activo: false }, 'leagues', ligaId);
    expect((await visit(`/api/public/${settings.token}`)).status).toBe(404);
  });
});

describe('no public answer carries private data', () => {
  it('no e-mail, phone or birth date in anything a visitor read', () => {
    expect(publicAnswers.length).toBeGreaterThan(15);
    const forbidden = [
      ...[admin, marta, nico, olga].map((s) => s.email),
      ...PHONES,
      ...PHONES.map((p) => p.replaceAll(' ', '')),
      ...Object.values(BIRTHS),
    ];
    for (const text of publicAnswers) {
      for (const secret of forbidden) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(text).not.toMatch(/"(email|telefono|fecha_nacimiento|tramo_edad|registrado_por)"/);
    }
  });
});
