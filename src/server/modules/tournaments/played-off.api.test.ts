/**
 * What each participant plays off (decision record 028): a join, a new index or sex recompute it at once in the
 * tournaments not started; a playing handicap set by hand ('fijado a mano') is kept until it is cleared; once a
 * tournament has started (its first stroke), the index, tee and course handicap it was played off are kept.
 *
 * Club course 'La Dehesa': Amarillas (men) slope 132, CR 71.8, par 72; Rojas (women) slope 126, CR 73.4, par 74.
 * Index 18.4 on Amarillas: 18.4 × 132 / 113 − 0.2 = 21.29 → 21. Index 14.2: 16.39 → 16 (men), 15.23 → 15 (women).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlayedOff } from '@/shared/domain';
import type { TAdminPlayerDetail } from '@/shared/schemas/admin-players';
import type { TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import type { TCreateInvitationsResponse } from '@/shared/schemas/invitations';
import { ZStandingsInputs } from '@/shared/schemas/standings';
import { ZTournamentCard } from '@/shared/schemas/tournaments';
import { participantesTorneo } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTournament, insertTwoTeeCourse } from './test-fixtures';

const UPCOMING = '2030-06-15';

let t: TestApp;
let admin: Session;
let course: { id: string; men: string; women: string };
let counter = 0;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  course = await insertTwoTeeCourse(db());
});
afterAll(async () => {
  await t.close();
});

async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const call = (method: string, path: string, json?: unknown, cookie = admin.cookie) =>
  t.request(path, { method, cookie, ...(json !== undefined ? { json } : {}) });

/** A club player without account, made by the administrator. */
async function member(email: string | null, handicap: number | null, sexo: 'hombre' | 'mujer' = 'hombre') {
  const body = await ok<TAdminPlayerDetail>(
    await call('POST', '/api/admin/players', {
      nombre: `Socio ${++counter}`,
      fecha_nacimiento: '1968-02-03',
      handicap,
      sexo,
      ...(email ? { email } : {}),
    }),
    201,
  );
  return body.perfil.id;
}

/** The administrator's edit of a player: their current fields with `change`. */
async function editPlayer(id: string, change: Record<string, unknown>) {
  const { perfil } = await ok<TAdminPlayerDetail>(await call('GET', `/api/admin/players/${id}`));
  return ok<TAdminPlayerDetail>(
    await call('PUT', `/api/admin/players/${id}`, {
      nombre: perfil.nombre,
      fecha_nacimiento: perfil.fecha_nacimiento,
      fecha_entrada_pena: perfil.fecha_entrada_pena,
      telefono: perfil.telefono,
      handicap: perfil.handicap,
      sexo: perfil.sexo,
      tramo_edad: perfil.tramo_edad,
      numero_licencia_federativa: perfil.numero_licencia_federativa,
      ...change,
    }),
  );
}

const tournament = () =>
  insertTournament(db(), {
    fecha_juego: UPCOMING,
    campo_id: course.id,
    tees: { hombre: course.men, mujer: course.women },
  });

/** What the player sees on the tournament's card: the playing handicap they play off. */
async function shownTo(s: Session, torneoId: string) {
  const card = ZTournamentCard.parse(
    await ok(await t.request(`/api/tournaments/${torneoId}`, { cookie: s.cookie })),
  );
  return card.inscripcion?.handicap_juego;
}

async function row(torneoId: string, jugadorId: string) {
  const [r] = await db()
    .select()
    .from(participantesTorneo)
    .where(and(eq(participantesTorneo.torneo_id, torneoId), eq(participantesTorneo.jugador_id, jugadorId)));
  return r!;
}

async function participant(torneoId: string, jugadorId: string) {
  const list = await ok<TAdminParticipant[]>(
    await call('GET', `/api/admin/tournaments/${torneoId}/participants`),
  );
  return list.find((p) => p.jugador_id === jugadorId)!;
}

describe('a member who signs up and enrols before being joined', () => {
  it('plays off their own handicap as soon as the administrator joins the account', async () => {
    const id = await member('luis@example.com', 18.4);
    const signUp = await t.signUp({ nombre: 'Luis', email: 'luis@example.com' });
    const torneoId = await tournament();
    await ok(
      await t.request(`/api/tournaments/${torneoId}/enrolment`, { method: 'POST', cookie: signUp.cookie }),
      201,
    );
    // Before the join the sign-up has no index: T§9 plays it off 0.
    expect(await shownTo(signUp, torneoId)).toBe(0);

    await ok(await call('POST', `/api/admin/players/${id}/join-account`));
    expect(await shownTo(signUp, torneoId)).toBe(21);
    const card = ZTournamentCard.parse(
      await ok(await t.request(`/api/tournaments/${torneoId}`, { cookie: signUp.cookie })),
    );
    expect(card.inscripcion?.jugado).toMatchObject({ indice: 18.4, salida: 'Amarillas', handicap_juego: 21 });
    const r = await row(torneoId, id);
    expect(r).toMatchObject({
      handicap_torneo: 21,
      indice_juego: 18.4,
      salida_juego_id: course.men,
      salida_juego_nombre: 'Amarillas',
      slope_juego: 132,
      course_rating_juego: 71.8,
      handicap_origen: null,
    });
    expect(r.handicap_campo).toBeCloseTo(21.294, 3);
  });

  it('plays off their own handicap as soon as they accept an invitation', async () => {
    const id = await member(null, 14.2, 'mujer');
    const early = await t.signUp({ nombre: 'Mari', email: 'mari.movil@example.com' });
    const torneoId = await tournament();
    await ok(
      await t.request(`/api/tournaments/${torneoId}/enrolment`, { method: 'POST', cookie: early.cookie }),
      201,
    );
    expect(await shownTo(early, torneoId)).toBe(0);

    const invitations = await ok<TCreateInvitationsResponse>(
      await call('POST', '/api/admin/invitations', { jugador_ids: [id] }),
      201,
    );
    const token = new URL(invitations.invitaciones[0]!.url).hash.slice(1);
    await ok(await call('POST', '/api/invitations/claim', { token }, early.cookie));
    expect(await shownTo(early, torneoId)).toBe(15);
    expect(await row(torneoId, id)).toMatchObject({ indice_juego: 14.2, salida_juego_nombre: 'Rojas' });
  });
});

describe('a change of what a playing handicap depends on', () => {
  it('recomputes it for a new index and a new sex; one set by hand is kept until it is cleared', async () => {
    const id = await member(null, 18.4);
    const torneoId = await tournament();
    await ok(
      await call('POST', `/api/admin/tournaments/${torneoId}/participants`, { jugador_ids: [id] }),
      201,
    );
    expect((await participant(torneoId, id)).handicap_torneo).toBe(21);

    await editPlayer(id, { handicap: 14.2 });
    expect((await participant(torneoId, id)).handicap_torneo).toBe(16);
    await editPlayer(id, { sexo: 'mujer' });
    expect((await participant(torneoId, id)).jugado).toMatchObject({
      indice: 14.2,
      salida: 'Rojas',
      handicap_juego: 15,
      fijado: false,
    });

    // The administrator's own value: 'fijado a mano', kept by the next change of index…
    const p = await participant(torneoId, id);
    await ok(await call('PUT', `/api/admin/participants/${p.id}/handicap`, { handicap_torneo: 30 }));
    await editPlayer(id, { handicap: 18.4 });
    expect((await participant(torneoId, id)).jugado).toMatchObject({ handicap_juego: 30, fijado: true });
    // …until 'Quitar fijado': the new index counts at once (18.4 on Rojas: 19.92 → 20).
    await ok(await call('DELETE', `/api/admin/participants/${p.id}/handicap`));
    expect((await participant(torneoId, id)).jugado).toMatchObject({
      indice: 18.4,
      handicap_juego: 20,
      fijado: false,
    });
  });

  it('recomputes it in their other tournaments when a reference handicap is given on adding them', async () => {
    const id = await member(null, 18.4);
    const first = await tournament();
    const second = await tournament();
    await ok(await call('POST', `/api/admin/tournaments/${first}/participants`, { jugador_ids: [id] }), 201);
    expect((await participant(first, id)).handicap_torneo).toBe(21);
    await ok(
      await call('POST', `/api/admin/tournaments/${second}/participants`, {
        jugador_ids: [id],
        handicap_referencia: 14.2,
      }),
      201,
    );
    expect((await participant(second, id)).handicap_torneo).toBe(16);
    expect((await participant(first, id)).jugado).toMatchObject({ indice: 14.2, handicap_juego: 16 });
  });

  it('recomputes it when the tournament’s tee for the player’s sex changes', async () => {
    const id = await member(null, 18.4);
    const torneoId = await tournament();
    await ok(
      await call('POST', `/api/admin/tournaments/${torneoId}/participants`, { jugador_ids: [id] }),
      201,
    );
    const form = await ok<Record<string, unknown>>(await call('GET', `/api/admin/tournaments/${torneoId}`));
    await ok(
      await call('PUT', `/api/admin/tournaments/${torneoId}`, {
        nombre: form.nombre,
        fecha_juego: form.fecha_juego,
        campo_id: form.campo_id,
        modalidad: form.modalidad,
        metodo_desempate: form.metodo_desempate,
        descripcion: form.descripcion,
        activo: form.activo,
        limite_golpes_hoyo: form.limite_golpes_hoyo,
        reductor_handicap: form.reductor_handicap,
        salida_hombre_id: course.women,
        salida_mujer_id: course.women,
      }),
    );
    // 18.4 on Rojas: 18.4 × 126 / 113 − 0.6 = 19.92 → 20.
    expect((await participant(torneoId, id)).jugado).toMatchObject({ salida: 'Rojas', handicap_juego: 20 });
  });
});

describe('once the tournament has started', () => {
  it('keeps the index, tee and course handicap played off: a later index no longer changes them', async () => {
    const id = await member(null, 18.4);
    const torneoId = await tournament();
    await ok(
      await call('POST', `/api/admin/tournaments/${torneoId}/participants`, { jugador_ids: [id] }),
      201,
    );
    const p = await participant(torneoId, id);
    await ok(
      await call('PUT', `/api/admin/participants/${p.id}/card`, {
        golpes: Array.from({ length: 18 }, () => 5),
        recogida: Array.from({ length: 18 }, () => false),
      }),
    );
    expect((await participant(torneoId, id)).jugado?.origen).toBe('congelado');

    await editPlayer(id, { handicap: 5.1, sexo: 'mujer' });
    expect((await participant(torneoId, id)).jugado).toMatchObject({
      indice: 18.4,
      salida: 'Amarillas',
      handicap_juego: 21,
      origen: 'congelado',
    });
    expect((await row(torneoId, id)).handicap_campo).toBeCloseTo(21.294, 3);
    // The standings and cards show what was played off.
    const standings = ZStandingsInputs.parse(
      await ok(await call('GET', `/api/tournaments/${torneoId}/standings`)),
    );
    const shown = standings.participantes.find((x) => x.jugador_id === id)!;
    expect(shown.handicap).toBe(21);
    expect(
      formatPlayedOff({
        indice: shown.jugado!.indice,
        salida: shown.jugado!.salida,
        handicap_campo: shown.jugado!.handicap_campo,
        handicap_juego: shown.handicap,
      }),
    ).toBe('Hándicap 18,4 · Amarillas · HC 21 · HJ 21');
  });

  it('keeps them for a tournament whose day is over, even without strokes', async () => {
    const id = await member(null, 18.4);
    const past = await insertTournament(db(), {
      fecha_juego: '2020-03-01',
      campo_id: course.id,
      tees: { hombre: course.men },
    });
    await ok(await call('POST', `/api/admin/tournaments/${past}/participants`, { jugador_ids: [id] }), 201);
    await editPlayer(id, { handicap: 10 });
    expect((await participant(past, id)).jugado).toMatchObject({
      indice: 18.4,
      handicap_juego: 21,
      origen: 'congelado',
    });
  });
});
