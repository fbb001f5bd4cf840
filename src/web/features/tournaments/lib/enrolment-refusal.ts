import { hasErrorCode, type ApiErrorCode } from '@/web/lib/api-client';

/**
 * The refusals of 'Inscribirse' and 'Cancelar Inscripción' whose server message the toast shows (T§8): the
 * tournament's state (unknown, finished, inactive) and the enrolment's (already enrolled, not enrolled, strokes
 * recorded). Anything else — an account without a player profile (NO_PROFILE) included — gets the spec's generic
 * text.
 */
const SHOWN: readonly ApiErrorCode[] = [
  'NOT_FOUND',
  'TOURNAMENT_FINISHED',
  'TOURNAMENT_INACTIVE',
  'ALREADY_ENROLLED',
  'NOT_ENROLLED',
  'ENROLMENT_HAS_SCORES',
  'ENTRIES_CLOSED',
];

/** The toast text of a failed enrolment or cancellation: the server's reason when it names one, else `generic`. */
export function enrolmentRefusal(error: unknown, generic: string): string {
  return hasErrorCode(error, ...SHOWN) ? error.message : generic;
}
