/**
 * 'Mi hándicap', 'Mis estadísticas', 'Hándicaps de la peña', the PCC and 'Válida para hándicap' (design.md §16). The
 * arithmetic is the rules engine's (src/shared/domain/whs, statistics); this file only feeds it the stored rounds.
 */
import {
  estimateAsIndex,
  estimateDifference,
  handicapExclusion,
  handicapHistory,
  type WhsHistory,
  type WhsRoundInput,
} from '@/shared/domain/whs';
import { holeDifficulty, playerStatistics } from '@/shared/domain/statistics';
import {
  HANDICAP_MESSAGES as M,
  type TClubHandicap,
  type THandicapRoundHoles,
  type TMyHandicap,
  type TMyStatistics,
  type TPccEntry,
  type TPccRequest,
} from '@/shared/schemas/handicap';
import type { Actor } from '@/server/lib/actor';
import { conflict, forbidden, notFound } from '@/server/lib/app-error';
import type { DbOrTx } from '@/server/db/client';
import {
  courseExists,
  deletePcc,
  findPersonalGameForHandicap,
  findPlayer,
  listPcc,
  listPlayers,
  loadRounds,
  pccByCourseDay,
  setValidaParaHandicap,
  upsertPcc,
  type StoredRound,
} from './handicap.repository';

type EstimateRound = WhsRoundInput & { stored: StoredRound };

/** The rounds that count for the estimate, as the rules engine takes them (with the PCC of their course and day). */
function estimateInputs(rounds: readonly StoredRound[], pcc: ReadonlyMap<string, number>): EstimateRound[] {
  return rounds.flatMap((r) =>
    handicapExclusion(r.source) === null && r.slope !== null && r.course_rating !== null
      ? [
          {
            stored: r,
            fecha: r.fecha,
            slope: r.slope,
            course_rating: r.course_rating,
            pcc: pcc.get(`${r.campo_id}|${r.fecha}`) ?? 0,
            course_handicap: r.course_handicap,
            holes: r.holes,
          },
        ]
      : [],
  );
}

async function historiesOf(
  db: DbOrTx,
  filter: { jugadorIds: readonly string[] } | { all: true },
  before?: string,
): Promise<Map<string, WhsHistory<EstimateRound>>> {
  const rounds = (await loadRounds(db, filter)).filter((r) => before === undefined || r.fecha < before);
  const pcc = await pccByCourseDay(db, [...new Set(rounds.map((r) => r.campo_id))]);
  const byPlayer = new Map<string, StoredRound[]>();
  for (const r of rounds) {
    const list = byPlayer.get(r.jugador_id) ?? [];
    list.push(r);
    byPlayer.set(r.jugador_id, list);
  }
  const out = new Map<string, WhsHistory<EstimateRound>>();
  for (const [id, list] of byPlayer) out.set(id, handicapHistory(estimateInputs(list, pcc)));
  return out;
}

/**
 * The estimate each player plays off in a tournament set to 'Hándicap de la peña': from the rounds of the days
 * before the tournament's, clamped to the index range (null: no estimate yet).
 */
export async function estimatesForTournament(
  db: DbOrTx,
  jugadorIds: readonly string[],
  fecha: string,
): Promise<Map<string, number | null>> {
  const histories = await historiesOf(db, { jugadorIds }, fecha);
  return new Map(jugadorIds.map((id) => [id, estimateAsIndex(histories.get(id)?.index ?? null)]));
}

/** The profile of the request: the signed-in player's own, or any player's for an administrator. */
function playerOf(actor: Actor, requested: string | undefined): string {
  const own = actor.profileId;
  if (requested && requested !== own) {
    if (!actor.isAdmin) throw forbidden('Solo puedes ver tus propios datos');
    return requested;
  }
  if (!own) throw notFound(M.playerNotFound);
  return own;
}

/** The player's history of the estimate (the signed-in player's own, or any player's for an administrator). */
async function ownHistory(db: DbOrTx, actor: Actor, requested?: string) {
  const id = playerOf(actor, requested);
  const player = await findPlayer(db, id);
  if (!player) throw notFound(M.playerNotFound);
  const history = (await historiesOf(db, { jugadorIds: [id] })).get(id) ?? handicapHistory<EstimateRound>([]);
  return { player, history };
}

/** GET /api/me/handicap (the holes of each round are asked for apart: `myRoundHoles`). */
export async function myHandicap(db: DbOrTx, actor: Actor, requested?: string): Promise<TMyHandicap> {
  const { player, history } = await ownHistory(db, actor, requested);
  return {
    jugador: { id: player.id, nombre: player.nombre },
    estimado: history.index,
    oficial: player.handicap,
    low_index: history.lowIndex,
    scores: history.scores,
    rounds: history.rounds.map((r) => ({
      id: r.round.stored.key,
      fecha: r.fecha,
      origen: r.round.stored.source.tipo,
      nombre: r.round.stored.nombre,
      campo: r.round.stored.campo,
      salida: r.round.stored.salida,
      course_rating: r.round.course_rating,
      slope: r.round.slope,
      pcc: r.pcc,
      course_handicap: r.round.course_handicap,
      adjusted_gross: r.adjustedGross,
      holes_played: r.holesPlayed,
      acceptable: r.acceptable,
      differential: r.differential,
      adjusted_differential: r.adjustedDifferential,
      exceptional: r.exceptional,
      index_after: r.indexAfter,
      in_record: r.inRecord,
      counts: r.counts,
      capped_holes: r.holes.flatMap((h) => (h.capped ? [h.numero_hoyo] : [])),
    })),
  };
}

/**
 * GET /api/me/handicap/vueltas/:id: the holes of one round of the player's history (`roundId` is the round's `id`
 * in 'Mi hándicap'). Only a round of the player's own history is found: another player's card is 'not found'.
 */
export async function myRoundHoles(
  db: DbOrTx,
  actor: Actor,
  roundId: string,
  requested?: string,
): Promise<THandicapRoundHoles> {
  const { history } = await ownHistory(db, actor, requested);
  const r = history.rounds.find((x) => x.round.stored.key === roundId);
  if (!r) throw notFound(M.roundNotFound);
  return {
    id: roundId,
    holes: r.holes.map((h, i) => ({
      numero_hoyo: h.numero_hoyo,
      par: r.round.holes[i]?.par ?? 0,
      golpes: h.golpes,
      kind: h.kind,
      adjusted: h.adjusted,
      maximum: h.maximum,
      capped: h.capped,
    })),
  };
}

/** GET /api/me/estadisticas: every own card of the player (tournaments and personal games, counted or not). */
export async function myStatistics(db: DbOrTx, actor: Actor, requested?: string): Promise<TMyStatistics> {
  const id = playerOf(actor, requested);
  if (!(await findPlayer(db, id))) throw notFound(M.playerNotFound);
  const rounds = (await loadRounds(db, { jugadorIds: [id] })).filter(
    (r) => r.ownCard && r.salida_id !== null,
  );
  const stats = playerStatistics(
    rounds.map((r) => ({
      fecha: r.fecha,
      campo_id: r.campo_id,
      campo_nombre: r.campo,
      handicap: r.playing_handicap,
      holes: r.holes,
    })),
  );
  const teeIds = [...new Set(rounds.flatMap((r) => (r.salida_id ? [r.salida_id] : [])))];
  const others = await loadRounds(db, { teeIds, except: id });
  const everyone = [...rounds, ...others.filter((r) => r.ownCard)];
  const dificultad = teeIds.flatMap((teeId) => {
    const cards = everyone.filter((r) => r.salida_id === teeId);
    const sample = cards[0] ?? rounds.find((r) => r.salida_id === teeId);
    if (!sample) return [];
    return [
      {
        campo: sample.campo,
        salida: sample.salida,
        holes: holeDifficulty(
          sample.holes,
          cards.map((c) => c.holes),
        ),
      },
    ];
  });
  const round = (r: (typeof stats.rounds)[number]) => ({
    fecha: r.fecha,
    campo_id: r.campo_id,
    campo_nombre: r.campo_nombre,
    holesPlayed: r.holesPlayed,
    complete: r.complete,
    par: r.par,
    gross: r.gross,
    net: r.net,
    grossToPar: r.grossToPar,
    netToPar: r.netToPar,
  });
  return {
    roundsPlayed: stats.roundsPlayed,
    completeRounds: stats.completeRounds,
    grossAverage: stats.grossAverage,
    netAverage: stats.netAverage,
    grossToParAverage: stats.grossToParAverage,
    netToParAverage: stats.netToParAverage,
    parAverages: stats.parAverages,
    distribution: stats.distribution,
    distributionPerRound: stats.distributionPerRound,
    front: stats.front,
    back: stats.back,
    best: stats.best.map(round),
    courses: stats.courses.map((c) => ({
      campo_id: c.campo_id,
      campo_nombre: c.campo_nombre,
      rounds: c.rounds,
      completeRounds: c.completeRounds,
      grossAverage: c.grossAverage,
      grossToParAverage: c.grossToParAverage,
      netToParAverage: c.netToParAverage,
    })),
    rounds: stats.rounds.map(round),
    dificultad,
  };
}

/** GET /api/admin/handicaps: every player's official index, estimate, difference and rounds counted. */
export async function clubHandicaps(db: DbOrTx): Promise<TClubHandicap[]> {
  const [players, histories] = await Promise.all([listPlayers(db), historiesOf(db, { all: true })]);
  return players.map((p) => {
    const h = histories.get(p.id);
    const estimado = h?.index ?? null;
    return {
      jugador_id: p.id,
      nombre: p.nombre,
      oficial: p.handicap,
      estimado,
      diferencia: estimateDifference(estimado, p.handicap),
      scores: h?.scoresInRecord ?? 0,
    };
  });
}

export async function pccList(db: DbOrTx): Promise<TPccEntry[]> {
  return listPcc(db);
}

/** PUT /api/admin/pcc: one value per course and day (a second one replaces it). */
export async function savePcc(db: DbOrTx, input: TPccRequest): Promise<TPccEntry[]> {
  if (!(await courseExists(db, input.campo_id))) throw notFound(M.courseNotFound);
  await upsertPcc(db, input.campo_id, input.fecha, input.pcc);
  return listPcc(db);
}

export async function removePcc(db: DbOrTx, campoId: string, fecha: string): Promise<TPccEntry[]> {
  await deletePcc(db, campoId, fecha);
  return listPcc(db);
}

/** PUT /api/personal-games/:id/valida-handicap: the creator, before any stroke. */
export async function setGameValidForHandicap(
  db: DbOrTx,
  actor: Actor,
  partidaId: string,
  valida: boolean,
): Promise<{ valida_para_handicap: boolean }> {
  const game = await findPersonalGameForHandicap(db, partidaId);
  if (!game || !game.personal) throw notFound('Partida no encontrada');
  if (!actor.profileId || game.creador_id !== actor.profileId) throw forbidden(M.validaOnlyCreator);
  if (game.strokes > 0 || !(await setValidaParaHandicap(db, partidaId, valida))) {
    throw conflict(M.validaAfterStroke);
  }
  return { valida_para_handicap: valida };
}
