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
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { ligasTorneos, partidas, puntuacionesLiga } from '@/server/db/schema';
import { recalculateTournamentPoints } from '@/server/modules/leagues/league-points.service';

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

/**
 * Recalculates the tournament's league points (issue 9, decision record 011) when it belongs to a league and
 * either every one of its groups is validated now (the last group's validation, or an admin's change to a
 * validated group of a finished round), or its points were already calculated (an admin's later correction keeps
 * them in step). A tournament in no league, or with groups still open and no points yet, is left alone.
 */
export async function afterTournamentScoresChanged(
  deps: AfterTournamentScoresChangedDeps,
  event: TournamentScoresChange,
): Promise<void> {
  const { db } = deps;
  const [inLeague] = await db
    .select({ liga_id: ligasTorneos.liga_id })
    .from(ligasTorneos)
    .where(eq(ligasTorneos.torneo_id, event.torneoId))
    .limit(1);
  if (!inLeague) return;
  const [open] = await db
    .select({ id: partidas.id })
    .from(partidas)
    .where(and(eq(partidas.torneo_id, event.torneoId), eq(partidas.validada, false)))
    .limit(1);
  if (open) {
    const [scored] = await db
      .select({ id: puntuacionesLiga.id })
      .from(puntuacionesLiga)
      .where(eq(puntuacionesLiga.torneo_id, event.torneoId))
      .limit(1);
    if (!scored) return;
  }
  const results = await recalculateTournamentPoints(db, event.torneoId);
  deps.logger.info({ ...event, results }, 'league points recalculated');
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
