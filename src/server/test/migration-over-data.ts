/**
 * Testing a migration over a database that already holds data: migrate a fresh database up to the migration
 * before it, fill it as the app of then wrote it, apply the rest, check. PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, it } from 'vitest';
import { migrationsFolder } from '@/server/db/client';
import { throwawayDatabase } from './pg-database';

/** A query run on the database under test, answering its rows. */
export type Run = (query: string) => Promise<Record<string, unknown>[]>;

/** A copy of the migrations folder with only the first `count` migrations in its journal. */
function firstMigrations(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * `describe(title)` with one test per database: the first `before` migrations, `fill`, every migration, `check`.
 * Each test creates and migrates a database from nothing: seconds on a quiet machine, a minute on a loaded one.
 */
export function describeMigrationOverData(
  title: string,
  before: number,
  fill: (run: Run) => Promise<void>,
  check: (run: Run) => Promise<void>,
) {
  describe(title, { timeout: 180_000 }, () => {
    it('PGlite', async () => {
      const client = await PGlite.create();
      try {
        const db = drizzlePglite({ client });
        await migratePglite(db, { migrationsFolder: firstMigrations(before) });
        const run: Run = async (q) => (await client.query<Record<string, unknown>>(q)).rows;
        await fill(run);
        await migratePglite(db, { migrationsFolder });
        await check(run);
      } finally {
        await client.close();
      }
    });

    it.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL', async () => {
      const database = await throwawayDatabase(process.env.TEST_DATABASE_URL!, 'test_mig');
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      pool.on('error', () => undefined);
      try {
        const db = drizzleNodePg({ client: pool });
        await migrateNodePg(db, { migrationsFolder: firstMigrations(before) });
        const run: Run = async (q) => (await pool.query<Record<string, unknown>>(q)).rows;
        await fill(run);
        await migrateNodePg(db, { migrationsFolder });
        await check(run);
      } finally {
        await pool.end();
        await database.drop();
      }
    });
  });
}
