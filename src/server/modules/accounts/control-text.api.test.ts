/** Decision record 010, item 1: a NUL byte or another control character in any text is a Spanish 400, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_NOT_ALLOWED } from '@/shared/schemas/common';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { gameBody, tableCounts } from '@/server/modules/personal-games/test-helpers';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let ana: Session;
let campoId: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp({ nombre: 'Ana' });
  campoId = (await insertStandardCourse(t.runtime.deps.db)).id;
});
afterAll(async () => {
  await t.close();
});

const profile = {
  nombre: 'Ana',
  telefono: '600 000 000',
  fecha_nacimiento: '1980-01-01',
  fecha_entrada_pena: '2020-01-01',
};

async function messageOf(res: Response): Promise<string> {
  const body = (await res.json()) as { error: { message: string } };
  return body.error.message;
}

describe('texts with control characters', () => {
  it.each([
    ['nombre', { ...profile, nombre: 'a\u0000b' }],
    ['telefono', { ...profile, telefono: '600\u0000000' }],
    ['numero_licencia_federativa', { ...profile, numero_licencia_federativa: 'LIC\u0000' }],
    ['nombre (escape)', { ...profile, nombre: 'a\u001bb' }],
    ['nombre (lone surrogate)', { ...profile, nombre: 'a\ud800b' }],
  ])('PUT /api/profiles/me with %s: 400, the profile unchanged', async (_f, json) => {
    const before: unknown = await (await t.request('/api/me', { cookie: ana.cookie })).json();
    const res = await t.request('/api/profiles/me', { method: 'PUT', json, cookie: ana.cookie });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(TEXT_NOT_ALLOWED);
    expect(await (await t.request('/api/me', { cookie: ana.cookie })).json()).toEqual(before);
  });

  it('a text is trimmed before it is stored', async () => {
    const me = (await (await t.request('/api/me', { cookie: ana.cookie })).json()) as {
      profile: { fecha_entrada_pena: string };
    };
    const res = await t.request('/api/profiles/me', {
      method: 'PUT',
      json: {
        ...profile,
        fecha_entrada_pena: me.profile.fecha_entrada_pena,
        nombre: '  Ana María  ',
        numero_licencia_federativa: ' LIC-1 ',
      },
      cookie: ana.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ nombre: 'Ana María', numero_licencia_federativa: 'LIC-1' });
  });

  it.each([
    ['nombre', { nombre: 'Partida\u0000' }],
    [
      'nombre_invitado',
      {
        participantes: [
          { tipo: 'invitado' as const, nombre_invitado: 'Invi\u0000tado', handicap_partida: null },
        ],
      },
    ],
  ])('POST /api/personal-games with a NUL in %s: 400, nothing written', async (_f, extra) => {
    const before = await tableCounts(t);
    const body = gameBody(campoId, ana, extra);
    const res = await t.request('/api/personal-games', { method: 'POST', json: body, cookie: ana.cookie });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(TEXT_NOT_ALLOWED);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('the reset token with a NUL byte: 400 on our route and on Better Auth’s', async () => {
    const ours = await t.request('/api/accounts/reset-password', {
      method: 'POST',
      json: { token: 'abc\u0000def', password: 'nueva123' },
    });
    expect(ours.status).toBe(400);
    expect(await messageOf(ours)).toBe(TEXT_NOT_ALLOWED);
    const theirs = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token: 'abc\u0000def', newPassword: 'nueva123' },
    });
    expect(theirs.status).toBe(400);
    expect(await messageOf(theirs)).toBe(TEXT_NOT_ALLOWED);
  });

  it.each([
    ['/api/auth/sign-up/email', { name: 'Eva\u0000', email: 'eva@example.com', password: 'secreto123' }],
    ['/api/auth/sign-in/email', { email: 'eva@example.com', password: 'secreto\u0000' }],
    ['/api/accounts/sign-up', { nombre: 'Eva\u0000', telefono: '600000000', email: 'e@x.es', password: 'x' }],
  ])('%s with a NUL byte: 400 in Spanish', async (pathname, json) => {
    const res = await t.request(pathname, { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(TEXT_NOT_ALLOWED);
  });

  it('a NUL byte in a query of Better Auth: 400', async () => {
    const res = await t.request('/api/auth/verify-email?token=a%00b');
    expect(res.status).toBe(400);
  });
});
