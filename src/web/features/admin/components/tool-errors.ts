import { isApiError } from '@/web/lib/api-client';

/**
 * T§8: the tools' errors are the spec's text; "function-level errors show the returned message", so a refusal
 * from the server (4xx) adds its Spanish message after the spec's text.
 */
export function toolError(specText: string, error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return `${specText}: ${error.message}`;
  return specText;
}
