/**
 * No secret reaches a log line: the whole life of an account with SMTP configured — sign-up, the confirmation link,
 * sign-in, a password reset requested, its link followed, the new password set — logged at the most verbose level,
 * and then every token, cookie and password of it searched for in the log.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { cookieFrom, createTestApp, type TestApp } from '@/server/test/harness';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';

const lines: string[] = [];
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
  t = await createTestApp({ SMTP_URL: smtp.url }, { logger });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The secrets a Set-Cookie answer carries: each cookie's value, and a signed token's token alone. */
function cookieSecrets(res: Response): string[] {
  return cookieFrom(res)
    .split('; ')
    .filter(Boolean)
    .flatMap((pair) => {
      const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
      return [value, value.split('.')[0]!];
    });
}

describe('the log of a whole password reset', () => {
  it('carries no token, cookie or password', async () => {
    const email = 'lucia.secretos@example.com';
    const secrets: string[] = ['primera-clave', 'segunda-clave'];

    const signUp = await t.request('/api/accounts/sign-up', {
      method: 'POST',
      json: { nombre: 'Lucía', telefono: '600123123', email, password: 'primera-clave' },
    });
    expect(signUp.status).toBe(201);
    const confirmation = await smtp.waitFor(email, /confirma tu cuenta/);
    const verify = new URL(
      /http:\/\/localhost:3999\/api\/auth\/verify-email\?\S+/.exec(confirmation.text)![0],
    );
    secrets.push(verify.searchParams.get('token')!);
    const verified = await t.request(verify.pathname + verify.search, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    secrets.push(...cookieSecrets(verified));

    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'primera-clave' },
    });
    expect(signIn.status).toBe(200);
    secrets.push(...cookieSecrets(signIn));
    expect((await t.request('/api/me', { cookie: cookieFrom(signIn) })).status).toBe(200);

    const requested = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/auth/reset-password' },
    });
    expect(requested.status).toBe(200);
    const recovery = await smtp.waitFor(email, /recupera tu contraseña/);
    const link = new URL(/http:\/\/localhost:3999\/api\/auth\/reset-password\/\S+/.exec(recovery.text)![0]);
    const followed = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    const token = new URL(followed.headers.get('location')!, link).searchParams.get('token')!;
    secrets.push(token);

    const reset = await t.request('/api/accounts/reset-password', {
      method: 'POST',
      json: { token, password: 'segunda-clave' },
    });
    expect(reset.status).toBe(200);
    secrets.push(...cookieSecrets(reset));
    // The old session was ended by the reset: its cookie is refused, and logged as nothing but a request.
    expect((await t.request('/api/me', { cookie: cookieFrom(signIn) })).status).toBe(200);
    expect(await (await t.request('/api/me', { cookie: cookieFrom(signIn) })).json()).toBeNull();

    t.runtime.deps.logger.flush();
    const log = lines.join('');
    // The log did record the flow (so the search below means something), with the reset link's path hidden.
    expect(log).toContain('"path":"/api/auth/reset-password/[oculto]"');
    expect(log).toContain('"path":"/api/accounts/reset-password"');
    expect(log).toContain('"path":"/api/auth/verify-email"');
    for (const secret of new Set(secrets.filter((s) => s.length >= 8))) {
      expect(log, `a secret in the log: ${secret.slice(0, 4)}…`).not.toContain(secret);
    }
  });
});

describe('without SMTP', () => {
  it('an account e-mail stays in the outbox and its link never reaches the log', async () => {
    const own: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void own.push(line) });
    const app = await createTestApp({}, { logger });
    try {
      const email = 'marta.sinsmtp@example.com';
      const signUp = await app.request('/api/accounts/sign-up', {
        method: 'POST',
        json: { nombre: 'Marta', telefono: '600123124', email, password: 'clave-secreta' },
      });
      expect(signUp.status).toBe(201);
      const requested = await app.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email, redirectTo: '/auth/reset-password' },
      });
      expect(requested.status).toBe(200);
      const [stored] = await app.runtime.deps.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.created_at))
        .limit(1);
      const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(stored!.text)![1]!;
      expect(token.length).toBeGreaterThanOrEqual(8);

      app.runtime.deps.logger.flush();
      const log = own.join('');
      // The e-mail was logged (recipient and subject), without its text.
      expect(log).toContain('e-mail written to the outbox (no SMTP_URL)');
      expect(log).toContain(email);
      expect(log).not.toContain(token);
      expect(log).not.toContain('clave-secreta');
    } finally {
      await app.close();
    }
  });
});
