/** npm run bench: every benchmark of design.md §10 and the papers' budget, one after another (they report figures; they are not tests). */
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/rules.bench.ts',
  'bench/whs.ts',
  'bench/statistics.ts',
  'bench/bundle-size.ts',
  'bench/cold-start.ts',
  'bench/score-save.ts',
  'bench/live-delivery.ts',
  'bench/standings-render.ts',
  'bench/league.ts',
  'bench/scorecard-offline.ts',
  'bench/statistics-page.ts',
  'bench/import.ts',
  'bench/club-history.ts',
  'bench/papers.ts',
];
for (const file of process.argv.slice(2).length ? process.argv.slice(2) : benches) {
  console.log(`\n== ${file}`);
  spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
}
