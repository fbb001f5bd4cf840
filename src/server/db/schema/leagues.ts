/** T§3 ligas, ligas_torneos, puntuaciones_liga. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { participantesTorneo, torneos } from './tournaments';

export const ligas = pgTable(
  'ligas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    activa: boolean('activa').notNull().default(true),
    fecha_inicio: date('fecha_inicio', { mode: 'string' }),
    fecha_fin: date('fecha_fin', { mode: 'string' }),
    /** 'om_{product}' or 'cervecita'. */
    sistema_puntuacion: text('sistema_puntuacion').notNull().default('cervecita'),
    numero_torneos_descartados: integer('numero_torneos_descartados').notNull().default(0),
    /** A pair's or team's members get half their side's points each, not all of them (design.md §14 Leagues). */
    mitad_puntos_equipos: boolean('mitad_puntos_equipos').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ligas_descartados_no_negativo', sql`${t.numero_torneos_descartados} >= 0`),
    check(
      'ligas_sistema',
      sql`${t.sistema_puntuacion} = 'cervecita' or ${t.sistema_puntuacion} like 'om\\_%'`,
    ),
    check(
      'ligas_fechas',
      sql`${t.fecha_inicio} is null or ${t.fecha_fin} is null or ${t.fecha_inicio} <= ${t.fecha_fin}`,
    ),
  ],
);

export const ligasTorneos = pgTable(
  'ligas_torneos',
  {
    liga_id: uuid('liga_id')
      .notNull()
      .references(() => ligas.id, { onDelete: 'cascade' }),
    /** Restrict: a tournament of a league (and so its points) is removed from the league first, on purpose. */
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'restrict' }),
    orden_torneo: integer('orden_torneo').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.liga_id, t.torneo_id] })],
);

export const puntuacionesLiga = pgTable(
  'puntuaciones_liga',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    liga_id: uuid('liga_id').notNull(),
    torneo_id: uuid('torneo_id').notNull(),
    participante_id: uuid('participante_id')
      .notNull()
      .references(() => participantesTorneo.id, { onDelete: 'restrict' }),
    posicion_handicap: integer('posicion_handicap'),
    posicion_scratch: integer('posicion_scratch'),
    /** Exact decimals (design.md §13). */
    puntos_handicap: numeric('puntos_handicap', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    puntos_scratch: numeric('puntos_scratch', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * The player's side in the tournament as these points were computed (its standings' totals: to par for stroke
     * formats, points for Stableford), written in the same statement as the points so that 'Mis Resultados' reads
     * it instead of ranking every tournament again (decision record 043). Null: not stored with the points (rows
     * written before it, or an old app's imported rows until the import stores it); false: the participant has no
     * side in the standings; true: the four values below.
     */
    resultado_lado: boolean('resultado_lado'),
    resultado_scratch: doublePrecision('resultado_scratch'),
    resultado_handicap: doublePrecision('resultado_handicap'),
    resultado_puntos_scratch: doublePrecision('resultado_puntos_scratch'),
    resultado_puntos_handicap: doublePrecision('resultado_puntos_handicap'),
  },
  (t) => [
    // League points belong to a tournament of that league (design.md §13): removing the tournament from the
    // league removes its points in the same statement.
    foreignKey({
      name: 'puntuaciones_liga_liga_torneo_fk',
      columns: [t.liga_id, t.torneo_id],
      foreignColumns: [ligasTorneos.liga_id, ligasTorneos.torneo_id],
    }).onDelete('cascade'),
    unique('puntuaciones_liga_participante').on(t.liga_id, t.torneo_id, t.participante_id),
    // 'Mis Resultados' finds a player's rows by participant (decision record 043).
    index('puntuaciones_liga_participante_idx').on(t.participante_id),
    check('puntuaciones_liga_no_negativos', sql`${t.puntos_handicap} >= 0 and ${t.puntos_scratch} >= 0`),
  ],
);
