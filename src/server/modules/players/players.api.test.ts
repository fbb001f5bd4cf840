import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let ana: Session;
let luis: Session;
let admin: Session;

const valid = {
  nombre: 'Ana García',
  telefono: '611 222 333',
  fecha_nacimiento: '1980-05-17',
  numero_licencia_federativa: 'AM12345',
};

async function profileOf(s: Session) {
  const res = await t.request('/api/me', { cookie: s.cookie });
  return ((await res.json()) as { profile: Record<string, unknown> }).profile;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp({ nombre: 'Ana' });
  luis = await t.signUp({ nombre: 'Luis' });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

describe('own profile (P§2 Own profile, P§5 Profile form)', () => {
  it('saves the personal information; sexo and tramo_edad only when chosen', async () => {
    const before = await profileOf(ana);
    const res = await t.request('/api/profiles/me', {
      method: 'PUT',
      cookie: ana.cookie,
      json: { ...valid, fecha_entrada_pena: before.fecha_entrada_pena, sexo: 'mujer', tramo_edad: 'senior' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ...valid, sexo: 'mujer', tramo_edad: 'senior' });
    const again = await t.request('/api/profiles/me', {
      method: 'PUT',
      cookie: ana.cookie,
      json: { ...valid, nombre: 'Ana G.', fecha_entrada_pena: before.fecha_entrada_pena },
    });
    expect(await again.json()).toMatchObject({ nombre: 'Ana G.', sexo: 'mujer', tramo_edad: 'senior' });
  });

  it.each([
    [{ nombre: '' }, 'El nombre es obligatorio'],
    [{ telefono: '' }, 'El teléfono es obligatorio'],
    [{ fecha_nacimiento: '' }, 'La fecha de nacimiento es obligatoria'],
    [{ fecha_nacimiento: '2023-02-30' }, 'Fecha no válida'],
    [{ sexo: 'otro' }, 'Sexo no válido'],
    [{ tramo_edad: 'veterano' }, 'Tramo de edad no válido'],
    [{ numero_licencia_federativa: 'x'.repeat(41) }, 'Máximo 40 caracteres'],
  ])('rejects %j with a 400 and a Spanish message, changing nothing', async (patch, message) => {
    const before = await profileOf(ana);
    const res = await t.request('/api/profiles/me', {
      method: 'PUT',
      cookie: ana.cookie,
      json: { ...valid, fecha_entrada_pena: before.fecha_entrada_pena, ...patch },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION', message } });
    expect(await profileOf(ana)).toEqual(before);
  });

  it('a player cannot change the entry date (403)', async () => {
    const before = await profileOf(ana);
    const res = await t.request('/api/profiles/me', {
      method: 'PUT',
      cookie: ana.cookie,
      json: { ...valid, fecha_entrada_pena: '1999-01-01' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Solo los administradores pueden modificar este campo' },
    });
    expect(await profileOf(ana)).toEqual(before);
  });

  it("a player cannot change another player's profile (403)", async () => {
    const luisProfile = await profileOf(luis);
    const res = await t.request(`/api/profiles/${luis.profileId}`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: { ...valid, fecha_entrada_pena: luisProfile.fecha_entrada_pena },
    });
    expect(res.status).toBe(403);
    expect(await profileOf(luis)).toEqual(luisProfile);
  });

  it('an admin changes the entry date of a player', async () => {
    const res = await t.request(`/api/profiles/${luis.profileId}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { ...valid, nombre: 'Luis', fecha_entrada_pena: '2001-03-04' },
    });
    expect(res.status).toBe(200);
    expect((await profileOf(luis)).fecha_entrada_pena).toBe('2001-03-04');
  });

  it('signed out: 401; unknown profile: 404; malformed id: 400', async () => {
    expect((await t.request('/api/profiles/me', { method: 'PUT', json: valid })).status).toBe(401);
    const unknown = await t.request('/api/profiles/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { ...valid, fecha_entrada_pena: '2001-03-04' },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request('/api/profiles/not-a-uuid', {
      method: 'PUT',
      cookie: admin.cookie,
      json: valid,
    });
    expect(bad.status).toBe(400);
  });
});

describe('profile image (admins only)', () => {
  const png = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  const upload = async (s: Session, profileId: string, bytes: Uint8Array, type = 'image/png') => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'foto.png');
    return t.request(`/api/profiles/${profileId}/image`, { method: 'POST', cookie: s.cookie, body: form });
  };

  it('a player cannot change even their own image (403)', async () => {
    const res = await upload(ana, ana.profileId, new Uint8Array(await png()));
    expect(res.status).toBe(403);
    expect((await profileOf(ana)).profile_image_url).toBeNull();
  });

  it('an admin uploads an image: resized to webp and served', async () => {
    const res = await upload(admin, ana.profileId, new Uint8Array(await png()));
    expect(res.status).toBe(200);
    const url = ((await res.json()) as { profile_image_url: string }).profile_image_url;
    expect(url).toMatch(/^\/api\/files\/profiles\/[0-9a-f-]{36}\.webp\?v=\d+$/);
    const file = await t.request(url);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
  });

  it('rejects a file that is not an image', async () => {
    const res = await upload(
      admin,
      luis.profileId,
      new TextEncoder().encode('<script>alert(1)</script>'),
      'image/png',
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'El archivo no es una imagen válida (JPEG, PNG, WebP o GIF)',
    );
  });
});
