/**
 * 'Categorías' of a tournament (decision record 041): the administrator's configuration (PUT
 * /api/admin/tournaments/:id/categories) and what the standings page reads (GET /api/tournaments/:id/categories).
 */
import { z } from 'zod';
import type { CategoriesConfig } from '@/shared/domain';
import { ZUuid } from './common';

export const CATEGORY_MESSAGES = {
  name: 'Escribe el nombre de la categoría (hasta 40 caracteres)',
  duplicateName: 'Dos categorías no pueden llamarse igual',
  prizes: 'El número de premios debe estar entre 0 y 20',
  tooMany: 'Un torneo tiene como mucho 20 categorías',
  index: 'El índice de la categoría debe estar entre +10 y 54',
  indexBand: 'Indica al menos un límite de índice («desde» o «hasta»)',
  indexOrder: 'El índice «desde» no puede ser mayor que el índice «hasta»',
  halves: 'Elige la mitad o el tercio de la categoría',
  age: 'La edad de la categoría debe estar entre 1 y 120 años',
  kind: 'Elige el tipo de la categoría',
  ranking: "La clasificación de la categoría debe ser 'handicap' o 'scratch'",
  notFound: 'Torneo no encontrado',
} as const;
const M = CATEGORY_MESSAGES;

/** Labels of the form's 'Tipo' select. */
export const CATEGORY_KIND_LABELS = {
  todos: 'Todos',
  indice: 'Por índice',
  mitades: 'Por mitades',
  sexo: 'Por sexo',
  edad: 'Por edad',
} as const;
export type CategoryKind = keyof typeof CATEGORY_KIND_LABELS;

const ZIndex = z
  .number({ message: M.index })
  .min(-10, { message: M.index })
  .max(54, { message: M.index })
  .nullable();

export const ZCategoryCriterion = z.discriminatedUnion(
  'tipo',
  [
    z.object({ tipo: z.literal('todos') }),
    z
      .object({ tipo: z.literal('indice'), desde: ZIndex, hasta: ZIndex })
      .refine((c) => c.desde !== null || c.hasta !== null, { message: M.indexBand })
      .refine((c) => c.desde === null || c.hasta === null || c.desde <= c.hasta, { message: M.indexOrder }),
    z
      .object({
        tipo: z.literal('mitades'),
        partes: z.union([z.literal(2), z.literal(3)], { message: M.halves }),
        parte: z.number({ message: M.halves }).int({ message: M.halves }).min(1, { message: M.halves }),
      })
      .refine((c) => c.parte <= c.partes, { message: M.halves }),
    z.object({ tipo: z.literal('sexo'), sexo: z.enum(['hombre', 'mujer'], { message: M.kind }) }),
    z.object({
      tipo: z.literal('edad'),
      grupo: z.enum(['senior', 'junior'], { message: M.kind }),
      edad: z
        .number({ message: M.age })
        .int({ message: M.age })
        .min(1, { message: M.age })
        .max(120, { message: M.age }),
    }),
  ],
  { message: M.kind },
);

export const ZCategoryDefinition = z.object({
  nombre: z.string({ message: M.name }).trim().min(1, { message: M.name }).max(40, { message: M.name }),
  criterio: ZCategoryCriterion,
  clasificacion: z.enum(['handicap', 'scratch'], { message: M.ranking }),
  premios: z
    .number({ message: M.prizes })
    .int({ message: M.prizes })
    .min(0, { message: M.prizes })
    .max(20, { message: M.prizes }),
});
export type TCategoryDefinition = z.infer<typeof ZCategoryDefinition>;

/** The configuration: the categories in the order their prizes are awarded, and 'Premios no acumulables'. */
export const ZCategoriesConfig = z.object({
  no_acumulables: z.boolean({ message: M.kind }),
  categorias: z
    .array(ZCategoryDefinition, { message: M.kind })
    .max(20, { message: M.tooMany })
    .refine((list) => new Set(list.map((c) => c.nombre.toLocaleLowerCase('es'))).size === list.length, {
      message: M.duplicateName,
    }),
}) satisfies z.ZodType<CategoriesConfig>;
export type TCategoriesConfig = z.infer<typeof ZCategoriesConfig>;

/** A tournament without categories. */
export const NO_CATEGORIES: TCategoriesConfig = { no_acumulables: true, categorias: [] };

/**
 * GET /api/tournaments/:id/categories: the configuration and, per category (same order), the side ids in it —
 * decided on the server from facts the page does not receive (birth dates); the page ranks them live.
 */
export const ZTournamentCategories = z.object({
  torneo_id: ZUuid,
  config: ZCategoriesConfig,
  miembros: z.array(z.array(z.string())),
});
export type TTournamentCategories = z.infer<typeof ZTournamentCategories>;
