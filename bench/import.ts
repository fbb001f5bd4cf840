/**
 * Budget of the importer (decision record 021): a club with 100,000 hole results imports in < 60 s.
 * A dump in pg_dump's COPY format is generated for a club of PLAYERS players and TOURNAMENTS tournaments of
 * PER_TOURNAMENT participants × 18 holes (default 300, 280, 20: 100,800 results, every tournament in one league
 * with stored points), then imported into a fresh migrated database: PGlite on disk, and PostgreSQL too when
 * BENCH_DATABASE_URL (or the default local server) answers. Reports parse, import and total times.
 *
 *   npx tsx bench/import.ts        (PLAYERS=300 TOURNAMENTS=280 PER_TOURNAMENT=20 KINDS=pglite,postgresql)
 */
import os from 'node:os';
import { parseDump } from '../src/server/modules/import/dump-parser';
import { importDump } from '../src/server/modules/import/importer';
import { createTarget, type DbKind } from './club';
import { makeDump } from './club-dump';

const PLAYERS = Number(process.env.PLAYERS ?? 300);
const TOURNAMENTS = Number(process.env.TOURNAMENTS ?? 280);
const PER_TOURNAMENT = Number(process.env.PER_TOURNAMENT ?? 20);
const KINDS = (process.env.KINDS ?? 'pglite,postgresql').split(',') as DbKind[];

const { text, results } = makeDump({
  players: PLAYERS,
  tournaments: TOURNAMENTS,
  perTournament: PER_TOURNAMENT,
});
console.log(
  `dump: ${results} hole results, ${TOURNAMENTS} tournaments, ${PLAYERS} players, ${(text.length / 1e6).toFixed(1)} MB; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
let t0 = performance.now();
parseDump(text);
console.log(`parse only: ${(performance.now() - t0).toFixed(0)} ms`);

for (const kind of KINDS) {
  let target;
  try {
    target = await createTarget(kind);
  } catch (e) {
    console.log(`${kind}: not available (${e instanceof Error ? e.message : String(e)})`);
    continue;
  }
  const database = await target.open();
  try {
    t0 = performance.now();
    const report = await importDump(database.db, text);
    const ms = performance.now() - t0;
    const differences = report.pointsDifferences.length;
    console.log(
      `${kind}: ${report.status} in ${(ms / 1000).toFixed(1)} s (budget 60 s) — ${report.issues.length} rows refused, ${differences} stored points differ from this app's rules`,
    );
  } finally {
    await database.close();
    await target.drop();
  }
}
