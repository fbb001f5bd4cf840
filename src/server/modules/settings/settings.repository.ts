/** The queries of 'Ajustes de la peña' (decision record 044): the one row of `club_settings`. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { clubSettings } from '@/server/db/schema';

export type ClubSettingsRow = typeof clubSettings.$inferSelect;
type Values = Omit<typeof clubSettings.$inferInsert, 'id' | 'updated_at'>;

/** The row, or null before the first save. */
export async function findSettings(db: DbOrTx): Promise<ClubSettingsRow | null> {
  const [row] = await db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  return row ?? null;
}

/** Writes the given fields (the others keep their value) and returns the row. */
export async function upsertSettings(db: DbOrTx, values: Values): Promise<ClubSettingsRow> {
  const [row] = await db
    .insert(clubSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: clubSettings.id, set: { ...values, updated_at: sql`now()` } })
    .returning();
  return row!;
}
