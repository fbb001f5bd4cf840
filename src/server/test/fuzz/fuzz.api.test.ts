/**
 * The fuzz suite in CI (decision record 010): every write endpoint listed in a `*.fuzz.ts` gets malformed requests; no 5xx,
 * and a refused request writes nothing. `npm run fuzz` runs 10,000 in all.
 */
import { describe, expect, it } from 'vitest';
import { fuzzFiles, runFuzz } from './runner';

/** 150 per endpoint keeps the suite under a minute on PGlite (~50 endpoints, ~7,000 requests). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

describe('fuzz: every write endpoint', () => {
  it('finds the fuzz files of the modules', () => {
    expect(fuzzFiles().length).toBeGreaterThanOrEqual(9);
  });

  it(`${RUNS} malformed requests per endpoint: no 5xx, nothing written by a refusal`, async () => {
    const reports = await runFuzz({ runs: RUNS });
    const summary = reports.map((r) => `${r.name}: ${JSON.stringify(r.statuses)}`).join('\n');
    console.warn(`fuzz (${RUNS} per endpoint)\n${summary}`);
    expect(reports.flatMap((r) => r.failures.slice(0, 5).map((f) => `${r.name}: ${f}`))).toEqual([]);
    for (const r of reports) expect(Object.values(r.statuses).reduce((a, b) => a + b, 0)).toBe(RUNS);
  }, 300_000);
});
