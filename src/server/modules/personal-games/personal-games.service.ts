/** Creating, editing and deleting personal games (P§2, P§5, P§6, P§7): permission first, one transaction. */
import { eq, inArray } from 'drizzle-orm';
import type { TCreatePersonalGameInput, TPersonalGameDetail } from '@/shared/schemas/personal-games';
import type { DbOrTx } from '@/server/db/client';
import {
  participantesPartidaPersonal as pp,
  partidas,
  resultadosHoyoPartidaPersonal as results,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { appError, conflict } from '@/server/lib/app-error';
import { HANDICAP_MESSAGES } from '@/shared/schemas/handicap';
import { setValidaParaHandicap } from '@/server/modules/handicap/handicap.repository';
import { NO_PROFILE, requireGameAccess, type GameDeps } from './personal-games.access';
import { publishGameEvent } from './personal-games.live';
import { findPersonalGameDetail } from './personal-games.queries';
import { buildRoster, type RosterRow } from './personal-games.roster';

export const GAME_LOCKED = 'La partida está validada y no se puede modificar';

const metadata = (input: TCreatePersonalGameInput) => ({
  nombre: input.nombre,
  fecha_juego: input.fecha_juego,
  hora_salida: input.hora_salida,
  campo_id: input.campo_id,
});

const columns = ({ id: _id, ...row }: RosterRow) => row;

/** Deletes participants with their hole results (the foreign keys would cascade; we say so explicitly). */
async function deleteParticipants(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(results).where(inArray(results.participante_id, ids));
  await tx.delete(pp).where(inArray(pp.id, ids));
}

export async function createPersonalGame(
  deps: GameDeps,
  actor: Actor,
  input: TCreatePersonalGameInput,
): Promise<TPersonalGameDetail> {
  const creatorId = actor.profileId;
  if (!creatorId) throw appError('NO_PROFILE', NO_PROFILE);
  const id = await deps.db.transaction(async (tx) => {
    const roster = await buildRoster(tx, deps.logger, creatorId, input);
    const [game] = await tx
      .insert(partidas)
      .values({
        ...metadata(input),
        es_partida_personal: true,
        creador_id: creatorId,
        orden_salida: 1,
        valida_para_handicap: input.valida_para_handicap ?? false,
      })
      .returning({ id: partidas.id });
    const gameId = game!.id;
    await tx.insert(pp).values(roster.map((row) => ({ ...columns(row), partida_id: gameId })));
    return gameId;
  });
  return findPersonalGameDetail(deps.db, await requireGameAccess(deps.db, actor, id, 'view'));
}

/**
 * Replaces the metadata and reconciles the participants: rows of those still present are kept (their scores
 * survive), removed ones are deleted with their results, new ones inserted. Creator only; refused once validated.
 */
export async function updatePersonalGame(
  deps: GameDeps,
  actor: Actor,
  gameId: string,
  input: TCreatePersonalGameInput,
): Promise<TPersonalGameDetail> {
  await deps.db.transaction(async (tx) => {
    const { game, profileId } = await requireGameAccess(tx, actor, gameId, 'manage', { lock: true });
    if (game.validada) throw conflict(GAME_LOCKED);
    const existing = await tx.select().from(pp).where(eq(pp.partida_id, gameId));
    const roster = await buildRoster(tx, deps.logger, profileId, input, existing);
    const kept = new Set(roster.flatMap((r) => (r.id ? [r.id] : [])));
    await tx.update(partidas).set(metadata(input)).where(eq(partidas.id, gameId));
    const valida = input.valida_para_handicap;
    if (valida !== undefined && valida !== game.valida_para_handicap) {
      if (!(await setValidaParaHandicap(tx, gameId, valida)))
        throw conflict(HANDICAP_MESSAGES.validaAfterStroke);
    }
    await deleteParticipants(
      tx,
      existing.filter((e) => !kept.has(e.id)).map((e) => e.id),
    );
    for (const row of roster) {
      if (row.id) await tx.update(pp).set(columns(row)).where(eq(pp.id, row.id));
    }
    const added = roster.filter((r) => !r.id).map((r) => ({ ...columns(r), partida_id: gameId }));
    if (added.length > 0) await tx.insert(pp).values(added);
  });
  publishGameEvent(deps.live, gameId, 'updated');
  return findPersonalGameDetail(deps.db, await requireGameAccess(deps.db, actor, gameId, 'view'));
}

/** Removes the game, its participants and their results (creator only). */
export async function deletePersonalGame(deps: GameDeps, actor: Actor, gameId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireGameAccess(tx, actor, gameId, 'manage', { lock: true });
    const ids = (await tx.select({ id: pp.id }).from(pp).where(eq(pp.partida_id, gameId))).map((r) => r.id);
    await deleteParticipants(tx, ids);
    await tx.delete(partidas).where(eq(partidas.id, gameId));
  });
  publishGameEvent(deps.live, gameId, 'deleted');
}
