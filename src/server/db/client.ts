/**
 * The database: PGlite files under the data folder by default, PostgreSQL when DATABASE_URL is set.
 * Both are driven through Drizzle's pg dialect, so the rest of the server sees one `Db` type.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database every service uses (PGlite's and node-postgres' databases share this surface). */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgresql';
  /** For LISTEN/NOTIFY on PostgreSQL (live updates across instances). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** PGlite only: a consistent, restorable tar.gz of the data folder. */
  dump?(): Promise<Uint8Array<ArrayBuffer>>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL's settings for the embedded database. Its defaults are a server's: 128 MB of shared buffers and room
 * for 100 connections, memory that PGlite allocates and touches inside its WebAssembly heap at every start, which
 * never shrinks. PGlite serves one connection, and a club's whole database is a few megabytes (the demo club's,
 * catalogues included, under 10 MB), so 16 MB of buffers hold it; pages beyond them are read from the files.
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB', 'max_connections=5'].flatMap((setting) => ['-c', setting]),
];

/**
 * Creates the PostgreSQL cluster of a new data folder (initdb) in a short-lived child process. In this process
 * initdb would leave a second WebAssembly instance, its heap and a tarball of the new cluster behind as garbage
 * of several hundred megabytes that V8 does not collect while the server is idle.
 */
function initPgliteDir(dir: string) {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) }).then((pg) => pg.close());`;
  const result = spawnSync(process.execPath, ['-e', script, entry, dir, JSON.stringify(pgliteStartParams)], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`Could not create the database in ${dir}: ${result.stderr || result.error?.message}`);
  }
}

/**
 * A new, migrated and closed PostgreSQL cluster made when the server is compiled (scripts/build-server.mjs runs
 * `makePgliteTemplate` from db/template.ts): a new data folder starts as a copy of it instead of running initdb
 * (seconds of CPU) and every migration at its first start. Beside the compiled server only (dist/server); the
 * sources run through tsx (dev, tests) create the cluster as before. A template older than the migrations is
 * caught up by `migrate()` like any database.
 */
export const pgliteTemplateDir = fileURLToPath(new URL('./pglite-template', import.meta.url));

/** The cluster of a new data folder: a copy of the template when there is one, else initdb. */
function createPgliteDir(dir: string, templateDir: string) {
  const template = path.join(templateDir, 'pglite');
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    initPgliteDir(dir);
    return;
  }
  // Copied beside it and renamed: a copy cut short never looks like a cluster.
  const partial = `${dir}.new-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true });
  // An empty folder is replaced; one with files but no cluster is not ours to delete (rmdir refuses).
  if (fs.existsSync(dir)) fs.rmdirSync(dir);
  fs.renameSync(partial, dir);
}

/**
 * `from`: an in-memory database starts as a copy of this dump (the tests' migrated template).
 * `templateDir`: where a new data folder's cluster is copied from, when it holds one.
 */
export async function openPglite(
  dataDir: string | null,
  from?: Blob,
  templateDir = pgliteTemplateDir,
): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) createPgliteDir(dir, templateDir);
    client = await PGlite.create(dir, { startParams: pgliteStartParams });
  } else {
    client = await PGlite.create({ startParams: pgliteStartParams, ...(from ? { loadDataDir: from } : {}) });
  }
  const db = drizzlePglite({ client, schema }) as PgliteDatabase<Schema>;
  const asDb = db as unknown as Db;
  return {
    db: asDb,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await asDb.execute(sql`select 1`);
      return true;
    },
    dump: async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Creates a PGlite data folder from a backup made by `dump()` (the folder must not exist yet). */
export async function restorePglite(dataDir: string, backup: Uint8Array): Promise<void> {
  const dir = path.join(dataDir, 'pglite');
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(`${dir} already holds a database: move it away before restoring.`);
  }
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    loadDataDir: new Blob([new Uint8Array(backup)]),
    startParams: pgliteStartParams,
  });
  await client.query('select 1');
  await client.close();
}

export function openPostgres(url: string, poolSize = 10, onIdleError?: (err: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server closes (restart, failover, admin) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (err) => onIdleError?.(err));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgresql',
    pool,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    close: () => pool.end(),
  };
}
