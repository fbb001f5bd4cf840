/** What the product needs beyond the spec: the e-mail outbox and the audit log of score changes. */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A file sent with an e-mail, kept in the outbox (the tee time's `.ics`). */
export interface OutboxAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** 'sent' (delivered to SMTP), 'logged' (no SMTP configured), 'failed'. */
    status: text('status').notNull(),
    error: text('error'),
    /**
     * 'cuenta' (confirmation and password links: secret, their body is never shown), 'torneo' (tee time),
     * 'prueba' (the administrators' test e-mail). Rows written before the column are treated as 'cuenta'.
     */
    tipo: text('tipo'),
    /** The files sent with it (the tee time's `.ics`), so the outbox keeps what SMTP would have delivered. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to), index('outbox_created_at_idx').on(t.created_at)],
);

export const scoreAudit = pgTable(
  'score_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'torneo' or 'personal'. */
    ambito: text('ambito').notNull(),
    partida_id: uuid('partida_id').notNull(),
    participante_id: uuid('participante_id').notNull(),
    /** The hole changed; null for a signature of the whole card. */
    numero_hoyo: smallint('numero_hoyo'),
    /**
     * Null: a stroke change. Else a card's signature event ('Marcador y jugador'): 'firma_marcador',
     * 'firma_jugador', or the signature withdrawn by a stroke change: 'retirada_firma_marcador',
     * 'retirada_firma_jugador' (with the hole that changed).
     */
    evento: text('evento'),
    golpes_antes: smallint('golpes_antes'),
    golpes_despues: smallint('golpes_despues'),
    /** 'Recogida' before and after (a hole picked up has no strokes: without these it would read as cleared). */
    recogida_antes: boolean('recogida_antes').notNull().default(false),
    recogida_despues: boolean('recogida_despues').notNull().default(false),
    actor_user_id: text('actor_user_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('score_audit_partida_idx').on(t.partida_id)],
);

/**
 * Rate-limit counters kept in the database so that several server instances share them: Better Auth's own table
 * (`rateLimit` model: key, count, lastRequest in ms) and the per-account sign-in counters, under their own keys.
 */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
