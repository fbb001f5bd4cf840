/**
 * A throwaway PostgreSQL database for a test, on the server TEST_DATABASE_URL names: created empty, dropped with its
 * connections. Every PostgreSQL test makes its database here.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A client on the server's own database that does not crash the process if the server drops it while idle. */
export async function adminClient(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => undefined);
  await c.connect();
  return c;
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** An empty database named `${prefix}_…` on the server of `url`, dropped (connections and all) by `drop`. */
export async function throwawayDatabase(url: string, prefix = 'test'): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = await adminClient(url);
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    async drop() {
      const c = await adminClient(url);
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
