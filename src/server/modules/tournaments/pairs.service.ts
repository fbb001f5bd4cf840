/**
 * A player's side of pairs (design.md §14, docs/decisions/024): in a pairs tournament an enrolled player asks
 * another enrolled player with no pair to be their partner (a `parejas_torneo` row with `aceptada` false, the
 * asker first); the asked player accepts (the pair plays from then on) or declines, and the asker may withdraw
 * while it is pending. Only the two players involved act. A pending pair is no pair for the standings, the groups
 * or the handicaps; accepting it is a change of the standings inputs.
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { formatOf, isTournamentFinished } from '@/shared/domain';
import { TOURNAMENT_MESSAGES as M, type TMyPair, type TPairPlayer } from '@/shared/schemas/tournaments';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import { parejasTorneo as pj, participantesTorneo as pt, profiles, torneos } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { appError, notFound } from '@/server/lib/app-error';
import { requireTournamentActive } from '@/server/lib/tournament-writes';
import { nameOf, recomputePairHandicaps, requirePairPlayable } from './pair-rules';
import { standingsInputsChanged } from './standings-events';
import { clubToday, findVisibleTournament } from './tournaments.access';

export type PairDeps = Pick<AppDeps, 'db' | 'logger' | 'live' | 'clock' | 'config'>;

/** The tournament's format (404 unknown; 409 not a pairs tournament; 409 finished when `open` is asked). */
async function pairsTournament(db: DbOrTx, deps: PairDeps, torneoId: string, open: boolean) {
  const [t] = await db
    .select({
      modalidad: torneos.modalidad,
      forma_parejas: torneos.forma_parejas,
      fecha_juego: torneos.fecha_juego,
      activo: torneos.activo,
    })
    .from(torneos)
    .where(eq(torneos.id, torneoId))
    .for('update');
  if (!t) throw notFound(M.notFound);
  if (open) requireTournamentActive({ inactivo: !t.activo });
  const format = formatOf(t);
  if (format.side.members !== 2) throw appError('NOT_PAIRS_TOURNAMENT', M.notPairs);
  if (open && isTournamentFinished(t.fecha_juego, clubToday(deps)))
    throw appError('TOURNAMENT_FINISHED', M.finished);
  return format;
}

/** The actor's participant id in the tournament; 404 NOT_ENROLLED without one. */
async function myParticipant(db: DbOrTx, actor: Actor, torneoId: string): Promise<string> {
  const [row] = actor.profileId
    ? await db
        .select({ id: pt.id })
        .from(pt)
        .where(and(eq(pt.torneo_id, torneoId), eq(pt.jugador_id, actor.profileId)))
    : [];
  if (!row) throw appError('NOT_ENROLLED', M.notEnrolled);
  return row.id;
}

const inAPair = (participanteId: string) =>
  or(eq(pj.participante_1_id, participanteId), eq(pj.participante_2_id, participanteId));

/** GET /api/tournaments/:id/pair: the actor's pair or invitation, and the players free to be asked. */
export async function findMyPair(deps: PairDeps, actor: Actor, torneoId: string): Promise<TMyPair> {
  const torneo = await findVisibleTournament(deps.db, actor, torneoId);
  if (formatOf(torneo).side.members !== 2) throw appError('NOT_PAIRS_TOURNAMENT', M.notPairs);
  const me = await myParticipant(deps.db, actor, torneoId);
  const players = await deps.db
    .select({ participante_id: pt.id, nombre: nameOf })
    .from(pt)
    .leftJoin(profiles, eq(profiles.id, pt.jugador_id))
    .where(and(eq(pt.torneo_id, torneoId), isNotNull(pt.jugador_id)));
  const names = new Map(players.map((p) => [p.participante_id, p.nombre]));
  const [pair] = await deps.db.select().from(pj).where(inAPair(me));
  const taken = await deps.db
    .select({ a: pj.participante_1_id, b: pj.participante_2_id })
    .from(pj)
    .where(eq(pj.torneo_id, torneoId));
  const busy = new Set(taken.flatMap((r) => [r.a, r.b]));
  const candidatos: TPairPlayer[] = players
    .filter((p) => p.participante_id !== me && !busy.has(p.participante_id))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  if (!pair) return { pareja: null, candidatos };
  const other = pair.participante_1_id === me ? pair.participante_2_id : pair.participante_1_id;
  return {
    pareja: {
      id: pair.id,
      nombre: [pair.participante_1_id, pair.participante_2_id].map((id) => names.get(id) ?? '').join(' / '),
      companero: { participante_id: other, nombre: names.get(other) ?? '' },
      aceptada: pair.aceptada,
      invitado_por_mi: pair.participante_1_id === me,
    },
    candidatos,
  };
}

/** POST /api/tournaments/:id/pair: the actor asks `partnerId` (a participant of the tournament) to be their partner. */
export async function invitePartner(
  deps: PairDeps,
  actor: Actor,
  torneoId: string,
  partnerId: string,
): Promise<TMyPair> {
  await deps.db.transaction(async (tx) => {
    await pairsTournament(tx, deps, torneoId, true);
    const me = await myParticipant(tx, actor, torneoId);
    if (partnerId === me) throw appError('VALIDATION', M.pairSelf);
    const [partner] = await tx
      .select({ id: pt.id })
      .from(pt)
      .where(and(eq(pt.id, partnerId), eq(pt.torneo_id, torneoId), isNotNull(pt.jugador_id)))
      .for('update');
    if (!partner) throw appError('PARTNER_NOT_ENROLLED', M.partnerNotEnrolled);
    const ids = [me, partnerId] as const;
    const [taken] = await tx
      .select({ id: pj.id })
      .from(pj)
      .where(or(inArray(pj.participante_1_id, [...ids]), inArray(pj.participante_2_id, [...ids])))
      .limit(1);
    if (taken) throw appError('ALREADY_IN_PAIR', M.alreadyInPair);
    const [created] = await tx
      .insert(pj)
      .values({ torneo_id: torneoId, participante_1_id: me, participante_2_id: partnerId, aceptada: false })
      .onConflictDoNothing()
      .returning({ id: pj.id });
    // Another invitation took one of them in between.
    if (!created) throw appError('ALREADY_IN_PAIR', M.alreadyInPair);
  });
  return findMyPair(deps, actor, torneoId);
}

/** The pending or accepted pair `pairId` and the actor's place in it (403 when the actor is neither player). */
async function pairOfActor(tx: DbOrTx, actor: Actor, pairId: string) {
  const [pair] = await tx.select().from(pj).where(eq(pj.id, pairId)).for('update');
  if (!pair) throw notFound(M.pairNotFound);
  const mine = actor.profileId
    ? await tx
        .select({ id: pt.id })
        .from(pt)
        .where(
          and(
            eq(pt.jugador_id, actor.profileId),
            inArray(pt.id, [pair.participante_1_id, pair.participante_2_id]),
          ),
        )
    : [];
  if (mine.length === 0) throw appError('FORBIDDEN', M.pairNotYours);
  return { pair, me: mine[0]!.id };
}

/** POST /api/tournament-pairs/:id/accept: the invited player accepts; the pair plays from now on. */
export async function acceptPair(deps: PairDeps, actor: Actor, pairId: string): Promise<TMyPair> {
  const torneoId = await deps.db.transaction(async (tx) => {
    const { pair, me } = await pairOfActor(tx, actor, pairId);
    const format = await pairsTournament(tx, deps, pair.torneo_id, true);
    if (pair.participante_2_id !== me) throw appError('FORBIDDEN', M.pairOnlyInvited);
    if (pair.aceptada) throw appError('CONFLICT', M.pairAccepted);
    await requirePairPlayable(tx, format, [pair.participante_1_id, pair.participante_2_id]);
    await tx.update(pj).set({ aceptada: true }).where(eq(pj.id, pairId));
    await recomputePairHandicaps(tx, pair.torneo_id, deps.logger);
    return pair.torneo_id;
  });
  await standingsInputsChanged(deps, { torneoId, cause: 'pairs', actorUserId: actor.userId });
  return findMyPair(deps, actor, torneoId);
}

/**
 * DELETE /api/tournament-pairs/:id: the invited player declines, or the asker withdraws, a pending invitation.
 * An accepted pair is only dissolved by an administrator. A pending pair was no pair: nothing to re-rank.
 */
export async function removePendingPair(deps: PairDeps, actor: Actor, pairId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { pair } = await pairOfActor(tx, actor, pairId);
    await pairsTournament(tx, deps, pair.torneo_id, true);
    if (pair.aceptada) throw appError('CONFLICT', M.pairAccepted);
    await tx.delete(pj).where(eq(pj.id, pairId));
  });
}

/** Used by enrolment cancelling: a participant leaving drops their pair or invitation. Whether it was accepted. */
export async function dropPairsOf(tx: DbOrTx, participanteId: string): Promise<boolean> {
  const gone = await tx.delete(pj).where(inAPair(participanteId)).returning({ aceptada: pj.aceptada });
  return gone.some((p) => p.aceptada);
}
