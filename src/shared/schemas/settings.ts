/**
 * 'Ajustes de la peña' (decision record 044): GET and PUT /api/admin/settings. A null field uses the default: the
 * environment's CLUB_NAME for the name, the bundled logo, and the new tournament form's own defaults.
 */
import { z } from 'zod';
import { REDUCTOR_MAX, REDUCTOR_MIN } from '@/shared/domain';
import { ZCategoriesConfig } from './categories';
import { ZTimeOfDay, zText } from './common';
import { ZMetodoDesempate } from './formats';
import { ZPrizeDefinition } from './prizes';

export const SETTINGS_MESSAGES = {
  reductor: 'El reductor debe estar entre 0 y 200',
  closeDays: 'Los días antes del cierre deben estar entre 0 y 60',
  closeBoth: 'Indica los días y la hora del cierre de inscripción, o ninguno',
} as const;
const M = SETTINGS_MESSAGES;

export const CLOSE_DAYS_MAX = 60;

/** The stored settings, as the administrators' screen shows them. */
export const ZClubSettings = z.object({
  /** The stored name (null: the environment's). */
  nombre: z.string().nullable(),
  /** The name in use: the stored one or the environment's. */
  nombre_efectivo: z.string(),
  logo_url: z.string().nullable(),
  metodo_desempate: ZMetodoDesempate.nullable(),
  reductor_handicap: z.number().int().nullable(),
  cierre_dias_antes: z.number().int().nullable(),
  cierre_hora: z.string().nullable(),
  /** The 'Categorías' a new tournament starts with (none: an empty list). */
  categorias: ZCategoriesConfig,
  /** The 'Premios especiales' a new tournament starts with. */
  premios_especiales: z.array(ZPrizeDefinition),
});
export type TClubSettings = z.infer<typeof ZClubSettings>;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * PUT /api/admin/settings: every field; '' or null is "use the default". The logo, the default categories
 * (PUT /api/admin/settings/categories, a `ZCategoriesConfig`) and the default special prizes
 * (PUT /api/admin/settings/prizes, a `ZDefaultPrizesRequest`) have their own requests.
 */
export const ZClubSettingsRequest = z
  .object({
    nombre: z.preprocess(blankToNull, zText({ max: 80 }).nullable()),
    metodo_desempate: z.preprocess(blankToNull, ZMetodoDesempate.nullable()),
    reductor_handicap: z.preprocess(
      blankToNull,
      z
        .number({ message: M.reductor })
        .int({ message: M.reductor })
        .min(REDUCTOR_MIN, { message: M.reductor })
        .max(REDUCTOR_MAX, { message: M.reductor })
        .nullable(),
    ),
    cierre_dias_antes: z.preprocess(
      blankToNull,
      z
        .number({ message: M.closeDays })
        .int({ message: M.closeDays })
        .min(0, { message: M.closeDays })
        .max(CLOSE_DAYS_MAX, { message: M.closeDays })
        .nullable(),
    ),
    cierre_hora: z.preprocess(blankToNull, ZTimeOfDay.nullable()),
  })
  .superRefine((v, ctx) => {
    if ((v.cierre_dias_antes === null) !== (v.cierre_hora === null)) {
      ctx.addIssue({ code: 'custom', message: M.closeBoth, path: ['cierre_hora'] });
    }
  });
export type TClubSettingsRequest = z.input<typeof ZClubSettingsRequest>;
export type TClubSettingsValues = z.output<typeof ZClubSettingsRequest>;

/**
 * A new tournament's 'Cierre de inscripción' from the club's default (decision record 044): `dias` days before the
 * play date at `hora`, as the form's 'YYYY-MM-DDTHH:MM'; '' without a default or a valid date.
 */
export function defaultEntryClose(
  fechaJuego: string,
  settings: Pick<TClubSettings, 'cierre_dias_antes' | 'cierre_hora'> | undefined,
): string {
  if (!settings || settings.cierre_dias_antes === null || settings.cierre_hora === null) return '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fechaJuego)) return '';
  const d = new Date(`${fechaJuego}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  d.setUTCDate(d.getUTCDate() - settings.cierre_dias_antes);
  return `${d.toISOString().slice(0, 10)}T${settings.cierre_hora}`;
}
