/** The public links ('Enlace público') of tournaments and leagues (decision record 038). */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ligas } from './leagues';
import { torneos } from './tournaments';

/**
 * One row per tournament or league whose link was ever set up: `token` is the secret of the address, null while
 * the link is off (the options stay for the next time). Renewing writes a new token: the old address is a 404.
 */
export const enlacesPublicos = pgTable(
  'enlaces_publicos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .unique()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    liga_id: uuid('liga_id')
      .unique()
      .references(() => ligas.id, { onDelete: 'cascade' }),
    token: text('token').unique(),
    /** 'inicial': 'Nombre I.' (the default of public pages); 'completo': the names in full. */
    nombres: text('nombres').notNull().default('inicial'),
    ocultar_clasificacion: boolean('ocultar_clasificacion').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enlaces_publicos_uno', sql`(${t.torneo_id} is null) <> (${t.liga_id} is null)`),
    check('enlaces_publicos_nombres', sql`${t.nombres} in ('inicial', 'completo')`),
  ],
);
