/**
 * Reading match play (design.md §14): a tournament's matches and rounds, and the match a partida plays, as the
 * actor sees them (their side, what they may do).
 */
import type { TMatch, TTournamentMatches } from '@/shared/schemas/matches';
import type { AppDeps } from '@/server/context';
import type { Actor } from '@/server/lib/actor';
import { findVisibleTournament, requireTournamentId } from '@/server/modules/tournaments/tournaments.access';
import { findMatchOfPartida } from './matches.repository';
import { loadMatchContext, matchFor, tournamentMatches } from './matches.view';
import { viewOf, type MatchActor, type MatchesDeps } from './matches.write';

/** GET /api/tournaments/:id/matches: the visibility of the tournament's standings. */
export async function findTournamentMatches(
  deps: MatchesDeps,
  actor: Actor,
  torneoId: string,
): Promise<TTournamentMatches> {
  await findVisibleTournament(deps.db, actor, requireTournamentId(torneoId));
  const ctx = (await loadMatchContext(deps.db, torneoId))!;
  return tournamentMatches(ctx, actor);
}

/** The match partida `partidaId` plays, as the actor sees it (null: not a match's partida). */
export async function findPartidaMatch(
  deps: Pick<AppDeps, 'db'>,
  actor: MatchActor,
  partidaId: string,
): Promise<TMatch | null> {
  const row = await findMatchOfPartida(deps.db, partidaId);
  if (!row) return null;
  return matchFor(await viewOf(deps.db, row.torneo_id, row.id), actor);
}
