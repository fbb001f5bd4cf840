/**
 * Personal sign-up links (decision record 029): an administrator invites a club player without account; whoever
 * opens the link and signs up becomes that player's account. Only the SHA-256 of the token is kept, so neither a
 * backup nor a look at the database gives a usable link.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { profiles } from './players';

export const invitaciones = pgTable(
  'invitaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jugador_id: uuid('jugador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token, hex. */
    token_hash: text('token_hash').notNull().unique(),
    creada_por: text('creada_por').references(() => user.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expira_en: timestamp('expira_en', { withTimezone: true }).notNull(),
    /** When an account was made (or joined) through it, and which. */
    usada_en: timestamp('usada_en', { withTimezone: true }),
    usuario_id: text('usuario_id').references(() => user.id, { onDelete: 'set null' }),
    /** Revoked by an administrator, or replaced by a newer invitation of the same player. */
    anulada_en: timestamp('anulada_en', { withTimezone: true }),
  },
  (t) => [
    index('invitaciones_jugador').on(t.jugador_id),
    // One open invitation per player: a new one replaces (annuls) the previous in the same transaction.
    uniqueIndex('invitaciones_una_abierta')
      .on(t.jugador_id)
      .where(sql`${t.usada_en} is null and ${t.anulada_en} is null`),
  ],
);
