import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and config', () => {
  it('reports the database kind and that it answers', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: { kind: string; ok: boolean } };
    expect(body.status).toBe('ok');
    expect(['pglite', 'postgresql']).toContain(body.database.kind);
    expect(body.database.ok).toBe(true);
  });

  it('tells the browser whether Google and e-mail confirmation are on', async () => {
    const res = await t.request('/api/config');
    expect(await res.json()).toEqual({
      clubName: 'Peña de Golf',
      clubLogoUrl: '/logo.svg',
      googleEnabled: false,
      emailConfirmationRequired: false,
      emailEnabled: false,
    });
  });
});

describe('sign-up (P§2 Auth, P§5)', () => {
  it('creates the account and the player profile with nombre, telefono and email, signed in at once without SMTP', async () => {
    const res = await t.request('/api/accounts/sign-up', {
      method: 'POST',
      json: { nombre: 'Ana García', telefono: '611 222 333', email: 'Ana@Example.com', password: 'secreto' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ requiresEmailConfirmation: false });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      user: { email: string };
      profile: { nombre: string; telefono: string; email: string };
      isAdmin: boolean;
    };
    expect(body.user.email).toBe('ana@example.com');
    expect(body.profile).toMatchObject({
      nombre: 'Ana García',
      telefono: '611 222 333',
      email: 'ana@example.com',
    });
    expect(body.isAdmin).toBe(false);
  });

  it.each([
    [{ telefono: '600000000', email: 'a@b.es', password: 'secreto' }, 'El nombre es obligatorio'],
    [{ nombre: 'X', email: 'a@b.es', password: 'secreto' }, 'El teléfono es obligatorio'],
    [{ nombre: 'X', telefono: '600000000', email: 'no-es-email', password: 'secreto' }, 'Email no válido'],
    [
      { nombre: 'X', telefono: '600000000', email: 'a@b.es', password: '12345' },
      'La contraseña debe tener al menos 6 caracteres',
    ],
    [
      { nombre: '  ', telefono: '600000000', email: 'a@b.es', password: 'secreto' },
      'El nombre es obligatorio',
    ],
    [
      { nombre: 'X', telefono: '600000000', email: 'a@b.es', password: 'secreto', destino: 5 },
      'Destino no válido',
    ],
  ])('rejects %j with a 400 and a Spanish message, writing nothing', async (json, message) => {
    const res = await t.request('/api/accounts/sign-up', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION', message } });
    const again = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'a@b.es', password: 'secreto' },
    });
    expect(again.status).toBe(401);
  });

  it('rejects malformed JSON with a 400', async () => {
    const res = await t.request('/api/accounts/sign-up', {
      method: 'POST',
      body: '{"nombre":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Datos no válidos: JSON mal formado',
    );
  });

  it('refuses a second account with the same e-mail (409, Spanish)', async () => {
    const first = await t.signUp({ email: 'dup@example.com' });
    expect(first.cookie).not.toBe('');
    const res = await t.request('/api/accounts/sign-up', {
      method: 'POST',
      json: { nombre: 'Otro', telefono: '600000000', email: 'dup@example.com', password: 'secreto' },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Ya existe una cuenta con este email',
    );
  });
});

describe('sign-in and sign-out', () => {
  it('answers a wrong password in Spanish', async () => {
    const s = await t.signUp();
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: s.email, password: 'mala-clave' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Email o contraseña incorrectos');
  });

  it('signs in and out; after sign-out /api/me says nobody (200, null, not stored by any cache)', async () => {
    const s = await t.signUp();
    const session = await t.signIn(s.email, s.password);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: session.cookie, json: {} });
    expect(out.status).toBe(200);
    const me = await t.request('/api/me', { cookie: session.cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(await me.json()).toBeNull();
  });

  it('refuses state-changing calls from another origin', async () => {
    const res = await t.runtime.app.request('http://localhost:3999/api/accounts/sign-up', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ nombre: 'X', telefono: '600000000', email: 'evil@b.es', password: 'secreto' }),
    });
    expect(res.status).toBe(403);
  });
});
