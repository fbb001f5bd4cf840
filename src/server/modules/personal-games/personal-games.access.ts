/**
 * Who may see or manage a personal game (P§6, design.md §6): the scorecard engine's personal policy
 * (modules/scores/kinds.ts), applied to the game's row.
 */
import { and, eq } from 'drizzle-orm';
import { ZUuid } from '@/shared/schemas/common';
import type { TPersonalGamePermissions } from '@/shared/schemas/personal-games';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import { participantesPartidaPersonal, partidas } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { can, requireAccess } from '@/server/lib/access';
import { notFound } from '@/server/lib/app-error';
import { cardPermissions, subjectOf } from '@/server/modules/scores/access';
import { PERSONAL } from '@/server/modules/scores/kinds';

/** What the personal-games services use of the running server. */
export type GameDeps = Pick<AppDeps, 'db' | 'database' | 'logger' | 'live' | 'clock' | 'config' | 'mailer'>;

/** A personal game's row: the database check guarantees its course. */
export type GameRow = typeof partidas.$inferSelect & { campo_id: string };

export const GAME_NOT_FOUND = 'Partida no encontrada';
export const CREATOR_ONLY = 'Solo el creador de la partida puede hacer esto';
export const NO_PROFILE = 'No se encontró el perfil del usuario';

export interface GameAccess {
  game: GameRow;
  profileId: string;
  isCreator: boolean;
  /** What the actor may do with the game now (sent to the screen). */
  permisos: TPersonalGamePermissions;
}

/**
 * What the actor may do with a personal game: the scorecard engine's card permissions under the personal policy
 * (`cardPermissions`, modules/scores), plus editing — the same rule as entering strokes: the game's data change
 * only while its strokes may — and deleting (the creator: the 'manage' of `requireGameAccess`).
 */
export function gamePermissions(
  actor: Pick<Actor, 'isAdmin'>,
  facts: { validada: boolean; es_creador: boolean; es_miembro: boolean },
): TPersonalGamePermissions {
  const state = { ...facts, finalizado: false, inactivo: false };
  const card = cardPermissions(PERSONAL, actor, state);
  return {
    ...card,
    editar: card.introducir,
    borrar: can(subjectOf(PERSONAL, actor, state), 'writeScore'),
  };
}

/** A well-formed game id, or the 404 every unknown game gets. */
export function requireGameId(id: string): string {
  if (!ZUuid.safeParse(id).success) throw notFound(GAME_NOT_FOUND);
  return id;
}

/**
 * Loads the personal game for the actor. Participants (the creator is one) may 'view'; only the creator may
 * 'manage' (edit, delete, score, validate: 403 for the other participants). Anybody else — admins included — and
 * tournament partidas get the same 404 as a game that does not exist, so nothing leaks. A game whose creator's
 * profile was deleted has no creator: its other participants still see it, nobody manages it. `lock` takes the
 * game's row lock inside a transaction.
 */
export async function requireGameAccess(
  db: DbOrTx,
  actor: Actor,
  id: string,
  need: 'view' | 'manage',
  opts: { lock?: boolean } = {},
): Promise<GameAccess> {
  requireGameId(id);
  const profileId = actor.profileId;
  if (!profileId) throw notFound(GAME_NOT_FOUND);
  const query = db
    .select()
    .from(partidas)
    .where(and(eq(partidas.id, id), eq(partidas.es_partida_personal, true)));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row?.campo_id) throw notFound(GAME_NOT_FOUND);
  const game: GameRow = { ...row, campo_id: row.campo_id };
  const isCreator = game.creador_id === profileId;
  let isMember = isCreator;
  if (!isCreator) {
    const [membership] = await db
      .select({ id: participantesPartidaPersonal.id })
      .from(participantesPartidaPersonal)
      .where(
        and(
          eq(participantesPartidaPersonal.partida_id, id),
          eq(participantesPartidaPersonal.jugador_id, profileId),
        ),
      );
    isMember = Boolean(membership);
  }
  const subject = subjectOf(
    PERSONAL,
    { isAdmin: actor.isAdmin },
    { es_creador: isCreator, es_miembro: isMember },
  );
  requireAccess(actor, need === 'view' ? 'readScorecard' : 'writeScore', subject);
  const permisos = gamePermissions(actor, {
    validada: game.validada,
    es_creador: isCreator,
    es_miembro: isMember,
  });
  return { game, profileId, isCreator, permisos };
}
