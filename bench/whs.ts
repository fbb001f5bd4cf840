/**
 * Benchmark of the club's handicap estimate and statistics (design §10: "a member with 200 rounds: handicap
 * index history < 5 ms; statistics data < 50 ms on the server"): `handicapHistory` and `playerStatistics` over
 * 200 rounds of 18 holes (some picked up, some short), seeded so every run measures the same work. A plain script:
 *
 *   npx tsx bench/whs.ts
 */
import { loadavg } from 'node:os';
import type * as Domain from '../src/shared/domain';
import type { WhsRoundInput } from '../src/shared/domain';
import { importBundled } from './bundled';
import { INDEXES, PARS, seeded } from './seeded';

// The engine as the server and the browser run it (see `importBundled`).
const { handicapHistory, playerStatistics } = await importBundled<typeof Domain>(
  'src/shared/domain/index.ts',
);

const BUDGET_MS = 5;
const STATISTICS_BUDGET_MS = 50;
const ROUNDS = 200;
const WARMUP_RUNS = 20;
const MEASURED_RUNS = 200;

function rounds(random: () => number): WhsRoundInput[] {
  const start = Date.UTC(2019, 0, 5);
  return Array.from({ length: ROUNDS }, (_, i) => {
    const short = random() < 0.05;
    return {
      fecha: new Date(start + i * 9 * 86_400_000).toISOString().slice(0, 10),
      course_rating: 70 + Math.floor(random() * 40) / 10,
      slope: 115 + Math.floor(random() * 30),
      pcc: random() < 0.1 ? 1 : 0,
      course_handicap: i < 3 ? null : 14 + Math.floor(random() * 8),
      holes: PARS.map((par, h) => ({
        numero_hoyo: h + 1,
        par,
        handicap: INDEXES[h] ?? null,
        golpes: short && h >= 12 ? null : par + Math.floor(random() * 4),
        recogida: random() < 0.03,
      })),
    };
  });
}

const input = rounds(seeded(34));
const statisticsInput = input.map((round, i) => ({
  fecha: round.fecha,
  campo_id: `c${i % 4}`,
  campo_nombre: `Campo ${i % 4}`,
  handicap: round.course_handicap,
  holes: round.holes,
}));

// Wall time on a shared machine includes waiting for a core; CPU time is the work itself.
const at = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(3);
};

function measure(name: string, budgetMs: number, run: () => unknown): void {
  for (let i = 0; i < WARMUP_RUNS; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(`${name} (load ${loadavg()[0]?.toFixed(2)})`);
  console.log(
    `  wall: median ${at(wall, 0.5)} ms  p95 ${at(wall, 0.95)} ms   cpu: median ${at(cpu, 0.5)} ms  p95 ${at(cpu, 0.95)} ms` +
      `   (budget ${budgetMs} ms)`,
  );
}

console.log(`estimate after ${ROUNDS} rounds: ${handicapHistory(input).index}`);
measure(`handicapHistory, ${ROUNDS} rounds`, BUDGET_MS, () => handicapHistory(input));
// 'Mis estadísticas' has 50 ms on the server for everything; the arithmetic is a small part of it.
measure(`playerStatistics, ${ROUNDS} rounds`, STATISTICS_BUDGET_MS, () => playerStatistics(statisticsInput));
