/**
 * Budgets (design.md §10), on the embedded database: cold start of `npm start` to a served page < 4 s (first
 * start, demo seed) and < 1.5 s (restart); resident memory ≤ 300 MB after the first start and ≤ 250 MB after a
 * restart, with no growth under load beyond what new rows need.
 * Runs the real `npm start` process (scripts/start.mjs) on a brand-new data folder, then restarts it on that folder,
 * and measures, from spawn to the first 200 of GET /, the time, and then the process's resident memory (RSS, from
 * /proc) once it is idle. The last restart then takes a bounded burst of requests (localhost only: the demo
 * accounts' reads, the SPA, malformed writes that create no rows) and reports its RSS along the way.
 *   COLD_START_REQUESTS=10000 (default)   requests in the burst
 *   COLD_START_LOAD_SECONDS=600 (default) the burst stops at this time even if not every request was sent
 * Times depend on the machine's load (printed with them); RSS hardly does.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded, buildWebIfNeeded } from '../scripts/build-web.mjs';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_PLAYER_EMAIL } from '../src/server/db/seed/data';
import { processCpuMs, processMemory as memory, spawnNpmStart } from './support';

const REQUESTS = Number(process.env.COLD_START_REQUESTS ?? 10_000);
const LOAD_SECONDS = Number(process.env.COLD_START_LOAD_SECONDS ?? 600);
/** Requests in flight at once during the burst. */
const CONCURRENCY = 4;
/** How long the process is left alone before its idle RSS is read. */
const SETTLE_MS = 2000;

buildWebIfNeeded();
buildServerIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Started {
  child: ChildProcess;
  ms: number;
  /** CPU time the server process used until its first page (load-independent, unlike `ms`). */
  cpuMs: number;
}

async function start(): Promise<Started> {
  const started = performance.now();
  const child = spawnNpmStart(port, dataDir);
  for (;;) {
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    await sleep(25);
  }
  return { child, ms: performance.now() - started, cpuMs: processCpuMs(child.pid!) };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function getJson<T>(pathname: string, cookie: string): Promise<T> {
  const res = await fetch(`${base}${pathname}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${pathname}: ${res.status}`);
  return (await res.json()) as T;
}

/** The burst: a fixed round of reads and refused writes, repeated until REQUESTS were sent or time ran out. */
async function burst(pid: number): Promise<void> {
  const admin = await signIn(DEMO_ADMIN_EMAIL);
  const player = await signIn(DEMO_PLAYER_EMAIL);
  const tournaments = await getJson<{ id: string }[]>('/api/tournaments', player);
  const leagues = await getJson<{ id: string }[]>('/api/leagues', player);
  const t = tournaments[0]?.id ?? 'none';
  const l = leagues[0]?.id ?? 'none';
  const bad = { method: 'POST', body: '{"nombre": 1, "participantes": "x"', ct: 'application/json' };
  const round: { path: string; cookie?: string; method?: string; body?: string; ct?: string }[] = [
    { path: '/' },
    { path: '/mis-partidas' },
    { path: '/api/health' },
    { path: '/api/tournaments', cookie: player },
    { path: `/api/tournaments/${t}`, cookie: player },
    { path: `/api/tournaments/${t}/standings`, cookie: player },
    { path: `/api/tournaments/${t}/participants`, cookie: player },
    { path: '/api/leagues', cookie: player },
    { path: `/api/leagues/${l}/standings`, cookie: player },
    { path: '/api/personal-games', cookie: player },
    { path: '/api/me/tournaments-leagues', cookie: player },
    { path: '/api/courses', cookie: player },
    { path: '/api/admin/summary', cookie: admin },
    { path: '/api/admin/players', cookie: admin },
    { path: '/api/admin/tournaments', cookie: admin },
    { path: '/api/personal-games', cookie: player, ...bad },
    { path: '/api/admin/courses', cookie: admin, ...bad },
    { path: '/api/tournaments' },
  ];
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const started = performance.now();
  const marks = new Set([1, 2, 3].map((q) => Math.floor((REQUESTS * q) / 4)));
  let sent = 0;
  const worker = async () => {
    while (sent < REQUESTS && performance.now() < deadline) {
      const r = round[sent % round.length]!;
      sent++;
      if (marks.has(sent)) {
        const m = memory(pid);
        console.log(`  after ${sent} requests: RSS ${m.rss} MB`);
      }
      const headers: Record<string, string> = { origin: base };
      if (r.cookie) headers.cookie = r.cookie;
      if (r.ct) headers['content-type'] = r.ct;
      const res = await fetch(`${base}${r.path}`, { method: r.method ?? 'GET', headers, body: r.body });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${sent} requests in ${seconds.toFixed(0)} s (${CONCURRENCY} at a time); per status: ${JSON.stringify(statuses)}`,
  );
}

console.log(`load average at start: ${load()}`);
const first = await start();
await sleep(SETTLE_MS);
const firstMemory = memory(first.child.pid!);
await stop(first.child);

const restarts: { ms: number; cpuMs: number; rss: number; peak: number }[] = [];
let last: Started | null = null;
for (let i = 0; i < 3; i++) {
  const s = await start();
  await sleep(SETTLE_MS);
  restarts.push({ ms: s.ms, cpuMs: s.cpuMs, ...memory(s.child.pid!) });
  if (i < 2) await stop(s.child);
  else last = s;
}
const idle = restarts.at(-1)!;
console.log(
  `first start (new database, migrations, demo seed): ${Math.round(first.ms)} ms (budget 4000 ms), ` +
    `${first.cpuMs} ms of the server's CPU; ` +
    `RSS ${firstMemory.rss} MB, peak ${firstMemory.peak} MB (budget 300 MB)`,
);
console.log(
  `restart on an existing database: ${restarts.map((r) => Math.round(r.ms)).join(' / ')} ms (budget 1500 ms), ` +
    `${restarts.map((r) => r.cpuMs).join(' / ')} ms of the server's CPU; ` +
    `RSS idle ${restarts.map((r) => r.rss).join(' / ')} MB, peak ${restarts.map((r) => r.peak).join(' / ')} MB ` +
    `(budget 250 MB)`,
);
console.log(`load average after the starts: ${load()}`);
console.log(`burst of up to ${REQUESTS} requests against the last restart (RSS idle ${idle.rss} MB):`);
try {
  await burst(last!.child.pid!);
  await sleep(SETTLE_MS);
  const after = memory(last!.child.pid!);
  console.log(
    `after load: RSS ${after.rss} MB (${after.rss - idle.rss >= 0 ? '+' : ''}${after.rss - idle.rss} MB), ` +
      `peak ${after.peak} MB; load average ${load()}`,
  );
} finally {
  await stop(last!.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
