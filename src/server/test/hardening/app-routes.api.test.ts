/**
 * The server answers the web app's addresses (the shared APP_ROUTES, params included) with 200 and the app, and any
 * other non-API address with 404 and the same app, which shows its own 'página no encontrada'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/harness';

const INDEX = '<!doctype html><html><body><div id="root"></div><!-- la app --></body></html>';
let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('what the server answers for an address', () => {
  it.each(['/no-existe', '/torneos/abc/no-existe', '/admin/nada/mas', '/ligas/1/2'])(
    '%s: 404 with the app',
    async (p) => {
      const res = await t.request(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it.each([
    '/torneos/6f1c2a4e-0000-4000-8000-000000000001/inscripcion',
    '/clasificacion/abc',
    '/admin/jugadores/123',
    '/partida-personal/9',
    '/auth/reset-password',
    '/mis-torneos-ligas',
    '/admin',
  ])('%s: 200 with the app', async (p) => {
    const res = await t.request(p);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it('an unknown API address is still the JSON 404', async () => {
    const res = await t.request('/api/no-existe');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});
