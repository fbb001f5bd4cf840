import type { ScoringModule } from './module';

/** Stroke play: a hole is its strokes, a round their sum, the tournament a table, lowest first. */
export const strokePlay: ScoringModule = {
  scoring: 'golpes',
  ranking: 'golpes',
  result: 'tabla',
  usesStrokeLimit: true,
  incompleteCards: true,
  quickCardEntry: true,
  attestedCards: true,
  allowsPickUp: (side) => side.partnerBallCounts,
};
