import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '@/server/test/harness';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Peña <club@example.com>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('with SMTP configured, sign-in waits for the e-mail confirmation (P§2 Auth)', () => {
  it('sends the confirmation over SMTP; sign-in is refused until its link is followed', async () => {
    const res = await t.request('/api/accounts/sign-up', {
      method: 'POST',
      json: { nombre: 'Marta', telefono: '600111222', email: 'marta@example.com', password: 'secreto' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ requiresEmailConfirmation: true });
    expect(cookieFrom(res)).toBe('');

    const config = await t.request('/api/config');
    expect(((await config.json()) as { emailConfirmationRequired: boolean }).emailConfirmationRequired).toBe(
      true,
    );

    const mail = await smtp.waitFor('marta@example.com', /confirma tu cuenta/);
    const refused = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'marta@example.com', password: 'secreto' },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Debes confirmar tu email antes de iniciar sesión. Revisa tu bandeja de entrada.',
    );

    const link = /http:\/\/localhost:3999(\/api\/auth\/verify-email\?[^\s]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const follow = await t.request(link![1]!, { redirect: 'manual' });
    expect(follow.status).toBe(302);
    expect(new URL(follow.headers.get('location')!, 'http://localhost:3999').pathname).toBe('/');

    await expect(t.signIn('marta@example.com', 'secreto')).resolves.toBeTruthy();
  });

  it('the confirmation link lands on the sign-up target (destino), a foreign one on /', async () => {
    const signUp = async (email: string, destino: string) => {
      const res = await t.request('/api/accounts/sign-up', {
        method: 'POST',
        json: { nombre: 'Destino', telefono: '600111333', email, password: 'secreto', destino },
      });
      expect(res.status).toBe(201);
      const mail = await smtp.waitFor(email, /confirma tu cuenta/);
      const link = /http:\/\/localhost:3999(\/api\/auth\/verify-email\?[^\s]+)/.exec(mail.text);
      const follow = await t.request(link![1]!, { redirect: 'manual' });
      expect(follow.status).toBe(302);
      const to = new URL(follow.headers.get('location')!, 'http://localhost:3999');
      return { origin: to.origin, path: to.pathname + to.search };
    };
    await expect(signUp('qr@example.com', '/introduccion-datos/abc?x=1')).resolves.toEqual({
      origin: 'http://localhost:3999',
      path: '/introduccion-datos/abc?x=1',
    });
    await expect(signUp('evil@example.com', '//evil.example/x')).resolves.toEqual({
      origin: 'http://localhost:3999',
      path: '/',
    });
  });
});
