/**
 * Hole scores and validation of a personal game (P§2 play screen, P§7; design.md §12: validation is saved): the
 * scorecard engine (modules/scores) with the personal kind — creator only, strokes 1–9, locked once validated.
 */
import type {
  TScoreValues,
  TScoreResponse,
  TValidatePersonalGameResponse,
} from '@/shared/schemas/personal-games';
import { SCORECARD_MESSAGES } from '@/shared/schemas/scorecard';
import type { Actor } from '@/server/lib/actor';
import { PERSONAL } from '@/server/modules/scores/kinds';
import { saveScore, validateScorecard, type StrokeWriter } from '@/server/modules/scores/service';
import type { GameDeps } from './personal-games.access';

export const SCORES_LOCKED = SCORECARD_MESSAGES.locked;

/** Upserts one hole result on (participante_id, numero_hoyo) with its audit row; creator only, before validation. */
export async function savePersonalGameScore(
  deps: GameDeps,
  actor: StrokeWriter,
  gameId: string,
  input: TScoreValues,
): Promise<TScoreResponse> {
  const saved = await saveScore(deps, PERSONAL, actor, gameId, input);
  return { participante_id: saved.participante_id, numero_hoyo: saved.numero_hoyo, golpes: input.golpes };
}

/** Saves the validation (idempotent); afterwards nobody changes the strokes. Creator only. */
export function validatePersonalGame(
  deps: GameDeps,
  actor: Actor,
  gameId: string,
): Promise<TValidatePersonalGameResponse> {
  return validateScorecard(deps, PERSONAL, actor, gameId);
}
