import type { ErrorCode, INTERNAL_ERROR_CODE } from '@/shared/errors';
import { FIRST_ANSWERS_ID } from '@/shared/first-paint';

/**
 * THE one API client of the web app. JSON in and out, same-origin cookies.
 * Every non-2xx answer becomes an `ApiError` with the server's code and Spanish message (body
 * `{ error: { code, message } }`, parsed with `ZApiError`); a network failure is status 0. Screens branch on
 * `code` (src/shared/errors.ts), never on the message text (docs/decisions/019-coded-errors-and-stroke-outbox.md).
 */

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado';

/**
 * The code of a failed call: one of the server's (src/shared/errors.ts), INTERNAL (its 500), or the client's own:
 * NETWORK_ERROR (no answer), INVALID_RESPONSE (a 2xx that is not JSON), UNKNOWN (an error body the app does not
 * know, e.g. a proxy's page), AUTH_ERROR (a Better Auth call, features/accounts/api/auth-errors.ts).
 */
export type ApiErrorCode =
  ErrorCode | typeof INTERNAL_ERROR_CODE | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN' | 'AUTH_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when `error` is an `ApiError` with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: readonly ApiErrorCode[]): error is ApiError {
  return isApiError(error) && codes.includes(error.code);
}

/** The Spanish message of any error: the server's message, or the generic one. */
export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (isApiError(error) && error.status !== 0 && error.message) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function parseError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (proxy error page, empty body): the generic message.
  }
  // The error body's schema (zod) loads with the first failed answer, not with the first page (design.md §10).
  const { errorFromBody } = await import('@/web/lib/api-error-body');
  return errorFromBody(response.status, body);
}

let pageAnswers: Record<string, unknown> | null | undefined;

/**
 * The answer the server put in the page for a GET of `path` (src/shared/first-paint.ts: a visitor's first answers),
 * given once and only in the page's first 30 s: the page's first ask is answered without a round trip, any later
 * one goes to the network.
 */
function takePageAnswer(path: string): { value: unknown } | null {
  if (pageAnswers === undefined) {
    pageAnswers = null;
    const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
    try {
      if (element?.textContent) pageAnswers = JSON.parse(element.textContent) as Record<string, unknown>;
    } catch {
      // Unreadable: every answer comes from the network.
    }
    element?.remove();
  }
  // Older than the queries' freshness (30 s since the page arrived): asked again, as a refetch would.
  if (performance.now() > 30_000) pageAnswers = null;
  if (!pageAnswers || !Object.hasOwn(pageAnswers, path)) return null;
  const value = pageAnswers[path];
  delete pageAnswers[path];
  return { value };
}

/** Sends a call; a failed answer (or none) is an `ApiError` with its code and Spanish message. */
async function send(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
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
  return response;
}

/** How long a preloaded answer waits to be taken: a later ask is a new request (as a refetch would be). */
const PRELOAD_TTL_MS = 10_000;
const preloaded = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * Starts a GET now, before the code that asks for it has loaded: the next `api.get(path)` (within 10 s) takes its
 * answer, or its error, instead of asking again. For the first requests of a page whose code is still on its way.
 */
export function preloadGet(path: string): void {
  const kept = preloaded.get(path);
  if (kept && performance.now() - kept.at < PRELOAD_TTL_MS) return;
  const answer = request<unknown>('GET', path);
  answer.catch(() => undefined);
  preloaded.set(path, { at: performance.now(), answer });
}

function takePreloaded(path: string): Promise<unknown> | null {
  const kept = preloaded.get(path);
  if (!kept) return null;
  preloaded.delete(path);
  return performance.now() - kept.at < PRELOAD_TTL_MS ? kept.answer : null;
}

async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  if (method === 'GET') {
    const given = takePageAnswer(path);
    if (given) return given.value as T;
    const early = takePreloaded(path);
    if (early) return (await early) as T;
  }
  const response = await send(method, path, body, signal);
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
  /** A file (PDF, CSV): the server's answer as it came (src/web/lib/download.ts reads its bytes and name). */
  file: (path: string, options?: RequestOptions) => send('GET', path, undefined, options?.signal),
};
