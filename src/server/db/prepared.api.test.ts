/**
 * PGlite's group commit of prepared statements (prepared.ts): saves that queue while one runs go together in
 * one message, and a failing one never takes the others down with it nor applies anything twice.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client';
import { executeGrouped } from './prepared';

let database: Database;
let client: PGlite;

beforeAll(async () => {
  database = await openPglite(null);
  client = (database.db as unknown as { $client: PGlite }).$client;
  await client.exec('create table t (k int primary key, v int not null)');
});
afterAll(() => database.close());

describe('group commit on PGlite', () => {
  it('answers every caller with its own rows, in order, each statement seeing the ones before it', async () => {
    const answers = await Promise.all([
      executeGrouped<{ k: number }>(client, 'insert into t values (1, 10) returning k'),
      executeGrouped<{ n: number }>(client, 'select count(*)::int as n from t'),
      executeGrouped<{ v: number }>(client, 'update t set v = v + 1 where k = 1 returning v'),
      executeGrouped<{ v: number }>(client, 'update t set v = v + 1 where k = 1 returning v'),
    ]);
    expect(answers).toEqual([[{ k: 1 }], [{ n: 1 }], [{ v: 11 }], [{ v: 12 }]]);
  });

  it('a failing statement gets its error; the others of its group are applied once', async () => {
    const results = await Promise.allSettled([
      executeGrouped(client, 'insert into t values (2, 20) returning k'),
      executeGrouped(client, 'insert into t values (3, 30) returning k'),
      executeGrouped(client, 'insert into t values (2, 99) returning k'), // duplicate key
      executeGrouped(client, 'update t set v = v + 1 where k = 3 returning v'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect((results[3] as PromiseFulfilledResult<unknown>).value).toEqual([{ v: 31 }]);
    const rows = await client.query('select k, v from t order by k');
    expect(rows.rows).toEqual([
      { k: 1, v: 12 },
      { k: 2, v: 20 },
      { k: 3, v: 31 },
    ]);
  });
});
