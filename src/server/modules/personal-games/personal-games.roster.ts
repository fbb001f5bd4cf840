/** Turns the participants of a create/edit request into rows: checks, order, game handicaps (P§5, P§7). */
import { inArray } from 'drizzle-orm';
import { PERSONAL_GAME_MESSAGES as M, type TCreatePersonalGameInput } from '@/shared/schemas/personal-games';
import type { DbOrTx } from '@/server/db/client';
import { profiles, type participantesPartidaPersonal } from '@/server/db/schema';
import { badRequest } from '@/server/lib/app-error';
import type { Logger } from '@/server/lib/logger';
import { findCourse, findFirstTee } from '@/server/modules/courses/courses.service';
import { resolveGameHandicap } from './game-handicap';

type ParticipantRow = typeof participantesPartidaPersonal.$inferSelect;
type ParticipantInput = TCreatePersonalGameInput['participantes'][number];

/** A participant to store; `id` is set when an existing row is kept (its scores survive). */
export type RosterRow = Omit<ParticipantRow, 'id' | 'partida_id'> & { id: string | null };

/** Creator first (orden 1), then the others in the order given. */
function creatorFirst(list: ParticipantInput[], creatorId: string): ParticipantInput[] {
  const isCreator = (p: ParticipantInput) => p.tipo === 'jugador' && p.jugador_id === creatorId;
  const creator = list.find(isCreator);
  if (!creator) throw badRequest(M.creatorRemoved);
  return [creator, ...list.filter((p) => !isCreator(p))];
}

async function ownHandicaps(db: DbOrTx, list: ParticipantInput[]): Promise<Map<string, number | null>> {
  const ids = list.flatMap((p) => (p.tipo === 'jugador' ? [p.jugador_id] : []));
  if (new Set(ids).size !== ids.length) throw badRequest(M.duplicatePlayer);
  const rows = await db
    .select({ id: profiles.id, handicap: profiles.handicap })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  if (rows.length !== ids.length) throw badRequest(M.playerNotFound);
  return new Map(rows.map((r) => [r.id, r.handicap]));
}

/**
 * Checks the request against the database (course, players, creator present, guests of this game) and returns
 * the participant rows to store. `existing` are the game's current rows when editing: registered players are
 * matched by jugador_id, guests by the `id` the request carries.
 */
export async function buildRoster(
  db: DbOrTx,
  logger: Logger,
  creatorId: string,
  input: TCreatePersonalGameInput,
  existing: ParticipantRow[] = [],
): Promise<RosterRow[]> {
  const ordered = creatorFirst(input.participantes, creatorId);
  if (!(await findCourse(db, input.campo_id))) throw badRequest(M.courseNotFound);
  const handicaps = await ownHandicaps(db, ordered);
  const tee = await findFirstTee(db, input.campo_id);

  return ordered.map((p, i): RosterRow => {
    if (p.tipo === 'jugador') {
      const own = handicaps.get(p.jugador_id) ?? null;
      return {
        id: existing.find((e) => !e.es_invitado && e.jugador_id === p.jugador_id)?.id ?? null,
        jugador_id: p.jugador_id,
        nombre_jugador: null,
        es_invitado: false,
        nombre_invitado: null,
        handicap_invitado: null,
        sexo_invitado: null,
        handicap_partida: resolveGameHandicap(p.handicap_partida, own, tee, logger),
        orden: i + 1,
      };
    }
    let id: string | null = null;
    if (p.id) {
      if (!existing.some((e) => e.es_invitado && e.id === p.id)) throw badRequest(M.foreignParticipant);
      id = p.id;
    }
    return {
      id,
      jugador_id: null,
      nombre_jugador: null,
      es_invitado: true,
      nombre_invitado: p.nombre_invitado,
      handicap_invitado: p.handicap_invitado,
      sexo_invitado: p.sexo_invitado,
      handicap_partida: resolveGameHandicap(p.handicap_partida, p.handicap_invitado, tee, logger),
      orden: i + 1,
    };
  });
}
