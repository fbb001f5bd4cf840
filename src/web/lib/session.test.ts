import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMe } from './session';

const ME = {
  user: { id: 'u1', email: 'admin@pena.golf', name: 'admin', emailVerified: true },
  profile: {
    id: '0b9f3c62-5d1e-4a53-9a52-2f7d8c1e4b10',
    user_id: 'u1',
    nombre: 'Administrador',
    telefono: null,
    email: 'admin@pena.golf',
    fecha_nacimiento: null,
    fecha_entrada_pena: '2020-01-01',
    handicap: 12.3,
    sexo: 'hombre',
    tramo_edad: null,
    numero_licencia_federativa: null,
    profile_image_url: null,
    created_at: '2026-11-25T10:00:00.000Z',
  },
  isAdmin: true,
};

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session answer (GET /api/me) is parsed with ZMeResponse', () => {
  it('signed in: the parsed session, with the schema’s defaults filled in', async () => {
    answer(ME);
    // An answer from a server without `unionPendiente` (or a profile without `ocultar_nombre_publico`) gets the schema's default; a cast would leave it undefined.
    expect(await fetchMe()).toEqual({
      ...ME,
      profile: { ...ME.profile, ocultar_nombre_publico: false },
      unionPendiente: false,
    });
  });

  it('signed out: null (200 with null, or an old server’s 401)', async () => {
    answer(null);
    expect(await fetchMe()).toBeNull();
    answer({ error: { code: 'UNAUTHENTICATED', message: 'No autenticado' } }, 401);
    expect(await fetchMe()).toBeNull();
  });

  it('an answer of another shape is an error the caller sees, never a session of the wrong shape', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const body of [
      { ...ME, isAdmin: 'true' },
      { ...ME, profile: { ...ME.profile, handicap: '12.3' } },
      { ...ME, user: undefined },
    ]) {
      answer(body);
      await expect(fetchMe()).rejects.toThrow();
    }
    expect(logged).toHaveBeenCalled();
  });
});
