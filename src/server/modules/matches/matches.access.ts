/**
 * Who may write to a match (design.md §14, decision record 037), in one place: the service checks it on every
 * write and the view answers it as the match's `permisos` (the browser reads those flags, it never re-derives the
 * rule). A player of one of the two sides — either side's scorer records what either side did — or an
 * administrator; both sides known; a decided match only for an administrator; and the tournament's one write
 * policy (server/lib/tournament-writes.ts: finished or inactive tournaments take no player's writes).
 */
import { isTournamentFinished, type Side } from '@/shared/domain';
import { MATCH_MESSAGES as M } from '@/shared/schemas/matches';
import type { Actor } from '@/server/lib/actor';
import { appError, conflict, forbidden } from '@/server/lib/app-error';
import { requireTournamentWritable, type TournamentWriteFacts } from '@/server/lib/tournament-writes';
import { ownSide, type MatchContext, type MatchView } from './matches.view';

type MatchActor = Pick<Actor, 'profileId' | 'isAdmin'>;

/** The tournament's write facts of a match-play tournament: a knockout's matches never finish by its date. */
export function matchWriteFacts(ctx: MatchContext, today: string): TournamentWriteFacts {
  return {
    finalizado: !ctx.knockout && isTournamentFinished(ctx.torneo.fecha_juego, today),
    inactivo: !ctx.torneo.activo,
  };
}

/**
 * A player's write to the match (or an admin's): 409 without its two sides, 403 for who plays neither side (or,
 * for conceding the match, `side` that is not theirs), the tournament's policy, then 'MATCH_DECIDED'.
 */
export function requirePlayable(
  actor: MatchActor,
  view: MatchView,
  facts: TournamentWriteFacts,
  opts: { side?: Side } = {},
) {
  if (!view.sides[0] || !view.sides[1]) throw conflict(M.notReady);
  const own = ownSide(view, actor.profileId);
  if (!actor.isAdmin) {
    if (own === null) throw forbidden(M.notAPlayer);
    if (opts.side !== undefined && own !== opts.side) throw forbidden(M.notYourSide);
  }
  requireTournamentWritable(actor, facts);
  if (!actor.isAdmin && view.result) throw appError('MATCH_DECIDED', M.decided);
}
