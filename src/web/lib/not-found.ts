import { hasErrorCode } from '@/web/lib/api-client';

/**
 * "Not found" one way for every page (docs/decisions/019-coded-errors-and-stroke-outbox.md): a GET of the thing named
 * in the URL found nothing when the server answers NOT_FOUND (unknown, or not visible to this user) or VALIDATION
 * (a malformed id). The loader turns that into `null` with `orNotFound`; the page shows `<NotFoundPanel>`
 * (components/layout/not-found-panel.tsx). Any other failure is the page's load error.
 */
export const isNotFound = (error: unknown): boolean => hasErrorCode(error, 'NOT_FOUND', 'VALIDATION');

/** `load()`, or null when what it asks for is not found. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
