import { DomainError } from '../errors';

/**
 * The enums of the competition formats (design §14) and their Spanish labels, word for word. The zod schemas of
 * `src/shared/schemas` and the database enums build on these lists: there is no second copy of a list or a label.
 */

/** `torneos.modalidad`. */
export const MODALIDADES = [
  'individual_por_golpes',
  'stableford_individual',
  'parejas_por_golpes',
  'stableford_parejas',
  'matchplay_individual',
  'matchplay_parejas',
] as const;
export type Modalidad = (typeof MODALIDADES)[number];

export const MODALIDAD_LABELS: Readonly<Record<Modalidad, string>> = {
  individual_por_golpes: 'Individual por golpes',
  stableford_individual: 'Stableford individual',
  parejas_por_golpes: 'Parejas por golpes',
  stableford_parejas: 'Stableford parejas',
  matchplay_individual: 'Matchplay individual',
  matchplay_parejas: 'Matchplay parejas',
};

/** The modalities whose side is a pair: they have a `forma_parejas`, the others have null. */
export const PAIRS_MODALIDADES: readonly Modalidad[] = [
  'parejas_por_golpes',
  'stableford_parejas',
  'matchplay_parejas',
];

/** `torneos.forma_parejas` of a pairs modality. */
export const FORMAS_PAREJAS = ['mejor_bola', 'foursome', 'greensome', 'chapman', 'scramble'] as const;
export type FormaParejas = (typeof FORMAS_PAREJAS)[number];
/** The form a pairs tournament without one is read as (old rows are migrated to it). */
export const DEFAULT_FORMA_PAREJAS: FormaParejas = 'mejor_bola';

export const FORMA_PAREJAS_LABELS: Readonly<Record<FormaParejas, string>> = {
  mejor_bola: 'Mejor bola',
  foursome: 'Foursome',
  greensome: 'Greensome',
  chapman: 'Chapman',
  scramble: 'Texas scramble',
};

/** `torneos.metodo_desempate` (T§3, design §7 and §14; default puntuacion_media). */
export const TIE_METHODS = ['puntuacion_media', 'desempate_handicap', 'ultimos_hoyos'] as const;
export type TieMethod = (typeof TIE_METHODS)[number];

export const TIE_METHOD_LABELS: Readonly<Record<TieMethod, string>> = {
  puntuacion_media: 'Puntuación media',
  desempate_handicap: 'Desempate por hándicap',
  ultimos_hoyos: 'Últimos hoyos',
};

/** How a tie method is offered in a form: 'Últimos hoyos' is the recommended one (decision record 044). */
export function tieMethodChoiceLabel(m: TieMethod): string {
  return m === 'ultimos_hoyos' ? `${TIE_METHOD_LABELS[m]} (recomendado)` : TIE_METHOD_LABELS[m];
}

/** `participantes_torneo.estado`, set by an administrator (DESC needs a reason). */
export const PARTICIPANT_STATUSES = ['NP', 'RET', 'DESC'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
/** The status a standings row shows: a stored one, or 'INCOMPLETA' derived for a finished card with holes missing. */
export type RowStatus = ParticipantStatus | 'INCOMPLETA';
/** The statuses in the order their rows are listed after the ranked sides. */
export const ROW_STATUSES: readonly RowStatus[] = ['INCOMPLETA', 'RET', 'DESC', 'NP'];

export const ROW_STATUS_LABELS: Readonly<Record<RowStatus, string>> = {
  NP: 'No presentado',
  RET: 'Retirado',
  DESC: 'Descalificado',
  INCOMPLETA: 'Incompleta',
};

/** The short status a standings row or a paper shows beside a name, unranked (design §14); its title is the long label. */
export const ROW_STATUS_SHORT: Readonly<Record<RowStatus, string>> = {
  NP: 'NP',
  RET: 'RET',
  DESC: 'DESC',
  INCOMPLETA: ROW_STATUS_LABELS.INCOMPLETA,
};

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Throws unless `value` is one of {@link MODALIDADES}. */
export function requireModalidad(value: string): Modalidad {
  if (oneOf(MODALIDADES, value)) return value;
  throw new DomainError('INVALID_MODALITY', 'La modalidad no es válida');
}

/** Throws unless `value` is one of {@link FORMAS_PAREJAS}. */
export function requireFormaParejas(value: string): FormaParejas {
  if (oneOf(FORMAS_PAREJAS, value)) return value;
  throw new DomainError('INVALID_PAIRS_FORM', 'La forma de juego por parejas no es válida');
}

/** Throws unless `value` is one of {@link TIE_METHODS}. */
export function requireTieMethod(value: string): TieMethod {
  if (oneOf(TIE_METHODS, value)) return value;
  throw new DomainError('INVALID_TIE_METHOD', 'El método de desempate no es válido');
}

/** Throws unless `value` is one of {@link PARTICIPANT_STATUSES}. */
export function requireParticipantStatus(value: string): ParticipantStatus {
  if (oneOf(PARTICIPANT_STATUSES, value)) return value;
  throw new DomainError('INVALID_STATUS', 'El estado del participante no es válido');
}

/** True for the modalities whose side is a pair. */
export function isPairsModalidad(modalidad: Modalidad): boolean {
  return PAIRS_MODALIDADES.includes(modalidad);
}
