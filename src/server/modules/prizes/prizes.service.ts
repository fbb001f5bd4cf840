/**
 * 'Premios especiales' (decision record 042): administrators define a tournament's prizes; a player of a group of
 * the tournament, or an administrator, records a prize's winner — any participant of the tournament — replacing
 * the previous one (who recorded each stays in the prize's history). A player's recording follows the tournament's
 * one write policy (server/lib/tournament-writes.ts): none in a finished or inactive tournament; administrators
 * may still correct. Every change reaches the tournament's standings screens live ('prizes').
 */
import { isTournamentFinished } from '@/shared/domain';
import { ZUuid } from '@/shared/schemas/common';
import {
  MAX_PRIZES_PER_TOURNAMENT,
  PRIZE_MESSAGES as M,
  type TTournamentPrizes,
  type ZCreatePrizeRequest,
  type ZRecordPrizeWinnerRequest,
} from '@/shared/schemas/prizes';
import type { z } from 'zod';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import type { Actor } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { appError, conflict, forbidden, notFound } from '@/server/lib/app-error';
import { requireTournamentWritable } from '@/server/lib/tournament-writes';
import { parseWith } from '@/server/lib/validate';
import { publishPrizes } from '@/server/modules/live/topics';
import {
  clubToday,
  findDrawStates,
  isTournamentVisible,
} from '@/server/modules/tournaments/tournaments.access';
import { TOURNAMENT_MESSAGES } from '@/shared/schemas/tournaments';
import {
  countPrizes,
  deletePrize,
  findCandidates,
  findPrize,
  findPrizes,
  findPrizeTournament,
  insertPrize,
  insertRecord,
  isGroupPlayer,
} from './prizes.repository';

export type PrizeDeps = Pick<AppDeps, 'db' | 'live' | 'clock' | 'config'>;

const uuid = (id: string) => parseWith(ZUuid, id);

/** May the actor record winners in this tournament (a player of one of its groups, or an administrator)? */
async function mayRecord(db: DbOrTx, actor: Actor, torneoId: string): Promise<boolean> {
  if (actor.isAdmin) return true;
  return actor.profileId !== null && (await isGroupPlayer(db, torneoId, actor.profileId));
}

/** GET /api/tournaments/:id/prizes: whoever may see the tournament (as its standings). */
export async function findTournamentPrizes(
  deps: PrizeDeps,
  actor: Actor,
  torneoId: string,
): Promise<TTournamentPrizes> {
  const id = uuid(torneoId);
  if (!(await isTournamentVisible(deps.db, actor, id))) throw notFound(TOURNAMENT_MESSAGES.notFound);
  const registrar = await mayRecord(deps.db, actor, id);
  return {
    torneo_id: id,
    premios: await findPrizes(deps.db, id),
    permisos: { registrar, administrar: actor.isAdmin },
    candidatos: registrar ? await findCandidates(deps.db, id) : [],
  };
}

/** POST /api/admin/tournaments/:id/prizes. */
export async function createPrize(
  deps: PrizeDeps,
  actor: Actor,
  torneoId: string,
  input: z.output<typeof ZCreatePrizeRequest>,
): Promise<TTournamentPrizes> {
  requireAdmin(actor);
  const id = uuid(torneoId);
  await deps.db.transaction(async (tx) => {
    if (!(await findPrizeTournament(tx, id, true))) throw notFound(TOURNAMENT_MESSAGES.notFound);
    if ((await countPrizes(tx, id)) >= MAX_PRIZES_PER_TOURNAMENT) throw conflict(M.tooMany);
    if (!(await insertPrize(tx, { torneo_id: id, ...input }))) throw conflict(M.duplicate);
  });
  publishPrizes(deps.live, id);
  return findTournamentPrizes(deps, actor, id);
}

/** DELETE /api/admin/prizes/:id: the prize and its recordings. */
export async function removePrize(
  deps: PrizeDeps,
  actor: Actor,
  premioId: string,
): Promise<TTournamentPrizes> {
  requireAdmin(actor);
  const gone = await deletePrize(deps.db, uuid(premioId));
  if (!gone) throw notFound(M.notFound);
  publishPrizes(deps.live, gone.torneo_id);
  return findTournamentPrizes(deps, actor, gone.torneo_id);
}

/**
 * PUT /api/prizes/:id/winner: records the winner, replacing the current one. Refusals in the order: unknown prize
 * (404, also when the actor may not see its tournament), not a group's player nor an administrator (403), the
 * tournament's write policy, a winner who is not a participant of the tournament (400).
 */
export async function recordPrizeWinner(
  deps: PrizeDeps,
  actor: Actor,
  premioId: string,
  input: z.output<typeof ZRecordPrizeWinnerRequest>,
): Promise<TTournamentPrizes> {
  const prize = await findPrize(deps.db, uuid(premioId));
  if (!prize || !(await isTournamentVisible(deps.db, actor, prize.torneo_id))) throw notFound(M.notFound);
  const torneoId = prize.torneo_id;
  await deps.db.transaction(async (tx) => {
    const torneo = await findPrizeTournament(tx, torneoId, true);
    if (!torneo) throw notFound(M.notFound);
    if (!(await mayRecord(tx, actor, torneoId))) throw forbidden(M.notAPlayer);
    const draw = (await findDrawStates(tx, [torneoId])).get(torneoId);
    requireTournamentWritable(actor, {
      finalizado: isTournamentFinished(torneo.fecha_juego, clubToday(deps), draw),
      inactivo: !torneo.activo,
    });
    const winner = (await findCandidates(tx, torneoId)).find(
      (c) => c.participante_id === input.participante_id,
    );
    if (!winner) throw appError('VALIDATION', M.winnerNotInTournament);
    // The prize may have been removed since it was read: its row is gone and the insert would fail.
    if (!(await findPrize(tx, prize.id))) throw notFound(M.notFound);
    await insertRecord(tx, {
      premio_id: prize.id,
      participante_id: winner.participante_id,
      ganador_nombre: winner.nombre,
      distancia_cm: input.distancia_cm,
      registrado_por: actor.userId,
      registrado_por_nombre: actor.name,
    });
  });
  publishPrizes(deps.live, torneoId);
  return findTournamentPrizes(deps, actor, torneoId);
}
