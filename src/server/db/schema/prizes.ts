/**
 * 'Premios especiales' of a tournament (decision record 042): the prizes an administrator defines, and every
 * recording of a winner. The current winner is a prize's newest recording; the older ones stay as its history
 * (who recorded whom, and when), never overwritten.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRIZE_KINDS } from '../../../shared/schemas/prizes';
import { user } from './auth';
import { holeNumberInRange } from './columns';
import { participantesTorneo, torneos } from './tournaments';

export const tipoPremioEnum = pgEnum('tipo_premio', PRIZE_KINDS);

export const premiosEspeciales = pgTable(
  'premios_especiales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    torneo_id: uuid('torneo_id')
      .notNull()
      .references(() => torneos.id, { onDelete: 'cascade' }),
    tipo: tipoPremioEnum('tipo').notNull(),
    nombre: text('nombre').notNull(),
    /** Required for 'bola_mas_cercana' and 'drive_mas_largo'; optional for a named prize. */
    numero_hoyo: smallint('numero_hoyo'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('premios_especiales_torneo_idx').on(t.torneo_id),
    unique('premios_especiales_tipo_hoyo').on(t.torneo_id, t.tipo, t.numero_hoyo),
    check(
      'premios_especiales_hoyo_range',
      sql`${t.numero_hoyo} is null or ${holeNumberInRange(t.numero_hoyo)}`,
    ),
    check('premios_especiales_hoyo_requerido', sql`${t.tipo}::text = 'otro' or ${t.numero_hoyo} is not null`),
    check('premios_especiales_nombre_not_blank', sql`length(trim(${t.nombre})) > 0`),
  ],
);

/** Every recording of a prize's winner; the newest (highest id) is the current one. */
export const premiosEspecialesRegistros = pgTable(
  'premios_especiales_registros',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    premio_id: uuid('premio_id')
      .notNull()
      .references(() => premiosEspeciales.id, { onDelete: 'cascade' }),
    /** Null once the participant left the tournament; their name stays. */
    participante_id: uuid('participante_id').references(() => participantesTorneo.id, {
      onDelete: 'set null',
    }),
    ganador_nombre: text('ganador_nombre').notNull(),
    distancia_cm: integer('distancia_cm'),
    registrado_por: text('registrado_por').references(() => user.id, { onDelete: 'set null' }),
    registrado_por_nombre: text('registrado_por_nombre').notNull(),
    registrado_at: timestamp('registrado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('premios_especiales_registros_premio_idx').on(t.premio_id, t.id),
    check(
      'premios_especiales_registros_distancia_range',
      sql`${t.distancia_cm} is null or ${t.distancia_cm} between 0 and 50000`,
    ),
  ],
);
