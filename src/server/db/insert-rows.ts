import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Inserts many rows of `table` in one statement whose parameters are one array per column
 * (`insert … select * from unnest($1::uuid[], $2::integer[], …)`), instead of a VALUES list with a parameter per
 * cell: 200 rows of 12 columns are 12 parameters, not 2,400, which the embedded database parses and plans in half
 * the time. Every row must set the same columns (those of the first row); a column's value goes through its
 * driver mapping as in a Drizzle insert.
 */
export async function insertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const targets = keys.map((key) => columns[key]!);
  const arrays = targets.map((column, i) =>
    rows.map((row) => {
      const value = (row as Record<string, unknown>)[keys[i]!];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    }),
  );
  await db.execute(
    sql`insert into ${table} (${sql.join(
      targets.map((column) => sql.identifier(column.name)),
      sql`, `,
    )}) select * from unnest(${sql.join(
      targets.map((column, i) => sql`${sql.param(arrays[i])}::${sql.raw(column.getSQLType())}[]`),
      sql`, `,
    )})`,
  );
}
