/**
 * Benchmark of 'Mi hándicap' and 'Mis estadísticas' on the server (design.md §16): a member with 200 rounds (personal
 * games marked 'Válida para hándicap', 18 holes each) on a migrated database (PostgreSQL at BENCH_DATABASE_URL or
 * the local test server; PGlite with BENCH_PGLITE=1). Measures, after a warm-up:
 * - the index history alone (`handicapHistory` over the member's 200 stored rounds): budget < 5 ms;
 * - 'Mi hándicap' and 'Mis estadísticas' data, queries included (the services the endpoints call): budget < 50 ms.
 *
 *   npx tsx bench/statistics.ts
 */
import { loadavg } from 'node:os';
import { handicapHistory } from '../src/shared/domain/whs';
import {
  participantesPartidaPersonal,
  partidas,
  resultadosHoyoPartidaPersonal,
} from '../src/server/db/schema';
import { insertStandardCourse, PAR_72_HOLES } from '../src/server/modules/courses/test-fixtures';
import { loadRounds } from '../src/server/modules/handicap/handicap.repository';
import { myHandicap, myStatistics } from '../src/server/modules/handicap/handicap.service';
import { createTestApp } from '../src/server/test/harness';
import { PG_URL, percentile } from './support';

const ROUNDS = 200;
const RUNS = 50;
const HISTORY_BUDGET_MS = 5;
const DATA_BUDGET_MS = 50;

if (!process.env.BENCH_PGLITE) process.env.TEST_DATABASE_URL ??= PG_URL;
const app = await createTestApp({}, { clock: () => new Date('2026-11-28T10:00:00Z') });
try {
  const db = app.runtime.deps.db;
  const member = await app.signUp({ nombre: 'Socia con 200 vueltas' });
  const { id: campoId } = await insertStandardCourse(db, 'Campo del banco');
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const start = Date.UTC(2021, 0, 2);
  for (let i = 0; i < ROUNDS; i++) {
    const fecha = new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10);
    const [game] = await db
      .insert(partidas)
      .values({
        nombre: `Vuelta ${i + 1}`,
        fecha_juego: fecha,
        hora_salida: '09:00',
        es_partida_personal: true,
        valida_para_handicap: true,
        campo_id: campoId,
        creador_id: member.profileId,
      })
      .returning({ id: partidas.id });
    const [p] = await db
      .insert(participantesPartidaPersonal)
      .values({ partida_id: game!.id, jugador_id: member.profileId, handicap_partida: 14 + (i % 6) })
      .returning({ id: participantesPartidaPersonal.id });
    await db.insert(resultadosHoyoPartidaPersonal).values(
      PAR_72_HOLES.map((h) => ({
        participante_id: p!.id,
        numero_hoyo: h.numero_hoyo,
        golpes: (h.par ?? 4) + Math.floor(random() * 4),
      })),
    );
  }
  const actor = {
    userId: member.userId,
    email: member.email,
    name: 'Socia',
    emailVerified: true,
    profileId: member.profileId,
    isAdmin: false,
  };
  /** Wall time per run, and this process's CPU time per run (the machine's load inflates wall time). */
  const cpu: Record<string, number> = {};
  const time = async (fn: () => unknown, label = ''): Promise<number[]> => {
    for (let i = 0; i < 5; i++) await fn();
    const samples: number[] = [];
    const c0 = process.cpuUsage();
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await fn();
      samples.push(performance.now() - t0);
    }
    const used = process.cpuUsage(c0);
    cpu[label] = (used.user + used.system) / 1000 / RUNS;
    return samples.sort((a, b) => a - b);
  };
  const stored = await loadRounds(db, { jugadorIds: [member.profileId] });
  const inputs = stored.map((r) => ({
    fecha: r.fecha,
    slope: r.slope!,
    course_rating: r.course_rating!,
    course_handicap: r.course_handicap,
    holes: r.holes,
  }));
  const history = await time(() => handicapHistory(inputs), 'history');
  const handicap = await time(() => myHandicap(db, actor), 'handicap');
  const stats = await time(() => myStatistics(db, actor), 'stats');
  const fmt = (label: string, s: number[], budget: number, key: string) =>
    `  ${label}: wall median ${percentile(s, 50).toFixed(2)} ms, p95 ${percentile(s, 95).toFixed(2)} ms; ` +
    `node CPU ${cpu[key]!.toFixed(2)} ms per run (budget < ${budget} ms)`;
  const estimate = (await myHandicap(db, actor)).estimado;
  console.log(
    `a member with ${stored.length} rounds (load ${loadavg()[0]!.toFixed(1)}) (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${RUNS} runs each; estimate ${estimate}:`,
  );
  console.log(fmt('index history (handicapHistory)', history, HISTORY_BUDGET_MS, 'history'));
  console.log(fmt("'Mi hándicap' data, queries included", handicap, DATA_BUDGET_MS, 'handicap'));
  console.log(fmt("'Mis estadísticas' data, queries included", stats, DATA_BUDGET_MS, 'stats'));
} finally {
  await app.close();
}
