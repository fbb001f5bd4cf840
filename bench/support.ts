/** Shared pieces of the HTTP benchmarks: a real server process on a throwaway PostgreSQL database, and stats. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/support/server';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summary(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${label}: n=${s.length} p50=${f(percentile(s, 50))} ms p95=${f(percentile(s, 95))} ms p99=${f(percentile(s, 99))} ms max=${f(s.at(-1) ?? NaN)} ms`;
}

export interface BenchServer {
  base: string;
  stop(): Promise<void>;
}

/** Starts the server on a fresh PostgreSQL database (seeded with the demo club, for its courses). */
export async function startBenchServer(): Promise<BenchServer> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-'));
  const nodeArgs = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'src/server/index.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        // The benchmarks sign up hundreds of players from one address: the sign-up limit would refuse them.
        RATE_LIMIT: 'off',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchUser {
  cookie: string;
  profileId: string;
}

export async function api(
  base: string,
  pathname: string,
  init: RequestInit & { cookie?: string; json?: unknown } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('origin', base);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${base}${pathname}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

export async function signUp(base: string, i: number): Promise<BenchUser> {
  const res = await api(base, '/api/accounts/sign-up', {
    method: 'POST',
    json: {
      nombre: `Bench ${i}`,
      telefono: '600000000',
      email: `bench${i}-${Date.now()}@example.com`,
      password: 'secreto1',
    },
  });
  if (res.status !== 201) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = (await (await api(base, '/api/me', { cookie })).json()) as { profile: { id: string } };
  return { cookie, profileId: me.profile.id };
}

export async function inBatches<T>(count: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => fn(i + k)))));
  }
  return out;
}

/** The arguments `npm start` gives Node (package.json's start script, `node <args>`), without npm in between. */
function npmStartArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`package.json's start script does not run node: ${pkg.scripts.start}`);
  return args;
}

/** `npm start` (scripts/start.mjs) on 127.0.0.1:`port` with its data folder and quiet logs; `env` adds to it. */
export function spawnNpmStart(port: number, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  const base = `http://127.0.0.1:${port}`;
  return spawn(process.execPath, npmStartArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * Starts a new peak for {@link processMemory}: the process's VmHWM becomes its present RSS (Linux ≥ 4.0,
 * `/proc/<pid>/clear_refs`, same user), so a peak measures what follows, not the process's start.
 */
export function resetPeakMemory(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * CPU time a process has used so far (user + system), in ms (Linux /proc): unlike the time to a served page, it
 * hardly depends on what else the machine is doing.
 */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (1/100 s).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
