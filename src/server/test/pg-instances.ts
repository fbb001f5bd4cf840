/**
 * PostgreSQL test scaffolding: a throwaway database on the server TEST_DATABASE_URL names, and server instances on
 * it (as behind a load balancer), each with its own data folder. One place for what every multi-instance test needs.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { openPostgres } from '@/server/db/client';
import { createLogger } from '@/server/lib/logger';
import { createRuntime, type Runtime } from '@/server/runtime';
import { BASE_URL, cookieFrom } from './harness';
import { throwawayDatabase, type ThrowawayDatabase } from './pg-database';

export type InstanceRequest = (
  rt: Runtime,
  pathname: string,
  init?: RequestInit & { json?: unknown; cookie?: string },
) => Promise<Response>;

/** Sends a request to one instance as a browser of our own origin would. */
export const requestTo: InstanceRequest = async (rt, pathname, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('origin', BASE_URL);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return rt.app.request(`${BASE_URL}${pathname}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
};

export interface PgInstances {
  database: ThrowawayDatabase;
  /** A new server instance on the shared database. */
  instance(): Promise<Runtime>;
  /** Signs a player up through `rt`; the session cookie and the ids. */
  signUp(rt: Runtime, nombre: string): Promise<{ cookie: string; userId: string; profileId: string }>;
  /** Closes every instance, removes their folders and drops the database. */
  close(): Promise<void>;
}

/** Instances of the app on one throwaway PostgreSQL database, their clock fixed at `now`. */
export async function pgInstances(
  url: string,
  prefix: string,
  now = new Date('2030-06-01T10:00:00Z'),
): Promise<PgInstances> {
  const database = await throwawayDatabase(url, prefix);
  const runtimes: Runtime[] = [];
  const dirs: string[] = [];
  return {
    database,
    async instance() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pena-${prefix}-`));
      dirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: 'test',
        BASE_URL,
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'silent',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      });
      const runtime = await createRuntime(config, {
        database: openPostgres(database.url, 4),
        logger: createLogger('silent'),
        clock: () => now,
      });
      runtimes.push(runtime);
      return runtime;
    },
    async signUp(rt, nombre) {
      const email = `${nombre.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
      const res = await requestTo(rt, '/api/accounts/sign-up', {
        method: 'POST',
        json: { nombre, telefono: '600000000', email, password: 'secreto123' },
      });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
      const cookie = cookieFrom(res);
      const me = (await (await requestTo(rt, '/api/me', { cookie })).json()) as {
        user: { id: string };
        profile: { id: string };
      };
      return { cookie, userId: me.user.id, profileId: me.profile.id };
    },
    async close() {
      for (const rt of runtimes) await rt.close();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
