/**
 * Budget (design.md §10): the start sheet and the scorecards (4 to a sheet) of a
 * 150-player tournament are generated and downloaded in < 2 s each, and the server's memory grows < 50 MB
 * while it writes them (the PDFs are streamed page by page, never held whole).
 *
 *   npx tsx bench/papers.ts          (PLAYERS=150 RUNS=5)
 *
 * The server runs as in production (its own process, PGlite); times are from the request to the last byte.
 * Memory: the server's resident memory (VmRSS) before any paper and after one of each (the first paper also pays
 * one-time costs), and its peak (VmHWM) over the measured runs only: the peak is reset after the warm-up (it used
 * to be the process's peak since its start, which counted the start and the first papers' one-time costs too).
 * The budget's figure is that peak over the warm server's RSS; each paper's own peak is printed beside its times.
 */
import { eq } from 'drizzle-orm';
import * as s from '../src/server/db/schema';
import { processCpuMs, processMemory, resetPeakMemory } from './support';
import { createTarget, insertTournament, percentile, startServer } from './club';

const PLAYERS = Number(process.env.PLAYERS ?? 150);
const RUNS = Number(process.env.RUNS ?? 5);

const target = await createTarget('pglite');
const setup = await target.open();
const club = await insertTournament(setup, { players: PLAYERS, fecha: '2099-01-01' });
const admin = club.groups[0]!.players[0]!;
await setup.db.insert(s.userRoles).values({ user_id: admin.userId, role: 'admin' });
// Half the groups from the 10th tee (a split start), so both kinds of start are drawn.
for (const g of club.groups.slice(club.groups.length / 2)) {
  await setup.db.update(s.partidas).set({ hoyo_salida: 10 }).where(eq(s.partidas.id, g.id));
}
await setup.close();

// As `npm start` runs it (package.json): a small young generation, so garbage is collected as it goes.
const server = await startServer(target, { NODE_OPTIONS: '--max-semi-space-size=1' });
const papers = {
  'orden de salida': `/api/tournaments/${club.torneoId}/start-sheet.pdf`,
  'tarjetas (4 por hoja)': `/api/tournaments/${club.torneoId}/scorecards.pdf`,
  'tarjetas (1 por hoja)': `/api/tournaments/${club.torneoId}/scorecards.pdf?por_hoja=1`,
};

async function download(path: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${server.base}${path}`, { headers: { cookie: admin.cookie } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

try {
  // One session check and the fonts' first read happen before the measure (any first request pays them).
  await fetch(`${server.base}/api/me`, { headers: { cookie: admin.cookie } });
  const cold = processMemory(server.pid);
  // One download of each first: the first paper also pays one-time costs (code compiled, font tables read).
  for (const path of Object.values(papers)) await download(path);
  const before = processMemory(server.pid);
  const cpuBefore = processCpuMs(server.pid);
  const lines: string[] = [];
  let peak = 0;
  for (const [name, path] of Object.entries(papers)) {
    const start = processMemory(server.pid).rss;
    resetPeakMemory(server.pid);
    const samples: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS; run++) {
      const { ms, bytes } = await download(path);
      samples.push(ms);
      size = bytes;
      if (process.env.TRACE) console.log(name, run, processMemory(server.pid));
    }
    samples.sort((a, b) => a - b);
    const own = processMemory(server.pid).peak;
    peak = Math.max(peak, own);
    lines.push(
      `${name}: ${(size / 1024).toFixed(0)} KB, median ${percentile(samples, 50).toFixed(0)} ms, max ${samples.at(-1)!.toFixed(0)} ms (budget < 2,000 ms); ` +
        `server peak ${own} MB (+${own - start} MB over its start)`,
    );
  }
  const after = processMemory(server.pid);
  const cpu = processCpuMs(server.pid) - cpuBefore;
  console.log(
    `papers of a ${PLAYERS}-player tournament (${club.groups.length} groups), ${RUNS} downloads each:`,
  );
  for (const line of lines) console.log(`  ${line}`);
  console.log(
    `  server memory: RSS ${cold.rss} MB before any paper, ${before.rss} MB after one of each; then peak ${peak} MB ` +
      `(growth over the warm server ${peak - before.rss} MB, budget < 50 MB; over the cold one ${peak - cold.rss} MB), ` +
      `RSS ${after.rss} MB after; server CPU ${(cpu / (RUNS * 3)).toFixed(0)} ms per paper`,
  );
} finally {
  await server.stop();
  await target.drop();
}
