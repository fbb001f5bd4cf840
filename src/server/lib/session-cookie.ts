/**
 * The score saves' session check without Better Auth's endpoint machinery (decision record 015), and the request
 * headers Better Auth gets (`headersForBetterAuth`).
 *
 * With `fromCookie`, Better Auth answers a session from two signed cookies: the session token (HMAC-SHA256 of the
 * token, standard base64) and its cookie cache (base64url JSON of the session with its own HMAC, valid for a
 * minute, auth.ts). Checking them through `auth.api.getSession` costs a request context, two WebCrypto key imports
 * and two thread-pool HMAC jobs per call — a third of a score save's CPU. This reader checks the same two
 * signatures and the same conditions with node:crypto, synchronously, and answers only the plain case: a valid
 * token, a valid cache for that token, nothing expired. Anything else — no cache, a chunked cache, a bad or
 * unknown signature, an expired cache, a configuration it does not know — is `undefined`: ask Better Auth, which
 * then also sends the cookies that fix the situation. So it can make a check faster, never different
 * (session-cookie.api.test.ts compares both on real cookies, tampered and expired ones too).
 *
 * A cookie cache only says the session was valid when it was signed: it answers with the session's token, and the
 * write that trusts it checks that token against the `session` table in its own statement (the score save,
 * scores/statements.ts), so a session ended on the server is refused at once on every instance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from '@/server/auth';
import type { SessionUser } from './actor';

/**
 * The account of a plain, valid cookie-cached session, with the session's token (to be checked in the database by
 * the caller); undefined when Better Auth must decide.
 */
export type CookieSessionReader = (cookieHeader: string | undefined, now?: number) => SessionUser | undefined;

interface ReaderConfig {
  secret: string;
  tokenCookie: string;
  cacheCookie: string;
}

const readers = new WeakMap<Auth, Promise<CookieSessionReader | null>>();

/** The reader for this Better Auth instance, or null when its configuration is not the one the reader knows. */
export function cookieSessionReader(auth: Auth): Promise<CookieSessionReader | null> {
  let reader = readers.get(auth);
  if (!reader) {
    reader = auth.$context.then((ctx) => {
      // Read as the general option type: this instance's literal type knows only what auth.ts sets today.
      const cache: { enabled?: boolean; strategy?: string; version?: unknown } | undefined =
        ctx.options.session?.cookieCache;
      const known =
        cache?.enabled === true &&
        (cache.strategy ?? 'compact') === 'compact' &&
        cache.version === undefined &&
        ctx.sessionConfig.cookieRefreshCache === false &&
        typeof ctx.secret === 'string' &&
        ctx.secret.length > 0;
      if (!known) return null;
      return createReader({
        secret: ctx.secret,
        tokenCookie: ctx.authCookies.sessionToken.name,
        cacheCookie: ctx.authCookies.sessionData.name,
      });
    });
    readers.set(auth, reader);
  }
  return reader;
}

/** The two cookies' raw values, or null when either is missing or given twice (Better Auth decides those). */
function pickCookies(header: string, names: [string, string]): [string, string] | null {
  const found: (string | undefined)[] = [undefined, undefined];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const i = names.indexOf(part.slice(0, eq).trim());
    if (i === -1) continue;
    if (found[i] !== undefined) return null;
    found[i] = part.slice(eq + 1).trim();
  }
  return found[0] && found[1] ? [found[0], found[1]] : null;
}

function decode(value: string): string | null {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return null;
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function createReader({ secret, tokenCookie, cacheCookie }: ReaderConfig): CookieSessionReader {
  const hmac = (value: string, encoding: 'base64' | 'base64url') =>
    createHmac('sha256', secret).update(value).digest(encoding);

  return (cookieHeader, now = Date.now()) => {
    if (!cookieHeader) return undefined;
    const raw = pickCookies(cookieHeader, [tokenCookie, cacheCookie]);
    if (!raw) return undefined;
    const signed = decode(raw[0]);
    const cached = decode(raw[1]);
    if (!signed || !cached) return undefined;

    // The session token: `{token}.{base64 HMAC}` (better-call's signed cookie).
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return undefined;
    const token = signed.slice(0, dot);
    if (!sameText(signed.slice(dot + 1), hmac(token, 'base64'))) return undefined;

    // The cookie cache: base64url JSON { session, expiresAt, signature } (Better Auth's 'compact' strategy).
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(cached, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    if (!isObject(parsed)) return undefined;
    const { session: data, expiresAt, signature } = parsed;
    if (!isObject(data) || typeof expiresAt !== 'number' || typeof signature !== 'string') return undefined;
    if (!sameText(signature, hmac(JSON.stringify({ ...data, expiresAt }), 'base64url'))) return undefined;

    const { session, user, version } = data;
    if (!isObject(session) || !isObject(user)) return undefined;
    if (version !== undefined && version !== '1') return undefined;
    if (session.token !== token) return undefined;
    const sessionExpires = new Date(session.expiresAt as string).getTime();
    if (expiresAt < now || !Number.isFinite(sessionExpires) || sessionExpires < now) return undefined;
    const { id, email, name, emailVerified } = user;
    if (typeof id !== 'string' || typeof email !== 'string' || typeof name !== 'string') return undefined;
    if (typeof emailVerified !== 'boolean') return undefined;
    return { userId: id, email, name, emailVerified, sessionToken: token };
  };
}

/** Better Auth's cookie cache: `{prefix}.session_data`, or one of its chunks `….session_data.{n}`. */
const CACHE_COOKIE = /^(?:__Secure-|__Host-)?[^=]*\.session_data(?:\.\d+)?$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

function cacheReadable(value: string): boolean {
  return BASE64URL.test(decode(value) ?? value);
}

/**
 * The request's headers as Better Auth gets them: a cookie cache it could not even decode (`%%%`; Better Auth
 * answers 500 and logs two stack traces) is left out, so it answers as if there were no cache; and with
 * `noCache`, the cookie cache is left out altogether, so Better Auth reads the session from the database (its
 * own writes, such as update-user, otherwise trust the cache for a minute). The same Headers when nothing changes.
 */
export function headersForBetterAuth(
  headers: Headers,
  { noCache = false }: { noCache?: boolean } = {},
): Headers {
  const cookie = headers.get('cookie');
  if (!cookie || !cookie.includes('.session_data')) return headers;
  const parts = cookie.split(';');
  const kept = parts.filter((part) => {
    const eq = part.indexOf('=');
    if (eq === -1 || !CACHE_COOKIE.test(part.slice(0, eq).trim())) return true;
    return !noCache && cacheReadable(part.slice(eq + 1).trim());
  });
  if (kept.length === parts.length) return headers;
  const out = new Headers(headers);
  if (kept.length > 0) out.set('cookie', kept.join(';'));
  else out.delete('cookie');
  return out;
}
