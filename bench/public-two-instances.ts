/**
 * Public viewers over two instances (design.md §17, decision record 038). Two server instances on one PostgreSQL database behind
 * Debian's nginx (docs/two-instances-nginx.conf, its 1-second proxy cache on /api/public/), a 150-player
 * tournament with its public link on, 5 saves/s alternating between the instances, and N public viewers polling
 * the snapshot with If-None-Match as the public page does.
 *
 *   npx tsx bench/public-two-instances.ts
 *   VIEWERS=1000,2000 POLL_MS=1000 RATE=5 DURATION=20 PLAYERS=150 VIA=nginx|direct
 *
 * VIA=nginx (default): viewers ask nginx, which balances both instances and holds each answer a second.
 * VIA=direct: half the viewers ask instance A, half instance B, no proxy (what the instances alone carry).
 *
 * Printed per viewer count: p95 save → the instance serves a snapshot with it (first viewer to hold it), p95 save →
 * every viewer holds it (each viewer's first poll after that), errors, saves some viewer never got by the end
 * ("missed"), server CPU per save and per viewer (both instances, and nginx), and memory per viewer connection.
 * Not part of `npm test` nor of bench/run.ts: it needs nginx (apt-get install -y nginx) and PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ZPublicTournament } from '../src/shared/schemas/public';
import { enlacesPublicos } from '../src/server/db/schema';
import { newToken } from '../src/server/modules/public/public-links.service';
import { freePort } from '../e2e/support/server';
import { cpuMs, createTarget, insertTournament, percentile, startServer } from './club';
import { processMemory } from './support';

const VIEWER_COUNTS = (process.env.VIEWERS ?? '1000').split(',').map(Number);
const POLL_MS = Number(process.env.POLL_MS ?? 1000);
const RATE = Number(process.env.RATE ?? 5);
const DURATION_S = Number(process.env.DURATION ?? 20);
const PLAYERS = Number(process.env.PLAYERS ?? 150);
const VIA = process.env.VIA ?? 'nginx';

const target = await createTarget('postgresql');
const setup = await target.open();
const today = new Date().toISOString().slice(0, 10);
const club = await insertTournament(setup, { players: PLAYERS, fecha: today });
const token = newToken();
await setup.db.insert(enlacesPublicos).values({ torneo_id: club.torneoId, token });
await setup.close();

const a = await startServer(target);
const b = await startServer(target);
const instances = [a, b];

// nginx with the documented configuration, its ports and paths filled in.
const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-nginx-'));
fs.chmodSync(nginxDir, 0o777);
const nginxPort = await freePort();
const site = fs
  .readFileSync('docs/two-instances-nginx.conf', 'utf8')
  .replace('127.0.0.1:3001', new URL(a.base).host.replace('localhost', '127.0.0.1'))
  .replace('127.0.0.1:3002', new URL(b.base).host.replace('localhost', '127.0.0.1'))
  .replace('listen 8080;', `listen 127.0.0.1:${nginxPort};`)
  .replace('/var/cache/nginx/pena-public', path.join(nginxDir, 'cache'));
fs.writeFileSync(path.join(nginxDir, 'site.conf'), site);
fs.writeFileSync(
  path.join(nginxDir, 'nginx.conf'),
  `worker_processes 1;\nevents { worker_connections 30000; }\nhttp {\n  access_log off;\n  include ${path.join(nginxDir, 'site.conf')};\n}\n`,
);
const nginx: ChildProcess = spawn(
  'nginx',
  [
    '-p',
    nginxDir,
    '-c',
    path.join(nginxDir, 'nginx.conf'),
    '-g',
    `daemon off; pid ${path.join(nginxDir, 'nginx.pid')}; error_log stderr warn;`,
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
const nginxBase = `http://127.0.0.1:${nginxPort}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${nginxBase}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 100) throw new Error('nginx did not start');
  await new Promise((r) => setTimeout(r, 100));
}
/** nginx's master and worker processes. */
const nginxPids = (): number[] =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return (
          fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(nginxDir) ||
          fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[3] === String(nginx.pid)
        );
      } catch {
        return false;
      }
    });
const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
const rssOf = (pids: number[]) => pids.reduce((sum, pid) => sum + processMemory(pid).rss, 0);

const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};
say(
  `public viewers over two instances: ${PLAYERS} players, ${RATE} saves/s for ${DURATION_S} s, poll every ${POLL_MS} ms, via ${VIA}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

let round = 0;
async function run(viewerCount: number) {
  round += 1;
  const bases =
    VIA === 'nginx' ? [nginxBase] : instances.map((s) => s.base.replace('localhost', '127.0.0.1'));
  /** The versions in the order they were first seen, each with the saves it holds. */
  const versionIndex = new Map<string, number>();
  const sentAt: number[] = [];
  const keyOf = (p: string, h: number, g: number) => `${p}:${h}:${g}`;
  const saveIndex = new Map<string, number>();
  /** First version (index) holding each save, and when a viewer first held it. */
  const firstVersionOf: number[] = [];
  const firstHeldAt: number[] = [];
  const viewerLatency: number[] = [];
  let errors = 0;
  let saveErrors = 0;
  let requests = 0;
  let notModified = 0;
  let running = true;

  function indexVersion(etag: string, body: string): number {
    let idx = versionIndex.get(etag);
    if (idx !== undefined) return idx;
    idx = versionIndex.size;
    versionIndex.set(etag, idx);
    const snap = ZPublicTournament.parse(JSON.parse(body));
    for (const r of snap.standings.resultados) {
      const k = saveIndex.get(keyOf(r.participante_id, r.numero_hoyo, r.golpes ?? 0));
      if (k !== undefined && firstVersionOf[k] === undefined) firstVersionOf[k] = idx;
    }
    return idx;
  }

  const memBefore = rssOf([a.pid, b.pid, ...nginxPids()]);
  const viewers = Array.from({ length: viewerCount }, (_, i) => ({
    base: bases[i % bases.length]!,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    etag: '',
    version: -1,
  }));
  const poll = (v: (typeof viewers)[number]) =>
    new Promise<void>((resolve) => {
      requests++;
      const req = http.get(
        `${v.base}/api/public/${token}`,
        { agent: v.agent, headers: v.etag ? { 'if-none-match': v.etag } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const at = performance.now();
            if (res.statusCode === 304) notModified++;
            else if (res.statusCode === 200) {
              const etag = String(res.headers.etag ?? '');
              if (etag !== v.etag) {
                const idx = indexVersion(etag, Buffer.concat(chunks).toString('utf8'));
                if (idx > v.version) {
                  for (let k = 0; k < sentAt.length; k++) {
                    const fv = firstVersionOf[k];
                    if (fv === undefined || fv <= v.version || fv > idx) continue;
                    viewerLatency.push(at - sentAt[k]!);
                    if (firstHeldAt[k] === undefined) firstHeldAt[k] = at;
                  }
                  v.version = idx;
                }
                v.etag = etag;
              }
            } else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  // Each viewer polls every POLL_MS, the viewers spread evenly over the interval.
  const loops = viewers.map(async (v, i) => {
    await new Promise((r) => setTimeout(r, (i * POLL_MS) / viewerCount));
    while (running) {
      const started = performance.now();
      await poll(v);
      await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (performance.now() - started))));
    }
  });
  await new Promise((r) => setTimeout(r, Math.max(3000, POLL_MS * 2)));
  const memWith = rssOf([a.pid, b.pid, ...nginxPids()]);

  // Viewers only: CPU per viewer.
  const idleS = 10;
  const cpu0 = { app: cpuOf([a.pid, b.pid]), nginx: cpuOf(nginxPids()) };
  await new Promise((r) => setTimeout(r, idleS * 1000));
  const cpu1 = { app: cpuOf([a.pid, b.pid]), nginx: cpuOf(nginxPids()) };

  // Saves alternating between the instances, with the viewers polling.
  const saves = RATE * DURATION_S;
  await Promise.all(
    Array.from({ length: saves }, async (_, k) => {
      await new Promise((r) => setTimeout(r, (k * 1000) / RATE));
      const group = club.groups[k % club.groups.length]!;
      const writer = group.players[0]!;
      const player = group.players[Math.floor(k / club.groups.length) % group.players.length]!;
      const numero_hoyo = 1 + (Math.floor(k / club.groups.length) % 18);
      const golpes = 1 + ((k + round) % 9);
      const key = keyOf(player.participanteId, numero_hoyo, golpes);
      const server = instances[k % 2]!;
      const sent = performance.now();
      const save = await fetch(`${server.base}/api/groups/${group.id}/scores`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: writer.cookie, origin: server.base },
        body: JSON.stringify({ participante_id: player.participanteId, numero_hoyo, golpes }),
      }).catch(() => null);
      await save?.arrayBuffer();
      if (save?.status !== 200) {
        errors++;
        saveErrors++;
      } else {
        saveIndex.set(key, sentAt.length);
        sentAt.push(sent);
      }
    }),
  );
  const cpu2 = { app: cpuOf([a.pid, b.pid]), nginx: cpuOf(nginxPids()) };
  // Let every viewer catch up, then stop.
  await new Promise((r) => setTimeout(r, 3000 + POLL_MS));
  running = false;
  await Promise.all(loops);
  for (const v of viewers) v.agent.destroy();

  const held = viewers.map((v) => v.version);
  let missed = 0;
  for (let k = 0; k < sentAt.length; k++) {
    const fv = firstVersionOf[k];
    if (fv === undefined) missed += viewerCount;
    else missed += held.filter((h) => h < fv).length;
  }
  const first = sentAt.flatMap((s, k) => (firstHeldAt[k] === undefined ? [] : [firstHeldAt[k] - s]));
  const sorted = (x: number[]) => [...x].sort((p, q) => p - q);
  const f = (n: number) => `${n.toFixed(0)} ms`;
  const viewersPerS = viewerCount * (1000 / POLL_MS);
  const appIdle = (cpu1.app - cpu0.app) / idleS;
  const nginxIdle = (cpu1.nginx - cpu0.nginx) / idleS;
  const appSaves = cpu2.app - cpu1.app - appIdle * DURATION_S;
  say(
    [
      `${viewerCount} viewers (${viewersPerS.toFixed(0)} polls/s): ${requests} requests, ${notModified} × 304, ${errors} errors (${saveErrors} saves), ${versionIndex.size} versions, ${missed} missed (viewer × save)`,
      `  save → first viewer holds it: p50 ${f(percentile(sorted(first), 50))} p95 ${f(percentile(sorted(first), 95))}`,
      `  save → every viewer holds it: p50 ${f(percentile(sorted(viewerLatency), 50))} p95 ${f(percentile(sorted(viewerLatency), 95))} max ${f(sorted(viewerLatency).at(-1) ?? NaN)} (includes up to one poll interval, ${POLL_MS} ms)`,
      `  CPU per viewer (polling, no saves): instances ${((appIdle / viewerCount) * 1000).toFixed(1)} µs/s, nginx ${((nginxIdle / viewerCount) * 1000).toFixed(1)} µs/s — i.e. ${(appIdle / 10).toFixed(1)}% + ${(nginxIdle / 10).toFixed(1)}% of a core`,
      `  CPU per save (beyond the polling): instances ${(appSaves / saves).toFixed(1)} ms`,
      `  memory per viewer connection: ${(((memWith - memBefore) * 1024) / viewerCount).toFixed(1)} kB (instances + nginx RSS ${memBefore} → ${memWith} MB)`,
    ].join('\n'),
  );
}

try {
  for (const n of VIEWER_COUNTS) await run(n);
} finally {
  nginx.kill('SIGQUIT');
  for (const s of instances) await s.stop();
  await target.drop();
  fs.rmSync(nginxDir, { recursive: true, force: true });
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(`bench/results/public-two-instances-${Date.now()}.txt`, `${lines.join('\n')}\n`);
