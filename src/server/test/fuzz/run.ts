/**
 * `npm run fuzz`: the fuzz suite at full size, 10,000 malformed requests in all, spread evenly over every write
 * endpoint listed in a `*.fuzz.ts` (at ~20 ms a request on PGlite, 10,000 per endpoint would take hours).
 * Prints the count per status per endpoint, every failure, and the memory before and after.
 *   npm run fuzz                      10,000 in all
 *   npm run fuzz -- --runs 500        500 per endpoint
 *   npm run fuzz -- --filter personal only the endpoints whose name contains "personal"
 * Exits with status 1 when a request got a 5xx or a refused request wrote to the database.
 */
import { parseArgs } from 'node:util';
import { loadTargets, runFuzz } from './runner';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    total: { type: 'string', default: '10000' },
    filter: { type: 'string' },
    seed: { type: 'string' },
  },
});

const count = (await loadTargets()).length;
const runs = values.runs ? Number(values.runs) : Math.ceil(Number(values.total) / count);
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const started = performance.now();
process.stdout.write(`fuzz: ${count} endpoints × ${runs} requests\n`);
const reports = await runFuzz({
  runs,
  filter: values.filter,
  seed: values.seed ? Number(values.seed) : Date.now() % 100_000,
  onTarget: (r, ms) => {
    const statuses = Object.entries(r.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    process.stdout.write(`${r.name.padEnd(100)} ${statuses}  (${Math.round(ms)} ms)\n`);
    for (const f of r.failures.slice(0, 10)) process.stdout.write(`    FAIL ${f}\n`);
  },
});
gc?.();
const after = process.memoryUsage();
const totals: Record<string, number> = {};
for (const r of reports) for (const [s, n] of Object.entries(r.statuses)) totals[s] = (totals[s] ?? 0) + n;
const failures = reports.reduce((n, r) => n + r.failures.length, 0);
const sent = Object.values(totals).reduce((a, b) => a + b, 0);
process.stdout.write(
  `\n${sent} requests in ${Math.round((performance.now() - started) / 1000)} s; per status: ${JSON.stringify(totals)}; ` +
    `failures: ${failures}\nmemory: RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}\n`,
);
process.exit(failures > 0 ? 1 : 0);
