/** T§3 torneos, torneos_salidas, participantes_torneo, torneos_puntos_configuracion, resultados and standings. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
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
  holeNumberInRange,
  holeResultColumns,
  strokesInRange,
  playerOrGuestCheck,
  playerOrGuestColumns,
} from './columns';
import {
  FORMAS_PAREJAS,
  PAIRS_MODALIDADES,
  PARTICIPANT_STATUSES,
  type Modalidad,
  type TieMethod,
} from '../../../shared/domain/formats/enums';
import { camposGolf, tiposSalida } from './courses';
import { profiles, sexoEnum } from './players';

/**
 * The database's enums keep the order their values were added in (a value is only ever appended); the domain's
 * lists (`MODALIDADES`, `TIE_METHODS`, …) are the source of truth: {@link DB_ENUMS_MATCH_DOMAIN} fails to compile
 * when they disagree.
 */
export const modalidadEnum = pgEnum('modalidad', [
  'individual_por_golpes',
  'matchplay_individual',
  'matchplay_parejas',
  'parejas_por_golpes',
  'stableford_individual',
  'stableford_parejas',
]);
export const metodoDesempateEnum = pgEnum('metodo_desempate', [
  'puntuacion_media',
  'desempate_handicap',
  'ultimos_hoyos',
]);
export const formaParejasEnum = pgEnum('forma_parejas', FORMAS_PAREJAS);
export const estadoParticipanteEnum = pgEnum('estado_participante', PARTICIPANT_STATUSES);
/**
 * Where a participant's played-off values come from (decision record 028): 'congelado' — kept when the tournament
 * started (its first stroke, or its day over); 'derivado' — filled by the migration from the data there was then.
 * Null while the tournament has not started: the values follow the player's index, sex and the tournament's tees.
 */
/** Which index a tournament's playing handicaps use (design.md §16): the official one, or the club's estimate. */
export const indiceHandicapEnum = pgEnum('indice_handicap', ['oficial', 'pena']);

/** Who certifies a card (design.md §18): the whole group ('Por la partida') or a marker and the player. */
export const validacionEnum = pgEnum('validacion_tarjetas', ['partida', 'marcador_jugador']);

export const handicapOrigenEnum = pgEnum('handicap_origen', ['congelado', 'derivado']);

type SameValues<A extends string, B extends string> = [A] extends [B]
  ? [B] extends [A]
    ? true
    : false
  : false;
export const DB_ENUMS_MATCH_DOMAIN: [
  SameValues<(typeof modalidadEnum.enumValues)[number], Modalidad>,
  SameValues<(typeof metodoDesempateEnum.enumValues)[number], TieMethod>,
] = [true, true];

/** The modalities whose side is a pair (they, and only they, have a `forma_parejas`), as an SQL list. */
const PAIRS_MODALITIES_SQL = sql.raw(`(${PAIRS_MODALIDADES.map((m) => `'${m}'`).join(', ')})`);

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
    /** Mejor bola, foursome or greensome: set for the pairs modalities, null for the individual ones. */
    forma_parejas: formaParejasEnum('forma_parejas'),
    descripcion: text('descripcion'),
    activo: boolean('activo').notNull().default(true),
    limite_golpes_hoyo: smallint('limite_golpes_hoyo'),
    reductor_handicap: integer('reductor_handicap').notNull().default(100),
    /** 'Hándicap oficial' (default) or 'Hándicap de la peña' (the club's estimate, design.md §16). */
    indice_handicap: indiceHandicapEnum('indice_handicap').notNull().default('oficial'),
    /** 'Validación': 'Por la partida' (the spec) or 'Marcador y jugador' (stroke play and Stableford only). */
    validacion: validacionEnum('validacion').notNull().default('partida'),
    /** When the tournament e-mail (groups and tee times) was last sent; sending again asks first. */
    email_enviado_at: timestamp('email_enviado_at', { withTimezone: true }),
    /** 'Cierre de inscripción' (decision record 039): from then on only administrators enrol or cancel. */
    cierre_inscripcion: timestamp('cierre_inscripcion', { withTimezone: true }),
    /** 'Plazas': the most participants (guests count); beyond it players go to the waiting list. Null: no limit. */
    plazas: integer('plazas'),
    /** 'Cuota' in euro cents; null: no fee. */
    cuota_centimos: integer('cuota_centimos'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('torneos_reductor_range', sql`${t.reductor_handicap} between 0 and 200`),
    check('torneos_plazas_range', sql`${t.plazas} is null or ${t.plazas} between 1 and 1000`),
    check(
      'torneos_cuota_range',
      sql`${t.cuota_centimos} is null or ${t.cuota_centimos} between 0 and 100000`,
    ),
    check(
      'torneos_limite_range',
      sql`${t.limite_golpes_hoyo} is null or ${t.limite_golpes_hoyo} between 0 and 10`,
    ),
    index('torneos_fecha_idx').on(t.fecha_juego),
    // Compared as text: a value added to an enum cannot be used as a literal in the transaction that adds it.
    check(
      'torneos_forma_parejas_modalidad',
      sql`(${t.modalidad}::text in ${PAIRS_MODALITIES_SQL}) = (${t.forma_parejas} is not null)`,
    ),
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
    /** The playing handicap was set by an administrator by hand: recomputes keep it until they clear it. */
    handicap_fijado: boolean('handicap_fijado').notNull().default(false),
    /** What the participant plays off (decision record 028): the index, the tee with its rating, the course handicap. */
    indice_juego: doublePrecision('indice_juego'),
    salida_juego_id: uuid('salida_juego_id').references(() => tiposSalida.id, { onDelete: 'set null' }),
    salida_juego_nombre: text('salida_juego_nombre'),
    slope_juego: integer('slope_juego'),
    course_rating_juego: doublePrecision('course_rating_juego'),
    /** The WHS course handicap, not rounded (null when unknown). */
    handicap_campo: doublePrecision('handicap_campo'),
    handicap_origen: handicapOrigenEnum('handicap_origen'),
    incluir_en_puntos: boolean('incluir_en_puntos').notNull().default(true),
    /** 'No presentado', 'Retirado' or 'Descalificado' (design.md §14): not ranked, no league points. */
    estado: estadoParticipanteEnum('estado'),
    /** Why; required for a disqualification. */
    motivo_estado: text('motivo_estado'),
    /** 'Pagado': the administrators ticked the fee as paid (decision record 039). */
    pagado: boolean('pagado').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('participantes_torneo_jugador').on(t.torneo_id, t.jugador_id),
    check(
      'participantes_torneo_motivo_descalificado',
      sql`${t.estado} is distinct from 'DESC' or ${t.motivo_estado} is not null`,
    ),
    playerOrGuestCheck('participantes_torneo_jugador_o_invitado', t),
    check('participantes_torneo_handicap_invitado_range', guestHandicapInRange(t.handicap_invitado)),
    index('participantes_torneo_jugador_idx').on(t.jugador_id),
  ],
);

/**
 * 'Lista de espera' (decision record 039): players who asked for a place when the tournament was full, in the
 * order they asked (`orden`, taken under the tournament's row lock). Not participants: nothing else reads them
 * until one is promoted (moved to participantes_torneo).
 */
export const listaEspera = pgTable(
  'lista_espera',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    jugador_id: uuid('jugador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    orden: bigserial('orden', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lista_espera_jugador').on(t.torneo_id, t.jugador_id),
    index('lista_espera_torneo_orden_idx').on(t.torneo_id, t.orden),
    index('lista_espera_jugador_idx').on(t.jugador_id),
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

/**
 * T§3 resultados_hoyo: one row per participant and hole. A hole is strokes, or 'Recogida' (picked up: no strokes,
 * design.md §14) where the format allows it. A one-ball pair's card is stored under its first partner.
 */
export const resultadosHoyo = pgTable(
  'resultados_hoyo',
  {
    ...holeResultColumns(),
    golpes: smallint('golpes'),
    recogida: boolean('recogida').notNull().default(false),
    participante_id: uuid('participante_id')
      .notNull()
      .references(() => participantesTorneo.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('resultados_hoyo_participante_hoyo').on(t.participante_id, t.numero_hoyo),
    check('resultados_hoyo_numero_range', holeNumberInRange(t.numero_hoyo)),
    check(
      'resultados_hoyo_golpes_o_recogida',
      sql`(${t.recogida} and ${t.golpes} is null) or (not ${t.recogida} and ${t.golpes} is not null and ${strokesInRange(t.golpes)})`,
    ),
  ],
);

/** A pair of a pairs tournament (design.md §14): two of its participants; a participant is in at most one pair. */
export const parejasTorneo = pgTable(
  'parejas_torneo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    participante_1_id: uuid('participante_1_id')
      .notNull()
      .unique('parejas_torneo_participante_1')
      .references(() => participantesTorneo.id, { onDelete: 'restrict' }),
    participante_2_id: uuid('participante_2_id')
      .notNull()
      .unique('parejas_torneo_participante_2')
      .references(() => participantesTorneo.id, { onDelete: 'restrict' }),
    /** One-ball pairs (foursome, greensome): the side's playing handicap; null for mejor bola. */
    handicap_juego: doublePrecision('handicap_juego'),
    /** A partner chosen when enrolling accepts; pairs formed by the administrator are accepted. */
    aceptada: boolean('aceptada').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('parejas_torneo_distintos', sql`${t.participante_1_id} <> ${t.participante_2_id}`),
    index('parejas_torneo_torneo_idx').on(t.torneo_id),
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
