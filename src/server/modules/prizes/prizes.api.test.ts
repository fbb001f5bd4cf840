/**
 * 'Premios especiales' (decision record 042): administrators define them; a player of a group of the tournament
 * (any group) or an administrator records the winner, replacing the previous one with who recorded each kept;
 * players of another tournament and outsiders are refused; the tournament's write policy refuses players in an
 * inactive or finished tournament (administrators still correct); bad input answers a Spanish message and writes
 * nothing; every change is published on the tournament's live topic.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLiveEvent } from '@/shared/schemas/scorecard';
import { ZTournamentPrizes, type TTournamentPrizes } from '@/shared/schemas/prizes';
import { premiosEspeciales, premiosEspecialesRegistros, torneos } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';
import { tournamentTopic } from '@/server/modules/live/topics';

const TODAY = '2030-06-01';
let t: TestApp;
let admin: Session;
let marta: Session;
let pedro: Session;
let luis: Session;
let outsider: Session;
let course: { id: string; teeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(`${TODAY}T10:00:00Z`) });
  [admin, marta, pedro, luis, outsider] = await Promise.all([
    t.signUp({ nombre: 'Ada' }),
    t.signUp({ nombre: 'Marta' }),
    t.signUp({ nombre: 'Pedro' }),
    t.signUp({ nombre: 'Luis' }),
    t.signUp({ nombre: 'Olga' }),
  ]);
  await t.makeAdmin(admin);
  course = await insertTeesCourse(t.runtime.deps.db);
});
afterAll(() => t.close());

async function call(who: Session, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, cookie: who.cookie, ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: (await res.json()) as unknown };
}
const errorOf = (r: { status: number; body: unknown }) => {
  const e = (r.body as { error: { code: string; message: string } }).error;
  return [r.status, e.code, e.message];
};
const prizesOf = (r: { status: number; body: unknown }): TTournamentPrizes => {
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return ZTournamentPrizes.parse(r.body);
};

/** Marta in group 1, Pedro in group 2 and a guest of `fecha`'s tournament; Luis plays another one. */
async function setup(fecha = TODAY) {
  const f = await insertTournament(t.runtime.deps.db, {
    fecha_juego: fecha,
    course,
    groups: 2,
    participants: [
      { profileId: marta.profileId, sexo: 'mujer', handicap_torneo: 10, group: 0 },
      { profileId: pedro.profileId, sexo: 'hombre', handicap_torneo: 12, group: 1 },
      { invitado: { nombre: 'Invitada Ruiz', handicap: 20, sexo: 'mujer' }, handicap_torneo: 20, group: 1 },
    ],
  });
  const other = await insertTournament(t.runtime.deps.db, {
    fecha_juego: fecha,
    course,
    groups: 1,
    participants: [{ profileId: luis.profileId, sexo: 'hombre', handicap_torneo: 5, group: 0 }],
  });
  const created = prizesOf(
    await call(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/prizes`, {
      tipo: 'bola_mas_cercana',
      numero_hoyo: 3,
    }),
  );
  const premioId = created.premios[0]!.id;
  return { ...f, premioId, otherParticipant: other.participantIds[0]! };
}

async function recordCount(premioId: string) {
  const [row] = await t.runtime.deps.db
    .select({ n: count() })
    .from(premiosEspecialesRegistros)
    .where(eq(premiosEspecialesRegistros.premio_id, premioId));
  return row!.n;
}

describe('defining prizes', () => {
  it('an administrator defines them by hole, named prizes last; the two named kinds name themselves', async () => {
    const f = await setup();
    const path = `/api/admin/tournaments/${f.torneoId}/prizes`;
    prizesOf(await call(admin, 'POST', path, { tipo: 'drive_mas_largo', numero_hoyo: 9 }));
    const all = prizesOf(await call(admin, 'POST', path, { tipo: 'otro', nombre: '  Mejor vestido ' }));
    expect(all.premios.map((p) => [p.tipo, p.nombre, p.numero_hoyo, p.ganador])).toEqual([
      ['bola_mas_cercana', 'Bola más cercana', 3, null],
      ['drive_mas_largo', 'Drive más largo', 9, null],
      ['otro', 'Mejor vestido', null, null],
    ]);
    expect(all.permisos).toEqual({ registrar: true, administrar: true });
  });

  it('refuses bad definitions in Spanish and writes nothing; players may not define', async () => {
    const f = await setup();
    const path = `/api/admin/tournaments/${f.torneoId}/prizes`;
    const before = await t.runtime.deps.db
      .select({ n: count() })
      .from(premiosEspeciales)
      .where(eq(premiosEspeciales.torneo_id, f.torneoId));
    expect(errorOf(await call(admin, 'POST', path, { tipo: 'bola_mas_cercana' }))).toEqual([
      400,
      'VALIDATION',
      'Indica el hoyo del premio',
    ]);
    expect(errorOf(await call(admin, 'POST', path, { tipo: 'otro', nombre: '' }))).toEqual([
      400,
      'VALIDATION',
      'Indica el nombre del premio',
    ]);
    expect(errorOf(await call(admin, 'POST', path, { tipo: 'drive_mas_largo', numero_hoyo: 19 }))).toEqual([
      400,
      'VALIDATION',
      'El hoyo debe estar entre 1 y 18',
    ]);
    expect(errorOf(await call(admin, 'POST', path, { tipo: 'hoyo_en_uno', numero_hoyo: 3 }))).toEqual([
      400,
      'VALIDATION',
      'Tipo de premio no válido',
    ]);
    expect(errorOf(await call(admin, 'POST', path, { tipo: 'bola_mas_cercana', numero_hoyo: 3 }))).toEqual([
      409,
      'CONFLICT',
      'Ya hay un premio de ese tipo en ese hoyo',
    ]);
    expect((await call(marta, 'POST', path, { tipo: 'drive_mas_largo', numero_hoyo: 9 })).status).toBe(403);
    expect((await call(marta, 'DELETE', `/api/admin/prizes/${f.premioId}`)).status).toBe(403);
    const after = await t.runtime.deps.db
      .select({ n: count() })
      .from(premiosEspeciales)
      .where(eq(premiosEspeciales.torneo_id, f.torneoId));
    expect(after).toEqual(before);
  });

  it('an administrator removes a prize with its recordings', async () => {
    const f = await setup();
    prizesOf(
      await call(marta, 'PUT', `/api/prizes/${f.premioId}/winner`, { participante_id: f.participantIds[1] }),
    );
    const left = prizesOf(await call(admin, 'DELETE', `/api/admin/prizes/${f.premioId}`));
    expect(left.premios).toEqual([]);
    expect(await recordCount(f.premioId)).toBe(0);
    expect(errorOf(await call(admin, 'DELETE', `/api/admin/prizes/${f.premioId}`))).toEqual([
      404,
      'NOT_FOUND',
      'Premio no encontrado',
    ]);
  });
});

describe('recording a winner', () => {
  it('a group player records any participant; a player of another group replaces it; history keeps who', async () => {
    const f = await setup();
    const events: unknown[] = [];
    const stop = t.runtime.deps.live.subscribe(tournamentTopic(f.torneoId), (e) => events.push(e));
    const path = `/api/prizes/${f.premioId}/winner`;
    const first = prizesOf(
      await call(marta, 'PUT', path, { participante_id: f.participantIds[1], distancia_cm: 345 }),
    );
    expect(first.premios[0]!.ganador).toMatchObject({
      participante_id: f.participantIds[1],
      nombre: 'Pedro',
      distancia_cm: 345,
      registrado_por: 'Marta',
    });
    const second = prizesOf(
      await call(pedro, 'PUT', path, { participante_id: f.participantIds[2], distancia_cm: 120 }),
    );
    expect(second.premios[0]!.historial.map((h) => [h.nombre, h.distancia_cm, h.registrado_por])).toEqual([
      ['Invitada Ruiz', 120, 'Pedro'],
      ['Pedro', 345, 'Marta'],
    ]);
    const third = prizesOf(await call(admin, 'PUT', path, { participante_id: f.participantIds[0] }));
    expect(third.premios[0]!.ganador).toMatchObject({
      nombre: 'Marta',
      distancia_cm: null,
      registrado_por: 'Ada',
    });
    stop();
    expect(events.map((e) => ZLiveEvent.parse(e).type)).toEqual(['prizes', 'prizes', 'prizes']);
    // Everybody who may see the tournament reads the prizes; only its group players and admins may record.
    const seen = prizesOf(await call(outsider, 'GET', `/api/tournaments/${f.torneoId}/prizes`));
    expect(seen.permisos).toEqual({ registrar: false, administrar: false });
    expect(seen.candidatos).toEqual([]);
    expect(seen.premios[0]!.ganador?.nombre).toBe('Marta');
    const mine = prizesOf(await call(pedro, 'GET', `/api/tournaments/${f.torneoId}/prizes`));
    expect(mine.permisos.registrar).toBe(true);
    expect(mine.candidatos.map((c) => c.nombre)).toEqual(['Invitada Ruiz', 'Marta', 'Pedro']);
  });

  it('refuses a player of another tournament and an outsider, and bad input, writing nothing', async () => {
    const f = await setup();
    const path = `/api/prizes/${f.premioId}/winner`;
    const ok = { participante_id: f.participantIds[0] };
    const refused = [
      [
        luis,
        ok,
        [
          403,
          'FORBIDDEN',
          'Solo los jugadores de una partida del torneo o un administrador pueden registrar el ganador',
        ],
      ],
      [
        outsider,
        ok,
        [
          403,
          'FORBIDDEN',
          'Solo los jugadores de una partida del torneo o un administrador pueden registrar el ganador',
        ],
      ],
      [
        marta,
        { participante_id: f.otherParticipant },
        [400, 'VALIDATION', 'El ganador debe ser un participante del torneo'],
      ],
      [marta, {}, [400, 'VALIDATION', 'Elige el ganador']],
      [marta, { ...ok, distancia_cm: -1 }, [400, 'VALIDATION', 'La distancia debe estar entre 0 y 500 m']],
      [
        marta,
        { ...ok, distancia_cm: 50_001 },
        [400, 'VALIDATION', 'La distancia debe estar entre 0 y 500 m'],
      ],
      [
        marta,
        { ...ok, distancia_cm: 3.5 },
        [400, 'VALIDATION', 'Distancia no válida: escribe los metros con coma (por ejemplo 3,45)'],
      ],
      [
        marta,
        { ...ok, distancia_cm: '3,45' },
        [400, 'VALIDATION', 'Distancia no válida: escribe los metros con coma (por ejemplo 3,45)'],
      ],
    ] as const;
    for (const [who, json, expected] of refused) {
      expect(errorOf(await call(who, 'PUT', path, json)), JSON.stringify(json)).toEqual(expected);
    }
    expect(await recordCount(f.premioId)).toBe(0);
    expect(errorOf(await call(marta, 'PUT', `/api/prizes/${f.torneoId}/winner`, ok))).toEqual([
      404,
      'NOT_FOUND',
      'Premio no encontrado',
    ]);
  });

  it('an inactive or finished tournament refuses players and lets an administrator correct', async () => {
    for (const state of ['inactive', 'finished'] as const) {
      const f = await setup(state === 'finished' ? '2030-05-31' : TODAY);
      if (state === 'inactive') {
        await t.runtime.deps.db.update(torneos).set({ activo: false }).where(eq(torneos.id, f.torneoId));
      }
      const path = `/api/prizes/${f.premioId}/winner`;
      const json = { participante_id: f.participantIds[1], distancia_cm: 200 };
      expect(errorOf(await call(marta, 'PUT', path, json))).toEqual(
        state === 'inactive'
          ? [409, 'TOURNAMENT_INACTIVE', expect.any(String)]
          : [409, 'TOURNAMENT_FINISHED', expect.any(String)],
      );
      expect(await recordCount(f.premioId)).toBe(0);
      const fixed = prizesOf(await call(admin, 'PUT', path, json));
      expect(fixed.premios[0]!.ganador?.registrado_por).toBe('Ada');
    }
  });
});
