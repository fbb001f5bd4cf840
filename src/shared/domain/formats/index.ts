export {
  DEFAULT_FORMA_PAREJAS,
  FORMAS_PAREJAS,
  FORMA_PAREJAS_LABELS,
  MODALIDADES,
  MODALIDAD_LABELS,
  PAIRS_MODALIDADES,
  PARTICIPANT_STATUSES,
  ROW_STATUSES,
  ROW_STATUS_LABELS,
  TIE_METHODS,
  TIE_METHOD_LABELS,
  isPairsModalidad,
  requireFormaParejas,
  requireModalidad,
  requireParticipantStatus,
  requireTieMethod,
  type FormaParejas,
  type Modalidad,
  type ParticipantStatus,
  type RowStatus,
  type TieMethod,
} from './enums';
export {
  ALL_FORMATS,
  DEFAULT_FORMAT,
  formatOf,
  type CompetitionFormat,
  type FormatSelector,
  type Scoring,
} from './format';
export { GREENSOME_HIGHER_SHARE, GREENSOME_LOWER_SHARE, sidePlayingHandicap } from './side-handicap';
export {
  computeSideStandings,
  type SideInput,
  type SideMemberInput,
  type SideStandingsOptions,
} from './side-standings';
export { formSides, type SidePair, type SideParticipant } from './sides';
export {
  RECOGIDA_LABEL,
  RECOGIDA_MARK,
  formatSideResult,
  holeMark,
  holePoints,
  runningPoints,
  sideResult,
} from './display';
export { EXTRA_HOLE_RESULTS, matchResultChoices } from './match-results';
