/**
 * The score saves' cookie session reader (decision record 015) against Better Auth itself, on real cookies: it
 * answers exactly what Better Auth answers in the plain case, and nothing (Better Auth decides) in every other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { cookieSessionReader, type CookieSessionReader } from './session-cookie';

let t: TestApp;
let read: CookieSessionReader;
let ana: Session;
let luis: Session;

const cookies = (header: string) =>
  new Map(header.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]));
const header = (map: Map<string, string>) => [...map].map(([k, v]) => `${k}=${v}`).join('; ');
const TOKEN = 'better-auth.session_token';
const CACHE = 'better-auth.session_data';

async function betterAuthUser(cookie: string) {
  const session = await t.runtime.deps.auth.api.getSession({
    headers: new Headers({ cookie }),
    query: { disableCookieCache: false },
  });
  return session ? { userId: session.user.id, email: session.user.email } : null;
}

beforeAll(async () => {
  t = await createTestApp();
  const reader = await cookieSessionReader(t.runtime.deps.auth);
  if (!reader) throw new Error('the reader does not know this configuration');
  read = reader;
  ana = await t.signUp({ nombre: 'Ana Cookie' });
  luis = await t.signUp({ nombre: 'Luis Cookie' });
});
afterAll(() => t.close());

describe('cookie session reader', () => {
  it('answers the signed-in account exactly as Better Auth does', async () => {
    expect(cookies(ana.cookie).has(CACHE)).toBe(true);
    const fast = read(ana.cookie);
    expect(fast).toMatchObject({ userId: ana.userId, email: ana.email, name: 'Ana Cookie' });
    expect(typeof fast?.emailVerified).toBe('boolean');
    expect(await betterAuthUser(ana.cookie)).toEqual({ userId: fast!.userId, email: fast!.email });
  });

  it('leaves every other case to Better Auth', async () => {
    const c = cookies(ana.cookie);
    const other = cookies(luis.cookie);
    const [token, sig] = decodeURIComponent(c.get(TOKEN)!).split('.') as [string, string];

    // A token signed with another key, or a token changed under its signature: Better Auth refuses both.
    const forged = new Map(c).set(TOKEN, encodeURIComponent(`${token}.${'A'.repeat(43)}=`));
    expect(read(header(forged))).toBeUndefined();
    expect(await betterAuthUser(header(forged))).toBeNull();
    const swapped = new Map(c).set(TOKEN, encodeURIComponent(`${token.slice(1)}x.${sig}`));
    expect(read(header(swapped))).toBeUndefined();
    expect(await betterAuthUser(header(swapped))).toBeNull();

    // A cache whose content was changed (the name), keeping its signature.
    const payload = JSON.parse(Buffer.from(c.get(CACHE)!, 'base64url').toString()) as {
      session: { user: { email: string } };
    };
    payload.session.user.email = luis.email;
    const edited = new Map(c).set(CACHE, Buffer.from(JSON.stringify(payload)).toString('base64url'));
    expect(read(header(edited))).toBeUndefined();
    expect(await betterAuthUser(header(edited))).toEqual({ userId: ana.userId, email: ana.email });

    // Luis's (valid) cache with Ana's token: Better Auth ignores the cache and reads Ana's session.
    const mixed = new Map(c).set(CACHE, other.get(CACHE)!);
    expect(read(header(mixed))).toBeUndefined();
    expect(await betterAuthUser(header(mixed))).toEqual({ userId: ana.userId, email: ana.email });

    // No cache, a cookie given twice, nothing at all.
    const noCache = new Map(c);
    noCache.delete(CACHE);
    expect(read(header(noCache))).toBeUndefined();
    expect(read(`${ana.cookie}; ${TOKEN}=${other.get(TOKEN)}`)).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
    expect(read('')).toBeUndefined();
  });

  it('does not answer once the cache (a minute) has expired', () => {
    expect(read(ana.cookie, Date.now() + 30_000)).toMatchObject({ userId: ana.userId });
    expect(read(ana.cookie, Date.now() + 61_000)).toBeUndefined();
  });

  it('after sign-out the cache still reads as valid for its minute, the database does not', async () => {
    // The same session, signed out on the server: the reader still trusts its minute of cache (as Better Auth's
    // cookie cache does) — which is why the score save checks the session's row in its own statement
    // (session-revocation.api.test.ts) — and the database check refuses it.
    const out = await t.request('/api/auth/sign-out', {
      method: 'POST',
      json: {},
      cookie: ana.cookie,
    });
    expect(out.status).toBe(200);
    expect(await betterAuthUser(ana.cookie)).toEqual({ userId: ana.userId, email: ana.email });
    const db = await t.runtime.deps.auth.api.getSession({
      headers: new Headers({ cookie: ana.cookie }),
      query: { disableCookieCache: true },
    });
    expect(db).toBeNull();
    expect(read(ana.cookie, Date.now() + 61_000)).toBeUndefined();
  });
});
