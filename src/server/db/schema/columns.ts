/**
 * Column builders and checks shared by tables of the same shape (design.md §13: one scorecard for both kinds of
 * partida). The bounds of the checks come from the rules engine's constants (src/shared/domain), so a limit is
 * written once; the generated SQL is the one the applied migrations hold.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { HOLES_PER_ROUND } from '../../../shared/domain/holes';
import { MAX_STROKES, MIN_STROKES } from '../../../shared/domain/strokes';
import { profiles, sexoEnum } from './players';

/** `column between low and high`, the bounds as literals. */
export const between = (column: AnyPgColumn, low: number, high: number): SQL =>
  sql`${column} between ${sql.raw(String(low))} and ${sql.raw(String(high))}`;

/** A hole of a round: 1–18. */
export const holeNumberInRange = (column: AnyPgColumn): SQL => between(column, 1, HOLES_PER_ROUND);

/**
 * The results of one participant on each hole (T§3 resultados_hoyo, P§3 resultados_hoyo_partida_personal), but for
 * the participant reference of each kind. The strokes of a hole: 1 to the most anybody may record (an admin's).
 */
export const holeResultColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  numero_hoyo: smallint('numero_hoyo').notNull(),
  golpes: smallint('golpes').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const holeResultChecks = (prefix: string, t: { numero_hoyo: AnyPgColumn; golpes: AnyPgColumn }) => [
  check(`${prefix}_numero_range`, holeNumberInRange(t.numero_hoyo)),
  check(`${prefix}_golpes_range`, strokesInRange(t.golpes)),
];

/** Strokes of a hole: 1 to the most anybody may record (an admin's). */
export const strokesInRange = (column: AnyPgColumn): SQL => between(column, MIN_STROKES, MAX_STROKES);

/**
 * A participant of a tournament or of a personal game: a player (their profile; their name kept when the profile
 * was deleted) or a guest (name, sex, handicap index).
 */
export const playerOrGuestColumns = () => ({
  /** History is never deleted by a cascade (design.md §13): deleting a player keeps the row with its name. */
  jugador_id: uuid('jugador_id').references(() => profiles.id, { onDelete: 'restrict' }),
  /** The player's name kept when their profile was deleted (jugador_id then null); null while linked. */
  nombre_jugador: text('nombre_jugador'),
  es_invitado: boolean('es_invitado').notNull().default(false),
  nombre_invitado: text('nombre_invitado'),
  sexo_invitado: sexoEnum('sexo_invitado'),
  handicap_invitado: doublePrecision('handicap_invitado'),
});

/** A guest has a name and no profile; a player has a profile, or the name it left. */
export const playerOrGuestCheck = (
  name: string,
  t: {
    es_invitado: AnyPgColumn;
    nombre_invitado: AnyPgColumn;
    jugador_id: AnyPgColumn;
    nombre_jugador: AnyPgColumn;
  },
) =>
  check(
    name,
    sql`(${t.es_invitado} and ${t.nombre_invitado} is not null and ${t.jugador_id} is null) or (not ${t.es_invitado} and (${t.jugador_id} is not null or ${t.nombre_jugador} is not null))`,
  );

/** A guest's handicap index: -10 to 54. */
export const guestHandicapInRange = (column: AnyPgColumn): SQL =>
  sql`${column} is null or (${column} >= -10 and ${column} <= 54)`;
