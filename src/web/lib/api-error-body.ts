import { INTERNAL_ERROR_CODE, isErrorCode } from '@/shared/errors';
import { ZApiError } from '@/shared/schemas/common';
import { ApiError, UNEXPECTED_ERROR_MESSAGE, type ApiErrorCode } from '@/web/lib/api-client';

/** The `ApiError` of a failed answer's body (a body that is not `ZApiError`: UNKNOWN, the generic message). */
export function errorFromBody(status: number, body: unknown): ApiError {
  const parsed = ZApiError.safeParse(body);
  if (!parsed.success) return new ApiError(status, 'UNKNOWN', UNEXPECTED_ERROR_MESSAGE);
  const { code, message } = parsed.data.error;
  const known: ApiErrorCode = isErrorCode(code) || code === INTERNAL_ERROR_CODE ? code : 'UNKNOWN';
  return new ApiError(status, known, message || UNEXPECTED_ERROR_MESSAGE);
}
