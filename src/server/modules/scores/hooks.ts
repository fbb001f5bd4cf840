/**
 * The one after-commit place for changes to a TOURNAMENT group's strokes and validation (issue 8).
 *
 * The leagues engineer recalculates a league tournament's points here: "when the last group of a league
 * tournament is validated and again when an admin changes a stroke of a validated group". The scores service
 * calls this after its transaction has committed (and after the live events were published), exactly when:
 * - a group is validated (`change: 'validated'`, once: repeated validations do not call it), or
 * - a stroke of an already validated group changes (`change: 'scores'`, `validada: true`): an admin's save,
 *   clear or whole-card replacement.
 * Changes to groups that are not validated yet do not call it (the hot path of score entry stays one statement).
 * It is awaited; an error is logged and does not undo or fail the change that triggered it. Put the
 * recalculation behind this function and keep its signature; add fields to the event when you need them.
 */
import type { AppDeps } from '@/server/context';

export interface TournamentScoresChange {
  torneoId: string;
  partidaId: string;
  change: 'validated' | 'scores';
  /** Whether the group is validated after the change (always true today; see above). */
  validada: boolean;
  /** The user who made the change. */
  actorUserId: string;
}

export type AfterTournamentScoresChangedDeps = Pick<AppDeps, 'db' | 'logger'>;

export async function afterTournamentScoresChanged(
  deps: AfterTournamentScoresChangedDeps,
  event: TournamentScoresChange,
): Promise<void> {
  // Nothing to do until the leagues engineer recalculates league points here (issue 9).
  deps.logger.debug({ ...event }, 'tournament scores changed');
  return Promise.resolve();
}

/** Runs the hook and logs (never throws) its failure. */
export async function notifyTournamentScoresChanged(
  deps: AfterTournamentScoresChangedDeps,
  event: TournamentScoresChange,
): Promise<void> {
  try {
    await afterTournamentScoresChanged(deps, event);
  } catch (err) {
    deps.logger.error({ err, ...event }, 'afterTournamentScoresChanged failed');
  }
}
