/**
 * The one error type of the golf-rules engine. Every function of `src/shared/domain` throws a `DomainError`
 * when it receives input that cannot happen (hole 19, slope 30, negative strokes, NaN…) instead of returning a
 * wrong number. `code` is stable for programs; `message` is the Spanish text a person may read.
 */
export type DomainErrorCode =
  | 'INVALID_NUMBER'
  | 'INVALID_HOLE_NUMBER'
  | 'DUPLICATE_HOLE'
  | 'INVALID_PAR'
  | 'INVALID_STROKE_INDEX'
  | 'INVALID_HOLE_LENGTH'
  | 'DUPLICATE_STROKE_INDEX'
  | 'INVALID_STROKES'
  | 'DUPLICATE_RESULT'
  | 'INVALID_HANDICAP'
  | 'INVALID_SLOPE'
  | 'INVALID_COURSE_RATING'
  | 'INVALID_REDUCTOR'
  | 'INVALID_STROKE_LIMIT'
  | 'INVALID_TIE_METHOD'
  | 'INVALID_MODE'
  | 'INVALID_POSITION'
  | 'INVALID_POINTS'
  | 'DUPLICATE_POSITION'
  | 'INVALID_DISCARDS'
  | 'UNKNOWN_TOURNAMENT'
  | 'DUPLICATE_TOURNAMENT'
  | 'DUPLICATE_PARTICIPANT'
  | 'NO_PARTICIPANTS'
  | 'INVALID_GROUP_SIZE'
  | 'INVALID_GROUP_ORDER'
  | 'INVALID_INTERVAL'
  | 'INVALID_GROUP'
  | 'GROUP_FULL'
  | 'UNKNOWN_GROUP'
  | 'DUPLICATE_GROUP'
  | 'UNKNOWN_PARTICIPANT'
  | 'TEE_TIME_OVERFLOW'
  | 'INVALID_TIME'
  | 'INVALID_DATE'
  | 'INVALID_TIME_ZONE'
  | 'INVALID_MODALITY'
  | 'INVALID_PAIRS_FORM'
  | 'INVALID_STATUS'
  | 'INVALID_PAIR'
  | 'INVALID_CATEGORY'
  | 'INVALID_MATCH'
  | 'INVALID_DRAW'
  | 'INVALID_START_HOLE'
  | 'SHOTGUN_TOO_MANY_GROUPS'
  | 'INVALID_PCC'
  | 'INVALID_ROUND';

export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

/** True when `value` is a {@link DomainError}, optionally with the given code. */
export function isDomainError(value: unknown, code?: DomainErrorCode): value is DomainError {
  return value instanceof DomainError && (code === undefined || value.code === code);
}
