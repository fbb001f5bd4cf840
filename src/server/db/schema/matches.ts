/**
 * Match play (design.md §14): a match-play tournament's matches ('partidos'), their conceded and extra holes, the
 * knockout draw ('cuadros', 'cuadro_rondas') and the audit of every match write. A side is stored as ONE
 * participant id: the participant itself, or its pair's `participante_1_id` (the pair is found through
 * `parejas_torneo`).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { partidas } from './games';
import { participantesTorneo, torneos } from './tournaments';

export const partidos = pgTable(
  'partidos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    ronda: smallint('ronda').notNull(),
    posicion: smallint('posicion').notNull(),
    lado_1_participante_id: uuid('lado_1_participante_id').references(() => participantesTorneo.id, {
      onDelete: 'restrict',
    }),
    lado_2_participante_id: uuid('lado_2_participante_id').references(() => participantesTorneo.id, {
      onDelete: 'restrict',
    }),
    /** The match's own partida (its players' card), created when both sides are known. */
    partida_id: uuid('partida_id')
      .unique('partidos_partida')
      .references(() => partidas.id, { onDelete: 'set null' }),
    /** The agreed date and time; null: to be agreed (the partida's date is then the round's deadline). */
    fecha: date('fecha', { mode: 'string' }),
    hora: time('hora'),
    /** 1 or 2, 0 halved (one-day only); null while undecided. */
    ganador: smallint('ganador'),
    /** 'tarjeta' | 'directo' | 'no_presentado' | 'exento' | 'concedido'. */
    origen_resultado: text('origen_resultado'),
    /** The stored result ('3/2', '1 arriba', 'gana en el hoyo 19', …) of a direct result. */
    resultado: text('resultado'),
    /** The side that conceded the match. */
    concedido_por: smallint('concedido_por'),
    /**
     * The card of a decided match whose winner moved on to the next round: its players' hole results, kept here
     * when the winner's results leave `resultados_hoyo` (a participant has one card per tournament) for the next
     * match's partida. Null while the card is the live one.
     */
    tarjeta:
      jsonb('tarjeta').$type<
        { participante_id: string; numero_hoyo: number; golpes: number | null; recogida: boolean }[]
      >(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('partidos_torneo_ronda_posicion').on(t.torneo_id, t.ronda, t.posicion),
    check('partidos_ronda_positiva', sql`${t.ronda} >= 1 and ${t.posicion} >= 1`),
    check('partidos_ganador_valido', sql`${t.ganador} is null or ${t.ganador} in (0, 1, 2)`),
    check('partidos_concedido_por_valido', sql`${t.concedido_por} is null or ${t.concedido_por} in (1, 2)`),
    check(
      'partidos_origen_valido',
      sql`${t.origen_resultado} is null or ${t.origen_resultado} in ('tarjeta', 'directo', 'no_presentado', 'exento', 'concedido')`,
    ),
    check(
      'partidos_lados_distintos',
      sql`${t.lado_1_participante_id} is null or ${t.lado_1_participante_id} is distinct from ${t.lado_2_participante_id}`,
    ),
    index('partidos_lado_1_idx').on(t.lado_1_participante_id),
    index('partidos_lado_2_idx').on(t.lado_2_participante_id),
  ],
);

/** 'Conceder hoyo': side `concedido_por` conceded hole `numero_hoyo` (never withdrawn). */
export const partidosHoyosConcedidos = pgTable(
  'partidos_hoyos_concedidos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partido_id: uuid('partido_id')
      .notNull()
      .references(() => partidos.id, { onDelete: 'cascade' }),
    numero_hoyo: smallint('numero_hoyo').notNull(),
    concedido_por: smallint('concedido_por').notNull(),
  },
  (t) => [
    unique('partidos_hoyos_concedidos_hoyo').on(t.partido_id, t.numero_hoyo),
    check('partidos_hoyos_concedidos_numero', sql`${t.numero_hoyo} between 1 and 18`),
    check('partidos_hoyos_concedidos_lado', sql`${t.concedido_por} in (1, 2)`),
  ],
);

/** Extra holes of a knockout match halved after 18: hole 19, 20, … with its winner (0 halved). */
export const partidosHoyosExtra = pgTable(
  'partidos_hoyos_extra',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partido_id: uuid('partido_id')
      .notNull()
      .references(() => partidos.id, { onDelete: 'cascade' }),
    numero_hoyo: smallint('numero_hoyo').notNull(),
    ganador: smallint('ganador').notNull(),
  },
  (t) => [
    unique('partidos_hoyos_extra_hoyo').on(t.partido_id, t.numero_hoyo),
    check('partidos_hoyos_extra_numero', sql`${t.numero_hoyo} >= 19`),
    check('partidos_hoyos_extra_ganador', sql`${t.ganador} in (0, 1, 2)`),
  ],
);

/** A match-play tournament's knockout draw ('Cuadro'). */
export const cuadros = pgTable(
  'cuadros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .unique('cuadros_torneo')
      .references(() => torneos.id, { onDelete: 'cascade' }),
    /** 'handicap' | 'sorteo'. */
    modo: text('modo').notNull(),
    rondas: smallint('rondas').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cuadros_modo_valido', sql`${t.modo} in ('handicap', 'sorteo')`),
    check('cuadros_rondas_positivas', sql`${t.rondas} >= 1`),
  ],
);

/** A draw's round with its deadline. */
export const cuadroRondas = pgTable(
  'cuadro_rondas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    ronda: smallint('ronda').notNull(),
    fecha_limite: date('fecha_limite', { mode: 'string' }),
  },
  (t) => [
    unique('cuadro_rondas_torneo_ronda').on(t.torneo_id, t.ronda),
    check('cuadro_rondas_ronda_positiva', sql`${t.ronda} >= 1`),
  ],
);

/** Every match write (concession, direct result, walkover, extra hole, schedule, reopen), like score_audit. */
export const partidoAudit = pgTable(
  'partido_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partido_id: uuid('partido_id')
      .notNull()
      .references(() => partidos.id, { onDelete: 'cascade' }),
    actor_user_id: text('actor_user_id').notNull(),
    accion: text('accion').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partido_audit_partido_idx').on(t.partido_id)],
);
