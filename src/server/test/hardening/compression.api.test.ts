/** gzip where it pays (app.ts): JSON reads over 1 KB; never the small ones, nor the writes (the score saves' path). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeesCourse } from '@/server/modules/scores/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await t.makeAdmin(admin);
  for (let i = 0; i < 8; i++) await insertTeesCourse(t.runtime.deps.db);
});
afterAll(() => t.close());

const gzip = { 'accept-encoding': 'gzip' };

describe('compression', () => {
  it('a JSON read over 1 KB is gzipped when the browser accepts it', async () => {
    const res = await t.request('/api/admin/courses', { cookie: admin.cookie, headers: gzip });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.request('/api/admin/courses', { cookie: admin.cookie });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBeGreaterThan(1024);
  });

  it('a small read is sent as it is, with its length', async () => {
    const res = await t.request('/api/config', { headers: gzip });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('writes are not compressed', async () => {
    const res = await t.request('/api/profiles/me', {
      method: 'PUT',
      json: { nombre: 'x'.repeat(2000) },
      cookie: admin.cookie,
      headers: gzip,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
