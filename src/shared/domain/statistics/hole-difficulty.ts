import { requireHoleNumber, requireNormalizedHoles, type Hole } from '../holes';
import { competitionPositions } from '../ranking';
import { requireStrokes } from '../strokes';

/** A hole of a card: strokes, or picked up, or nothing. */
export interface HoleScore {
  numero_hoyo: number;
  golpes: number | null;
  recogida?: boolean;
}

/** 'Dificultad real de los hoyos': one hole. */
export interface HoleDifficulty {
  numero_hoyo: number;
  par: number;
  /** The tee's stroke index (1 = hardest on paper); null when unknown. */
  strokeIndex: number | null;
  /** Cards with strokes on the hole. */
  scores: number;
  /** Cards that picked the hole up (not in the averages). */
  pickedUp: number;
  averageStrokes: number | null;
  averageToPar: number | null;
  /** 1 = the hardest hole by average to par (equal averages share a position); null without scores. */
  rank: number | null;
}

/**
 * 'Dificultad real de los hoyos' of a tee: per hole, the average gross strokes and to par of every card
 * played on it, and its rank by average to par (1 = hardest), to read against its stroke index. Holes in order.
 */
export function holeDifficulty(
  holes: readonly Hole[],
  cards: readonly (readonly HoleScore[])[],
): HoleDifficulty[] {
  requireNormalizedHoles(holes);
  const totals = holes.map(() => ({ scores: 0, pickedUp: 0, strokes: 0 }));
  for (const card of cards) {
    for (const score of card) {
      const total = totals[requireHoleNumber(score.numero_hoyo) - 1] as (typeof totals)[number];
      if (score.recogida === true) total.pickedUp++;
      else if (score.golpes !== null && score.golpes !== undefined) {
        total.scores++;
        total.strokes += requireStrokes(score.golpes);
      }
    }
  }
  const result = holes.map((hole, i): HoleDifficulty => {
    const total = totals[i] as (typeof totals)[number];
    const averageStrokes = total.scores === 0 ? null : total.strokes / total.scores;
    return {
      numero_hoyo: hole.numero_hoyo,
      par: hole.par,
      strokeIndex: hole.handicap,
      scores: total.scores,
      pickedUp: total.pickedUp,
      averageStrokes,
      averageToPar: averageStrokes === null ? null : averageStrokes - hole.par,
      rank: null,
    };
  });
  const ranked = result
    .filter((hole) => hole.averageToPar !== null)
    .sort((a, b) => (b.averageToPar as number) - (a.averageToPar as number) || a.numero_hoyo - b.numero_hoyo);
  // Averages equal by hand (4.5 and 9 / 2) may differ by binary noise.
  const tied = (a: HoleDifficulty, b: HoleDifficulty) =>
    Math.abs((a.averageToPar as number) - (b.averageToPar as number)) < 1e-9;
  competitionPositions(ranked, tied).forEach((position, i) => {
    (ranked[i] as HoleDifficulty).rank = position;
  });
  return result;
}
