/** P§3/T§3 partidas (tournament groups and personal games) and their members and scores. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  guestHandicapInRange,
  holeResultChecks,
  holeResultColumns,
  playerOrGuestCheck,
  playerOrGuestColumns,
} from './columns';
import { camposGolf } from './courses';
import { profiles } from './players';
import { participantesTorneo, torneos } from './tournaments';

export const partidas = pgTable(
  'partidas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id').references(() => torneos.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    fecha_juego: date('fecha_juego', { mode: 'string' }).notNull(),
    hora_salida: time('hora_salida'),
    orden_salida: integer('orden_salida').notNull().default(1),
    /** The hole the group starts from: 1, or another in a shotgun start or a split tee. */
    hoyo_salida: smallint('hoyo_salida').notNull().default(1),
    validada: boolean('validada').notNull().default(false),
    validada_at: timestamp('validada_at', { withTimezone: true }),
    es_partida_personal: boolean('es_partida_personal').notNull().default(false),
    /** 'Válida para hándicap' (design.md §16): set by a personal game's creator before any stroke; false for tournaments. */
    valida_para_handicap: boolean('valida_para_handicap').notNull().default(false),
    campo_id: uuid('campo_id').references(() => camposGolf.id, { onDelete: 'restrict' }),
    /** Null only for a personal game whose creator's profile was deleted (kept read-only as history). */
    creador_id: uuid('creador_id').references(() => profiles.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'partidas_personal_o_torneo',
      sql`(${t.es_partida_personal} and ${t.campo_id} is not null and ${t.torneo_id} is null) or (not ${t.es_partida_personal} and ${t.torneo_id} is not null)`,
    ),
    check('partidas_orden_positivo', sql`${t.orden_salida} >= 1`),
    check('partidas_hoyo_salida', sql`${t.hoyo_salida} between 1 and 18`),
    check('partidas_nombre_not_blank', sql`length(trim(${t.nombre})) > 0`),
    index('partidas_torneo_idx').on(t.torneo_id),
    index('partidas_creador_idx').on(t.creador_id),
  ],
);

/** T§3 partidas_participantes: a tournament participant sits in one group only, at most 4 per group. */
export const partidasParticipantes = pgTable(
  'partidas_participantes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partida_id: uuid('partida_id')
      .notNull()
      .references(() => partidas.id, { onDelete: 'cascade' }),
    participante_id: uuid('participante_id')
      .notNull()
      .references(() => participantesTorneo.id, { onDelete: 'cascade' }),
    posicion_grupo: smallint('posicion_grupo').notNull(),
    /** 'Marcador y jugador' (decision record 046): who marks this card; null: the committee assigns one. */
    marcador_participante_id: uuid('marcador_participante_id').references(() => participantesTorneo.id, {
      onDelete: 'set null',
    }),
    /** The marker's and the player's signatures of this card: when and by which account (null: not signed). */
    firma_marcador_at: timestamp('firma_marcador_at', { withTimezone: true }),
    firma_marcador_user_id: text('firma_marcador_user_id'),
    firma_jugador_at: timestamp('firma_jugador_at', { withTimezone: true }),
    firma_jugador_user_id: text('firma_jugador_user_id'),
  },
  // Unique (participante_id) — a participant sits in one group — and unique (partida_id, posicion_grupo) are
  // DEFERRABLE INITIALLY DEFERRED so that moving and swapping seats is one transaction (design.md §13). Drizzle
  // cannot declare deferrable constraints: they are created in migration 0001 by hand, not here.
  (t) => [
    index('partidas_participantes_partida_idx').on(t.partida_id),
    check('partidas_participantes_posicion_range', sql`${t.posicion_grupo} between 1 and 4`),
    check(
      'partidas_participantes_marcador_no_propio',
      sql`${t.marcador_participante_id} is null or ${t.marcador_participante_id} <> ${t.participante_id}`,
    ),
  ],
);

/** P§3 participantes_partida_personal. */
export const participantesPartidaPersonal = pgTable(
  'participantes_partida_personal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partida_id: uuid('partida_id')
      .notNull()
      .references(() => partidas.id, { onDelete: 'cascade' }),
    ...playerOrGuestColumns(),
    handicap_partida: doublePrecision('handicap_partida'),
    orden: smallint('orden').notNull().default(1),
  },
  (t) => [
    unique('participantes_partida_personal_jugador').on(t.partida_id, t.jugador_id),
    playerOrGuestCheck('participantes_pp_jugador_o_invitado', t),
    check(
      'participantes_pp_handicap_range',
      sql`(${guestHandicapInRange(t.handicap_invitado)}) and (${t.handicap_partida} is null or (${t.handicap_partida} >= -20 and ${t.handicap_partida} <= 80))`,
    ),
    index('participantes_pp_jugador_idx').on(t.jugador_id),
  ],
);

/** P§3 resultados_hoyo_partida_personal: unique per participant and hole. */
export const resultadosHoyoPartidaPersonal = pgTable(
  'resultados_hoyo_partida_personal',
  {
    ...holeResultColumns(),
    participante_id: uuid('participante_id')
      .notNull()
      .references(() => participantesPartidaPersonal.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('resultados_hoyo_pp_participante_hoyo').on(t.participante_id, t.numero_hoyo),
    ...holeResultChecks('resultados_hoyo_pp', t),
  ],
);
