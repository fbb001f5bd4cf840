import { boolean, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCategoriesConfig } from '@/shared/schemas/categories';
import { torneos } from './tournaments';

/**
 * A tournament's 'Categorías' (decision record 041): the list in prize order, read and written whole and parsed with
 * `ZCategoriesConfig` on the way in and out. No row: no categories.
 */
export const categoriasTorneo = pgTable('categorias_torneo', {
  torneo_id: uuid('torneo_id')
    .primaryKey()
    .references(() => torneos.id, { onDelete: 'cascade' }),
  no_acumulables: boolean('no_acumulables').notNull().default(true),
  categorias: jsonb('categorias').$type<TCategoriesConfig['categorias']>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
