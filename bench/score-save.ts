/**
 * Budget (design.md §10): an authenticated tournament score save with 200 concurrent writers, client and
 * server on this machine: p99 < 20 ms paced at 100 saves/s, and closed-loop throughput ≥ 60 % of a bare prepared
 * upsert (bench/baseline-server.ts) measured in the same run; on PGlite ≥ 1,000 saves/s.
 *
 *   npx tsx bench/score-save.ts                  PostgreSQL (BENCH_DATABASE_URL, default the local test server)
 *   DB=pglite npx tsx bench/score-save.ts        the embedded database
 *   WRITERS=200 DURATION=15 PACE_MS=2000,0 …     (PACE_MS: each writer's pause; 0 = closed loop)
 *
 * 200 players in 50 groups of four; each writer, signed in with a session cookie (Better Auth's cookie cache is
 * honoured: the client keeps what the server sets), saves strokes for a member of their group, hole after hole.
 */
import { spawn } from 'node:child_process';
import { freePort } from '../e2e/support/server';
import { CookieJar, cpuMs, createTarget, insertTournament, startServer, summary, type DbKind } from './club';

const KIND = (process.env.DB ?? 'postgresql') as DbKind;
const WRITERS = Number(process.env.WRITERS ?? 200);
const DURATION_S = Number(process.env.DURATION ?? 15);
const WARMUP_MS = 2000;
const PACES_MS = (process.env.PACE_MS ?? '2000,0').split(',').map(Number);
const BASELINE = process.env.BASELINE !== '0';

interface Writer {
  jar: CookieJar;
  url: string;
  participanteId: string;
}

interface Run {
  latencies: number[];
  errors: number;
  perSecond: number;
  /** Every request sent, warm-up included (for the server's CPU per save). */
  sent: number;
}

/** Every writer saves in a loop for DURATION_S (pausing `pace` ms between saves); latencies after the warm-up. */
async function drive(writers: Writer[], pace: number): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let counted = 0;
  let requests = 0;
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  const warm = started + WARMUP_MS;
  await Promise.all(
    writers.map(async (w, i) => {
      let hole = (i % 18) + 1;
      if (pace > 0) await new Promise((r) => setTimeout(r, Math.random() * pace));
      while (performance.now() < deadline) {
        const sent = performance.now();
        const res = await fetch(w.url, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            cookie: w.jar.header(),
            origin: new URL(w.url).origin,
          },
          body: JSON.stringify({
            participante_id: w.participanteId,
            numero_hoyo: hole,
            golpes: 1 + ((hole + i) % 9),
          }),
        });
        w.jar.update(res);
        await res.arrayBuffer();
        requests++;
        const done = performance.now();
        if (res.status !== 200) errors++;
        if (sent > warm && done < deadline) {
          latencies.push(done - sent);
          counted++;
        }
        hole = (hole % 18) + 1;
        if (pace > 0) await new Promise((r) => setTimeout(r, pace));
      }
    }),
  );
  return { latencies, errors, sent: requests, perSecond: counted / ((DURATION_S * 1000 - WARMUP_MS) / 1000) };
}

const target = await createTarget(KIND);
const setup = await target.open();
const club = await insertTournament(setup, { players: WRITERS });
await setup.close();

const results: string[] = [];
let appClosedLoop = NaN;
let bareClosedLoop = NaN;

const server = await startServer(target);
try {
  const writers: Writer[] = club.groups.flatMap((g) =>
    g.players.map((p, k) => ({
      jar: new CookieJar(p.cookie),
      url: `${server.base}/api/groups/${g.id}/scores`,
      // Each writes for the next member of their group (any member enters anybody's strokes).
      participanteId: g.players[(k + 1) % g.players.length]!.participanteId,
    })),
  );
  for (const pace of PACES_MS) {
    const cpuBefore = cpuMs(server.pid);
    const clientBefore = process.cpuUsage();
    const run = await drive(writers, pace);
    // The server process's CPU per save: what the machine's load does not change much (PGlite's included); and
    // this client's, which shares the machine's two cores with it.
    const cpuPerSave = (cpuMs(server.pid) - cpuBefore) / run.sent;
    const client = process.cpuUsage(clientBefore);
    const clientPerSave = (client.user + client.system) / 1000 / run.sent;
    if (pace === 0) appClosedLoop = run.perSecond;
    results.push(
      `app  ${KIND}, ${WRITERS} writers, ${pace > 0 ? `each every ${pace} ms` : 'closed loop'}: ` +
        `${run.perSecond.toFixed(0)} saves/s, ${run.errors} errors, server CPU ${cpuPerSave.toFixed(2)} ms/save, client ${clientPerSave.toFixed(2)}\n  ` +
        summary('latency', run.latencies),
    );
  }
} finally {
  await server.stop();
}

if (BASELINE) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      ...(KIND === 'postgresql' ? { DATABASE_URL: target.location } : { DATA_DIR: target.location }),
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    const writers: Writer[] = club.groups.flatMap((g) =>
      g.players.map((p) => ({
        jar: new CookieJar(''),
        url: `${base}/bare`,
        participanteId: p.participanteId,
      })),
    );
    const cpuBefore = cpuMs(child.pid!);
    const run = await drive(writers, 0);
    const cpuPerSave = (cpuMs(child.pid!) - cpuBefore) / run.sent;
    bareClosedLoop = run.perSecond;
    results.push(
      `bare prepared upsert ${KIND}, ${WRITERS} writers, closed loop: ${run.perSecond.toFixed(0)} saves/s, ` +
        `${run.errors} errors, server CPU ${cpuPerSave.toFixed(2)} ms/save\n  ${summary('latency', run.latencies)}`,
    );
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
await target.drop();

for (const line of results) console.log(line);
if (BASELINE && Number.isFinite(appClosedLoop)) {
  console.log(
    `closed loop: app ${appClosedLoop.toFixed(0)} saves/s = ${((100 * appClosedLoop) / bareClosedLoop).toFixed(0)} % of the bare upsert (budget ≥ 60 %${KIND === 'pglite' ? '; PGlite ≥ 1,000 saves/s' : ''})`,
  );
}
console.log('budget: p99 < 20 ms paced at 100 saves/s (200 writers each every 2000 ms)');
