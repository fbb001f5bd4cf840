/**
 * `insertRows` (one array parameter per column) on the database the suite runs on (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): every column type the app inserts this way comes back as a Drizzle insert would store it,
 * nulls and text that array literals must escape included.
 */
import { asc, sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/harness';
import { insertRows } from './insert-rows';

const t = pgTable('insert_rows_probe', {
  id: uuid('id').primaryKey(),
  orden: smallint('orden').notNull(),
  entero: integer('entero'),
  puntos: numeric('puntos', { precision: 8, scale: 2, mode: 'number' }),
  real: doublePrecision('real'),
  flag: boolean('flag'),
  texto: text('texto'),
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.runtime.deps.db.execute(
    sql`create table insert_rows_probe (id uuid primary key, orden smallint not null, entero integer, puntos numeric(8, 2), real double precision, flag boolean, texto text)`,
  );
});
afterAll(() => app.close());

describe('insertRows', () => {
  it('stores every row as a Drizzle insert would, nulls and awkward text included', async () => {
    const rows = [
      {
        id: '00000000-0000-4000-8000-000000000001',
        orden: 1,
        entero: 7,
        puntos: 12.5,
        real: -3.25,
        flag: true,
        texto: 'Peña, "la de siempre" {1}',
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        orden: 2,
        entero: null,
        puntos: null,
        real: null,
        flag: null,
        texto: null,
      },
      {
        id: '00000000-0000-4000-8000-000000000003',
        orden: 3,
        entero: -1,
        puntos: 0,
        real: 0.1,
        flag: false,
        texto: 'NULL',
      },
      {
        id: '00000000-0000-4000-8000-000000000004',
        orden: 4,
        entero: 0,
        puntos: 99.99,
        real: 1e-7,
        flag: true,
        texto: "a\\b'c",
      },
    ];
    await insertRows(app.runtime.deps.db, t, rows);
    const stored = await app.runtime.deps.db.select().from(t).orderBy(asc(t.orden));
    expect(stored).toEqual(rows);
  });

  it('does nothing for no rows', async () => {
    await insertRows(app.runtime.deps.db, t, []);
    expect(await app.runtime.deps.db.select().from(t)).toHaveLength(4);
  });
});
