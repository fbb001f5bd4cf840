/** Sorting names for Spanish readers (decision record 010): ORDER BY through the ICU collation "es" (migration 0001). */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `ORDER BY spanish(profiles.nombre)`: 'Álvaro' before 'Victoria', case and accents as a Spanish reader expects. */
export function spanish(column: AnyColumn | SQL): SQL {
  return sql`${column} collate "es"`;
}
