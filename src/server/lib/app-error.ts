/** The one error type of the server. Services throw it; app.onError maps it to a status and a JSON body. */
export type AppErrorCode = 'VALIDATION' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';

const STATUS: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): 400 | 401 | 403 | 404 | 409 {
    return STATUS[this.code];
  }
}

export const badRequest = (message: string) => new AppError('VALIDATION', message);
export const unauthenticated = (message = 'Debes iniciar sesión') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
