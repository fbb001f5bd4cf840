/**
 * Coded errors (docs/decisions/019-coded-errors-and-stroke-outbox.md): every error code of src/shared/errors.ts is
 * answered, at a real refusal of the API, with the status of THE table (STATUS in app-error.ts) and a body
 * `{ error: { code, message } }`. A code added without a refusal here fails the last test.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@/shared/errors';
import { ADMIN_TOURNAMENT_MESSAGES } from '@/shared/schemas/admin-tournaments';
import { MATCH_MESSAGES } from '@/shared/schemas/matches';
import { PAPERS_MESSAGES } from '@/shared/schemas/papers';
import { SCORECARD_MESSAGES } from '@/shared/schemas/scorecard';
import { TOURNAMENT_MESSAGES } from '@/shared/schemas/tournaments';
import { profiles, torneos } from '@/server/db/schema';
import { STATUS } from '@/server/lib/app-error';
import { createGame, gameBody } from '@/server/modules/personal-games/test-helpers';
import {
  insertGroup,
  insertParticipant,
  insertStroke,
  insertTournament,
  insertTwoTeeCourse,
} from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

const NOW = new Date('2030-05-31T10:00:00Z');
const UPCOMING = '2030-06-15';
const PAST = '2030-05-01';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let player: Session;
let other: Session;
let admin: Session;
let campoId: string;
const db = () => t.runtime.deps.db;
const seen = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ TZ: 'Europe/Madrid' }, { clock: () => NOW });
  campoId = (await insertTwoTeeCourse(db())).id;
  player = await t.signUp({ nombre: 'Benito Pérez', email: 'benito@example.com' });
  other = await t.signUp({ nombre: 'Carla Ruiz', email: 'carla@example.com' });
  admin = await t.signUp({ nombre: 'Admin', email: 'admin@example.com' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

/** The refusal carries `code`, the status of the table, and the Spanish message. */
async function expectCoded(res: Response, code: ErrorCode, message: string): Promise<void> {
  const body: unknown = await res.json();
  expect({ status: res.status, body }).toEqual({ status: STATUS[code], body: { error: { code, message } } });
  seen.add(code);
}

const enrol = (torneoId: string, s: Session | null = player) =>
  t.request(`/api/tournaments/${torneoId}/enrolment`, { method: 'POST', cookie: s?.cookie });
const cancel = (torneoId: string, s: Session | null = player) =>
  t.request(`/api/tournaments/${torneoId}/enrolment`, { method: 'DELETE', cookie: s?.cookie });
const tournament = (extra: { fecha_juego?: string; activo?: boolean } = {}) =>
  insertTournament(db(), { fecha_juego: UPCOMING, campo_id: campoId, ...extra });
const putScore = (partidaId: string, participanteId: string, s: Session, kind = 'groups') =>
  t.request(`/api/${kind}/${partidaId}/scores`, {
    method: 'PUT',
    cookie: s.cookie,
    json: { participante_id: participanteId, numero_hoyo: 1, golpes: 4 },
  });

describe('the kinds of an ordinary refusal', () => {
  it('VALIDATION, UNAUTHENTICATED, NOT_FOUND', async () => {
    await expectCoded(await enrol('abc'), 'VALIDATION', 'Identificador no válido');
    await expectCoded(await enrol(await tournament(), null), 'UNAUTHENTICATED', 'Debes iniciar sesión');
    await expectCoded(await enrol(UNKNOWN), 'NOT_FOUND', TOURNAMENT_MESSAGES.notFound);
  });

  it('FORBIDDEN, CONFLICT', async () => {
    await expectCoded(
      await t.request(`/api/profiles/${player.profileId}/image`, { method: 'POST', cookie: player.cookie }),
      'FORBIDDEN',
      'Solo los administradores pueden cambiar la imagen de perfil',
    );
    const torneoId = await tournament();
    await insertStroke(db(), await insertParticipant(db(), torneoId, { jugador_id: other.profileId }), 1, 4);
    await expectCoded(
      await t.request(`/api/admin/tournaments/${torneoId}`, { method: 'DELETE', cookie: admin.cookie }),
      'CONFLICT',
      ADMIN_TOURNAMENT_MESSAGES.deleteHasResults,
    );
  });
});

describe('the domain refusals a screen tells apart', () => {
  it('enrolment: finished, inactive, already enrolled, not enrolled, strokes recorded, no profile', async () => {
    await expectCoded(
      await enrol(await tournament({ fecha_juego: PAST })),
      'TOURNAMENT_FINISHED',
      TOURNAMENT_MESSAGES.finished,
    );
    await expectCoded(
      await enrol(await tournament({ activo: false })),
      'TOURNAMENT_INACTIVE',
      TOURNAMENT_MESSAGES.inactive,
    );
    const open = await tournament();
    await expectCoded(await cancel(open), 'NOT_ENROLLED', TOURNAMENT_MESSAGES.notEnrolled);
    expect((await enrol(open)).status).toBe(201);
    await expectCoded(await enrol(open), 'ALREADY_ENROLLED', TOURNAMENT_MESSAGES.alreadyEnrolled);

    const scored = await tournament({ fecha_juego: '2030-06-01' });
    const mine = await insertParticipant(db(), scored, { jugador_id: player.profileId });
    await insertStroke(db(), mine, 1, 5);
    await expectCoded(await cancel(scored), 'ENROLMENT_HAS_SCORES', TOURNAMENT_MESSAGES.hasScores);

    const orphan = await t.signUp({ nombre: 'Sin Perfil', email: 'orphan@example.com' });
    await db().delete(profiles).where(eq(profiles.id, orphan.profileId));
    await expectCoded(
      await enrol(await tournament(), orphan),
      'NO_PROFILE',
      TOURNAMENT_MESSAGES.profileNotFound,
    );
  });

  it('pairs: not a pairs tournament, partner not enrolled, already in a pair', async () => {
    const invite = (torneoId: string, participanteId: string) =>
      t.request(`/api/tournaments/${torneoId}/pair`, {
        method: 'POST',
        cookie: player.cookie,
        json: { participante_id: participanteId },
      });
    const single = await tournament();
    await insertParticipant(db(), single, { jugador_id: player.profileId });
    const alone = await insertParticipant(db(), single, { jugador_id: other.profileId });
    await expectCoded(await invite(single, alone), 'NOT_PAIRS_TOURNAMENT', TOURNAMENT_MESSAGES.notPairs);

    const pairs = await insertTournament(db(), {
      fecha_juego: UPCOMING,
      campo_id: campoId,
      modalidad: 'stableford_parejas',
      forma_parejas: 'mejor_bola',
    });
    await insertParticipant(db(), pairs, { jugador_id: player.profileId });
    const partner = await insertParticipant(db(), pairs, { jugador_id: other.profileId });
    const guest = await insertParticipant(db(), pairs, { guest: { nombre: 'Invitado', handicap: 12 } });
    await expectCoded(
      await invite(pairs, guest),
      'PARTNER_NOT_ENROLLED',
      TOURNAMENT_MESSAGES.partnerNotEnrolled,
    );
    expect((await invite(pairs, partner)).status).toBe(201);
    await expectCoded(await invite(pairs, partner), 'ALREADY_IN_PAIR', TOURNAMENT_MESSAGES.alreadyInPair);
  });

  it('scorecards: not a member, validated, finished, inactive, admins only, the creator only', async () => {
    const torneoId = await tournament();
    const mine = await insertParticipant(db(), torneoId, { jugador_id: player.profileId });
    const group = await insertGroup(db(), {
      torneoId,
      nombre: 'P1',
      hora: '09:00',
      fecha: UPCOMING,
      members: [mine],
    });
    await expectCoded(await putScore(group, mine, other), 'NOT_A_MEMBER', SCORECARD_MESSAGES.noCardAccess);
    await expectCoded(
      await t.request('/api/admin/tournaments', { cookie: player.cookie }),
      'ADMIN_ONLY',
      SCORECARD_MESSAGES.adminOnly,
    );

    const validatedT = await tournament();
    const p2 = await insertParticipant(db(), validatedT, { jugador_id: player.profileId });
    const validated = await insertGroup(db(), {
      torneoId: validatedT,
      nombre: 'P1',
      hora: '09:00',
      fecha: UPCOMING,
      validada: true,
      members: [p2],
    });
    await expectCoded(await putScore(validated, p2, player), 'SCORES_LOCKED', SCORECARD_MESSAGES.locked);

    const pastT = await tournament({ fecha_juego: PAST });
    const p3 = await insertParticipant(db(), pastT, { jugador_id: player.profileId });
    const past = await insertGroup(db(), {
      torneoId: pastT,
      nombre: 'P1',
      hora: '09:00',
      fecha: PAST,
      members: [p3],
    });
    await expectCoded(await putScore(past, p3, player), 'TOURNAMENT_FINISHED', SCORECARD_MESSAGES.finished);

    const inactiveT = await tournament({ activo: false });
    const p4 = await insertParticipant(db(), inactiveT, { jugador_id: player.profileId });
    const inactive = await insertGroup(db(), {
      torneoId: inactiveT,
      nombre: 'P1',
      hora: '09:00',
      fecha: UPCOMING,
      members: [p4],
    });
    await expectCoded(
      await putScore(inactive, p4, player),
      'TOURNAMENT_INACTIVE',
      TOURNAMENT_MESSAGES.inactive,
    );

    const game = await createGame(
      t,
      player,
      gameBody(campoId, player, {
        participantes: [
          { tipo: 'jugador', jugador_id: player.profileId, handicap_partida: null },
          { tipo: 'jugador', jugador_id: other.profileId, handicap_partida: null },
        ],
      }),
    );
    await expectCoded(
      await putScore(game.id, game.participantes[1]!.id, other, 'personal-games'),
      'CREATOR_ONLY',
      SCORECARD_MESSAGES.creatorOnly,
    );
  });

  it("match play: a decided match is the administrators' (its card and its result)", async () => {
    const torneoId = await insertTournament(db(), {
      fecha_juego: UPCOMING,
      campo_id: campoId,
      modalidad: 'matchplay_individual',
    });
    const mine = await insertParticipant(db(), torneoId, {
      jugador_id: player.profileId,
      handicap_torneo: 10,
    });
    const rival = await insertParticipant(db(), torneoId, { guest: { nombre: 'Rival', handicap: 12 } });
    const paired = await t.request(`/api/admin/tournaments/${torneoId}/matches`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { partidos: [{ lado_1: mine, lado_2: rival }] },
    });
    const match = ((await paired.json()) as { partidos: { id: string; partida_id: string }[] }).partidos[0]!;
    const conceded = await t.request(`/api/matches/${match.id}/concede`, {
      method: 'POST',
      cookie: player.cookie,
      json: { lado: 1 },
    });
    expect(conceded.status).toBe(200);
    await expectCoded(
      await putScore(match.partida_id, mine, player),
      'MATCH_DECIDED',
      MATCH_MESSAGES.decided,
    );
  });

  it('entries: closed for players; places full for an administrator who has not confirmed', async () => {
    const closed = await tournament();
    await db()
      .update(torneos)
      .set({ cierre_inscripcion: new Date(NOW.getTime() - 60_000) })
      .where(eq(torneos.id, closed));
    await expectCoded(await enrol(closed), 'ENTRIES_CLOSED', TOURNAMENT_MESSAGES.entriesClosed);
    const full = await tournament();
    await db().update(torneos).set({ plazas: 1 }).where(eq(torneos.id, full));
    await insertParticipant(db(), full, { guest: { nombre: 'Invitado', handicap: 10 } });
    await expectCoded(
      await t.request(`/api/admin/tournaments/${full}/participants`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { jugador_ids: [other.profileId] },
      }),
      'PLACES_FULL',
      ADMIN_TOURNAMENT_MESSAGES.placesFull,
    );
  });

  it('papers: a tournament without published groups has no start sheet', async () => {
    const torneoId = await tournament();
    await expectCoded(
      await t.request(`/api/tournaments/${torneoId}/start-sheet.pdf`, { cookie: player.cookie }),
      'GROUPS_NOT_PUBLISHED',
      PAPERS_MESSAGES.groupsNotPublished,
    );
  });
});

it('points table: the defaults cannot be stored (an internal error the spec names)', async () => {
  const torneoId = await insertTournament(db(), { fecha_juego: UPCOMING, campo_id: campoId });
  await db().execute(sql`create function refuse_defaults() returns trigger language plpgsql as $$
    begin raise exception 'sin espacio'; end $$`);
  await db().execute(sql`create trigger refuse_defaults before insert on torneos_puntos_configuracion
    for each row execute function refuse_defaults()`);
  try {
    await expectCoded(
      await t.request(`/api/admin/tournaments/${torneoId}/points`, { cookie: admin.cookie }),
      'DEFAULTS_NOT_CREATED',
      ADMIN_TOURNAMENT_MESSAGES.defaultsNotCreated,
    );
  } finally {
    await db().execute(sql`drop trigger refuse_defaults on torneos_puntos_configuracion`);
  }
});

it('every code of src/shared/errors.ts was answered above with the status of its table row', () => {
  expect([...seen].sort()).toEqual([...ERROR_CODES].sort());
});
