/**
 * The fuzz suite in CI (decision record 010): every write endpoint listed in a `*.fuzz.ts` gets malformed requests; no 5xx,
 * and a refused request writes nothing. `npm run fuzz` runs 10,000 in all.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fuzzFiles, runFuzz } from './runner';

/**
 * 150 per endpoint (~130 endpoints, ~19,000 requests, about 4 minutes on PGlite on a quiet machine): one test per
 * fuzz file, each on its own fresh database and with its own time budget, so that the suite's growth never turns
 * into one test's timeout on a loaded machine.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

describe('fuzz: every write endpoint', () => {
  it('finds the fuzz files of the modules', () => {
    expect(fuzzFiles().length).toBeGreaterThanOrEqual(9);
  });

  for (const file of fuzzFiles()) {
    const name = path.basename(file);
    it(`${name}: ${RUNS} malformed requests per endpoint, no 5xx, nothing written by a refusal`, async () => {
      const reports = await runFuzz({ runs: RUNS, filter: `(${name}#` });
      expect(reports.length).toBeGreaterThan(0);
      const summary = reports.map((r) => `${r.name}: ${JSON.stringify(r.statuses)}`).join('\n');
      console.warn(`fuzz (${RUNS} per endpoint)\n${summary}`);
      expect(reports.flatMap((r) => r.failures.slice(0, 5).map((f) => `${r.name}: ${f}`))).toEqual([]);
      for (const r of reports) expect(Object.values(r.statuses).reduce((a, b) => a + b, 0)).toBe(RUNS);
    }, 600_000);
  }
});
