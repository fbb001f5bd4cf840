/** Decision record 010: answers with personal data are never stored by a cache; /api/me signed out is a normal answer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control on the API', () => {
  it.each([
    ['/api/me', true],
    ['/api/me', false],
    ['/api/personal-games', true],
    ['/api/config', false],
    ['/api/no-existe', false],
    ['/api/auth/get-session', true],
  ])('GET %s (signed in: %s) is no-store', async (pathname, signedIn) => {
    const res = await t.request(pathname, signedIn ? { cookie: s.cookie } : {});
    // Ours say 'private, no-store'; Better Auth sets its own 'no-store'.
    expect(res.headers.get('cache-control')).toMatch(/^(private, )?no-store$/);
  });

  it('errors and writes too', async () => {
    const res = await t.request('/api/profiles/me', { method: 'PUT', json: {}, cookie: s.cookie });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('/api/me without a session: 200 and null', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });
});
