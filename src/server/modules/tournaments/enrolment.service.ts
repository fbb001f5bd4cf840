/**
 * Enrolment (T§2, T§4, T§7): 'Inscribirse' creates the actor's participant row with its playing handicap computed
 * by the rules engine; 'Cancelar Inscripción' deletes it and takes the player out of their group, in one
 * transaction. Refused for a finished or inactive tournament, after the close (decision record 039), a double
 * enrolment and once strokes are recorded. With no places left the player waits on the waiting list.
 */
import { and, eq } from 'drizzle-orm';
import { entriesClosed, isTournamentFinished, wouldExceedPlaces } from '@/shared/domain';
import { TOURNAMENT_MESSAGES as M, type TTournamentCard } from '@/shared/schemas/tournaments';
import type { AppDeps } from '@/server/context';
import type { Tx } from '@/server/db/client';
import {
  participantesTorneo as pt,
  partidasParticipantes as seats,
  profiles,
  resultadosHoyo,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { appError, notFound } from '@/server/lib/app-error';
import { FOREIGN_KEY_VIOLATION, sqlState } from '@/server/lib/safe-error';
import { standingsInputsChanged } from './standings-events';
import { dropPairsOf, type PairDeps } from './pairs.service';

/** Cancelling may promote a waiting player, who gets an e-mail. */
export type EntriesDeps = PairDeps & Pick<AppDeps, 'mailer'>;
import {
  countParticipants,
  findWaiting,
  insertMemberParticipant,
  joinWaitingList,
  leaveWaitingList,
  lockTournamentForEntries,
  promoteFromWaitingList,
  sendPromotionEmails,
} from './entries';
import { clubToday, type TournamentDeps } from './tournaments.access';
import { findTournamentCard } from './tournaments.queries';

/**
 * The tournament, locked FOR UPDATE (decision record 039: enrolments and cancellations decide about places one at a
 * time), when players may still enrol or cancel: active, not finished in the club's time zone (T§4) and before the
 * close. 404 unknown, 409 finished, inactive or closed.
 */
async function requireOpenEntries(tx: Tx, deps: TournamentDeps, torneoId: string) {
  const torneo = await lockTournamentForEntries(tx, torneoId);
  if (!torneo) throw notFound(M.notFound);
  if (!torneo.activo) throw appError('TOURNAMENT_INACTIVE', M.inactive);
  if (isTournamentFinished(torneo.fecha_juego, clubToday(deps)))
    throw appError('TOURNAMENT_FINISHED', M.finished);
  if (entriesClosed(torneo.cierre_inscripcion, deps.clock()))
    throw appError('ENTRIES_CLOSED', M.entriesClosed);
  return torneo;
}

function requireProfile(actor: Actor): string {
  if (!actor.profileId) throw appError('NO_PROFILE', M.profileNotFound);
  return actor.profileId;
}

/**
 * POST /api/tournaments/:id/enrolment: the actor enrols — or, when the places are taken, joins the end of the
 * waiting list ('Apuntarse a la lista de espera'); answers the tournament's card (its `entradas` tell which).
 */
export async function enrol(deps: TournamentDeps, actor: Actor, torneoId: string): Promise<TTournamentCard> {
  const profileId = requireProfile(actor);
  await deps.db.transaction(async (tx) => {
    const torneo = await requireOpenEntries(tx, deps, torneoId);
    const [existing] = await tx
      .select({ id: pt.id })
      .from(pt)
      .where(and(eq(pt.torneo_id, torneoId), eq(pt.jugador_id, profileId)));
    if (existing) throw appError('ALREADY_ENROLLED', M.alreadyEnrolled);
    if (await findWaiting(tx, torneoId, profileId)) throw appError('ALREADY_ENROLLED', M.alreadyWaiting);
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId));
    if (!profile) throw appError('NO_PROFILE', M.profileNotFound);
    // Places freed while nobody was promoted (a limit raised by hand) go to those already waiting first.
    await promoteFromWaitingList(tx, deps, torneo);
    if (wouldExceedPlaces(torneo.plazas, await countParticipants(tx, torneoId))) {
      if (!(await joinWaitingList(tx, torneoId, profileId)))
        throw appError('ALREADY_ENROLLED', M.alreadyWaiting);
      return;
    }
    // Null: another request enrolled the same player in between.
    if (!(await insertMemberParticipant(tx, torneoId, profileId, deps.logger)))
      throw appError('ALREADY_ENROLLED', M.alreadyEnrolled);
  });
  return findTournamentCard(deps, actor, torneoId);
}

/**
 * DELETE /api/tournaments/:id/enrolment: the actor cancels their enrolment (and leaves their group), and the first
 * on the waiting list takes the place (with an e-mail); or, when waiting, leaves the waiting list.
 */
export async function cancelEnrolment(deps: EntriesDeps, actor: Actor, torneoId: string): Promise<void> {
  const profileId = requireProfile(actor);
  let pairRemoved = false;
  let promoted: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const torneo = await requireOpenEntries(tx, deps, torneoId);
      // Locking the row makes a stroke being saved for it (which holds a key-share lock) finish first.
      const [participant] = await tx
        .select({ id: pt.id })
        .from(pt)
        .where(and(eq(pt.torneo_id, torneoId), eq(pt.jugador_id, profileId)))
        .for('update');
      if (!participant) {
        if (!(await findWaiting(tx, torneoId, profileId))) throw appError('NOT_ENROLLED', M.notEnrolled);
        await leaveWaitingList(tx, torneoId, [profileId]);
        return;
      }
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
      promoted = await promoteFromWaitingList(tx, deps, torneo);
    });
  } catch (err) {
    // Whatever else still refers to the participant (a stroke saved meanwhile) keeps the enrolment.
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw appError('ENROLMENT_HAS_SCORES', M.hasScores);
    throw err;
  }
  await sendPromotionEmails(deps, torneoId, promoted);
  if (pairRemoved)
    await standingsInputsChanged(deps, { torneoId, cause: 'pairs', actorUserId: actor.userId });
}
