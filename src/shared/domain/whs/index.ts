export {
  NO_INDEX_MAX_OVER_PAR,
  PCC_MAX,
  PCC_MIN,
  adjustedGrossScore,
  requirePcc,
  wholeCourseHandicap,
  type WhsAdjustedGross,
  type WhsAdjustedHole,
  type WhsHoleInput,
  type WhsHoleKind,
} from './adjusted-gross';
export { scoreDifferential } from './differential';
export {
  HARD_CAP,
  LOW_INDEX_DAYS,
  MAX_WHS_INDEX,
  MIN_HOLES_FOR_SCORE,
  MIN_SCORES_FOR_INDEX,
  SCORING_RECORD_SIZE,
  SOFT_CAP_THRESHOLD,
  capIndex,
  differentialsUsed,
  exceptionalScoreReduction,
  handicapHistory,
  handicapIndexFromDifferentials,
  type DifferentialsUsed,
  type WhsCap,
  type WhsHistory,
  type WhsRoundInput,
  type WhsRoundResult,
} from './handicap-index';
export {
  countsForHandicap,
  handicapExclusion,
  type HandicapExclusion,
  type HandicapRoundSource,
} from './eligibility';
export { estimateAsIndex, estimateDifference } from './estimate-use';
