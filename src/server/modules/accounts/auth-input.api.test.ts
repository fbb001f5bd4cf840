import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("Better Auth's own endpoints answer bad input with a 400 in Spanish", () => {
  it.each([
    ['/api/auth/sign-in/email', { email: 'no-es-email', password: 'secreto' }],
    ['/api/auth/sign-in/email', { email: 'a@b.es' }],
    ['/api/auth/request-password-reset', { email: 'no-es-email', redirectTo: '/auth/reset-password' }],
  ])('%s with %j', async (pathname, json) => {
    const res = await t.request(pathname, { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(await message(res)).toMatch(/^(Datos no válidos|Email no válido|Faltan campos obligatorios)$/);
  });

  it('change-password without a session is a 401 in Spanish', async () => {
    const res = await t.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'a', newPassword: 'bbbbbb' },
    });
    expect(res.status).toBe(401);
    expect(await message(res)).toBe('Debes iniciar sesión');
  });

  it('a recovery request for an unknown e-mail answers like a known one (no account enumeration)', async () => {
    const res = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'nadie@example.com', redirectTo: '/auth/reset-password' },
    });
    expect(res.status).toBe(200);
  });
});

describe("'Continuar con Google'", () => {
  it('without credentials the server says Google is not configured', async () => {
    const res = await t.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: '/' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await message(res)).toBe('El acceso con Google no está configurado en esta instalación.');
  });

  it('with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET it sends the browser to Google, returning to the root', async () => {
    const g = await createTestApp({
      GOOGLE_CLIENT_ID: 'club-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    try {
      expect(
        ((await (await g.request('/api/config')).json()) as { googleEnabled: boolean }).googleEnabled,
      ).toBe(true);
      const res = await g.request('/api/auth/sign-in/social', {
        method: 'POST',
        json: { provider: 'google', callbackURL: '/' },
      });
      expect(res.status).toBe(200);
      const { url } = (await res.json()) as { url: string };
      const google = new URL(url);
      expect(google.hostname).toBe('accounts.google.com');
      expect(google.searchParams.get('client_id')).toBe('club-id.apps.googleusercontent.com');
      expect(google.searchParams.get('redirect_uri')).toBe('http://localhost:3999/api/auth/callback/google');
    } finally {
      await g.close();
    }
  });
});
