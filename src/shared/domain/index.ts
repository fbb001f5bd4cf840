/**
 * The golf-rules engine (design §4.3, §7): pure functions, no database, clock or DOM. The server uses them for
 * standings and points, the browser for instant feedback. Every function throws a `DomainError` on impossible
 * input. README.md lists every export with its signature.
 */
export { DomainError, isDomainError, type DomainErrorCode } from './errors';
export { roundHalfAwayFromZero, roundHalfUp, roundToCents, roundToTenth } from './rounding';
export {
  DEFAULT_COURSE_PAR,
  DEFAULT_PAR,
  DEFAULT_STROKE_INDEX,
  HOLE_METRES_MAX,
  HOLE_METRES_MIN,
  HOLES_PER_ROUND,
  effectiveStrokeIndex,
  holesNormalizer,
  normalizeHoles,
  requireHoleNumber,
  requireNormalizedHoles,
  totalPar,
  type Hole,
  type HoleInput,
} from './holes';
export { nextHole, openingHole, playingOrder, previousHole } from './playing-order';
export { assignMarkers, type MarkerAssignment, type MarkerCandidate } from './markers';
export {
  COURSE_RATING_MAX,
  COURSE_RATING_MAX_DAMAS,
  COURSE_RATING_MIN,
  DEFAULT_REDUCTOR,
  HANDICAP_INDEX_MAX,
  HANDICAP_INDEX_MIN,
  PLAYING_HANDICAP_MAX,
  PLAYING_HANDICAP_MIN,
  REDUCTOR_MAX,
  REDUCTOR_MIN,
  SLOPE_MAX,
  SLOPE_MIN,
  STANDARD_SLOPE,
  calculateCourseHandicap,
  calculatePlayingHandicap,
  requireCourseRating,
  requireHandicapIndex,
  requireReductor,
  requirePlayingHandicap,
  resolveParticipantHandicap,
  type HandicapSources,
  type TeeRating,
} from './playing-handicap';
export {
  MAX_DOTS_SHOWN,
  strokeDots,
  strokesReceived,
  strokesReceivedByHole,
  strokesReceivedByStrokeIndex,
  type StrokeDots,
} from './strokes-received';
export {
  ADMIN_STROKE_VALUES,
  MAX_STROKES,
  MIN_STROKES,
  PERSONAL_GAME_MAX_STROKES,
  PERSONAL_GAME_STROKE_VALUES,
  PLAYER_MAX_STROKES,
  TOURNAMENT_DIALOG_STROKE_VALUES,
  requireStrokes,
} from './strokes';
export { MAX_STROKE_LIMIT, applyStrokeLimit, requireStrokeLimit } from './stroke-limit';
export { netStrokes, netToPar } from './net-score';
export { formatToPar, type ZeroToParLabel } from './to-par-format';
export { formatHandicap, formatPlayedOff, parseHandicap, type PlayedOff } from './handicap-text';
export { strokeChoices, strokeLabel, type StrokeChoice } from './stroke-choices';
export { HOLE_COLOUR_CLASSES, holeColourClass } from './hole-colour';
export {
  computeScorecard,
  type HoleDetail,
  type HoleResultInput,
  type Scorecard,
  type ScorecardOptions,
} from './scorecard';
export {
  DEFAULT_TIE_METHOD,
  competitionPositions,
  rankTournamentRows,
  requireRankingMode,
  type RankingRules,
  type RankableRow,
  type Ranked,
  type Ranking,
  type RankingMode,
} from './ranking';
export * from './formats';
export {
  computeTournamentStandings,
  type Standings,
  type StandingsMember,
  type StandingsRow,
  type TournamentParticipantInput,
  type TournamentStandings,
  type TournamentStandingsOptions,
} from './tournament-standings';
export { computePersonalGameStandings, type PersonalGameParticipantInput } from './personal-game-standings';
export { rankStandings, sidesOfInputs, toStandingsInput, type StandingsInputs } from './standings-inputs';
export { stablefordPoints } from './stableford';
export {
  COUNTBACK_SEGMENTS,
  countbackKeys,
  countbackSteps,
  formatCountbackSteps,
  type CountbackStep,
} from './countback';
export {
  isRatedForWomen,
  teeAsPlayed,
  teeForSex,
  womenHolesDiffer,
  type PlayedTee,
  type TeeHoleInput,
  type TeeRatings,
  type TeeSex,
} from './tees';
export {
  POINTS_TABLE_ROWS,
  cervecitaPoints,
  defaultPointsTable,
  normalizePointsTable,
  pointsForPosition,
  type PointsRow,
} from './points-table';
export { scoringSystemLabel, scoringSystemOf, type ScoringSystem } from './scoring-system';
export {
  computeTournamentPoints,
  sharedPoints,
  type LeaguePointsRow,
  type TournamentMatches,
  type TournamentPointsOptions,
} from './tournament-points';
export {
  computeLeagueSeason,
  leagueSeasonDay,
  countingTournaments,
  leagueTieOrder,
  rankLeagueStandings,
  type LeagueTieOrder,
  type LeagueSeason,
  type LeagueSeasonInput,
  type LeagueStandingsLine,
  type PlayerSeason,
  type PlayerSeasonTournament,
  type SeasonPointsRow,
  type SeasonTournament,
} from './league-season';
export { formatPoints } from './points-format';
export { entriesClosed, eurosToCents, formatEuros, placesLeft, wouldExceedPlaces } from './entries';
export {
  formatBestPosition,
  summarizePlayerResults,
  type LeagueResultsSummary,
  type PlayerLeagueResult,
  type PlayerResultsSummary,
  type ResultsTotals,
} from './player-summary';
export {
  DEFAULT_FIRST_TEE_TIME,
  DEFAULT_GROUP_SIZE,
  DEFAULT_INTERVAL_MINUTES,
  MAX_GROUP_SIZE,
  MAX_INTERVAL_MINUTES,
  MIN_GROUP_SIZE,
  MIN_INTERVAL_MINUTES,
  generateGroups,
  inferSchedule,
  movePlayer,
  formatStart,
  NO_TEE_TIME,
  startTeeLabel,
  requireStartHole,
  scheduleGroups,
  shotgunStart,
  type DraftGroup,
  type StartMode,
  type TeeSchedule,
  type GroupCandidate,
  type GroupOptions,
  type GroupOrder,
  type GroupSeat,
} from './groups';
export {
  planGroupPublication,
  type PlannedGroup,
  type PublicationPlan,
  type RequestedGroup,
  type SavedGroup,
} from './group-publication';
export { localTimeToInstant } from './time-zone';
export { MINUTES_PER_DAY, formatTimeOfDay, parseTimeOfDay, requireIsoDate } from './dates';
export { isTournamentFinished, todayInTimeZone } from './tournament-state';
export { foldForSearch, searchMatcher } from './text-search';
export { compareNames } from './names';
export {
  ageOn,
  categoryMembership,
  categoryParticipants,
  categoryStandings,
  type CategoriesConfig,
  type CategoryCriterion,
  type CategoryDefinition,
  type CategoryFacts,
  type CategoryRow,
  type CategoryStandings,
} from './categories';
export { leagueCategories, type LeagueCategory, type LeagueCategoryTournament } from './league-categories';
export * from './whs';
export * from './statistics';
