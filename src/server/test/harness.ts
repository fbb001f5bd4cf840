/**
 * API integration harness: the real Hono app in-process on a fresh migrated database per test file —
 * PGlite in memory by default, a throwaway PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { migrationsFolder, openPglite, openPostgres, type Database } from '@/server/db/client';
import { createLogger, type Logger } from '@/server/lib/logger';
import { createRuntime, type Runtime } from '@/server/runtime';
import { throwawayDatabase } from './pg-database';

export const BASE_URL = 'http://localhost:3999';

export interface TestApp {
  runtime: Runtime;
  /** Sends a request as a browser of our own origin would. */
  request(
    pathname: string,
    init?: RequestInit & { json?: unknown; cookie?: string; address?: string },
  ): Promise<Response>;
  /** Signs up a player and returns the session cookie. */
  signUp(
    input?: Partial<{ nombre: string; telefono: string; email: string; password: string }>,
  ): Promise<Session>;
  signIn(email: string, password: string): Promise<Session>;
  makeAdmin(session: Session): Promise<void>;
  close(): Promise<void>;
}

export interface Session {
  cookie: string;
  email: string;
  password: string;
  userId: string;
  profileId: string;
}

async function throwawayPostgres(url: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const db = await throwawayDatabase(url);
  return { database: openPostgres(db.url, 4), drop: () => db.drop() };
}

/**
 * A migrated empty PGlite database, dumped once and shared by every test file through a file in the temporary
 * folder named by a hash of the migrations: each test app then loads it instead of running the migrations again.
 */
let template: Promise<Blob> | null = null;

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else hash.update(e.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `pena-test-template-${migrationsHash()}.tar.gz`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const database = await openPglite(null);
    await database.migrate();
    const dump = await database.dump!();
    await database.close();
    // Written aside and renamed: test files starting together never read a half-written template.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, dump);
    fs.renameSync(tmp, file);
    return new Blob([dump]);
  })();
  return template;
}

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c): c is string => Boolean(c) && !c!.endsWith('='))
    .join('; ');
}

let counter = 0;

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { clock?: () => Date; logger?: Logger; webDir?: string } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    BASE_URL,
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...env,
  });
  const external = process.env.TEST_DATABASE_URL;
  const pgDb = external ? await throwawayPostgres(external) : null;
  const database = pgDb?.database ?? (await openPglite(null, await migratedTemplate()));
  const runtime = await createRuntime(config, {
    database,
    logger: opts.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    clock: opts.clock,
    webDir: opts.webDir,
  });

  const request: TestApp['request'] = async (pathname, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', BASE_URL);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    // `address`: the socket's peer address, as @hono/node-server gives it to the app.
    const env = init.address ? { incoming: { socket: { remoteAddress: init.address } } } : undefined;
    return runtime.app.request(`${BASE_URL}${pathname}`, { ...init, headers, body }, env);
  };

  const me = async (cookie: string) => {
    const res = await request('/api/me', { cookie });
    if (res.status !== 200) throw new Error(`GET /api/me answered ${res.status}`);
    return (await res.json()) as { user: { id: string }; profile: { id: string } };
  };

  const app: TestApp = {
    runtime,
    request,
    async signUp(input = {}) {
      counter += 1;
      const body = {
        nombre: input.nombre ?? `Jugador ${counter}`,
        telefono: input.telefono ?? '600 000 000',
        email: input.email ?? `jugador${counter}-${randomBytes(3).toString('hex')}@example.com`,
        password: input.password ?? 'secreto123',
      };
      const res = await request('/api/accounts/sign-up', { method: 'POST', json: body });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
      const cookie = cookieFrom(res);
      const who = await me(cookie);
      return {
        cookie,
        email: body.email,
        password: body.password,
        userId: who.user.id,
        profileId: who.profile.id,
      };
    },
    async signIn(email, password) {
      const res = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
      const cookie = cookieFrom(res);
      const who = await me(cookie);
      return { cookie, email, password, userId: who.user.id, profileId: who.profile.id };
    },
    async makeAdmin(session) {
      const { userRoles } = await import('@/server/db/schema');
      await runtime.deps.db
        .insert(userRoles)
        .values({ user_id: session.userId, role: 'admin' })
        .onConflictDoNothing();
    },
    async close() {
      await runtime.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}
