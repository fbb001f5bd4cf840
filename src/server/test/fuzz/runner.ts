/**
 * The fuzz runner (decision record 010): finds every `src/server/modules/**\/*.fuzz.ts`, builds what each target needs on one
 * test app (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL), sends each target `runs` malformed requests
 * and checks that none is answered with a 5xx and that a refused one (4xx) changed nothing in the database
 * (a fingerprint of every table: row count and a hash of the rows).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '@/server/test/harness';
import { requestsFor, type FuzzRequest } from './generate';
import type { FuzzContext, FuzzTarget } from './target';

const modulesDir = fileURLToPath(new URL('../../modules', import.meta.url));

export interface LoadedTarget {
  file: string;
  target: FuzzTarget;
}

export function fuzzFiles(dir = modulesDir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...fuzzFiles(full));
    else if (entry.name.endsWith('.fuzz.ts')) out.push(full);
  }
  return out.sort();
}

export async function loadTargets(): Promise<LoadedTarget[]> {
  const out: LoadedTarget[] = [];
  for (const file of fuzzFiles()) {
    const mod = (await import(pathToFileURL(file).href)) as { fuzzTargets?: FuzzTarget[] };
    if (!Array.isArray(mod.fuzzTargets)) throw new Error(`${file} does not export fuzzTargets`);
    for (const target of mod.fuzzTargets) out.push({ file: path.relative(process.cwd(), file), target });
  }
  return out;
}

export interface TargetReport {
  name: string;
  /** Answers per status code. */
  statuses: Record<number, number>;
  /** Each 5xx, each refused request that wrote, each exception: what was sent and what happened. */
  failures: string[];
}

/** Tables whose rows change without a write by the request (counters of the rate limiter). */
const UNWATCHED = new Set(['rate_limit']);

/**
 * The database's state for "did this request write?": the WAL position first (one cheap query; it does not move
 * when nothing was written), and only when it moved, every table's row count and a hash of its rows (a refusal
 * that rolled back moves the WAL but leaves the same rows).
 */
async function fingerprinter(t: TestApp): Promise<() => Promise<string>> {
  const db = t.runtime.deps.db;
  const { rows } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = rows
    .map((r) => r.name)
    .filter((n) => !UNWATCHED.has(n) && !n.startsWith('__drizzle'))
    .map((n) => `(select count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) from "${n}" x)`);
  const query = sql.raw(`select concat_ws('|', ${parts.join(', ')}) as f`);
  const walQuery = sql`select pg_current_wal_lsn()::text as l`;
  let wal = '';
  let full = '';
  return async () => {
    const now = (await db.execute<{ l: string }>(walQuery)).rows[0]!.l;
    if (now !== wal || !full) {
      full = (await db.execute<{ f: string }>(query)).rows[0]!.f;
      wal = (await db.execute<{ l: string }>(walQuery)).rows[0]!.l;
    }
    return full;
  };
}

export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`${pattern}: setup gave no '${name}'`);
    return encodeURIComponent(v);
  });
}

function describeRequest(r: FuzzRequest): string {
  const body = typeof r.body === 'string' ? r.body.slice(0, 300) : r.body === null ? '(none)' : '(form)';
  return `${r.kind} ${r.contentType ?? '-'} ${JSON.stringify(body)}`;
}

export interface FuzzOptions {
  runs: number;
  seed?: number;
  /** Only targets whose name contains this. */
  filter?: string;
  onTarget?: (report: TargetReport, ms: number) => void;
}

export async function runFuzz(options: FuzzOptions): Promise<TargetReport[]> {
  const targets = await loadTargets();
  const app = await createTestApp();
  const reports: TargetReport[] = [];
  try {
    const admin = await app.signUp({ nombre: 'Admin Fuzz' });
    await app.makeAdmin(admin);
    const player = await app.signUp({ nombre: 'Jugador Fuzz' });
    const ctx: FuzzContext = { app, admin, player };
    const fingerprint = await fingerprinter(app);
    for (const [i, { file, target }] of targets.entries()) {
      const name = `${target.method} ${target.path} as ${target.as} (${path.basename(file)}#${i})`;
      if (options.filter && !name.includes(options.filter)) continue;
      const started = performance.now();
      const report: TargetReport = { name, statuses: {}, failures: [] };
      const params = (await target.setup?.(ctx)) ?? {};
      const url = fillPath(target.path, params);
      const cookie =
        target.as === 'admin' ? admin.cookie : target.as === 'player' ? player.cookie : undefined;
      const samples = fc.sample(requestsFor(target, params), {
        numRuns: options.runs,
        seed: (options.seed ?? 7) + i,
      });
      let before = await fingerprint();
      for (const r of samples) {
        let status: number;
        try {
          const headers: Record<string, string> = {};
          if (r.contentType) headers['content-type'] = r.contentType;
          const res = await app.request(url, { method: target.method, headers, body: r.body, cookie });
          status = res.status;
          await res.arrayBuffer();
        } catch (err) {
          report.failures.push(`exception ${String(err)} for ${describeRequest(r)}`);
          continue;
        }
        report.statuses[status] = (report.statuses[status] ?? 0) + 1;
        const after = await fingerprint();
        if (status >= 500) report.failures.push(`${status} for ${describeRequest(r)}`);
        else if (status >= 400 && after !== before) {
          report.failures.push(`${status} but the database changed, for ${describeRequest(r)}`);
        }
        before = after;
      }
      reports.push(report);
      options.onTarget?.(report, performance.now() - started);
    }
  } finally {
    await app.close();
  }
  return reports;
}
