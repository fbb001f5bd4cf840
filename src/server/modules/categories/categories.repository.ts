/** Queries of a tournament's 'Categorías' (decision record 041). */
import { eq, sql } from 'drizzle-orm';
import type { CategoryFacts } from '@/shared/domain';
import { ZCategoriesConfig, NO_CATEGORIES, type TCategoriesConfig } from '@/shared/schemas/categories';
import type { DbOrTx } from '@/server/db/client';
import { categoriasTorneo, participantesTorneo, profiles, torneos } from '@/server/db/schema';

/** The tournament's id and date, its row locked when `lock` (a write), or null when there is none. */
export async function findTournamentForCategories(db: DbOrTx, torneoId: string, lock = false) {
  const query = db
    .select({ id: torneos.id, fecha_juego: torneos.fecha_juego })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The stored configuration (parsed with its schema), or none. */
export async function findCategoriesConfig(db: DbOrTx, torneoId: string): Promise<TCategoriesConfig> {
  const [row] = await db
    .select({ no_acumulables: categoriasTorneo.no_acumulables, categorias: categoriasTorneo.categorias })
    .from(categoriasTorneo)
    .where(eq(categoriasTorneo.torneo_id, torneoId));
  return row ? ZCategoriesConfig.parse(row) : NO_CATEGORIES;
}

export async function upsertCategoriesConfig(db: DbOrTx, torneoId: string, config: TCategoriesConfig) {
  await db
    .insert(categoriasTorneo)
    .values({ torneo_id: torneoId, ...config })
    .onConflictDoUpdate({
      target: categoriasTorneo.torneo_id,
      set: { no_acumulables: config.no_acumulables, categorias: config.categorias, updated_at: sql`now()` },
    });
}

/** 'Duplicar torneo': the copy takes the source's categories as they are (no row: none). */
export async function copyCategoriesConfig(db: DbOrTx, fromTorneoId: string, toTorneoId: string) {
  const [row] = await db.select().from(categoriasTorneo).where(eq(categoriasTorneo.torneo_id, fromTorneoId));
  if (!row) return;
  await db
    .insert(categoriasTorneo)
    .values({ torneo_id: toTorneoId, no_acumulables: row.no_acumulables, categorias: row.categorias });
}

/**
 * What decides each participant's categories: the index they play off (frozen with their playing handicap,
 * decision record 028), else their current index (profile or guest); sex; birth date and 'tramo_edad' (guests: none).
 */
export async function findCategoryFacts(db: DbOrTx, torneoId: string): Promise<CategoryFacts[]> {
  const pt = participantesTorneo;
  const rows = await db
    .select({
      id: pt.id,
      es_invitado: pt.es_invitado,
      indice_juego: pt.indice_juego,
      handicap_invitado: pt.handicap_invitado,
      sexo_invitado: pt.sexo_invitado,
      handicap: profiles.handicap,
      sexo: profiles.sexo,
      fecha_nacimiento: profiles.fecha_nacimiento,
      tramo_edad: profiles.tramo_edad,
    })
    .from(pt)
    .leftJoin(profiles, eq(profiles.id, pt.jugador_id))
    .where(eq(pt.torneo_id, torneoId));
  return rows.map((r) => ({
    participante_id: r.id,
    indice: r.indice_juego ?? (r.es_invitado ? r.handicap_invitado : r.handicap),
    sexo: r.es_invitado ? r.sexo_invitado : r.sexo,
    fecha_nacimiento: r.es_invitado ? null : r.fecha_nacimiento,
    tramo_edad: r.es_invitado ? null : r.tramo_edad,
  }));
}
