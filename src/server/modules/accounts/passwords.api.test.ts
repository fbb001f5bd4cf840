import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, userRoles } from '@/server/db/schema';
import { cookieFrom, createTestApp, type TestApp } from '@/server/test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function lastMailTo(email: string) {
  const [row] = await t.runtime.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.created_at))
    .limit(1);
  return row;
}

describe('change password (P§5; design.md §12: the current password is checked)', () => {
  it('refuses a wrong current password in Spanish and keeps the old one', async () => {
    const s = await t.signUp();
    const res = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: s.cookie,
      json: { currentPassword: 'no-es-esta', newPassword: 'nueva123' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('La contraseña actual no es correcta');
    await expect(t.signIn(s.email, s.password)).resolves.toBeTruthy();
  });

  it('refuses a new password shorter than 6', async () => {
    const s = await t.signUp();
    const res = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: s.cookie,
      json: { currentPassword: s.password, newPassword: '123' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
  });

  it('changes it when the current one is right', async () => {
    const s = await t.signUp();
    const res = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: s.cookie,
      json: { currentPassword: s.password, newPassword: 'otra-clave' },
    });
    expect(res.status).toBe(200);
    await expect(t.signIn(s.email, 'otra-clave')).resolves.toBeTruthy();
    await expect(t.signIn(s.email, s.password)).rejects.toThrow(/401/);
  });
});

describe('password recovery by e-mail (P§2 Reset password)', () => {
  it('without SMTP the e-mails go to the outbox: sign-up confirmation and recovery link', async () => {
    const s = await t.signUp();
    const confirmation = await lastMailTo(s.email);
    expect(confirmation?.status).toBe('logged');
    expect(confirmation?.subject).toContain('confirma tu cuenta');

    const req = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: s.email, redirectTo: '/auth/reset-password' },
    });
    expect(req.status).toBe(200);
    const mail = await lastMailTo(s.email);
    expect(mail?.subject).toContain('recupera tu contraseña');
    const link =
      /http:\/\/localhost:3999\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\?callbackURL=([^\s"]+)/.exec(
        mail!.text,
      );
    expect(link).not.toBeNull();

    // Following the link redirects to the web page with the token.
    const follow = await t.request(new URL(link![0]).pathname + new URL(link![0]).search, {
      redirect: 'manual',
    });
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!, 'http://localhost:3999');
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token')!;
    expect(token).toBe(link![1]);

    const mismatch = await t.request('/api/accounts/reset-password', {
      method: 'POST',
      json: { token, password: '123' },
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({
      error: { code: 'VALIDATION', message: 'La contraseña debe tener al menos 6 caracteres' },
    });

    const reset = await t.request('/api/accounts/reset-password', {
      method: 'POST',
      json: { token, password: 'recuperada' },
    });
    expect(reset.status).toBe(200);
    const me = await t.request('/api/me', { cookie: cookieFrom(reset) });
    expect(me.status).toBe(200);
    await expect(t.signIn(s.email, 'recuperada')).resolves.toBeTruthy();

    const reused = await t.request('/api/accounts/reset-password', {
      method: 'POST',
      json: { token, password: 'otra-vez' },
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error: { code: 'VALIDATION', message: 'El enlace de recuperación no es válido o ha caducado.' },
    });
  });
});

describe('ADMIN_EMAIL + ADMIN_PASSWORD (design.md §12)', () => {
  it('creates an administrator at start, and promotes an existing account', async () => {
    const a = await createTestApp({ ADMIN_EMAIL: 'Jefa@Club.es', ADMIN_PASSWORD: 'admin123' });
    try {
      const s = await a.signIn('jefa@club.es', 'admin123');
      const me = await a.request('/api/me', { cookie: s.cookie });
      expect(((await me.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
      const roles = await a.runtime.deps.db.select().from(userRoles).where(eq(userRoles.user_id, s.userId));
      expect(roles.map((r) => r.role)).toEqual(['admin']);
    } finally {
      await a.close();
    }
  });
});
