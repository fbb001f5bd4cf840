/** 'Ajustes de la peña' (decision record 044): one row; a null field falls back to the environment's default. */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { TCategoriesConfig } from '@/shared/schemas/categories';
import type { TPrizeDefinition } from '@/shared/schemas/prizes';
import { metodoDesempateEnum } from './tournaments';

export const clubSettings = pgTable(
  'club_settings',
  {
    /** Always 1: the table holds one row. */
    id: smallint('id').primaryKey().default(1),
    /** The club's name; null: CLUB_NAME. */
    nombre: text('nombre'),
    /** The logo's URL under /api/files/club/; null: the bundled /logo.svg. */
    logo_url: text('logo_url'),
    /** New tournaments' tie method; null: the form's own default. */
    metodo_desempate: metodoDesempateEnum('metodo_desempate'),
    /** New tournaments' handicap allowance (%); null: 100. */
    reductor_handicap: integer('reductor_handicap'),
    /** New tournaments' entry close: this many days before the play date, at `cierre_hora`; null: no close. */
    cierre_dias_antes: smallint('cierre_dias_antes'),
    cierre_hora: text('cierre_hora'),
    /** The 'Categorías' new tournaments start with, parsed with `ZCategoriesConfig`; null: none. */
    categorias: jsonb('categorias').$type<TCategoriesConfig>(),
    /** The special prizes new tournaments start with, parsed with `ZPrizeDefinition`; null: none. */
    premios_especiales: jsonb('premios_especiales').$type<TPrizeDefinition[]>(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('club_settings_single_row', sql`${t.id} = 1`),
    check('club_settings_reductor_range', sql`${t.reductor_handicap} between 0 and 200`),
    check('club_settings_cierre_dias_range', sql`${t.cierre_dias_antes} between 0 and 60`),
  ],
);
