/**
 * The write statement's guard against the policy (statements.ts, decision records 009 and 018): for every relation
 * of the actor (admin, creator, member, any mix, none) × validated × tournament day passed × tournament inactive ×
 * kind of partida, what the SQL guard allows equals what `can()` grants for the permissions a stroke needs. First
 * the guard's expression over every combination of facts, then the statement itself over real partidas (every
 * combination a database can hold), in one database.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  participantesPartidaPersonal,
  partidas,
  resultadosHoyo,
  resultadosHoyoPartidaPersonal,
  torneos,
} from '@/server/db/schema';
import { can } from '@/server/lib/access';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { subjectOf } from './access';
import { PERSONAL, TORNEO, writePermissions, type PartidaState, type ScoreKind } from './kinds';
import { writeGuardSql, writeHoleIn, type HoleWriteRow } from './statements';
import { insertTeesCourse, insertTournament } from './test-fixtures';

const TODAY = '2030-06-01';
const FACTS = [
  'es_partida_personal',
  'validada',
  'finalizado',
  'inactivo',
  'partido_decidido',
  'es_admin',
  'es_creador',
  'es_miembro',
] as const;
type Facts = Record<(typeof FACTS)[number], boolean>;

/** What the policy grants: a partida of the kind, and every permission its state makes a stroke need. */
function policyAllows(kind: ScoreKind, f: Facts): boolean {
  const state: PartidaState = {
    validada: f.validada,
    finalizado: f.finalizado,
    inactivo: f.inactivo,
    partido_decidido: f.partido_decidido,
  };
  const subject = subjectOf(kind, { isAdmin: f.es_admin }, f);
  return f.es_partida_personal === kind.personal && writePermissions(state).every((p) => can(subject, p));
}

/** Every combination of true and false for these names. */
function combinations<K extends string>(names: readonly K[]): Record<K, boolean>[] {
  return Array.from(
    { length: 2 ** names.length },
    (_, i) =>
      Object.fromEntries(names.map((name, bit) => [name, ((i >> bit) & 1) === 1])) as Record<K, boolean>,
  );
}

let t: TestApp;
let admin: Session;
let player: Session;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(`${TODAY}T10:00:00Z`) });
  player = await t.signUp({ nombre: 'Marta' });
  admin = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

describe.each([PERSONAL, TORNEO])('the $name write guard', (kind) => {
  it('allows exactly what the policy grants, for every combination of facts', async () => {
    const rows: Facts[] = combinations(FACTS);
    const values = sql.join(
      rows.map(
        (r, i) =>
          sql`(${sql.raw(String(i))}, ${sql.join(
            FACTS.map((name) => sql.raw(String(r[name]))),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const { rows: verdicts } = await t.runtime.deps.db.execute<{ i: number; permitido: boolean }>(
      sql`select g.i, (${writeGuardSql(kind)}) as permitido
          from (values ${values}) as g(i, ${sql.raw(FACTS.join(', '))}) order by g.i`,
    );
    expect(verdicts.map((v) => ({ ...rows[v.i]!, permitido: v.permitido }))).toEqual(
      rows.map((r) => ({ ...r, permitido: policyAllows(kind, r) })),
    );
  });
});

/** One partida per combination, its facts, the participant a stroke is written for, and who writes. */
interface Case extends Facts {
  kind: ScoreKind;
  partidaId: string;
  participanteId: string;
  actor: Session;
}

/**
 * Tournament groups: every mix of relations × validated × day passed × inactive, each in a tournament of its own
 * (a player sits in one group of a tournament). Personal games: relations × validated (they have no tournament).
 */
async function insertCases(): Promise<Case[]> {
  const db = t.runtime.deps.db;
  const course = await insertTeesCourse(db);
  const cases: Case[] = [];
  for (const { es_admin, es_creador, es_miembro, validada, finalizado, inactivo } of combinations([
    'es_admin',
    'es_creador',
    'es_miembro',
    'validada',
    'finalizado',
    'inactivo',
  ] as const)) {
    const actor = es_admin ? admin : player;
    const f = await insertTournament(db, {
      fecha_juego: finalizado ? '2030-05-01' : TODAY,
      course,
      validada: [validada],
      participants: [
        { invitado: { nombre: 'Invitado', handicap: 10, sexo: 'hombre' }, group: 0 },
        ...(es_miembro ? [{ profileId: actor.profileId, group: 0 }] : []),
      ],
    });
    if (inactivo) await db.update(torneos).set({ activo: false }).where(eq(torneos.id, f.torneoId));
    if (es_creador)
      await db.update(partidas).set({ creador_id: actor.profileId }).where(eq(partidas.id, f.groupIds[0]!));
    cases.push({
      kind: TORNEO,
      partidaId: f.groupIds[0]!,
      participanteId: f.participantIds[0]!,
      actor,
      es_partida_personal: false,
      validada,
      finalizado,
      inactivo,
      partido_decidido: false,
      es_admin,
      es_creador,
      es_miembro,
    });
  }
  for (const { es_admin, es_creador, es_miembro, validada } of combinations([
    'es_admin',
    'es_creador',
    'es_miembro',
    'validada',
  ] as const)) {
    const actor = es_admin ? admin : player;
    // A personal game always has a creator: somebody else's when the actor is not it.
    const other = es_admin ? player : admin;
    const [game] = await db
      .insert(partidas)
      .values({
        nombre: 'Partida personal',
        fecha_juego: TODAY,
        hora_salida: '09:00',
        es_partida_personal: true,
        campo_id: course.id,
        creador_id: es_creador ? actor.profileId : other.profileId,
        validada,
        validada_at: validada ? new Date(`${TODAY}T12:00:00Z`) : null,
      })
      .returning({ id: partidas.id });
    const [guest] = await db
      .insert(participantesPartidaPersonal)
      .values({ partida_id: game!.id, es_invitado: true, nombre_invitado: 'Invitado', orden: 1 })
      .returning({ id: participantesPartidaPersonal.id });
    if (es_miembro) {
      await db
        .insert(participantesPartidaPersonal)
        .values({ partida_id: game!.id, jugador_id: actor.profileId, orden: 2 });
    }
    cases.push({
      kind: PERSONAL,
      partidaId: game!.id,
      participanteId: guest!.id,
      actor,
      es_partida_personal: true,
      validada,
      finalizado: false,
      inactivo: false,
      partido_decidido: false,
      es_admin,
      es_creador,
      es_miembro,
    });
  }
  return cases;
}

describe('the write statement', () => {
  it('writes a hole exactly when the policy grants it, for every partida a database can hold, of either kind', async () => {
    const cases = await insertCases();
    const { database, db } = t.runtime.deps;
    const outcomes: { facts: Facts; permitido: boolean; escrito: boolean }[] = [];
    const expected: typeof outcomes = [];
    await db
      .transaction(async (tx) => {
        for (const c of cases) {
          // Against the statement of its own kind and of the other one (a partida of another kind: nothing).
          for (const kind of [PERSONAL, TORNEO]) {
            const row = (await writeHoleIn(database, tx, kind, {
              partida: c.partidaId,
              usuario: c.actor.userId,
              hoy: TODAY,
              participante: c.participanteId,
              hoyo: 1,
              golpes: 4,
              recogida: false,
            })) as HoleWriteRow;
            const facts = Object.fromEntries(FACTS.map((name) => [name, c[name]])) as Facts;
            // The statement read the same facts as the case describes.
            expect(Object.fromEntries(FACTS.map((name) => [name, row[name]]))).toEqual(facts);
            outcomes.push({
              facts,
              permitido: row.permitido && row.participante_ok,
              escrito: row.cambiado === 1,
            });
            const allowed = policyAllows(kind, facts) && kind === c.kind;
            expected.push({ facts, permitido: allowed, escrito: allowed });
          }
        }
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message === 'Rollback')) throw err;
      });
    expect(outcomes).toEqual(expected);
    // Rolled back: nothing of this test stays.
    const ids = cases.map((c) => c.participanteId);
    const kept = [
      ...(await db.select().from(resultadosHoyo).where(inArray(resultadosHoyo.participante_id, ids))),
      ...(await db
        .select()
        .from(resultadosHoyoPartidaPersonal)
        .where(inArray(resultadosHoyoPartidaPersonal.participante_id, ids))),
    ];
    expect(kept).toEqual([]);
  });
});
