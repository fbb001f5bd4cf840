/**
 * A stroke saved while its player's enrolment is being cancelled, on PostgreSQL: the save's statement still sees
 * the participant in its snapshot, the cancellation commits before the insert's foreign-key check, and the check
 * fails (23503). The save answers the 400 of a participant who is not in the group, and nothing is written.
 *
 * Deterministic: the cancellation's transaction is held open (participant locked and deleted) until the save is
 * seen waiting for that lock in `pg_locks`, then committed. Runs when TEST_DATABASE_URL names a PostgreSQL server
 * (PGlite runs one statement at a time: the race cannot happen there).
 */
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantesTorneo, partidasParticipantes, resultadosHoyo, scoreAudit } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTournament } from './test-fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a stroke racing an enrolment cancellation', () => {
  let t: TestApp;
  let marta: Session;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
    marta = await t.signUp({ nombre: 'Marta' });
  });
  afterAll(() => t.close());

  /** Waits until some other backend of this database waits for a row lock (the save's foreign-key check). */
  async function untilWaitingForLock(client: pg.PoolClient) {
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where not l.granted and a.datname = current_database() and l.pid <> pg_backend_pid()`,
      );
      if (rows[0]!.n > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it('answers 400 "El participante no pertenece a esta partida" and writes nothing', async () => {
    const db = t.runtime.deps.db;
    const f = await insertTournament(db, {
      fecha_juego: '2030-06-01',
      participants: [
        { profileId: marta.profileId, sexo: 'mujer', group: 0 },
        { invitado: { nombre: 'Invitado', handicap: 10, sexo: 'hombre' }, group: 0 },
      ],
    });
    const guest = f.participantIds[1]!;
    const cancel = await t.runtime.deps.database.pool!.connect();
    try {
      // The guest's enrolment being cancelled, as enrolment.service does it: row locked, seat and row deleted.
      await cancel.query('begin');
      await cancel.query('select id from participantes_torneo where id = $1 for update', [guest]);
      await cancel.query('delete from partidas_participantes where participante_id = $1', [guest]);
      await cancel.query('delete from participantes_torneo where id = $1', [guest]);

      const saving = t.request(`/api/groups/${f.groupIds[0]}/scores`, {
        method: 'PUT',
        cookie: marta.cookie,
        json: { participante_id: guest, numero_hoyo: 1, golpes: 4 },
      });
      await untilWaitingForLock(cancel);
      await cancel.query('commit');

      const res = await saving;
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'VALIDATION', message: 'El participante no pertenece a esta partida' },
      });
    } finally {
      cancel.release();
    }
    expect(await db.select().from(participantesTorneo).where(eq(participantesTorneo.id, guest))).toEqual([]);
    expect(
      await db.select().from(partidasParticipantes).where(eq(partidasParticipantes.participante_id, guest)),
    ).toEqual([]);
    expect(await db.select().from(resultadosHoyo)).toEqual([]);
    expect(await db.select().from(scoreAudit)).toEqual([]);
  });
});
