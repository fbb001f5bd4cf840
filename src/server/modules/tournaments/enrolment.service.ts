/**
 * Enrolment (T§2, T§4, T§7): 'Inscribirse' creates the actor's participant row with its playing handicap computed
 * by the rules engine; 'Cancelar Inscripción' deletes it and takes the player out of their group, in one
 * transaction. Refused for a finished or inactive tournament, a double enrolment and once strokes are recorded.
 */
import { and, eq } from 'drizzle-orm';
import { isTournamentFinished } from '@/shared/domain';
import { TOURNAMENT_MESSAGES as M, type TTournamentCard } from '@/shared/schemas/tournaments';
import type { Tx } from '@/server/db/client';
import {
  participantesTorneo as pt,
  partidasParticipantes as seats,
  profiles,
  resultadosHoyo,
  torneos,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { appError, notFound } from '@/server/lib/app-error';
import { FOREIGN_KEY_VIOLATION, sqlState } from '@/server/lib/safe-error';
import { standingsInputsChanged } from './standings-events';
import { dropPairsOf, type PairDeps } from './pairs.service';
import { computePlayedOff, loadHandicapContext } from './playing-handicap';
import { clubToday, type TournamentDeps } from './tournaments.access';
import { findTournamentCard } from './tournaments.queries';

/**
 * The tournament, locked against concurrent edits (FOR SHARE: enrolments do not wait for each other), when it is
 * open: active and not finished in the club's time zone (T§4). 404 unknown, 409 finished or inactive.
 */
async function requireOpenTournament(tx: Tx, deps: TournamentDeps, torneoId: string) {
  const [torneo] = await tx
    .select({ id: torneos.id, activo: torneos.activo, fecha_juego: torneos.fecha_juego })
    .from(torneos)
    .where(eq(torneos.id, torneoId))
    .for('share');
  if (!torneo) throw notFound(M.notFound);
  if (!torneo.activo) throw appError('TOURNAMENT_INACTIVE', M.inactive);
  if (isTournamentFinished(torneo.fecha_juego, clubToday(deps)))
    throw appError('TOURNAMENT_FINISHED', M.finished);
  return torneo;
}

function requireProfile(actor: Actor): string {
  if (!actor.profileId) throw appError('NO_PROFILE', M.profileNotFound);
  return actor.profileId;
}

/** POST /api/tournaments/:id/enrolment: the actor enrols; answers the tournament's card. */
export async function enrol(deps: TournamentDeps, actor: Actor, torneoId: string): Promise<TTournamentCard> {
  const profileId = requireProfile(actor);
  await deps.db.transaction(async (tx) => {
    await requireOpenTournament(tx, deps, torneoId);
    const [existing] = await tx
      .select({ id: pt.id })
      .from(pt)
      .where(and(eq(pt.torneo_id, torneoId), eq(pt.jugador_id, profileId)));
    if (existing) throw appError('ALREADY_ENROLLED', M.alreadyEnrolled);
    const [profile] = await tx
      .select({ sexo: profiles.sexo, handicap: profiles.handicap })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    if (!profile) throw appError('NO_PROFILE', M.profileNotFound);
    const ctx = await loadHandicapContext(tx, torneoId);
    const [created] = await tx
      .insert(pt)
      .values({
        torneo_id: torneoId,
        jugador_id: profileId,
        ...(ctx ? computePlayedOff(ctx, profile, deps.logger) : {}),
        es_invitado: false,
        // Members count for league points (design.md §13), whatever the column default.
        incluir_en_puntos: true,
      })
      .onConflictDoNothing({ target: [pt.torneo_id, pt.jugador_id] })
      .returning({ id: pt.id });
    // Another request enrolled the same player in between.
    if (!created) throw appError('ALREADY_ENROLLED', M.alreadyEnrolled);
  });
  return findTournamentCard(deps, actor, torneoId);
}

/** DELETE /api/tournaments/:id/enrolment: the actor cancels their enrolment (and leaves their group). */
export async function cancelEnrolment(deps: PairDeps, actor: Actor, torneoId: string): Promise<void> {
  const profileId = requireProfile(actor);
  let pairRemoved = false;
  try {
    await deps.db.transaction(async (tx) => {
      await requireOpenTournament(tx, deps, torneoId);
      // Locking the row makes a stroke being saved for it (which holds a key-share lock) finish first.
      const [participant] = await tx
        .select({ id: pt.id })
        .from(pt)
        .where(and(eq(pt.torneo_id, torneoId), eq(pt.jugador_id, profileId)))
        .for('update');
      if (!participant) throw appError('NOT_ENROLLED', M.notEnrolled);
      const [stroke] = await tx
        .select({ id: resultadosHoyo.id })
        .from(resultadosHoyo)
        .where(eq(resultadosHoyo.participante_id, participant.id))
        .limit(1);
      if (stroke) throw appError('ENROLMENT_HAS_SCORES', M.hasScores);
      await tx.delete(seats).where(eq(seats.participante_id, participant.id));
      // Their pair (the partner stays as a single) or invitation goes with them.
      pairRemoved = await dropPairsOf(tx, participant.id);
      await tx.delete(pt).where(eq(pt.id, participant.id));
    });
  } catch (err) {
    // Whatever else still refers to the participant (a stroke saved meanwhile) keeps the enrolment.
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw appError('ENROLMENT_HAS_SCORES', M.hasScores);
    throw err;
  }
  if (pairRemoved)
    await standingsInputsChanged(deps, { torneoId, cause: 'pairs', actorUserId: actor.userId });
}
