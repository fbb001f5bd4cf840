/**
 * The inputs of a tournament's standings (design.md §13, §14; contract §3): the tournament's format, stroke limit
 * and tie method, every participant with the tee of their sex, their playing handicap and status, the pairs, and
 * every hole result (strokes or 'Recogida') — read in a fixed number
 * of queries (scores/queries.ts). The browser ranks them with the rules engine (shared/schemas/standings.ts
 * `rankStandings`); the leagues compute their points from the same inputs.
 */
import { eq } from 'drizzle-orm';
import { isTournamentFinished } from '@/shared/domain';
import { SCORECARD_MESSAGES as M } from '@/shared/schemas/scorecard';
import type { TStandingsInputs, TStandingsTournament } from '@/shared/schemas/standings';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import { camposGolf, partidas, torneos } from '@/server/db/schema';
import { PARTIDA_CARD_COLUMNS } from '@/server/db/card-columns';
import { TOURNAMENT_RULES_HEADER } from '@/server/modules/scores/tournament-header.repository';
import type { Actor } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import { findParticipantPartida, loadTournamentCards } from '@/server/modules/scores/queries';
import { findDrawStates, isTournamentVisible } from '@/server/modules/tournaments/tournaments.access';

export type StandingsDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Standings, groups and live streams of a tournament the actor may not see answer as an unknown one. */
async function requireVisible(deps: StandingsDeps, actor: Actor, torneoId: string, refusal: string) {
  if (!(await isTournamentVisible(deps.db, actor, torneoId))) throw notFound(refusal);
}

const isUuid = (id: string) => ZUuid.safeParse(id).success;

/** A tournament as the standings show it (also the leagues' popover card). */
export async function findStandingsTournament(
  db: DbOrTx,
  torneoId: string,
  today: string,
): Promise<TStandingsTournament> {
  const [row] = isUuid(torneoId)
    ? await db
        .select({
          ...TOURNAMENT_RULES_HEADER,
          campo: { nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion },
        })
        .from(torneos)
        .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
        .where(eq(torneos.id, torneoId))
    : [];
  if (!row) throw notFound(M.tournamentNotFound);
  const draw = (await findDrawStates(db, [row.id])).get(row.id);
  return { ...row, finalizado: isTournamentFinished(row.fecha_juego, today, draw) };
}

/** The inputs of a whole tournament's standings (every participant, in a group or not yet). */
export async function findTournamentStandingsInputs(
  deps: StandingsDeps,
  actor: Actor,
  torneoId: string,
): Promise<TStandingsInputs> {
  const { today } = clubNow(deps.clock(), deps.config.TZ);
  const torneo = await findStandingsTournament(deps.db, torneoId, today);
  await requireVisible(deps, actor, torneo.id, M.tournamentNotFound);
  const cards = await loadTournamentCards(deps.db, { torneoId: torneo.id });
  return { torneo, partida: null, ...cards };
}

/** The inputs of one tournament group's standings (/clasificacion/{partidaId}); personal games are not groups. */
export async function findGroupStandingsInputs(
  deps: StandingsDeps,
  actor: Actor,
  partidaId: string,
): Promise<TStandingsInputs> {
  const { today } = clubNow(deps.clock(), deps.config.TZ);
  const [partida] = isUuid(partidaId)
    ? await deps.db
        .select({ ...PARTIDA_CARD_COLUMNS, torneo_id: partidas.torneo_id })
        .from(partidas)
        .where(eq(partidas.id, partidaId))
    : [];
  if (!partida?.torneo_id) throw notFound(M.notFound);
  await requireVisible(deps, actor, partida.torneo_id, M.notFound);
  const torneo = await findStandingsTournament(deps.db, partida.torneo_id, today);
  const cards = await loadTournamentCards(deps.db, { partidaIds: [partida.id] });
  return {
    torneo,
    partida: {
      id: partida.id,
      nombre: partida.nombre,
      fecha_juego: partida.fecha_juego,
      hora_salida: partida.hora_salida?.slice(0, 5) ?? null,
      hoyo_salida: partida.hoyo_salida,
      validada: partida.validada,
      validada_at: partida.validada_at?.toISOString() ?? null,
    },
    ...cards,
  };
}

/** /introduccion-datos?torneo=&participante=: the group of that participant, or 'No se pudo encontrar…'. */
export async function findParticipantGroup(
  deps: StandingsDeps,
  actor: Actor,
  torneoId: string,
  participanteId: string,
): Promise<{ partida_id: string }> {
  const partidaId =
    isUuid(torneoId) && isUuid(participanteId) && (await isTournamentVisible(deps.db, actor, torneoId))
      ? await findParticipantPartida(deps.db, torneoId, participanteId)
      : null;
  if (!partidaId) throw notFound(M.groupNotFound);
  return { partida_id: partidaId };
}
