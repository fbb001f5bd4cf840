import type { ScoringModule } from './module';

/** Stableford: a hole is its points (a pick-up scores 0), a round their sum, the tournament a table, highest first. */
export const stableford: ScoringModule = {
  scoring: 'stableford',
  ranking: 'stableford',
  result: 'tabla',
  usesStrokeLimit: false,
  incompleteCards: false,
  quickCardEntry: true,
  attestedCards: true,
  allowsPickUp: () => true,
};
