/**
 * ADMIN_EMAIL on an empty club: the administrator's account gets a profile (so /perfil, home and personal games
 * work) but it is not one of the club's players until the administrator fills it in at /perfil — the players
 * list, the enrolment and game pickers, /admin/jugadores and the panel's count do not show it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMeResponse } from '@/shared/schemas/accounts';
import { createTestApp, type TestApp } from '@/server/test/harness';

const ADMIN = { email: 'admin@club.es', password: 'admin-secreto-123' };

describe('the administrator of ADMIN_EMAIL on an empty club', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = await t.signIn(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  const names = async (path: string, cookie: string) =>
    ((await (await t.request(path, { cookie })).json()) as { nombre: string }[]).map((p) => p.nombre);

  it('is in no players list until the administrator fills the profile in', async () => {
    const me = (await (await t.request('/api/me', { cookie: admin.cookie })).json()) as TMeResponse;
    expect(me.isAdmin).toBe(true);
    expect(me.profile).toMatchObject({ nombre: 'admin', fecha_nacimiento: null });

    const player = await t.signUp({ nombre: 'Marta Sánchez' });
    // The players list (personal games) and the enrolment dialog's candidates, for a player and for the admin.
    expect(await names('/api/players', player.cookie)).toEqual(['Marta Sánchez']);
    expect(await names('/api/players', admin.cookie)).toEqual(['Marta Sánchez']);
    expect(await names('/api/admin/players', admin.cookie)).toEqual(['Marta Sánchez']);
    const summary = await t.request('/api/admin/summary', { cookie: admin.cookie });
    expect(await summary.json()).toEqual({ jugadores: 1 });
    const counts = await t.request('/api/admin/tools/diagnostics', { cookie: admin.cookie });
    expect(await counts.json()).toMatchObject({ cuentas: 2, jugadores: 1, jugadores_con_cuenta: 1 });

    // Filled in at /perfil (the birth date is required there), the administrator is a player like any other.
    const put = await t.request('/api/profiles/me', {
      method: 'PUT',
      cookie: admin.cookie,
      json: {
        nombre: 'Ana Admin',
        telefono: '600111222',
        fecha_nacimiento: '1975-06-07',
        fecha_entrada_pena: me.profile!.fecha_entrada_pena,
      },
    });
    expect(put.status).toBe(200);
    expect(await names('/api/players', player.cookie)).toEqual(['Ana Admin', 'Marta Sánchez']);
    expect(await names('/api/admin/players', admin.cookie)).toEqual(['Ana Admin', 'Marta Sánchez']);
  });
});
