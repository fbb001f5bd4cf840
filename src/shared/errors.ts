/**
 * THE error codes of the API (docs/decisions/019-coded-errors-and-stroke-outbox.md). Every failed call answers
 * `{ error: { code, message } }`: `message` is the Spanish text a person reads, `code` is what a program branches
 * on. A screen never compares message texts: rewording a message changes no behaviour.
 *
 * The first five are the kinds of an ordinary refusal (bad input, no session, not allowed, not found, a clash);
 * the rest are the domain refusals a screen tells apart. Each code's HTTP status lives in one table on the server
 * (src/server/lib/app-error.ts).
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** The partida is validated: its strokes can no longer change (T§5 'Resultados validados'). */
  'SCORES_LOCKED',
  /** The tournament's date has passed (enrolment, a member's strokes). */
  'TOURNAMENT_FINISHED',
  /** The tournament is not active. */
  'TOURNAMENT_INACTIVE',
  /** The player is already enrolled in the tournament. */
  'ALREADY_ENROLLED',
  /** The player is not enrolled in the tournament (cancelling an enrolment). */
  'NOT_ENROLLED',
  /** An enrolment with recorded strokes cannot be cancelled. */
  'ENROLMENT_HAS_SCORES',
  /** The signed-in account has no player profile yet. */
  'NO_PROFILE',
  /** The actor is not a member of the partida (T§5 'Acceso denegado'). */
  'NOT_A_MEMBER',
  /** Only the creator of a personal game may do this. */
  'CREATOR_ONLY',
  /** Only an administrator may do this. */
  'ADMIN_ONLY',
  /** The tournament is not played in pairs. */
  'NOT_PAIRS_TOURNAMENT',
  /** The chosen partner is not enrolled in the tournament. */
  'PARTNER_NOT_ENROLLED',
  /** One of the two players is already in a pair (or asked for one) in the tournament. */
  'ALREADY_IN_PAIR',
  /** The match is decided: its card and result change only by an administrator (design.md §14). */
  'MATCH_DECIDED',
  /** The tournament's entry list is closed: only administrators enrol or cancel (decision record 039). */
  'ENTRIES_CLOSED',
  /** No places left: an administrator may go over them only by confirming (decision record 039). */
  'PLACES_FULL',
  /** The tournament has no published groups yet (start sheet, scorecards). */
  'GROUPS_NOT_PUBLISHED',
  /**
   * A tournament's default points table could not be stored when its points were first read (T§8 'No se pudo crear
   * la configuración por defecto'): an internal failure with its own message, logged on the server (500).
   */
  'DEFAULTS_NOT_CREATED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The 500 answer of an unexpected failure (never thrown on purpose). */
export const INTERNAL_ERROR_CODE = 'INTERNAL';

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
