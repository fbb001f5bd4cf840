import type { ErrorCode } from '@/shared/errors';

/**
 * The one error type of the server. Services throw it; app.onError answers `{ error: { code, message } }` with the
 * status of the code in STATUS (docs/decisions/019-coded-errors-and-stroke-outbox.md).
 */
export type AppErrorCode = ErrorCode;

/** 500: an internal failure the spec names (its cause is logged, never sent). */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 500;

/** THE table: each code's HTTP status. A new code is added to ERROR_CODES (src/shared/errors.ts) and here. */
export const STATUS: Readonly<Record<AppErrorCode, AppErrorStatus>> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SCORES_LOCKED: 409,
  TOURNAMENT_FINISHED: 409,
  TOURNAMENT_INACTIVE: 409,
  ALREADY_ENROLLED: 409,
  NOT_ENROLLED: 404,
  ENROLMENT_HAS_SCORES: 409,
  NO_PROFILE: 404,
  NOT_A_MEMBER: 403,
  CREATOR_ONLY: 403,
  ADMIN_ONLY: 403,
  NOT_PAIRS_TOURNAMENT: 409,
  PARTNER_NOT_ENROLLED: 400,
  ALREADY_IN_PAIR: 409,
  MATCH_DECIDED: 409,
  GROUPS_NOT_PUBLISHED: 409,
  ENTRIES_CLOSED: 409,
  PLACES_FULL: 409,
  DEFAULTS_NOT_CREATED: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** What went wrong underneath (an internal error's cause: logged by the error handler, never answered). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  get status(): AppErrorStatus {
    return STATUS[this.code];
  }
}

/** A coded refusal: `appError('SCORES_LOCKED', M.locked)`. */
export const appError = (code: AppErrorCode, message: string) => new AppError(code, message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);
export const unauthenticated = (message = 'Debes iniciar sesión') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
