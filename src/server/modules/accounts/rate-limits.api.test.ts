/**
 * Decision record 010, items 4 and 5: sign-in, sign-up and password recovery are limited per address (the socket's, unless
 * TRUST_PROXY names a header) and per account from that address, with counters in the database; one attacker
 * never locks the owner out.
 */
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { rateLimit, user } from '@/server/db/schema';
import { addressGroup } from '@/server/lib/client-address';
import { AUTH_LIMITS, TOO_MANY_REQUESTS } from '@/server/lib/rate-limit';
import { BASE_URL, createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'on' });
  owner = await t.signUp({ email: 'duena@example.com', password: 'correcta123' });
});
afterAll(async () => {
  await t.close();
});

const signIn = (
  address: string,
  password: string,
  email = owner.email,
  headers: Record<string, string> = {},
) => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, address, headers });

describe('sign-in', () => {
  it('20 wrong passwords from one address: 429 after the limit; the owner from another address signs in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn('203.0.113.7', `mala${i}`)).status);
    const max = AUTH_LIMITS.signInPerAccount.max;
    expect(statuses.slice(0, max)).toEqual(Array<number>(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array<number>(20 - max).fill(429));
    // Even the right password from the attacker's address now waits…
    const blocked = await signIn('203.0.113.7', owner.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_REQUESTS);
    // …but the owner, from home, is not locked out.
    expect((await signIn('198.51.100.20', owner.password)).status).toBe(200);
  });

  it('successful sign-ins do not fill the account bucket (it counts failures)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn('198.51.100.30', owner.password)).status);
    expect(statuses).toEqual(Array<number>(8).fill(200));
    for (let i = 0; i < 4; i++) expect((await signIn('198.51.100.30', 'mala')).status).toBe(401);
    expect((await signIn('198.51.100.30', owner.password)).status).toBe(200);
  });

  it('a different X-Forwarded-For per request does not open new buckets when TRUST_PROXY is unset', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await signIn('203.0.113.8', `mala${i}`, owner.email, { 'x-forwarded-for': `10.0.0.${i}` })).status,
      );
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - AUTH_LIMITS.signInPerAccount.max);
  });

  it('IPv6 addresses of one /64 network share a bucket; another network does not', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++)
      statuses.push((await signIn(`2001:db8:1:2::${i.toString(16)}`, 'mala')).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - AUTH_LIMITS.signInPerAccount.max);
    expect((await signIn('2001:db8:1:3::1', owner.password)).status).toBe(200);
    expect(addressGroup('2001:DB8:1:2:aaaa::9')).toBe('2001:0db8:0001:0002::');
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('one address trying many accounts is stopped by the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.signInPerAddress.max + 3; i++) {
      statuses.push((await signIn('203.0.113.9', 'mala', `nadie${i}@example.com`)).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('the counters live in the database: a second app instance on it sees them', async () => {
    const db = t.runtime.deps.db;
    const [rows] = await db
      .select({ n: count() })
      .from(rateLimit)
      .where(like(rateLimit.key, 'pena:sign-in:%'));
    expect(rows!.n).toBeGreaterThan(0);
    const other = createApp(t.runtime.deps);
    const res = await other.request(
      `${BASE_URL}/api/auth/sign-in/email`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE_URL },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
    expect(res.status).toBe(429);
  });
});

describe('sign-up', () => {
  it('a burst from one address creates only the allowed accounts; another address still signs up', async () => {
    const users = async () => Number((await t.runtime.deps.db.select({ n: count() }).from(user))[0]!.n);
    const before = await users();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request('/api/accounts/sign-up', {
          method: 'POST',
          address: '192.0.2.50',
          json: {
            nombre: `Bot ${i}`,
            telefono: '600000000',
            email: `bot${i}@example.com`,
            password: 'secreto123',
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(AUTH_LIMITS.signUpPerAddress.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - AUTH_LIMITS.signUpPerAddress.max);
    expect(await users()).toBe(before + AUTH_LIMITS.signUpPerAddress.max);
    // Better Auth's own sign-up route counts in the same bucket.
    const direct = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      address: '192.0.2.50',
      json: { name: 'Bot', email: 'bot-directo@example.com', password: 'secreto123' },
    });
    expect(direct.status).toBe(429);
    const someoneElse = await t.request('/api/accounts/sign-up', {
      method: 'POST',
      address: '192.0.2.51',
      json: {
        nombre: 'Persona',
        telefono: '600000000',
        email: 'persona@example.com',
        password: 'secreto123',
      },
    });
    expect(someoneElse.status).toBe(201);
  });
});

describe('password recovery', () => {
  it('recovery e-mails and reset attempts are limited per address', async () => {
    const asks: number[] = [];
    for (let i = 0; i < 8; i++) {
      asks.push(
        (
          await t.request('/api/auth/request-password-reset', {
            method: 'POST',
            address: '192.0.2.60',
            json: { email: `x${i}@example.com`, redirectTo: '/auth/reset-password' },
          })
        ).status,
      );
    }
    expect(asks.filter((s) => s === 429)).toHaveLength(8 - AUTH_LIMITS.resetRequestPerAddress.max);
    const forOne: number[] = [];
    for (let i = 0; i < 5; i++) {
      forOne.push(
        (
          await t.request('/api/auth/request-password-reset', {
            method: 'POST',
            address: '192.0.2.61',
            json: { email: owner.email, redirectTo: '/auth/reset-password' },
          })
        ).status,
      );
    }
    expect(forOne.filter((s) => s === 429)).toHaveLength(5 - AUTH_LIMITS.resetRequestPerAccount.max);
    const resets: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.resetPerAddress.max + 2; i++) {
      resets.push(
        (
          await t.request('/api/accounts/reset-password', {
            method: 'POST',
            address: '192.0.2.62',
            json: { token: `adivina${i}`, password: 'nueva123' },
          })
        ).status,
      );
    }
    expect(resets.filter((s) => s === 429)).toHaveLength(2);
    expect(resets.filter((s) => s === 400)).toHaveLength(AUTH_LIMITS.resetPerAddress.max);
  });
});

describe("Better Auth's own limiter", () => {
  it('counts the other auth routes per address, in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request('/api/auth/change-password', {
        method: 'POST',
        address: '192.0.2.70',
        json: { currentPassword: 'a', newPassword: 'bbbbbb' },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const [rows] = await t.runtime.deps.db
      .select({ n: count() })
      .from(rateLimit)
      .where(like(rateLimit.key, '192.0.2.70|%'));
    expect(rows!.n).toBe(1);
    const elsewhere = await t.request('/api/auth/change-password', {
      method: 'POST',
      address: '192.0.2.71',
      json: { currentPassword: 'a', newPassword: 'bbbbbb' },
    });
    expect(elsewhere.status).toBe(401);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ RATE_LIMIT: 'on', TRUST_PROXY: 'X-Forwarded-For' });
    await p.signUp({ email: 'duena@example.com', password: 'correcta123' });
  });
  afterAll(async () => {
    await p.close();
  });

  it('the named header gives the address: the proxy’s own socket address does not lump everyone together', async () => {
    const at = (xff: string, password: string) =>
      p.request('/api/auth/sign-in/email', {
        method: 'POST',
        address: '127.0.0.1',
        headers: { 'x-forwarded-for': xff },
        json: { email: 'duena@example.com', password },
      });
    for (let i = 0; i < 10; i++) await at('spoofed, 203.0.113.7', `mala${i}`);
    expect((await at('203.0.113.7', 'correcta123')).status).toBe(429);
    // The leftmost entry is the client's to write: only the last one, appended by the proxy, counts.
    expect((await at('203.0.113.7, 198.51.100.20', 'correcta123')).status).toBe(200);
  });
});
