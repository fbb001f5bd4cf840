import { requireIsoDate } from '../dates';
import { DEFAULT_STROKE_INDEX, requireNormalizedHoles } from '../holes';
import { compareNames } from '../names';
import { requireStrokes } from '../strokes';
import { strokesReceivedByStrokeIndex } from '../strokes-received';
import type { WhsHoleInput } from '../whs';

/** One round of a player for 'Mis estadísticas': the course, the day's playing handicap and the 18 holes. */
export interface StatisticsRoundInput {
  /** 'YYYY-MM-DD'. */
  fecha: string;
  campo_id: string;
  campo_nombre: string;
  /** The playing handicap of the round (strokes received for the net figures); null: none, net = gross. */
  handicap: number | null;
  /** The 18 holes in order with the strokes, 'Recogida' or nothing (`WhsHoleInput`). */
  holes: readonly WhsHoleInput[];
}

/** Holes by score against par: eagle or better (≤ −2), birdie, par, bogey, double bogey or worse (≥ +2). */
export interface ScoreDistribution {
  eagleOrBetter: number;
  birdie: number;
  par: number;
  bogey: number;
  doubleOrWorse: number;
}

/** A nine of a round: strokes and par, null strokes unless all 9 holes have strokes. */
export interface NineResult {
  golpes: number | null;
  par: number;
}

/** One round's figures. Totals are null unless the round is complete (strokes on all 18 holes). */
export interface RoundStatistics {
  fecha: string;
  campo_id: string;
  campo_nombre: string;
  /** Holes with strokes or picked up. */
  holesPlayed: number;
  complete: boolean;
  par: number;
  gross: number | null;
  net: number | null;
  grossToPar: number | null;
  netToPar: number | null;
  front: NineResult;
  back: NineResult;
  /** Holes with strokes by score against par (gross); a hole picked up counts as double bogey or worse. */
  distribution: ScoreDistribution;
}

/** Average strokes on the holes of one par. */
export interface ParAverage {
  holes: number;
  average: number | null;
  toPar: number | null;
}

/** Average of the complete nines. */
export interface NineAverage {
  rounds: number;
  average: number | null;
  toPar: number | null;
}

/** A course's figures. */
export interface CourseStatistics {
  campo_id: string;
  campo_nombre: string;
  rounds: number;
  completeRounds: number;
  grossAverage: number | null;
  grossToParAverage: number | null;
  netToParAverage: number | null;
  /** The best complete round there (`bestRounds` order). */
  best: RoundStatistics | null;
}

/** Everything 'Mis estadísticas' shows. Averages are not rounded; screens round them. */
export interface PlayerStatistics {
  /** Rounds with at least one hole played. */
  roundsPlayed: number;
  /** Rounds with strokes on all 18 holes: the scoring averages use these. */
  completeRounds: number;
  grossAverage: number | null;
  netAverage: number | null;
  grossToParAverage: number | null;
  netToParAverage: number | null;
  /** Par-3, par-4 and par-5 averages over every hole with strokes. */
  parAverages: { 3: ParAverage; 4: ParAverage; 5: ParAverage };
  /** Holes of every round by score against par, and the same per round played (averages). */
  distribution: ScoreDistribution;
  distributionPerRound: ScoreDistribution | null;
  front: NineAverage;
  back: NineAverage;
  best: RoundStatistics[];
  courses: CourseStatistics[];
  /** Every round played, oldest first (same day: the order given): the trend over a season. */
  rounds: RoundStatistics[];
}

/** Best rounds shown by default. */
export const BEST_ROUNDS = 5;

function emptyDistribution(): ScoreDistribution {
  return { eagleOrBetter: 0, birdie: 0, par: 0, bogey: 0, doubleOrWorse: 0 };
}

function addToDistribution(distribution: ScoreDistribution, toPar: number): void {
  if (toPar <= -2) distribution.eagleOrBetter++;
  else if (toPar === -1) distribution.birdie++;
  else if (toPar === 0) distribution.par++;
  else if (toPar === 1) distribution.bogey++;
  else distribution.doubleOrWorse++;
}

function average(sum: number, count: number): number | null {
  return count === 0 ? null : sum / count;
}

/** The figures of one round (`RoundStatistics`). */
export function roundStatistics(round: StatisticsRoundInput): RoundStatistics {
  requireIsoDate(round.fecha);
  requireNormalizedHoles(round.holes);
  const received = round.handicap === null ? null : strokesReceivedByStrokeIndex(round.handicap);
  const distribution = emptyDistribution();
  let holesPlayed = 0;
  let withStrokes = 0;
  let gross = 0;
  let strokesReceived = 0;
  let par = 0;
  const nines = [
    { golpes: 0, par: 0, holes: 0 },
    { golpes: 0, par: 0, holes: 0 },
  ];
  round.holes.forEach((hole, i) => {
    par += hole.par;
    const nine = nines[i < 9 ? 0 : 1] as { golpes: number; par: number; holes: number };
    nine.par += hole.par;
    strokesReceived += received ? (received[hole.handicap ?? DEFAULT_STROKE_INDEX] ?? 0) : 0;
    if (hole.recogida === true) {
      holesPlayed++;
      distribution.doubleOrWorse++;
    } else if (hole.golpes !== null && hole.golpes !== undefined) {
      const golpes = requireStrokes(hole.golpes);
      holesPlayed++;
      withStrokes++;
      gross += golpes;
      nine.golpes += golpes;
      nine.holes++;
      addToDistribution(distribution, golpes - hole.par);
    }
  });
  const complete = withStrokes === round.holes.length;
  const ninesResult = nines.map((nine) => ({ golpes: nine.holes === 9 ? nine.golpes : null, par: nine.par }));
  return {
    fecha: round.fecha,
    campo_id: round.campo_id,
    campo_nombre: round.campo_nombre,
    holesPlayed,
    complete,
    par,
    gross: complete ? gross : null,
    net: complete ? gross - strokesReceived : null,
    grossToPar: complete ? gross - par : null,
    netToPar: complete ? gross - strokesReceived - par : null,
    front: ninesResult[0] as NineResult,
    back: ninesResult[1] as NineResult,
    distribution,
  };
}

/**
 * The best complete rounds: lowest gross to par first (courses of different par compare fairly), then lowest net to
 * par, then the more recent; at most `count`.
 */
export function bestRounds(rounds: readonly RoundStatistics[], count = BEST_ROUNDS): RoundStatistics[] {
  return rounds
    .filter((round) => round.complete)
    .sort(
      (a, b) =>
        (a.grossToPar as number) - (b.grossToPar as number) ||
        (a.netToPar as number) - (b.netToPar as number) ||
        b.fecha.localeCompare(a.fecha),
    )
    .slice(0, count);
}

function scoringAverages(rounds: readonly RoundStatistics[]) {
  const complete = rounds.filter((round) => round.complete);
  const sum = (pick: (round: RoundStatistics) => number | null) =>
    complete.reduce((total, round) => total + (pick(round) ?? 0), 0);
  return {
    completeRounds: complete.length,
    grossAverage: average(
      sum((r) => r.gross),
      complete.length,
    ),
    netAverage: average(
      sum((r) => r.net),
      complete.length,
    ),
    grossToParAverage: average(
      sum((r) => r.grossToPar),
      complete.length,
    ),
    netToParAverage: average(
      sum((r) => r.netToPar),
      complete.length,
    ),
  };
}

function nineAverage(nines: readonly NineResult[]): NineAverage {
  const complete = nines.filter((nine) => nine.golpes !== null);
  const strokes = complete.reduce((total, nine) => total + (nine.golpes as number), 0);
  const par = complete.reduce((total, nine) => total + nine.par, 0);
  return {
    rounds: complete.length,
    average: average(strokes, complete.length),
    toPar: average(strokes - par, complete.length),
  };
}

/**
 * 'Mis estadísticas' of a player from their rounds: rounds played; gross and net scoring average and to
 * par over complete rounds; par-3, par-4 and par-5 averages over every hole with strokes; the distribution of holes
 * by score against par, in all and per round; front and back nine (complete nines); the best rounds; per course; and
 * each round for the trend. A round with no hole played is left out.
 */
export function playerStatistics(
  input: readonly StatisticsRoundInput[],
  options: { best?: number } = {},
): PlayerStatistics {
  const rounds = input
    .map((round, order) => ({ stats: roundStatistics(round), order, holes: round.holes }))
    .filter(({ stats }) => stats.holesPlayed > 0)
    .sort((a, b) => a.stats.fecha.localeCompare(b.stats.fecha) || a.order - b.order);
  const all = rounds.map(({ stats }) => stats);

  const parTotals = { 3: { holes: 0, strokes: 0 }, 4: { holes: 0, strokes: 0 }, 5: { holes: 0, strokes: 0 } };
  for (const { holes } of rounds) {
    for (const hole of holes) {
      if (hole.recogida === true || hole.golpes === null || hole.golpes === undefined) continue;
      const totals = parTotals[hole.par as 3 | 4 | 5];
      totals.holes++;
      totals.strokes += hole.golpes;
    }
  }
  const parAverage = (par: 3 | 4 | 5): ParAverage => {
    const totals = parTotals[par];
    return {
      holes: totals.holes,
      average: average(totals.strokes, totals.holes),
      toPar: average(totals.strokes - par * totals.holes, totals.holes),
    };
  };

  const distribution = emptyDistribution();
  for (const round of all) {
    for (const key of Object.keys(distribution) as (keyof ScoreDistribution)[]) {
      distribution[key] += round.distribution[key];
    }
  }
  const distributionPerRound =
    all.length === 0
      ? null
      : (Object.fromEntries(
          Object.entries(distribution).map(([key, value]) => [key, value / all.length]),
        ) as unknown as ScoreDistribution);

  const byCourse = new Map<string, RoundStatistics[]>();
  for (const round of all) {
    const list = byCourse.get(round.campo_id);
    if (list) list.push(round);
    else byCourse.set(round.campo_id, [round]);
  }
  const courses = [...byCourse.values()]
    .map((list): CourseStatistics => {
      const averages = scoringAverages(list);
      const last = list[list.length - 1] as RoundStatistics;
      return {
        campo_id: last.campo_id,
        campo_nombre: last.campo_nombre,
        rounds: list.length,
        completeRounds: averages.completeRounds,
        grossAverage: averages.grossAverage,
        grossToParAverage: averages.grossToParAverage,
        netToParAverage: averages.netToParAverage,
        best: bestRounds(list, 1)[0] ?? null,
      };
    })
    .sort((a, b) => b.rounds - a.rounds || compareNames(a.campo_nombre, b.campo_nombre));

  return {
    roundsPlayed: all.length,
    ...scoringAverages(all),
    parAverages: { 3: parAverage(3), 4: parAverage(4), 5: parAverage(5) },
    distribution,
    distributionPerRound,
    front: nineAverage(all.map((round) => round.front)),
    back: nineAverage(all.map((round) => round.back)),
    best: bestRounds(all, options.best ?? BEST_ROUNDS),
    courses,
    rounds: all,
  };
}
