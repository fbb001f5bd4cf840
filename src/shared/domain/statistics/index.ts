export {
  BEST_ROUNDS,
  bestRounds,
  playerStatistics,
  roundStatistics,
  type CourseStatistics,
  type NineAverage,
  type NineResult,
  type ParAverage,
  type PlayerStatistics,
  type RoundStatistics,
  type ScoreDistribution,
  type StatisticsRoundInput,
} from './player-statistics';
export { holeDifficulty, type HoleDifficulty, type HoleScore } from './hole-difficulty';
