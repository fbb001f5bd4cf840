/**
 * THE one API client of the web app. JSON in and out, same-origin cookies.
 * Every non-2xx answer becomes an `ApiError` with the server's Spanish message
 * (body `{ error: { code, message } }`); a network failure is status 0.
 */

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Spanish message of any error: the server's message, or the generic one. */
export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (isApiError(error) && error.status !== 0 && error.message) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function parseError(response: Response): Promise<ApiError> {
  let code = `HTTP_${response.status}`;
  let message = UNEXPECTED_ERROR_MESSAGE;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string' && body.error.message) message = body.error.message;
  } catch {
    // Not JSON (proxy error page, empty body): keep the generic message.
  }
  return new ApiError(response.status, code, message);
}

async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', UNEXPECTED_ERROR_MESSAGE);
  }

  if (!response.ok) throw await parseError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED_ERROR_MESSAGE);
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options?.signal),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options?.signal),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, options?.signal),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body ?? {}, options?.signal),
  delete: <T = void>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options?.signal),
  /** Multipart upload (e.g. a profile image in the field 'file'). */
  upload: <T>(path: string, formData: FormData, options?: RequestOptions) =>
    request<T>('POST', path, formData, options?.signal),
};
