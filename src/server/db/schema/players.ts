/** P§3 profiles and user_roles. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const sexoEnum = pgEnum('sexo', ['hombre', 'mujer']);
export const tramoEdadEnum = pgEnum('tramo_edad', ['infantil', 'general', 'senior']);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    nombre: text('nombre').notNull(),
    telefono: text('telefono'),
    email: text('email'),
    fecha_nacimiento: date('fecha_nacimiento', { mode: 'string' }),
    fecha_entrada_pena: date('fecha_entrada_pena', { mode: 'string' }),
    handicap: doublePrecision('handicap'),
    sexo: sexoEnum('sexo'),
    tramo_edad: tramoEdadEnum('tramo_edad'),
    numero_licencia_federativa: text('numero_licencia_federativa'),
    profile_image_url: text('profile_image_url'),
    /** 'No mostrar mi nombre en páginas públicas' (design.md §17): public pages show the initials only. */
    ocultar_nombre_publico: boolean('ocultar_nombre_publico').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'profiles_handicap_range',
      sql`${t.handicap} is null or (${t.handicap} >= -10 and ${t.handicap} <= 54)`,
    ),
    check('profiles_nombre_not_blank', sql`length(trim(${t.nombre})) > 0`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_roles_user_role').on(t.user_id, t.role),
    check('user_roles_role', sql`${t.role} in ('admin')`),
  ],
);

/**
 * A player's private calendar address (/api/calendar/{token}.ics): one per profile; renewing replaces the token
 * so the old address stops working; deleting the row disables it.
 */
export const calendarioTokens = pgTable('calendario_tokens', {
  profile_id: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
