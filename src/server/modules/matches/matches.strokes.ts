/**
 * A stroke on a match's partida, settled inside its own write (decision record 037): the scores service opens the
 * transaction, takes the match's row lock here (`openMatchStroke`: a conceded hole takes no strokes), writes the
 * hole through the one scorecard statement (with its audit and stroke limit), and settles here what the stroke
 * decides (`settleMatchStroke`: the stored result, the winner into the next round, the next match's partida, the
 * match's audit row) before the commit. A later match that has started makes the stroke a 409 naming it, and
 * nothing is written. The live events and the leagues follow after the commit (`afterMatchWrite`).
 */
import { MATCH_MESSAGES as M } from '@/shared/schemas/matches';
import type { Tx } from '@/server/db/client';
import { conflict } from '@/server/lib/app-error';
import type { CardSettler } from '@/server/modules/scores/card-settler';
import { findMatchOfPartida, insertMatchAudit, isAnyHoleConceded } from './matches.repository';
import { noEffects, settle, type WriteEffects } from './matches.settle';
import { afterMatchWrite, matchSnapshot, viewOf } from './matches.write';

export interface OpenMatchStroke {
  matchId: string;
  torneoId: string;
  before: ReturnType<typeof matchSnapshot>;
}

/**
 * Inside the stroke's transaction, before its write: the match partida `partidaId` plays, locked (null: it plays
 * none). Taken before the partida's own lock, as every match write does.
 */
export async function openMatchStroke(tx: Tx, partidaId: string): Promise<OpenMatchStroke | null> {
  const locked = await findMatchOfPartida(tx, partidaId, true);
  if (!locked) return null;
  const before = matchSnapshot(await viewOf(tx, locked.torneo_id, locked.id));
  return { matchId: locked.id, torneoId: locked.torneo_id, before };
}

/** A conceded hole takes no strokes: 409 when one of `holes` (the holes that get strokes) is conceded. */
export async function refuseStrokesOnConcededHoles(tx: Tx, open: OpenMatchStroke, holes: number[]) {
  if (holes.length === 0) return;
  if (await isAnyHoleConceded(tx, open.matchId, holes)) throw conflict(M.holeConcededNoStrokes);
}

/**
 * Inside the stroke's transaction, after its write: what the card now decides is stored (result, next round,
 * partidas), and a changed result gets the match's audit row ('golpe', by the stroke's author).
 */
export async function settleMatchStroke(
  tx: Tx,
  open: OpenMatchStroke,
  actorUserId: string,
): Promise<WriteEffects> {
  const effects = noEffects();
  await settle(tx, open.torneoId, open.matchId, effects);
  const after = matchSnapshot(await viewOf(tx, open.torneoId, open.matchId));
  if (after.ganador !== open.before.ganador || after.resultado_texto !== open.before.resultado_texto) {
    effects.resultChanged = true;
    await insertMatchAudit(tx, {
      partido_id: open.matchId,
      actor_user_id: actorUserId,
      accion: 'golpe',
      antes: open.before,
      despues: after,
    });
  }
  return effects;
}

/** The matches' card settler (registered in app.ts): a match's partida is locked, refused and settled here. */
export const matchCardSettler: CardSettler = {
  async open(tx, partidaId) {
    const open = await openMatchStroke(tx, partidaId);
    if (!open) return null;
    return {
      refuseHoles: (t, holes) => refuseStrokesOnConcededHoles(t, open, holes),
      async settle(t, actorUserId) {
        const effects = await settleMatchStroke(t, open, actorUserId);
        return (deps) => afterMatchWrite(deps, open.torneoId, effects, actorUserId);
      },
    };
  },
};
