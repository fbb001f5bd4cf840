/**
 * The account tools of /admin through the API (T§2, T§7, T§8, T§9): the panel count, account diagnostics, orphaned
 * accounts, players without account with their bulk accounts, and assigning an existing account to a player.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountDiagnostics } from '@/shared/schemas/admin-players';
import type {
  TAdminSummary,
  TAssignAccountResponse,
  TCreateAccountsResponse,
  TOrphanedUsersResponse,
  TPlayersWithoutAccountResponse,
} from '@/shared/schemas/admin-tools';
import {
  camposGolf,
  outbox,
  participantesTorneo,
  profiles,
  session,
  torneos,
  user,
} from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.runtime.deps.db;
const call = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie: admin.cookie, ...(json !== undefined ? { json } : {}) });
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
async function refused(res: Response): Promise<[number, string]> {
  return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
}
async function snapshot() {
  const out: string[] = [];
  for (const name of ['profiles', 'user', 'account', 'session', 'verification', 'outbox']) {
    const res = await db().execute<{ h: string }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x`,
    );
    out.push(res.rows[0]!.h);
  }
  return out;
}

/** A signed-up player whose profile loses its account: an orphaned account and a player without account. */
async function orphan(nombre: string): Promise<Session> {
  const s = await t.signUp({ nombre });
  await db().update(profiles).set({ user_id: null }).where(eq(profiles.id, s.profileId));
  return s;
}
async function lonelyPlayer(nombre: string, email: string | null = null) {
  const [row] = await db()
    .insert(profiles)
    .values({ nombre, email, fecha_nacimiento: '1985-01-01' })
    .returning({ id: profiles.id });
  return row!.id;
}

describe('panel count and diagnostics', () => {
  it('counts registered players, accounts, players with and without account and orphaned accounts', async () => {
    const base = await ok<TAccountDiagnostics>(await call('GET', '/api/admin/tools/diagnostics'));
    await orphan('Huérfana Diagnóstico');
    await lonelyPlayer('Sin Cuenta Diagnóstico');
    const after = await ok<TAccountDiagnostics>(await call('GET', '/api/admin/tools/diagnostics'));
    expect(after).toEqual({
      cuentas: base.cuentas + 1,
      jugadores: base.jugadores + 2,
      jugadores_con_cuenta: base.jugadores_con_cuenta,
      jugadores_sin_cuenta: base.jugadores_sin_cuenta + 2,
      cuentas_huerfanas: base.cuentas_huerfanas + 1,
    });
    const summary = await ok<TAdminSummary>(await call('GET', '/api/admin/summary'));
    expect(summary.jugadores).toBe(after.jugadores);
  });
});

describe("'Usuarios Huérfanos'", () => {
  it('lists accounts without player (id, e-mail, date) and deletes the confirmed ones with their sessions', async () => {
    const a = await orphan('Huérfano A');
    const b = await orphan('Huérfano B');
    const list = await ok<TOrphanedUsersResponse>(await call('GET', '/api/admin/tools/orphaned-users'));
    expect(list.count).toBe(list.usuarios.length);
    const listed = list.usuarios.find((u) => u.id === a.userId);
    expect(listed).toMatchObject({ email: a.email });
    expect(Number.isNaN(Date.parse(listed!.created_at))).toBe(false);
    expect(list.usuarios.some((u) => u.id === admin.userId)).toBe(false);

    const res = await ok<{ deletedCount: number }>(
      await call('POST', '/api/admin/tools/orphaned-users/delete', { ids: [a.userId, b.userId] }),
    );
    expect(res.deletedCount).toBe(2);
    expect(
      await db()
        .select()
        .from(user)
        .where(inArray(user.id, [a.userId, b.userId])),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(session)
        .where(inArray(session.userId, [a.userId, b.userId])),
    ).toHaveLength(0);
    // Their players stay (they had lost their account anyway).
    expect(await db().select().from(profiles).where(eq(profiles.id, a.profileId))).toHaveLength(1);
  });

  it('deletes all or none: an account that has a player, an unknown id or the caller refuses the whole request', async () => {
    const o = await orphan('Huérfano C');
    const linked = await t.signUp({ nombre: 'Con Jugador' });
    const before = await snapshot();
    expect(
      await refused(
        await call('POST', '/api/admin/tools/orphaned-users/delete', { ids: [o.userId, linked.userId] }),
      ),
    ).toEqual([409, 'Algún usuario ya no está huérfano: vuelve a cargar la lista']);
    expect(
      await refused(
        await call('POST', '/api/admin/tools/orphaned-users/delete', { ids: [o.userId, 'no-existe'] }),
      ),
    ).toEqual([409, 'Algún usuario ya no está huérfano: vuelve a cargar la lista']);
    expect(
      await refused(await call('POST', '/api/admin/tools/orphaned-users/delete', { ids: [admin.userId] })),
    ).toEqual([409, 'No puedes eliminar tu propia cuenta']);
    expect(await refused(await call('POST', '/api/admin/tools/orphaned-users/delete', { ids: [] }))).toEqual([
      400,
      'Selecciona al menos un usuario',
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('players without account', () => {
  it('lists them by name and creates accounts, with temporary e-mails for those without one', async () => {
    const withEmail = await lonelyPlayer('Zoe Real', 'zoe.real@example.com');
    const withoutEmail = await lonelyPlayer('Ángel Sin Email');
    const taken = await lonelyPlayer('Duplicada', admin.email);
    const linked = await t.signUp({ nombre: 'Ya Tiene' });
    const list = await ok<TPlayersWithoutAccountResponse>(
      await call('GET', '/api/admin/tools/players-without-account'),
    );
    const names = list.jugadores.map((p) => p.nombre);
    expect(names.indexOf('Ángel Sin Email')).toBeLessThan(names.indexOf('Zoe Real'));
    expect(list.jugadores.find((p) => p.id === withEmail)).toEqual({
      id: withEmail,
      nombre: 'Zoe Real',
      email: 'zoe.real@example.com',
    });

    const unknown = '6f1c2d3e-0000-4000-8000-00000000000b';
    const summary = await ok<TCreateAccountsResponse>(
      await call('POST', '/api/admin/tools/players-without-account/create-accounts', {
        ids: [withEmail, withoutEmail, taken, linked.profileId, unknown],
      }),
    );
    const temp = `jugador-${withoutEmail.slice(0, 8)}@temp-golf.local`;
    expect(summary.successful).toEqual([
      { id: withoutEmail, nombre: 'Ángel Sin Email', email: temp },
      { id: withEmail, nombre: 'Zoe Real', email: 'zoe.real@example.com' },
    ]);
    expect(summary.temporaryEmails).toEqual([{ id: withoutEmail, nombre: 'Ángel Sin Email', email: temp }]);
    // No SMTP: the set-password e-mail is stored in the outbox, not sent.
    expect(summary).toMatchObject({ emailsSent: 0, emailsStored: 1, emailsFailed: 0 });
    expect(summary.failed).toEqual(
      expect.arrayContaining([
        { id: unknown, nombre: '', error: 'Perfil no encontrado' },
        { id: taken, nombre: 'Duplicada', error: 'Este email ya está en uso por otra cuenta' },
        { id: linked.profileId, nombre: 'Ya Tiene', error: 'Este jugador ya tiene un usuario asignado' },
      ]),
    );
    expect(summary.failed).toHaveLength(3);

    const [zoe] = await db().select().from(profiles).where(eq(profiles.id, withEmail));
    const [zoeUser] = await db().select().from(user).where(eq(user.id, zoe!.user_id!));
    expect(zoeUser).toMatchObject({ email: 'zoe.real@example.com', emailVerified: true, name: 'Zoe Real' });
    const [angel] = await db().select().from(profiles).where(eq(profiles.id, withoutEmail));
    expect(angel).toMatchObject({ email: temp });
    expect(angel!.user_id).not.toBeNull();
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'zoe.real@example.com'))
      .orderBy(desc(outbox.created_at));
    expect(mails).toHaveLength(1);
    expect(await db().select().from(outbox).where(eq(outbox.to, temp))).toHaveLength(0);
    const [duplicated] = await db().select().from(profiles).where(eq(profiles.id, taken));
    expect(duplicated!.user_id).toBeNull();
  });

  it.each([
    [{ ids: [] }, 'Selecciona al menos un jugador'],
    [{ ids: ['no-es-uuid'] }, 'Identificador no válido'],
    [{}, 'Selecciona al menos un jugador'],
  ])('refuses %j: %s', async (body, message) => {
    const before = await snapshot();
    expect(
      await refused(await call('POST', '/api/admin/tools/players-without-account/create-accounts', body)),
    ).toEqual([400, message]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('assigning an existing account to a player', () => {
  it('by e-mail (case-insensitive) or by id, only to a player without account; the account signs in as that player', async () => {
    const free = await orphan('Cuenta Libre');
    const player = await lonelyPlayer('Recibe Cuenta');
    const res = await ok<TAssignAccountResponse>(
      await call('POST', '/api/admin/tools/assign-account', {
        jugador_id: player,
        usuario: free.email.toUpperCase(),
      }),
    );
    expect(res).toEqual({
      jugador: { id: player, nombre: 'Recibe Cuenta' },
      usuario: { id: free.userId, email: free.email },
    });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, player));
    expect(row).toMatchObject({ user_id: free.userId, email: free.email });
    const signedIn = await t.signIn(free.email, free.password);
    expect(signedIn.profileId).toBe(player);

    const byId = await orphan('Por Id');
    const other = await lonelyPlayer('Otro Receptor', 'propio@example.com');
    await ok(
      await call('POST', '/api/admin/tools/assign-account', { jugador_id: other, usuario: byId.userId }),
    );
    const [kept] = await db().select().from(profiles).where(eq(profiles.id, other));
    expect(kept).toMatchObject({ user_id: byId.userId, email: 'propio@example.com' });
  });

  it('an account waiting to be joined to the player is joined to it: its sign-up profile goes, its enrolment moves', async () => {
    const member = await lonelyPlayer('Socia Esperada', 'esperada@example.com');
    const waiting = await t.signUp({ nombre: 'Socia Esperada', email: 'esperada@example.com' });
    const [campo] = await db()
      .insert(camposGolf)
      .values({ nombre: 'Campo Asignar', ubicacion: 'Ávila' })
      .returning({ id: camposGolf.id });
    const [torneo] = await db()
      .insert(torneos)
      .values({ nombre: 'Torneo Asignar', fecha_juego: '2099-01-01', campo_id: campo!.id })
      .returning({ id: torneos.id });
    await db().insert(participantesTorneo).values({ torneo_id: torneo!.id, jugador_id: waiting.profileId });

    // Waiting for another player: refused, naming that player.
    const elsewhere = await lonelyPlayer('Otra Persona');
    const before = await snapshot();
    expect(
      await refused(
        await call('POST', '/api/admin/tools/assign-account', {
          jugador_id: elsewhere,
          usuario: waiting.email,
        }),
      ),
    ).toEqual([
      409,
      "Esta cuenta está pendiente de unirse a Socia Esperada: únela desde su ficha con 'Unir cuenta a este jugador'",
    ]);
    expect(await snapshot()).toEqual(before);

    const res = await ok<TAssignAccountResponse>(
      await call('POST', '/api/admin/tools/assign-account', { jugador_id: member, usuario: waiting.userId }),
    );
    expect(res).toEqual({
      jugador: { id: member, nombre: 'Socia Esperada' },
      usuario: { id: waiting.userId, email: 'esperada@example.com' },
    });
    expect(await db().select().from(profiles).where(eq(profiles.id, waiting.profileId))).toEqual([]);
    const [enrolment] = await db()
      .select()
      .from(participantesTorneo)
      .where(eq(participantesTorneo.torneo_id, torneo!.id));
    expect(enrolment!.jugador_id).toBe(member);
    expect((await t.signIn(waiting.email, waiting.password)).profileId).toBe(member);
  });

  it('refuses bad requests with the Spanish message and writes nothing', async () => {
    const free = await orphan('Otra Libre');
    const player = await lonelyPlayer('Sin Cuenta Aún');
    const taken = await t.signUp({ nombre: 'Ocupada' });
    const cases: [unknown, number, string][] = [
      [{ jugador_id: player, usuario: '' }, 400, 'Email o ID requerido'],
      [{ jugador_id: player, usuario: '   ' }, 400, 'Email o ID requerido'],
      [{ jugador_id: player }, 400, 'Email o ID requerido'],
      [{ jugador_id: 'x', usuario: free.email }, 400, 'Identificador no válido'],
      [{ jugador_id: player, usuario: 'nadie@example.com' }, 404, 'Usuario de autenticación no encontrado'],
      [
        { jugador_id: '6f1c2d3e-0000-4000-8000-00000000000c', usuario: free.email },
        404,
        'Perfil no encontrado',
      ],
      [
        { jugador_id: taken.profileId, usuario: free.email },
        409,
        'Este jugador ya tiene un usuario asignado',
      ],
      [{ jugador_id: player, usuario: taken.email }, 409, 'Este usuario ya está asignado a otro jugador'],
    ];
    const before = await snapshot();
    for (const [body, status, message] of cases) {
      expect([body, await refused(await call('POST', '/api/admin/tools/assign-account', body))]).toEqual([
        body,
        [status, message],
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
