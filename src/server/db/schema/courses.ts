/** T§3 campos_golf, tipos_salida, hoyos_tipo_salida. */
import { sql } from 'drizzle-orm';
import { holeNumberInRange } from './columns';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  date,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export const camposGolf = pgTable(
  'campos_golf',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nombre: text('nombre').notNull(),
    ubicacion: text('ubicacion').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('campos_golf_nombre_not_blank', sql`length(trim(${t.nombre})) > 0`)],
);

export const tiposSalida = pgTable(
  'tipos_salida',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campo_id: uuid('campo_id')
      .notNull()
      .references(() => camposGolf.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    slope: integer('slope').notNull(),
    course_rating: doublePrecision('course_rating'),
    /** The tee's rating for women (WHS rates every tee for each sex); null while the club has not entered it. */
    slope_damas: integer('slope_damas'),
    course_rating_damas: doublePrecision('course_rating_damas'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tipos_salida_slope_range', sql`${t.slope} between 55 and 155`),
    check(
      'tipos_salida_course_rating_range',
      sql`${t.course_rating} is null or (${t.course_rating} >= 60 and ${t.course_rating} <= 80)`,
    ),
    check(
      'tipos_salida_slope_damas_range',
      sql`${t.slope_damas} is null or ${t.slope_damas} between 55 and 155`,
    ),
    check(
      'tipos_salida_course_rating_damas_range',
      sql`${t.course_rating_damas} is null or (${t.slope_damas} is not null and ${t.course_rating_damas} >= 60 and ${t.course_rating_damas} <= 85)`,
    ),
  ],
);

export const hoyosTipoSalida = pgTable(
  'hoyos_tipo_salida',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo_salida_id: uuid('tipo_salida_id')
      .notNull()
      .references(() => tiposSalida.id, { onDelete: 'cascade' }),
    numero_hoyo: smallint('numero_hoyo').notNull(),
    par: smallint('par').notNull().default(4),
    handicap: smallint('handicap'),
    /** The women's par ('Par Dam.') when it is not the men's; null means the same par. */
    par_damas: smallint('par_damas'),
    /** The women's stroke index ('Hcp Dam.'); null when the card gives none (the men's then count). */
    handicap_damas: smallint('handicap_damas'),
    /** The hole's length from this tee, in metres. */
    metros: smallint('metros'),
  },
  (t) => [
    unique('hoyos_tipo_salida_hoyo').on(t.tipo_salida_id, t.numero_hoyo),
    // unique (tipo_salida_id, handicap) and (tipo_salida_id, handicap_damas) are DEFERRABLE INITIALLY DEFERRED so that swapping two stroke indexes is one
    // save (design.md §13); drizzle cannot declare them, migrations 0001 and 0019 create them by hand.
    check('hoyos_numero_range', holeNumberInRange(t.numero_hoyo)),
    check('hoyos_par_range', sql`${t.par} between 3 and 5`),
    check('hoyos_stroke_index_range', sql`${t.handicap} is null or ${t.handicap} between 1 and 18`),
    check('hoyos_par_damas_range', sql`${t.par_damas} is null or ${t.par_damas} between 3 and 5`),
    check(
      'hoyos_stroke_index_damas_range',
      sql`${t.handicap_damas} is null or ${t.handicap_damas} between 1 and 18`,
    ),
    check('hoyos_metros_range', sql`${t.metros} is null or ${t.metros} between 1 and 999`),
  ],
);

/**
 * The playing conditions calculation of a course on a day (WHS Rule 5.6, design.md §16), entered by an administrator:
 * −1.0 to +3.0; a day without a row is 0.
 */
export const pccCampoDia = pgTable(
  'pcc_campo_dia',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campo_id: uuid('campo_id')
      .notNull()
      .references(() => camposGolf.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    pcc: doublePrecision('pcc').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pcc_campo_dia_campo_fecha').on(t.campo_id, t.fecha),
    check('pcc_campo_dia_range', sql`${t.pcc} >= -1 and ${t.pcc} <= 3`),
  ],
);
