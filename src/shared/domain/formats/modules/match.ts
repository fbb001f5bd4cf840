import type { ScoringModule } from './module';

/**
 * Match play: a hole is won, halved or lost (`matchState`), a round is a match decided when one side leads by more
 * holes than remain, the tournament a knockout draw (`knockoutPositions`). No stroke limit and no 18-hole quick entry
 * (a match ends when it is decided).
 */
export const matchPlay: ScoringModule = {
  scoring: 'matchplay',
  ranking: 'golpes',
  result: 'partidos',
  usesStrokeLimit: false,
  incompleteCards: true,
  quickCardEntry: false,
  attestedCards: false,
  allowsPickUp: (side) => side.partnerBallCounts,
};
