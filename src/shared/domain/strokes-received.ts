import { requireIntegerInRange } from './guards';
import { DEFAULT_STROKE_INDEX, HOLES_PER_ROUND, type Hole } from './holes';
import { requirePlayingHandicap } from './playing-handicap';

/** Dots drawn on the score-entry card at most (P§9: "plus one more per further 18 (up to 3 shown)"). */
export const MAX_DOTS_SHOWN = 3;

/**
 * Handicap strokes a player receives on a hole (P§9, T§9; design §7): floor(h / 18), plus one where the stroke
 * index ≤ h mod 18. A plus (negative) handicap gives strokes back from stroke index 18 downwards (P§9: "removes
 * strokes from holes whose index is above 18 minus the amount"). Unknown stroke index (null) counts as 18.
 * A non-integer handicap follows the same wording literally ("index at most the handicap"), which amounts to
 * the strokes of floor(h): 12.6 receives like 12, -2.3 gives back like -3.
 */
export function strokesReceived(playingHandicap: number, strokeIndex: number | null): number {
  requirePlayingHandicap(playingHandicap);
  const index =
    strokeIndex === null
      ? DEFAULT_STROKE_INDEX
      : requireIntegerInRange(
          strokeIndex,
          1,
          HOLES_PER_ROUND,
          'INVALID_STROKE_INDEX',
          'El handicap del hoyo debe estar entre 1 y 18',
        );
  const base = Math.floor(playingHandicap / HOLES_PER_ROUND);
  const remainder = playingHandicap - base * HOLES_PER_ROUND;
  return base + (index <= remainder ? 1 : 0);
}

/** Strokes received on each of the given holes, in their order (P§9, T§9). */
export function strokesReceivedByHole(playingHandicap: number, holes: readonly Hole[]): number[] {
  const byIndex = strokesReceivedByStrokeIndex(playingHandicap);
  return holes.map((hole) => byIndex[hole.handicap ?? DEFAULT_STROKE_INDEX] ?? 0);
}

/**
 * The strokes received on a hole of each stroke index, computed once for a handicap: element `i` (1–18) is
 * `strokesReceived(playingHandicap, i)`; element 0 is unused (0).
 */
export function strokesReceivedByStrokeIndex(playingHandicap: number): number[] {
  requirePlayingHandicap(playingHandicap);
  const base = Math.floor(playingHandicap / HOLES_PER_ROUND);
  const remainder = playingHandicap - base * HOLES_PER_ROUND;
  const table = [0];
  for (let index = 1; index <= HOLES_PER_ROUND; index++) table.push(base + (index <= remainder ? 1 : 0));
  return table;
}

/** What the score-entry card draws for a player on a hole (T§2: "dots for the handicap strokes received"). */
export interface StrokeDots {
  /** Strokes received on the hole; negative when a plus handicap gives strokes back. */
  received: number;
  /** Dots to draw: |received|, at most {@link MAX_DOTS_SHOWN}. */
  shown: number;
  /** True when the dots mean strokes given back (draw them as a minus marker). */
  givesBack: boolean;
}

/** The dots of the score-entry card for a player on a hole (T§2, P§9). */
export function strokeDots(playingHandicap: number, strokeIndex: number | null): StrokeDots {
  const received = strokesReceived(playingHandicap, strokeIndex);
  return { received, shown: Math.min(Math.abs(received), MAX_DOTS_SHOWN), givesBack: received < 0 };
}
