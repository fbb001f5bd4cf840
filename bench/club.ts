/**
 * Benchmark fixtures: a server process on a throwaway PostgreSQL database or a PGlite data folder, and a tournament
 * whose players already have sessions — inserted straight into the database, with session cookies signed by the
 * server's AUTH_SECRET, so that benchmarks do not depend on sign-up (rate limited, and scrypt by design).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/support/server';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import * as s from '../src/server/db/schema';
import { formatOf, type Modalidad } from '../src/shared/domain';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
export type DbKind = 'postgresql' | 'pglite';

export interface Target {
  kind: DbKind;
  /** PostgreSQL: the database's URL; PGlite: the data folder. */
  location: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the kind asked for. */
export async function createTarget(kind: DbKind): Promise<Target> {
  if (kind === 'postgresql') {
    const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 4);
    await database.migrate();
    await database.close();
    return {
      kind,
      location: url.toString(),
      open: () => Promise.resolve(openPostgres(url.toString(), 4)),
      async drop() {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-'));
  const database = await openPglite(dir);
  await database.migrate();
  await database.close();
  return {
    kind,
    location: dir,
    open: () => openPglite(dir),
    drop: () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })),
  };
}

export interface ServerProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** The real server (`src/server/index.ts`, production mode) on the target. */
export async function startServer(target: Target, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir =
    target.kind === 'pglite' ? target.location : fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bd-'));
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
        ...(target.kind === 'postgresql' ? { DATABASE_URL: target.location } : {}),
        AUTH_SECRET: BENCH_SECRET,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (target.kind === 'postgresql') fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie Better Auth expects for `token` (better-call's signed cookie: value.HMAC-SHA256). */
export function sessionCookie(token: string): string {
  const signature = createHmac('sha256', BENCH_SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export interface BenchPlayer {
  userId: string;
  profileId: string;
  participanteId: string;
  cookie: string;
}
export interface BenchGroup {
  id: string;
  players: BenchPlayer[];
}
export interface BenchTournament {
  torneoId: string;
  groups: BenchGroup[];
  /** Extra signed-in players not enrolled (standings viewers). */
  viewers: { userId: string; cookie: string }[];
}

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

/**
 * Inserts a course with a men's and a women's tee, an upcoming tournament with `players` participants seated in
 * groups of four, every player with an account, a profile and a session, and `viewers` more signed-in players.
 */
export async function insertTournament(
  database: Database,
  opts: { players: number; viewers?: number; fecha?: string; modalidad?: Modalidad },
): Promise<BenchTournament> {
  const db = database.db;
  const [campo] = await db
    .insert(s.camposGolf)
    .values({ nombre: 'Campo bench', ubicacion: 'Madrid' })
    .returning();
  const tees: Record<'hombre' | 'mujer', string> = { hombre: '', mujer: '' };
  for (const [sexo, slope] of [
    ['hombre', 128],
    ['mujer', 122],
  ] as const) {
    const [tee] = await db
      .insert(s.tiposSalida)
      .values({
        campo_id: campo!.id,
        nombre: sexo === 'hombre' ? 'Amarillas' : 'Rojas',
        slope,
        course_rating: 71,
      })
      .returning();
    tees[sexo] = tee!.id;
    await db.insert(s.hoyosTipoSalida).values(
      PARS.map((par, i) => ({
        tipo_salida_id: tee!.id,
        numero_hoyo: i + 1,
        par,
        handicap: ((i * 7) % 18) + 1,
      })),
    );
  }
  const fecha = opts.fecha ?? '2099-01-01';
  const [torneo] = await db
    .insert(s.torneos)
    .values({
      nombre: 'Torneo bench',
      fecha_juego: fecha,
      campo_id: campo!.id,
      modalidad: opts.modalidad ?? 'individual_por_golpes',
      // Individual formats only: pairs would need their pairs formed.
      limite_golpes_hoyo: formatOf({ modalidad: opts.modalidad ?? 'individual_por_golpes' }).usesStrokeLimit
        ? 5
        : null,
    })
    .returning();
  await db.insert(s.torneosSalidas).values([
    { torneo_id: torneo!.id, sexo: 'hombre', tipo_salida_id: tees.hombre },
    { torneo_id: torneo!.id, sexo: 'mujer', tipo_salida_id: tees.mujer },
  ]);

  const account = async (i: number, nombre: string) => {
    const userId = randomUUID();
    const token = randomBytes(24).toString('base64url');
    await db.insert(s.user).values({ id: userId, name: nombre, email: `bench-${i}-${userId}@example.com` });
    const [profile] = await db
      .insert(s.profiles)
      .values({ user_id: userId, nombre, handicap: (i * 7) % 36, sexo: i % 3 === 0 ? 'mujer' : 'hombre' })
      .returning();
    await db.insert(s.session).values({
      id: randomUUID(),
      token,
      userId,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
    return { userId, profileId: profile!.id, cookie: sessionCookie(token) };
  };

  const groups: BenchGroup[] = [];
  for (let i = 0; i < opts.players; i++) {
    const a = await account(i, `Jugador ${String(i).padStart(3, '0')}`);
    const [participante] = await db
      .insert(s.participantesTorneo)
      .values({ torneo_id: torneo!.id, jugador_id: a.profileId, handicap_torneo: (i * 7) % 36 })
      .returning();
    if (i % 4 === 0) {
      const [partida] = await db
        .insert(s.partidas)
        .values({
          torneo_id: torneo!.id,
          nombre: `Partida ${groups.length + 1}`,
          fecha_juego: fecha,
          hora_salida: '09:00',
          orden_salida: groups.length + 1,
        })
        .returning();
      groups.push({ id: partida!.id, players: [] });
    }
    const group = groups.at(-1)!;
    group.players.push({ ...a, participanteId: participante!.id });
    await db.insert(s.partidasParticipantes).values({
      partida_id: group.id,
      participante_id: participante!.id,
      posicion_grupo: group.players.length,
    });
  }
  const viewers: { userId: string; cookie: string }[] = [];
  for (let i = 0; i < (opts.viewers ?? 0); i++) {
    const a = await account(100_000 + i, `Espectador ${i}`);
    viewers.push({ userId: a.userId, cookie: a.cookie });
  }
  return { torneoId: torneo!.id, groups, viewers };
}

/** Keeps each user's cookies up to date with what the server sets (Better Auth's session cookie cache, if on). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(initial: string) {
    this.set(initial);
  }
  private set(pair: string) {
    const cut = pair.indexOf('=');
    if (cut > 0) this.cookies.set(pair.slice(0, cut).trim(), pair.slice(cut + 1).trim());
  }
  update(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0] ?? '';
      if (pair.endsWith('=')) this.cookies.delete(pair.slice(0, -1));
      else this.set(pair);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  return `${label}: n=${sorted.length} p50=${f(percentile(sorted, 50))} p95=${f(percentile(sorted, 95))} p99=${f(percentile(sorted, 99))} max=${f(sorted.at(-1) ?? NaN)} ms`;
}

/** CPU time (user + system, ms) a process has used so far, from /proc. */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}
