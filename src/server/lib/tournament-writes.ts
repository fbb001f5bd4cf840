/**
 * One policy for every player's write in a tournament (decision record 037): strokes, concessions, direct
 * results, extra holes, an agreed date, pair invitations. A finished tournament (its day has passed; a knockout's
 * matches are played on their own dates and never finish this way) and an inactive one (hidden and frozen:
 * decision record 016) take no player's writes — the same coded refusals as a stroke there (scores/kinds.ts);
 * administrators still correct them. The scores module applies the same facts inside its one statement's guard.
 */
import { SCORECARD_MESSAGES } from '@/shared/schemas/scorecard';
import { TOURNAMENT_MESSAGES } from '@/shared/schemas/tournaments';
import type { Actor } from './actor';
import { appError } from './app-error';

/** The facts of a tournament that decide whether a player may still write in it. */
export interface TournamentWriteFacts {
  /** Its day has passed (false for a knockout draw's matches). */
  finalizado: boolean;
  /** Not active (hidden from players, frozen). */
  inactivo: boolean;
}

/** The refusal of a player's write in the tournament, in the strokes' order; null: the write may go on. */
export function tournamentWriteRefusal(actor: Pick<Actor, 'isAdmin'>, facts: TournamentWriteFacts) {
  if (actor.isAdmin) return null;
  if (facts.finalizado) return appError('TOURNAMENT_FINISHED', SCORECARD_MESSAGES.finished);
  if (facts.inactivo) return appError('TOURNAMENT_INACTIVE', TOURNAMENT_MESSAGES.inactive);
  return null;
}

/** Throws the refusal of a player's write in a finished or inactive tournament (admins pass). */
export function requireTournamentWritable(actor: Pick<Actor, 'isAdmin'>, facts: TournamentWriteFacts): void {
  const refusal = tournamentWriteRefusal(actor, facts);
  if (refusal) throw refusal;
}

/** An inactive tournament takes no player's write at all (pair invitations, whoever asks). */
export function requireTournamentActive(facts: Pick<TournamentWriteFacts, 'inactivo'>): void {
  if (facts.inactivo) throw appError('TOURNAMENT_INACTIVE', TOURNAMENT_MESSAGES.inactive);
}
