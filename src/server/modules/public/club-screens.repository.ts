/** The queries of 'Pantallas del club' (decision record 038): the paired screens and their secret addresses. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { pantallasClub } from '@/server/db/schema';

export type ClubScreenRow = typeof pantallasClub.$inferSelect;

/** Every paired screen, oldest first. */
export function findScreens(db: DbOrTx) {
  return db.select().from(pantallasClub).orderBy(asc(pantallasClub.created_at), asc(pantallasClub.id));
}

/** The paired screen of a secret address, if any. */
export async function findScreenByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ id: pantallasClub.id })
    .from(pantallasClub)
    .where(eq(pantallasClub.token, token));
  return row;
}

export async function insertScreen(db: DbOrTx, values: { nombre: string; token: string }) {
  const [row] = await db.insert(pantallasClub).values(values).returning();
  return row!;
}

/** Writes screen `id`'s name or token; undefined when there is no such screen. */
export async function updateScreen(db: DbOrTx, id: string, values: { nombre: string } | { token: string }) {
  const [row] = await db
    .update(pantallasClub)
    .set({ ...values, updated_at: new Date() })
    .where(eq(pantallasClub.id, id))
    .returning();
  return row;
}

/** Unpairs screen `id`; false when there was none. */
export async function deleteScreen(db: DbOrTx, id: string) {
  const rows = await db
    .delete(pantallasClub)
    .where(eq(pantallasClub.id, id))
    .returning({ id: pantallasClub.id });
  return rows.length > 0;
}
