/**
 * Where a page that needs a session sends a signed-out visitor, and where sign-in, sign-up, the e-mail
 * confirmation link and Google land afterwards: `/auth?destino=<path>`. Only a path of this same origin is ever
 * followed (no open redirect); anything else counts as no target.
 */

/** The query parameter of /auth that carries the target. */
export const DESTINO_PARAM = 'destino';

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MAX_LENGTH = 512;

/**
 * `raw` when it is a path of this origin — starts with one '/', never '//', no backslash (browsers read it as
 * '/'), no scheme, no control characters or spaces (also not percent-encoded as '%2F%2F' or '%5C' to be decoded
 * later) — otherwise null.
 */
export function safeRedirectTarget(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || CONTROL_OR_SPACE.test(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL.test(decoded)) return null;
  // A scheme only before the first '/', '?' or '#' could make it absolute; a path starting with '/' has none,
  // but URL parsing is the final word: the result must stay on the origin it is resolved against.
  const base = 'https://pena.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // The sign-in page itself is never a target (it would send a signed-in player back to it).
  if (url.pathname === '/auth') return null;
  return raw;
}

/** /auth keeping the target `to` (when it is safe; otherwise plain /auth). */
export function authPathFor(to: string | null | undefined): string {
  const target = safeRedirectTarget(to);
  return target && target !== '/' ? `/auth?${DESTINO_PARAM}=${encodeURIComponent(target)}` : '/auth';
}

/** The target carried by a query string such as `?destino=%2Ftorneos`, or null. */
export function redirectTargetOf(search: string): string | null {
  return safeRedirectTarget(new URLSearchParams(search).get(DESTINO_PARAM));
}
