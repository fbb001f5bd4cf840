/** 'Pantallas del club' (decision record 038): the screens an administrator paired with a secret address. */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per paired screen: its name ('Bar', 'Recepción') and `token`, the secret of the address /tv/{token},
 * which shows every tournament of the day whether its public link is on or off. Renewing writes a new token (the
 * old address is a 404 at once); removing the row unpairs the screen.
 */
export const pantallasClub = pgTable(
  'pantallas_club',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nombre: text('nombre').notNull(),
    token: text('token').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pantallas_club_nombre', sql`char_length(${t.nombre}) between 1 and 60`)],
);
