/** T§3 torneos, torneos_salidas, participantes_torneo, torneos_puntos_configuracion, resultados and standings. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
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
import { camposGolf, tiposSalida } from './courses';
import { sexoEnum } from './players';

export const modalidadEnum = pgEnum('modalidad', [
  'individual_por_golpes',
  'matchplay_individual',
  'matchplay_parejas',
  'parejas_por_golpes',
]);
export const metodoDesempateEnum = pgEnum('metodo_desempate', ['puntuacion_media', 'desempate_handicap']);

export const torneos = pgTable(
  'torneos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nombre: text('nombre').notNull(),
    fecha_juego: date('fecha_juego', { mode: 'string' }).notNull(),
    campo_id: uuid('campo_id')
      .notNull()
      .references(() => camposGolf.id, { onDelete: 'restrict' }),
    modalidad: modalidadEnum('modalidad').notNull().default('individual_por_golpes'),
    metodo_desempate: metodoDesempateEnum('metodo_desempate').notNull().default('puntuacion_media'),
    descripcion: text('descripcion'),
    activo: boolean('activo').notNull().default(true),
    limite_golpes_hoyo: smallint('limite_golpes_hoyo'),
    reductor_handicap: integer('reductor_handicap').notNull().default(100),
    /** When the tournament e-mail (groups and tee times) was last sent; sending again asks first. */
    email_enviado_at: timestamp('email_enviado_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('torneos_reductor_range', sql`${t.reductor_handicap} between 0 and 200`),
    check(
      'torneos_limite_range',
      sql`${t.limite_golpes_hoyo} is null or ${t.limite_golpes_hoyo} between 0 and 10`,
    ),
    index('torneos_fecha_idx').on(t.fecha_juego),
  ],
);

export const torneosSalidas = pgTable(
  'torneos_salidas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    sexo: sexoEnum('sexo').notNull(),
    tipo_salida_id: uuid('tipo_salida_id')
      .notNull()
      .references(() => tiposSalida.id, { onDelete: 'restrict' }),
  },
  (t) => [unique('torneos_salidas_torneo_sexo').on(t.torneo_id, t.sexo)],
);

export const participantesTorneo = pgTable(
  'participantes_torneo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    ...playerOrGuestColumns(),
    /** The computed playing handicap; null until computed (then the guest's or profile's handicap counts, T§9). */
    handicap_torneo: doublePrecision('handicap_torneo'),
    incluir_en_puntos: boolean('incluir_en_puntos').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('participantes_torneo_jugador').on(t.torneo_id, t.jugador_id),
    playerOrGuestCheck('participantes_torneo_jugador_o_invitado', t),
    check('participantes_torneo_handicap_invitado_range', guestHandicapInRange(t.handicap_invitado)),
    index('participantes_torneo_jugador_idx').on(t.jugador_id),
  ],
);

export const torneosPuntosConfiguracion = pgTable(
  'torneos_puntos_configuracion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    posicion: smallint('posicion').notNull(),
    /** Exact decimals (step 0.5 in the form), design.md §13. */
    puntos: numeric('puntos', { precision: 8, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    unique('torneos_puntos_configuracion_posicion').on(t.torneo_id, t.posicion),
    check('torneos_puntos_posicion_range', sql`${t.posicion} between 1 and 30`),
    check('torneos_puntos_no_negativos', sql`${t.puntos} >= 0`),
  ],
);

/** T§3 resultados_hoyo: one row per participant and hole. */
export const resultadosHoyo = pgTable(
  'resultados_hoyo',
  {
    ...holeResultColumns(),
    participante_id: uuid('participante_id')
      .notNull()
      .references(() => participantesTorneo.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('resultados_hoyo_participante_hoyo').on(t.participante_id, t.numero_hoyo),
    ...holeResultChecks('resultados_hoyo', t),
  ],
);

/** T§3 resultados_torneo: stored totals of a participant (derived; refreshed by the standings service). */
export const resultadosTorneo = pgTable(
  'resultados_torneo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participante_id: uuid('participante_id')
      .notNull()
      .unique()
      .references(() => participantesTorneo.id, { onDelete: 'cascade' }),
    golpes_brutos: integer('golpes_brutos').notNull(),
    golpes_netos: integer('golpes_netos').notNull(),
  },
  (t) => [check('resultados_torneo_no_negativos', sql`${t.golpes_brutos} >= 0`)],
);

/** T§3 clasificaciones_torneo: stored final positions of a tournament. */
export const clasificacionesTorneo = pgTable(
  'clasificaciones_torneo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    participante_id: uuid('participante_id')
      .notNull()
      .references(() => participantesTorneo.id, { onDelete: 'cascade' }),
    posicion: integer('posicion').notNull(),
    posicion_scratch: integer('posicion_scratch'),
    posicion_handicap: integer('posicion_handicap'),
  },
  (t) => [
    unique('clasificaciones_torneo_participante').on(t.torneo_id, t.participante_id),
    check('clasificaciones_posicion_positiva', sql`${t.posicion} >= 1`),
  ],
);
