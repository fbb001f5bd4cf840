/**
 * Decision record 010, item 1: the log line of a database error never carries the request's values. Real errors of the
 * test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): an API test, with its template database and time
 * budgets, so that it does not depend on an idle machine.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/harness';
import { safeError, sqlState } from './safe-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('safeError', () => {
  it('keeps the SQLSTATE code and the SQL text, drops the parameters and the quoted values', async () => {
    const database = t.runtime.deps.database;
    const secret = 'Ana Secreta 612345678';
    let caught: unknown;
    try {
      await database.db.execute(sql`select ${`${secret}\u0000`}::text as x`);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeDefined();
    expect(JSON.stringify(caught, Object.getOwnPropertyNames(caught as object))).toContain('Ana Secreta');
    let uuidError: unknown;
    try {
      await database.db.execute(sql`select ${secret}::uuid as x`);
    } catch (e) {
      uuidError = e;
    }
    for (const err of [caught, uuidError]) {
      const safe = JSON.stringify(safeError(err));
      expect(safe).not.toContain('Ana Secreta');
      expect(safe).not.toContain('612345678');
      expect(safe).toContain('select');
    }
    expect(JSON.stringify(safeError(uuidError))).toContain('22P02');
    expect(sqlState(uuidError)).toBe('22P02');
  });
});
