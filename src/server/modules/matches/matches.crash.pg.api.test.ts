/**
 * A crash between the deciding stroke and the knockout's advance (decision record 037), on PostgreSQL: the real
 * server runs as a child process on the test's database; the deciding stroke is held (another connection keeps
 * the match's row locked) until it is seen waiting, then the server is killed (SIGKILL) and started again. The
 * draw must be consistent: either the stroke and all it decides were written, or none of it. Before the stroke
 * settled inside its own transaction, the stroke was committed and the advance (a follower after the commit) was
 * lost: 'gana 10/8' on the card, `partidos.ganador` null, the final still waiting for its first side.
 *
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (PGlite cannot be shared with a child process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTournamentMatches, type TTournamentMatches } from '@/shared/schemas/matches';
import { partidos, resultadosHoyo } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';
import { freePort } from '../../../../e2e/support/server';

const SECRET = 'crash-secret-crash-secret-crash-secret-0123456789';

/** The server as a child process on database `url` (killed, never stopped, by the test). */
async function serve(url: string, port: number): Promise<{ base: string; child: ChildProcess }> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pena-crash-')),
      DATABASE_URL: url,
      AUTH_SECRET: SECRET,
      SEED: 'none',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${out}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

async function signIn(base: string, who: Session): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const put = (base: string, cookie: string, path: string, json: unknown) =>
  fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(json),
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('a crash between the deciding stroke and the advance', () => {
  let t: TestApp;
  let admin: Session;
  let bea: Session;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    [admin, bea] = await Promise.all([t.signUp({ nombre: 'Ada' }), t.signUp({ nombre: 'Bea' })]);
    await t.makeAdmin(admin);
  });
  afterAll(async () => {
    for (const c of children) await killed(c);
    await t.close();
  });

  it('leaves the draw consistent after a restart: the winner is set and the final filled, or nothing is', async () => {
    const db = t.runtime.deps.db;
    const course = await insertTeesCourse(db);
    const f = await insertTournament(db, {
      fecha_juego: '2030-06-01',
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: [
        { profileId: bea.profileId, sexo: 'hombre', handicap_torneo: 10 },
        { invitado: { nombre: 'Xabi', handicap: 10, sexo: 'hombre' }, handicap_torneo: 10 },
        { invitado: { nombre: 'Yago', handicap: 11, sexo: 'hombre' }, handicap_torneo: 11 },
        { invitado: { nombre: 'Zoe', handicap: 12, sexo: 'hombre' }, handicap_torneo: 12 },
      ],
    });
    const draw = await t.request(`/api/admin/tournaments/${f.torneoId}/draw`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { modo: 'handicap', fechas_limite: ['2030-06-10', '2030-06-20'] },
    });
    const all = (await draw.json()) as TTournamentMatches;
    const semi = all.partidos.find((m) => m.ronda === 1 && m.posicion === 1)!;
    expect(semi.lados.map((l) => l?.nombre)).toEqual(['Bea', 'Zoe']);
    const [b, , , z] = f.participantIds as [string, string, string, string];
    const scores = `/api/groups/${semi.partida_id}/scores`;
    // Bea wins holes 1–9 (Zoe receives 2 strokes, holes 1 and 14): 9 up with 9 left; her 10th is in too.
    for (const h of PAR_72_HOLES.slice(0, 10)) {
      for (const [id, golpes] of [
        [b, h.par! - 1],
        [z, h.par! + 2],
      ] as const) {
        if (h.numero_hoyo === 10 && id === z) continue;
        const res = await t.request(scores, {
          method: 'PUT',
          cookie: bea.cookie,
          json: { participante_id: id, numero_hoyo: h.numero_hoyo, golpes },
        });
        expect(res.status).toBe(200);
      }
    }

    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${await db.execute<{ d: string }>('select current_database() as d').then((r) => r.rows[0]!.d)}`;
    const first = await serve(url.toString(), await freePort());
    children.push(first.child);
    const cookie = await signIn(first.base, bea);

    // Another connection holds the match's row: the deciding stroke (Zoe's 10th) waits inside the server.
    const holder = await t.runtime.deps.database.pool!.connect();
    await holder.query('begin');
    await holder.query('select id from partidos where id = $1 for update', [semi.id]);
    const decisive = put(first.base, cookie, scores, {
      participante_id: z,
      numero_hoyo: 10,
      golpes: PAR_72_HOLES[9]!.par! + 2,
    }).catch(() => null);
    for (;;) {
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where not l.granted and a.datname = current_database() and l.pid <> pg_backend_pid()`,
      );
      if (rows[0]!.n > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await killed(first.child);
    await decisive;
    await holder.query('rollback');
    holder.release();

    // After the restart, the stored draw is what the stored card decides.
    const second = await serve(url.toString(), await freePort());
    children.push(second.child);
    const consistent = async () => {
      const [row] = await db.select().from(partidos).where(eq(partidos.id, semi.id));
      const final = (await db.select().from(partidos).where(eq(partidos.ronda, 2))).find(
        (m) => m.torneo_id === f.torneoId,
      )!;
      const zoe10 = (
        await db.select().from(resultadosHoyo).where(eq(resultadosHoyo.participante_id, z))
      ).some((r) => r.numero_hoyo === 10);
      return { zoe10, ganador: row!.ganador, final: final.lado_1_participante_id };
    };
    const after = await consistent();
    expect([
      { zoe10: false, ganador: null, final: null },
      { zoe10: true, ganador: 1, final: b },
    ]).toContainEqual(after);

    // The stroke again on the restarted server: the match is won and Bea is in the final.
    const again = await put(second.base, await signIn(second.base, bea), scores, {
      participante_id: z,
      numero_hoyo: 10,
      golpes: PAR_72_HOLES[9]!.par! + 2,
    });
    expect(again.status).toBe(200);
    expect(await consistent()).toEqual({ zoe10: true, ganador: 1, final: b });
    const view = ZTournamentMatches.parse(
      await (await t.request(`/api/tournaments/${f.torneoId}/matches`, { cookie: admin.cookie })).json(),
    );
    expect(view.partidos.find((m) => m.id === semi.id)?.resultado_texto).toBe('Bea gana 10/8');
    expect(view.partidos.find((m) => m.ronda === 2)?.lados[0]?.nombre).toBe('Bea');
    await killed(second.child);
  }, 300_000);
});
