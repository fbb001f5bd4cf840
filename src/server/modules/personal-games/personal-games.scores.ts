/** Hole scores and validation of a personal game (P§2 play screen, P§7; design.md §12: validation is saved). */
import { and, eq, sql } from 'drizzle-orm';
import {
  PERSONAL_GAME_MESSAGES as M,
  type TScoreRequest,
  type TScoreResponse,
  type TValidatePersonalGameResponse,
} from '@/shared/schemas/personal-games';
import {
  participantesPartidaPersonal as pp,
  partidas,
  resultadosHoyoPartidaPersonal as results,
  scoreAudit,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { badRequest, conflict } from '@/server/lib/app-error';
import { requireGameAccess, type GameDeps } from './personal-games.access';
import { publishGameEvent } from './personal-games.live';

export const SCORES_LOCKED = 'No se pueden modificar los resultados de una partida validada';

/** Upserts one hole result on (participante_id, numero_hoyo) with its audit row; creator only, before validation. */
export async function savePersonalGameScore(
  deps: GameDeps,
  actor: Actor,
  gameId: string,
  input: TScoreRequest,
): Promise<TScoreResponse> {
  const saved = await deps.db.transaction(async (tx) => {
    const { game } = await requireGameAccess(tx, actor, gameId, 'manage', { lock: true });
    if (game.validada) throw conflict(SCORES_LOCKED);
    // One query: the participant belongs to this game, and what the hole had before (for the audit log).
    const [participant] = await tx
      .select({ id: pp.id, before: results.golpes })
      .from(pp)
      .leftJoin(results, and(eq(results.participante_id, pp.id), eq(results.numero_hoyo, input.numero_hoyo)))
      .where(and(eq(pp.id, input.participante_id), eq(pp.partida_id, gameId)));
    if (!participant) throw badRequest(M.foreignParticipant);
    const [row] = await tx
      .insert(results)
      .values(input)
      .onConflictDoUpdate({
        target: [results.participante_id, results.numero_hoyo],
        set: { golpes: input.golpes, updated_at: sql`now()` },
      })
      .returning({
        participante_id: results.participante_id,
        numero_hoyo: results.numero_hoyo,
        golpes: results.golpes,
      });
    await tx.insert(scoreAudit).values({
      ambito: 'personal',
      partida_id: gameId,
      participante_id: input.participante_id,
      numero_hoyo: input.numero_hoyo,
      golpes_antes: participant.before,
      golpes_despues: input.golpes,
      actor_user_id: actor.userId,
    });
    return row!;
  });
  publishGameEvent(deps.live, gameId, 'score', saved);
  return saved;
}

/** Saves the validation (idempotent); afterwards nobody changes the strokes. Creator only. */
export async function validatePersonalGame(
  deps: GameDeps,
  actor: Actor,
  gameId: string,
): Promise<TValidatePersonalGameResponse> {
  const { at, changed } = await deps.db.transaction(async (tx) => {
    const { game } = await requireGameAccess(tx, actor, gameId, 'manage', { lock: true });
    if (game.validada && game.validada_at) return { at: game.validada_at, changed: false };
    const now = deps.clock();
    await tx.update(partidas).set({ validada: true, validada_at: now }).where(eq(partidas.id, gameId));
    return { at: now, changed: true };
  });
  const validada_at = at.toISOString();
  if (changed) publishGameEvent(deps.live, gameId, 'validated', { validada_at });
  return { id: gameId, validada: true, validada_at };
}
