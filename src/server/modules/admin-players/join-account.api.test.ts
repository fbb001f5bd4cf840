/**
 * An account signed up with a club player's e-mail, without SMTP, waits to be joined to that player (decision 010
 * "Profile link"): the player sees it, the administrator sees it on the player's row and card, and joins them in
 * one action — the sign-up's own profile goes, what it had moves to the player — or is refused, changing nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMeResponse } from '@/shared/schemas/accounts';
import {
  ADMIN_PLAYER_MESSAGES as M,
  type TAdminPlayerDetail,
  type TAdminPlayersResponse,
  type TJoinAccountResponse,
} from '@/shared/schemas/admin-players';
import {
  camposGolf,
  participantesPartidaPersonal,
  participantesTorneo,
  partidas,
  profiles,
  resultadosHoyo,
  torneos,
  user,
} from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let campoId: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  const [campo] = await t.runtime.deps.db
    .insert(camposGolf)
    .values({ nombre: 'Campo', ubicacion: 'Soria' })
    .returning({ id: camposGolf.id });
  campoId = campo!.id;
});
afterAll(async () => {
  await t.close();
});

/** A club player without account (created by the administrator) and a sign-up with the same e-mail. */
async function memberAndSignUp() {
  counter += 1;
  const email = `marta${counter}@example.com`;
  const res = await t.request('/api/admin/players', {
    method: 'POST',
    cookie: admin.cookie,
    json: { nombre: 'Marta Sánchez', fecha_nacimiento: '1970-04-05', email, handicap: 12.3 },
  });
  expect(res.status).toBe(201);
  const memberId = ((await res.json()) as TAdminPlayerDetail).perfil.id;
  const signUp = await t.signUp({ nombre: 'Marta Sánchez', email: email.toUpperCase() });
  return { memberId, email, signUp };
}

const db = () => t.runtime.deps.db;

async function tournament(): Promise<string> {
  const [row] = await db()
    .insert(torneos)
    .values({ nombre: `Torneo ${++counter}`, fecha_juego: '2099-01-01', campo_id: campoId })
    .returning({ id: torneos.id });
  return row!.id;
}

async function enrol(torneoId: string, jugadorId: string, strokes = false) {
  const [row] = await db()
    .insert(participantesTorneo)
    .values({ torneo_id: torneoId, jugador_id: jugadorId })
    .returning({ id: participantesTorneo.id });
  if (strokes)
    await db().insert(resultadosHoyo).values({ participante_id: row!.id, numero_hoyo: 1, golpes: 4 });
}

async function personalGame(creatorId: string, others: string[] = []): Promise<string> {
  const [game] = await db()
    .insert(partidas)
    .values({
      nombre: 'Partida',
      fecha_juego: '2099-01-01',
      hora_salida: '09:00',
      es_partida_personal: true,
      campo_id: campoId,
      creador_id: creatorId,
    })
    .returning({ id: partidas.id });
  for (const [i, jugador] of [creatorId, ...others].entries()) {
    await db()
      .insert(participantesPartidaPersonal)
      .values({ partida_id: game!.id, jugador_id: jugador, orden: i + 1 });
  }
  return game!.id;
}

/** What a join changes: profiles, accounts' confirmation, enrolments, personal games. */
async function state() {
  return {
    profiles: await db().select().from(profiles).orderBy(asc(profiles.id)),
    users: await db().select({ id: user.id, v: user.emailVerified }).from(user).orderBy(asc(user.id)),
    enrolments: await db().select().from(participantesTorneo).orderBy(asc(participantesTorneo.id)),
    games: await db().select().from(partidas).orderBy(asc(partidas.id)),
    players: await db()
      .select()
      .from(participantesPartidaPersonal)
      .orderBy(asc(participantesPartidaPersonal.id)),
  };
}

const join = (memberId: string, cookie?: string) =>
  t.request(`/api/admin/players/${memberId}/join-account`, { method: 'POST', cookie });

async function me(cookie: string): Promise<TMeResponse> {
  return (await (await t.request('/api/me', { cookie })).json()) as TMeResponse;
}

describe('an account waiting to be joined to a club player', () => {
  it('is shown to the player and flagged to the administrator on the list and on the card', async () => {
    const { memberId, email, signUp } = await memberAndSignUp();
    expect(signUp.profileId).not.toBe(memberId);
    expect((await me(signUp.cookie)).unionPendiente).toBe(true);
    expect((await me(admin.cookie)).unionPendiente).toBe(false);

    const list = (await (
      await t.request('/api/admin/players', { cookie: admin.cookie })
    ).json()) as TAdminPlayersResponse;
    expect(list.find((p) => p.id === memberId)).toMatchObject({
      cuenta_pendiente: email,
      tiene_cuenta: false,
    });
    // The sign-up is that player, not another one: it is not a row of its own.
    expect(list.find((p) => p.id === signUp.profileId)).toBeUndefined();
    const card = (await (
      await t.request(`/api/admin/players/${memberId}`, { cookie: admin.cookie })
    ).json()) as TAdminPlayerDetail;
    expect(card.cuenta_pendiente).toMatchObject({
      id: signUp.userId,
      email,
      email_verificado: false,
      perfil_id: signUp.profileId,
      perfil_nombre: 'Marta Sánchez',
    });
  });

  it('counts once in every list of players: the pickers, /admin/jugadores, the panel and the diagnostics', async () => {
    const counts = async () => {
      const get = async <T>(path: string) =>
        (await (await t.request(path, { cookie: admin.cookie })).json()) as T;
      const players = await get<{ id: string }[]>('/api/players');
      const listed = await get<TAdminPlayersResponse>('/api/admin/players');
      return {
        players: players.map((p) => p.id),
        admin: listed.map((p) => p.id),
        summary: (await get<{ jugadores: number }>('/api/admin/summary')).jugadores,
        diagnostics: (await get<{ jugadores: number }>('/api/admin/tools/diagnostics')).jugadores,
      };
    };
    const { memberId, signUp } = await memberAndSignUp();
    const waiting = await counts();
    for (const ids of [waiting.players, waiting.admin]) {
      expect(ids).toContain(memberId);
      expect(ids).not.toContain(signUp.profileId);
    }
    expect(waiting.summary).toBe(waiting.admin.length);
    expect(waiting.diagnostics).toBe(waiting.admin.length);
    // The sign-up's own screens still have its profile.
    expect((await me(signUp.cookie)).profile?.id).toBe(signUp.profileId);

    expect((await join(memberId, admin.cookie)).status).toBe(200);
    const joined = await counts();
    expect(joined.admin).toHaveLength(waiting.admin.length);
    expect(joined.players).toEqual(waiting.players);
    expect(joined.summary).toBe(waiting.summary);
  });

  it('a handicap sheet’s e-mail is the player’s, not the sign-up waiting for them', async () => {
    const { memberId, email } = await memberAndSignUp();
    const form = new FormData();
    form.set('archivo', new File([`Email;Hándicap\r\n${email};10,1\r\n`], 'federacion.csv'));
    const res = await t.request('/api/admin/players/handicaps/preview', {
      method: 'POST',
      body: form,
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as {
      filas: { jugador: { id: string; antes: number | null } | null }[];
    };
    expect(preview.filas.map((f) => f.jugador)).toEqual([
      expect.objectContaining({ id: memberId, antes: 12.3 }),
    ]);
  });

  it('only an administrator joins: a visitor gets 401, a player 403, and nothing changes', async () => {
    const { memberId, signUp } = await memberAndSignUp();
    const before = await state();
    expect((await join(memberId)).status).toBe(401);
    expect((await join(memberId, signUp.cookie)).status).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('joins in one action: the sign-up’s profile goes, its games and enrolments move to the player', async () => {
    const { memberId, signUp } = await memberAndSignUp();
    const played = await tournament();
    await enrol(played, signUp.profileId, true);
    const other = await tournament();
    await enrol(other, memberId);
    const own = await personalGame(signUp.profileId);
    const invited = await personalGame(admin.profileId, [signUp.profileId]);

    const res = await join(memberId, admin.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TJoinAccountResponse;
    expect(body.movido).toEqual({ torneos: 1, partidas: 2 });
    expect(body.cuenta).toMatchObject({ id: signUp.userId, email_verificado: true });
    expect(body.cuenta_pendiente).toBeNull();

    expect(await db().select().from(profiles).where(eq(profiles.id, signUp.profileId))).toEqual([]);
    const [member] = await db().select().from(profiles).where(eq(profiles.id, memberId));
    expect(member).toMatchObject({ user_id: signUp.userId, nombre: 'Marta Sánchez', handicap: 12.3 });
    const enrolments = await db()
      .select({ torneo: participantesTorneo.torneo_id })
      .from(participantesTorneo)
      .where(eq(participantesTorneo.jugador_id, memberId));
    expect(enrolments.map((e) => e.torneo).sort()).toEqual([played, other].sort());
    const [game] = await db().select().from(partidas).where(eq(partidas.id, own));
    expect(game!.creador_id).toBe(memberId);
    const seats = await db()
      .select({ partida: participantesPartidaPersonal.partida_id })
      .from(participantesPartidaPersonal)
      .where(eq(participantesPartidaPersonal.jugador_id, memberId));
    expect(seats.map((s) => s.partida).sort()).toEqual([own, invited].sort());

    // The player now is the member: same session, the member's profile, nothing waiting.
    const after = await me(signUp.cookie);
    expect(after.profile).toMatchObject({ id: memberId, handicap: 12.3 });
    expect(after.unionPendiente).toBe(false);
    const list = (await (
      await t.request('/api/admin/players', { cookie: admin.cookie })
    ).json()) as TAdminPlayersResponse;
    expect(list.filter((p) => p.id === memberId || p.id === signUp.profileId)).toHaveLength(1);

    // Joined once: a second join has nothing to join.
    const again = await join(memberId, admin.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { message: 'Este jugador ya tiene un usuario asignado' },
    });
  });

  it.each([
    {
      name: 'both have tournament results',
      message: M.joinBothResults,
      arrange: async (memberId: string, signUpId: string) => {
        await enrol(await tournament(), memberId, true);
        await enrol(await tournament(), signUpId, true);
      },
    },
    {
      name: 'both are in one same tournament',
      message: M.joinSameTournament,
      arrange: async (memberId: string, signUpId: string) => {
        const id = await tournament();
        await enrol(id, memberId);
        await enrol(id, signUpId);
      },
    },
    {
      name: 'both play one same personal game',
      message: M.joinSameGame,
      arrange: async (memberId: string, signUpId: string) => {
        await personalGame(signUpId, [memberId]);
      },
    },
  ])('is refused with a clear message, changing nothing, when $name', async ({ message, arrange }) => {
    const { memberId, signUp } = await memberAndSignUp();
    await arrange(memberId, signUp.profileId);
    const before = await state();
    const res = await join(memberId, admin.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { message } });
    expect(await state()).toEqual(before);
    expect((await me(signUp.cookie)).unionPendiente).toBe(true);
  });

  it('refuses a player with nothing waiting and an unknown player', async () => {
    const res = await t.request('/api/admin/players', {
      method: 'POST',
      cookie: admin.cookie,
      json: { nombre: 'Sola', fecha_nacimiento: '1980-01-01', email: 'sola@example.com' },
    });
    const lonely = ((await res.json()) as TAdminPlayerDetail).perfil.id;
    const before = await state();
    const none = await join(lonely, admin.cookie);
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ error: { message: M.noPendingAccount } });
    const unknown = await join('6f1c2d3e-0000-4000-8000-0000000000f1', admin.cookie);
    expect(unknown.status).toBe(404);
    expect(await state()).toEqual(before);
  });
});
