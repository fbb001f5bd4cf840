/**
 * 'Marcador y jugador' (design.md §18): who may sign a card as what (a refusal writes nothing), a stroke after a
 * signature withdraws it (with its history and the live event), concurrent signatures, the group validated by its
 * signatures, the administrators' marker, and 'Por la partida' tournaments as before.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidas, partidasParticipantes, resultadosHoyo, scoreAudit, torneos } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { partidaTopic } from '@/server/modules/live/topics';
import { ZScorecard } from '@/shared/schemas/scorecard';
import { assignGroupMarkers } from './signatures';
import { insertTeesCourse, insertTournament, type TournamentFixture } from './test-fixtures';

type Role = 'visitor' | 'player' | 'marker' | 'member' | 'outsider' | 'admin';

let t: TestApp;
let course: { id: string; teeIds: string[] };
const s = {} as Record<Exclude<Role, 'visitor'>, Session>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  s.marker = await t.signUp({ nombre: 'Marta' });
  s.player = await t.signUp({ nombre: 'Pablo' });
  s.member = await t.signUp({ nombre: 'Mario' });
  s.outsider = await t.signUp({ nombre: 'Olga' });
  s.admin = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(s.admin);
  course = await insertTeesCourse(t.runtime.deps.db);
});
afterAll(async () => {
  await t.close();
});

/**
 * Today's tournament: group 1 Marta, Pablo, Mario (by rotation Marta marks Pablo, Pablo marks Mario, Mario marks
 * Marta), group 2 Olga alone (no marker).
 */
async function fixture(validacion: 'partida' | 'marcador_jugador' = 'marcador_jugador') {
  const db = t.runtime.deps.db;
  const f = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    course,
    groups: 2,
    participants: [
      { profileId: s.marker.profileId, sexo: 'mujer', group: 0 },
      { profileId: s.player.profileId, sexo: 'hombre', group: 0 },
      { profileId: s.member.profileId, sexo: 'hombre', group: 0 },
      { profileId: s.outsider.profileId, sexo: 'mujer', group: 1 },
    ],
  });
  await db.update(torneos).set({ validacion }).where(eq(torneos.id, f.torneoId));
  await assignGroupMarkers(db, f.torneoId, f.groupIds);
  return f;
}
const pablo = (f: TournamentFixture) => f.participantIds[1]!;

const sign = (f: TournamentFixture, who: Role, como: string, participante = pablo(f), group = 0) =>
  t.request(`/api/groups/${f.groupIds[group]}/cards/${participante}/sign`, {
    method: 'POST',
    json: { como },
    ...(who === 'visitor' ? {} : { cookie: s[who].cookie }),
  });

async function state(f: TournamentFixture) {
  const db = t.runtime.deps.db;
  return {
    seats: await db
      .select()
      .from(partidasParticipantes)
      .where(eq(partidasParticipantes.partida_id, f.groupIds[0]!)),
    audit: await db.select().from(scoreAudit).where(eq(scoreAudit.partida_id, f.groupIds[0]!)),
    group: (await db.select().from(partidas).where(eq(partidas.id, f.groupIds[0]!)))[0],
  };
}

const seatOf = async (f: TournamentFixture, participante: string) =>
  (
    await t.runtime.deps.db
      .select()
      .from(partidasParticipantes)
      .where(eq(partidasParticipantes.participante_id, participante))
  )[0]!;

describe('markers by rotation', () => {
  it('each player of the group has the previous seat as marker; a group of one has none', async () => {
    const f = await fixture();
    const [marta, pab, mario, olga] = f.participantIds;
    expect((await seatOf(f, marta!)).marcador_participante_id).toBe(mario);
    expect((await seatOf(f, pab!)).marcador_participante_id).toBe(marta);
    expect((await seatOf(f, mario!)).marcador_participante_id).toBe(pab);
    expect((await seatOf(f, olga!)).marcador_participante_id).toBeNull();
  });

  it('the scorecard shows each card with its marker and what the actor may sign', async () => {
    const f = await fixture();
    const res = await t.request(`/api/groups/${f.groupIds[0]}/scorecard`, { cookie: s.marker.cookie });
    const card = ZScorecard.parse(await res.json());
    expect(card.torneo.validacion).toBe('marcador_jugador');
    expect(card.permisos.validar).toBe(false);
    const pab = card.firmas!.find((c) => c.participante_id === pablo(f))!;
    expect(pab.marcador?.nombre).toBe('Marta');
    expect(pab).toMatchObject({
      es_marcador: true,
      puede_firmar_marcador: true,
      puede_firmar_jugador: false,
    });
    expect(card.candidatos_marcador).toBeUndefined();
    const asAdmin = ZScorecard.parse(
      await (await t.request(`/api/groups/${f.groupIds[0]}/scorecard`, { cookie: s.admin.cookie })).json(),
    );
    expect(asAdmin.candidatos_marcador?.map((c) => c.nombre).sort()).toEqual([
      'Mario',
      'Marta',
      'Olga',
      'Pablo',
    ]);
    const own = card.firmas!.find((c) => c.participante_id === f.participantIds[0])!;
    expect(own).toMatchObject({ es_jugador: true, puede_firmar_marcador: false, puede_firmar_jugador: true });
  });
});

describe("who signs Pablo's card as what (a refusal writes nothing)", () => {
  const OWN = [403, 'Nadie puede marcar su propia tarjeta'] as const;
  const MARKER_ONLY = [403, 'Solo el marcador de esta tarjeta puede firmarla como marcador'] as const;
  const PLAYER_ONLY = [403, 'Solo el jugador puede firmar su tarjeta como jugador'] as const;
  const NO_ACCESS = [403, 'No tienes acceso a esta tarjeta de juego'] as const;
  const SIGNIN = [401, 'Debes iniciar sesión'] as const;
  const cases: [Role, 'marcador' | 'jugador', readonly [number, string?]][] = [
    ['player', 'marcador', OWN],
    ['marker', 'marcador', [200]],
    ['member', 'marcador', MARKER_ONLY],
    ['outsider', 'marcador', NO_ACCESS],
    ['admin', 'marcador', [200]],
    ['visitor', 'marcador', SIGNIN],
    ['player', 'jugador', [200]],
    ['marker', 'jugador', PLAYER_ONLY],
    ['member', 'jugador', PLAYER_ONLY],
    ['outsider', 'jugador', NO_ACCESS],
    ['admin', 'jugador', PLAYER_ONLY],
    ['visitor', 'jugador', SIGNIN],
  ];
  it.each(cases)('%s as %s', async (role, como, [status, message]) => {
    const f = await fixture();
    const before = await state(f);
    const res = await sign(f, role, como);
    expect(res.status).toBe(status);
    if (status >= 400) {
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      expect(await state(f)).toEqual(before);
    } else {
      const body = (await res.json()) as Record<string, unknown>;
      const seat = await seatOf(f, pablo(f));
      const at = como === 'marcador' ? seat.firma_marcador_at : seat.firma_jugador_at;
      const by = como === 'marcador' ? seat.firma_marcador_user_id : seat.firma_jugador_user_id;
      expect(at).not.toBeNull();
      expect(by).toBe(s[role as Exclude<Role, 'visitor'>].userId);
      expect(body[`firma_${como}_at`]).toBe(at!.toISOString());
      const audit = (await state(f)).audit;
      expect(audit.map((a) => [a.evento, a.participante_id, a.numero_hoyo])).toEqual([
        [`firma_${como}`, pablo(f), null],
      ]);
    }
  });

  it('a bad role or a participant of another group is refused and changes nothing', async () => {
    const f = await fixture();
    const before = await state(f);
    expect((await sign(f, 'marker', 'capitan')).status).toBe(400);
    const other = await sign(f, 'marker', 'marcador', f.participantIds[3]);
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
      'El participante no pertenece a esta partida',
    );
    expect(await state(f)).toEqual(before);
  });
});

describe('a stroke after a signature', () => {
  it("lowering a hole after the marker signed withdraws the marker's signature, in the history and live", async () => {
    const f = await fixture();
    const db = t.runtime.deps.db;
    await db.insert(resultadosHoyo).values({ participante_id: pablo(f), numero_hoyo: 5, golpes: 6 });
    expect((await sign(f, 'marker', 'marcador')).status).toBe(200);
    const events: { type: string; data?: unknown }[] = [];
    const stop = t.runtime.deps.live.subscribe(partidaTopic(f.groupIds[0]!), (e) => events.push(e));
    const res = await t.request(`/api/groups/${f.groupIds[0]}/scores`, {
      method: 'PUT',
      cookie: s.player.cookie,
      json: { participante_id: pablo(f), numero_hoyo: 5, golpes: 5 },
    });
    stop();
    expect(res.status).toBe(200);
    const seat = await seatOf(f, pablo(f));
    expect(seat.firma_marcador_at).toBeNull();
    expect(seat.firma_marcador_user_id).toBeNull();
    const audit = await db
      .select()
      .from(scoreAudit)
      .where(
        and(eq(scoreAudit.partida_id, f.groupIds[0]!), eq(scoreAudit.evento, 'retirada_firma_marcador')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      participante_id: pablo(f),
      numero_hoyo: 5,
      actor_user_id: s.player.userId,
    });
    expect(events.find((e) => e.type === 'signatures')?.data).toEqual({
      participante_id: pablo(f),
      retiradas: ['marcador'],
      numero_hoyo: 5,
      autor_jugador_id: s.player.profileId,
    });
    // The history shows it to the group.
    const history = (await (
      await t.request(`/api/groups/${f.groupIds[0]}/audit`, { cookie: s.marker.cookie })
    ).json()) as { evento: string | null }[];
    expect(history.map((h) => h.evento)).toContain('retirada_firma_marcador');
  });

  it("a stroke on another card leaves this card's signatures", async () => {
    const f = await fixture();
    expect((await sign(f, 'player', 'jugador')).status).toBe(200);
    const res = await t.request(`/api/groups/${f.groupIds[0]}/scores`, {
      method: 'PUT',
      cookie: s.player.cookie,
      json: { participante_id: f.participantIds[2], numero_hoyo: 1, golpes: 4 },
    });
    expect(res.status).toBe(200);
    expect((await seatOf(f, pablo(f))).firma_jugador_at).not.toBeNull();
  });
});

describe('signatures and validation', () => {
  it('two concurrent signatures of the same card: one stored, one audit row', async () => {
    const f = await fixture();
    const [a, b] = await Promise.all([sign(f, 'marker', 'marcador'), sign(f, 'admin', 'marcador')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const bodies = [
      (await a.json()) as { firma_marcador_at: string },
      (await b.json()) as { firma_marcador_at: string },
    ];
    const seat = await seatOf(f, pablo(f));
    expect(bodies[0]!.firma_marcador_at).toBe(seat.firma_marcador_at!.toISOString());
    expect(bodies[1]!.firma_marcador_at).toBe(seat.firma_marcador_at!.toISOString());
    const audit = (await state(f)).audit.filter((r) => r.evento === 'firma_marcador');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBe(seat.firma_marcador_user_id);
  });

  it('the last signature validates the group; the players cannot validate by hand', async () => {
    const f = await fixture();
    const manual = await t.request(`/api/groups/${f.groupIds[0]}/validate`, {
      method: 'POST',
      cookie: s.player.cookie,
    });
    expect(manual.status).toBe(403);
    const [marta, pab, mario] = f.participantIds as [string, string, string];
    // Mario marks Marta, Marta marks Pablo, Pablo marks Mario.
    const steps: [Role, string, string][] = [
      ['marker', 'jugador', marta],
      ['member', 'marcador', marta],
      ['player', 'jugador', pab],
      ['marker', 'marcador', pab],
      ['member', 'jugador', mario],
    ];
    for (const [who, como, card] of steps) expect((await sign(f, who, como, card)).status).toBe(200);
    expect((await state(f)).group!.validada).toBe(false);
    const last = await sign(f, 'player', 'marcador', mario);
    expect(last.status).toBe(200);
    expect(((await last.json()) as { validada: boolean }).validada).toBe(true);
    expect((await state(f)).group!.validada).toBe(true);
    // Validated: no more signatures, no more strokes for players.
    const after = await sign(f, 'player', 'marcador', mario);
    expect(after.status).toBe(409);
  });

  it('an administrator still validates by hand', async () => {
    const f = await fixture();
    const res = await t.request(`/api/groups/${f.groupIds[0]}/validate`, {
      method: 'POST',
      cookie: s.admin.cookie,
    });
    expect(res.status).toBe(200);
  });
});

describe("the administrators' marker", () => {
  const put = (f: TournamentFixture, who: Role, json: unknown) =>
    t.request(`/api/admin/groups/partidas/${f.groupIds[0]}/markers`, {
      method: 'PUT',
      json,
      ...(who === 'visitor' ? {} : { cookie: s[who].cookie }),
    });

  it('names a player of another group; withdraws the old marker signature', async () => {
    const f = await fixture();
    expect((await sign(f, 'marker', 'marcador')).status).toBe(200);
    const res = await put(f, 'admin', {
      participante_id: pablo(f),
      marcador_participante_id: f.participantIds[3],
    });
    expect(res.status).toBe(200);
    const seat = await seatOf(f, pablo(f));
    expect(seat.marcador_participante_id).toBe(f.participantIds[3]);
    expect(seat.firma_marcador_at).toBeNull();
    // Olga, of another group, may now sign Pablo's card as its marker.
    expect((await sign(f, 'outsider', 'marcador')).status).toBe(200);
  });

  it("a marker of another group opens the group's card, enters their player's holes and follows it live", async () => {
    const f = await fixture();
    const group = f.groupIds[0]!;
    const olga = { cookie: s.outsider.cookie };
    const hole = { participante_id: pablo(f), numero_hoyo: 2, golpes: 5 };
    // Not their card's group yet: no access, nothing written.
    expect((await t.request(`/api/groups/${group}/scorecard`, olga)).status).toBe(403);
    expect(
      (await t.request(`/api/groups/${group}/scores`, { method: 'PUT', json: hole, ...olga })).status,
    ).toBe(403);
    expect(
      await t.runtime.deps.db
        .select()
        .from(resultadosHoyo)
        .where(eq(resultadosHoyo.participante_id, pablo(f))),
    ).toEqual([]);
    const named = await put(f, 'admin', {
      participante_id: pablo(f),
      marcador_participante_id: f.participantIds[3],
    });
    expect(named.status).toBe(200);
    const card = await t.request(`/api/groups/${group}/scorecard`, olga);
    expect(card.status).toBe(200);
    expect(ZScorecard.parse(await card.json()).permisos.introducir).toBe(true);
    expect(
      (await t.request(`/api/groups/${group}/scores`, { method: 'PUT', json: hole, ...olga })).status,
    ).toBe(200);
    const live = await t.request(`/api/live/groups/${group}`, olga);
    expect(live.status).toBe(200);
    await live.body?.cancel();
    // In 'Por la partida' a player of another group stays a stranger to the group.
    const plain = await fixture('partida');
    expect((await t.request(`/api/groups/${plain.groupIds[0]}/scorecard`, olga)).status).toBe(403);
  });

  it('nobody marks their own card; a player may not name markers; a stranger to the tournament is refused', async () => {
    const f = await fixture();
    const before = await state(f);
    const own = await put(f, 'admin', { participante_id: pablo(f), marcador_participante_id: pablo(f) });
    expect(own.status).toBe(400);
    expect(((await own.json()) as { error: { message: string } }).error.message).toBe(
      'Nadie puede marcar su propia tarjeta',
    );
    const self = await put(f, 'player', {
      participante_id: f.participantIds[2],
      marcador_participante_id: pablo(f),
    });
    expect(self.status).toBe(403);
    const other = await fixture();
    const stranger = await put(f, 'admin', {
      participante_id: pablo(f),
      marcador_participante_id: other.participantIds[0],
    });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as { error: { message: string } }).error.message).toBe(
      'El marcador debe ser un participante del torneo',
    );
    expect(await state(f)).toEqual(before);
  });
});

describe("'Por la partida' tournaments as before", () => {
  it('no signatures, no markers on the card; members validate; a signature is refused', async () => {
    const f = await fixture('partida');
    const card = ZScorecard.parse(
      await (await t.request(`/api/groups/${f.groupIds[0]}/scorecard`, { cookie: s.player.cookie })).json(),
    );
    expect(card.firmas).toEqual([]);
    expect(card.permisos.validar).toBe(true);
    expect((await seatOf(f, pablo(f))).marcador_participante_id).toBeNull();
    const before = await state(f);
    const res = await sign(f, 'marker', 'marcador');
    expect(res.status).toBe(409);
    expect(await state(f)).toEqual(before);
    const save = await t.request(`/api/groups/${f.groupIds[0]}/scores`, {
      method: 'PUT',
      cookie: s.player.cookie,
      json: { participante_id: pablo(f), numero_hoyo: 5, golpes: 5 },
    });
    expect(save.status).toBe(200);
    const validate = await t.request(`/api/groups/${f.groupIds[0]}/validate`, {
      method: 'POST',
      cookie: s.player.cookie,
    });
    expect(validate.status).toBe(200);
  });

  it("the tournament form refuses 'Marcador y jugador' for match play", async () => {
    const base = {
      nombre: 'Match',
      fecha_juego: '2030-06-02',
      campo_id: course.id,
      modalidad: 'matchplay_individual',
      metodo_desempate: 'puntuacion_media',
      descripcion: null,
      activo: true,
      limite_golpes_hoyo: null,
      salida_hombre_id: course.teeIds[0],
      salida_mujer_id: course.teeIds[0],
      reductor_handicap: 100,
    };
    const refused = await t.request('/api/admin/tournaments', {
      method: 'POST',
      cookie: s.admin.cookie,
      json: { ...base, validacion: 'marcador_jugador' },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /solo se aplica a las modalidades por golpes y Stableford/,
    );
    const stroke = await t.request('/api/admin/tournaments', {
      method: 'POST',
      cookie: s.admin.cookie,
      json: { ...base, modalidad: 'stableford_individual', validacion: 'marcador_jugador' },
    });
    expect(stroke.status).toBe(201);
    expect(((await stroke.json()) as { validacion: string }).validacion).toBe('marcador_jugador');
  });
});
