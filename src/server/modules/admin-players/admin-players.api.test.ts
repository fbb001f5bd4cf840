/**
 * /admin/jugadores and the player editor through the API (T§2, T§5, T§7): list, create, edit, e-mail (creating the
 * account through Better Auth), sync, password, and deleting a player without deleting history (design.md §13).
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminPlayerDetail,
  TAdminPlayersResponse,
  TPlayerDeletionImpact,
  TSetPlayerEmailResponse,
} from '@/shared/schemas/admin-players';
import {
  outbox,
  participantesPartidaPersonal,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  profiles,
  resultadosHoyo,
  session,
  torneos,
  user,
} from '@/server/db/schema';
import { cookieFrom, createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';

const TODAY = '2030-06-15';
let t: TestApp;
let admin: Session;
let campoId: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(`${TODAY}T10:00:00Z`) });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  campoId = (await insertStandardCourse(t.runtime.deps.db)).id;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.runtime.deps.db;
const call = (method: string, path: string, json?: unknown, cookie = admin.cookie) =>
  t.request(path, { method, cookie, ...(json !== undefined ? { json } : {}) });

async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
async function refused(res: Response): Promise<[number, string]> {
  return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
}

/** Every row of the tables these routes write, to prove a refusal changed nothing. */
async function snapshot() {
  const tables = [
    'profiles',
    'user',
    'account',
    'session',
    'verification',
    'outbox',
    'participantes_torneo',
    'participantes_partida_personal',
    'partidas',
    'partidas_participantes',
  ];
  const out: Record<string, string> = {};
  for (const name of tables) {
    const res = await db().execute<{ h: string }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x`,
    );
    out[name] = res.rows[0]!.h;
  }
  return out;
}

const createPlayer = (body: Record<string, unknown>) =>
  call('POST', '/api/admin/players', { fecha_nacimiento: '1980-05-04', ...body }).then((r) =>
    ok<TAdminPlayerDetail>(r, 201),
  );

async function lastMailTo(email: string) {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.created_at))
    .limit(1);
  return row;
}

/** Follows the set-password link of an e-mail, chooses a password and returns the signed-in cookie. */
async function setPasswordFromMail(text: string, password: string): Promise<string> {
  const link =
    /http:\/\/localhost:3999(\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s"]+)/.exec(text);
  expect(link).not.toBeNull();
  const follow = await t.request(link![1]!, { redirect: 'manual' });
  const token = new URL(follow.headers.get('location')!, 'http://localhost:3999').searchParams.get('token');
  const reset = await t.request('/api/accounts/reset-password', {
    method: 'POST',
    json: { token, password },
  });
  expect(reset.status).toBe(200);
  return cookieFrom(reset);
}

describe('players table and new player', () => {
  it('lists every player by name in Spanish order with e-mail, handicap and account yes/no', async () => {
    await createPlayer({ nombre: 'Beatriz Ortega', handicap: 12.3 });
    await createPlayer({ nombre: 'Álvaro Núñez' });
    await createPlayer({ nombre: 'alberto Gil', email: 'alberto@example.com' });
    const list = await ok<TAdminPlayersResponse>(await call('GET', '/api/admin/players'));
    const names = list.map((p) => p.nombre);
    expect(names.indexOf('alberto Gil')).toBeLessThan(names.indexOf('Álvaro Núñez'));
    expect(names.indexOf('Álvaro Núñez')).toBeLessThan(names.indexOf('Beatriz Ortega'));
    expect(list.find((p) => p.nombre === 'Beatriz Ortega')).toMatchObject({
      handicap: 12.3,
      email: null,
      tiene_cuenta: false,
    });
    expect(list.find((p) => p.nombre === 'Admin')).toMatchObject({ tiene_cuenta: true });
  });

  it('creates a player without account, entering today unless an entry date is given', async () => {
    const created = await createPlayer({
      nombre: '  Carmen Ruiz ',
      telefono: '600 123 456',
      handicap: -1.5,
      sexo: 'mujer',
      tramo_edad: 'senior',
      numero_licencia_federativa: 'AM12345',
    });
    expect(created.cuenta).toBeNull();
    expect(created.perfil).toMatchObject({
      nombre: 'Carmen Ruiz',
      user_id: null,
      fecha_nacimiento: '1980-05-04',
      fecha_entrada_pena: TODAY,
      handicap: -1.5,
      sexo: 'mujer',
      tramo_edad: 'senior',
      numero_licencia_federativa: 'AM12345',
    });
    const dated = await createPlayer({ nombre: 'Con fecha', fecha_entrada_pena: '2001-01-01' });
    expect(dated.perfil.fecha_entrada_pena).toBe('2001-01-01');
  });

  it.each([
    [{ nombre: '' }, 400, 'El nombre y la fecha de nacimiento son obligatorios'],
    [{ nombre: 'X', fecha_nacimiento: '' }, 400, 'El nombre y la fecha de nacimiento son obligatorios'],
    [{ nombre: 'X', fecha_nacimiento: '2001-02-30' }, 400, 'Fecha no válida'],
    [{ nombre: 'X', handicap: 54.1 }, 400, 'El hándicap debe estar entre -10 y 54'],
    [{ nombre: 'X', handicap: -10.5 }, 400, 'El hándicap debe estar entre -10 y 54'],
    [{ nombre: 'X', handicap: 10.25 }, 400, 'El hándicap admite como máximo un decimal'],
    [{ nombre: 'X', handicap: 'diez' }, 400, 'El handicap debe ser un número válido'],
    [{ nombre: 'X', handicap: '1.234,5' }, 400, 'El handicap debe ser un número válido'],
    [{ nombre: 'X', handicap: '--1' }, 400, 'El handicap debe ser un número válido'],
    [{ nombre: 'X', handicap: '+' }, 400, 'El handicap debe ser un número válido'],
    [{ nombre: 'X', handicap: true }, 400, 'El handicap debe ser un número válido'],
    [{ nombre: 'X', handicap: '+10,1' }, 400, 'El hándicap debe estar entre -10 y 54'],
    [{ nombre: 'X', handicap: '54,1' }, 400, 'El hándicap debe estar entre -10 y 54'],
    [{ nombre: 'X', handicap: '10,25' }, 400, 'El hándicap admite como máximo un decimal'],
    [{ nombre: 'X', telefono: 'llámame' }, 400, 'Teléfono no válido'],
    [{ nombre: 'X', email: 'no-es-email' }, 400, 'Email no válido'],
    [{ nombre: 'X', sexo: 'otro' }, 400, 'Sexo no válido'],
    [{ nombre: 'X\u0000' }, 400, 'El texto contiene caracteres no permitidos'],
  ])('refuses %j: %i %s, writing nothing', async (body, status, message) => {
    const before = await snapshot();
    expect(
      await refused(await call('POST', '/api/admin/players', { fecha_nacimiento: '1980-05-04', ...body })),
    ).toEqual([status, message]);
    expect(await snapshot()).toEqual(before);
  });

  it("reads an index as the club writes it: '10,9' and '10.9'; '+0,8', '+0.8' and '-0,8' are a plus −0.8", async () => {
    const read = async (handicap: unknown) =>
      (await createPlayer({ nombre: `Índice ${String(handicap)}`, handicap })).perfil.handicap;
    expect(await read('10,9')).toBe(10.9);
    expect(await read('10.9')).toBe(10.9);
    expect(await read('+0,8')).toBe(-0.8);
    expect(await read('+0.8')).toBe(-0.8);
    expect(await read('-0,8')).toBe(-0.8);
    expect(await read(' +10 ')).toBe(-10);
    expect(await read(-0.8)).toBe(-0.8);
    expect(await read('')).toBeNull();
    const p = await createPlayer({ nombre: 'Plus editado', handicap: 3 });
    const edited = await ok<TAdminPlayerDetail>(
      await call('PUT', `/api/admin/players/${p.perfil.id}`, {
        nombre: 'Plus editado',
        fecha_nacimiento: '1980-05-04',
        handicap: '+1,2',
      }),
    );
    expect(edited.perfil.handicap).toBe(-1.2);
    const list = await ok<TAdminPlayersResponse>(await call('GET', '/api/admin/players'));
    expect(list.find((x) => x.id === p.perfil.id)?.handicap).toBe(-1.2);
  });

  it('refuses an e-mail that an account or another player already has', async () => {
    const before = await snapshot();
    expect(
      await refused(
        await call('POST', '/api/admin/players', {
          nombre: 'X',
          fecha_nacimiento: '1990-01-01',
          email: admin.email,
        }),
      ),
    ).toEqual([409, 'Este email ya está en uso por otra cuenta']);
    expect(
      await refused(
        await call('POST', '/api/admin/players', {
          nombre: 'X',
          fecha_nacimiento: '1990-01-01',
          email: 'ALBERTO@example.com',
        }),
      ),
    ).toEqual([409, 'Este email ya está asignado a otro jugador']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('player editor', () => {
  it('edits every profile field, entry date included, and clears the optional ones', async () => {
    const p = await createPlayer({ nombre: 'Editable', sexo: 'hombre', handicap: 20 });
    const edited = await ok<TAdminPlayerDetail>(
      await call('PUT', `/api/admin/players/${p.perfil.id}`, {
        nombre: 'Editado',
        fecha_nacimiento: '1970-12-31',
        fecha_entrada_pena: '1999-03-01',
        telefono: '',
        handicap: null,
        sexo: null,
        tramo_edad: 'general',
        numero_licencia_federativa: '',
      }),
    );
    expect(edited.perfil).toMatchObject({
      nombre: 'Editado',
      fecha_nacimiento: '1970-12-31',
      fecha_entrada_pena: '1999-03-01',
      telefono: null,
      handicap: null,
      sexo: null,
      tramo_edad: 'general',
      numero_licencia_federativa: null,
    });
    const unknown = '6f1c2d3e-0000-4000-8000-000000000009';
    expect(
      await refused(
        await call('PUT', `/api/admin/players/${unknown}`, { nombre: 'A', fecha_nacimiento: '1990-01-01' }),
      ),
    ).toEqual([404, 'Perfil no encontrado']);
    expect(await refused(await call('GET', `/api/admin/players/${unknown}`))).toEqual([
      404,
      'Perfil no encontrado',
    ]);
  });

  it("setting the e-mail of a player without account creates THAT player's account and mails a set-password link", async () => {
    const p = await createPlayer({ nombre: 'Nueva Cuenta' });
    const [profilesBefore] = await db().select({ n: count() }).from(profiles);
    const res = await ok<TSetPlayerEmailResponse>(
      await call('PUT', `/api/admin/players/${p.perfil.id}/email`, { email: ' Nueva.Cuenta@Example.com ' }),
    );
    expect(res).toMatchObject({ cuenta_creada: true, email: 'guardado' });
    expect(res.perfil).toMatchObject({ id: p.perfil.id, email: 'nueva.cuenta@example.com' });
    expect(res.cuenta).toMatchObject({
      email: 'nueva.cuenta@example.com',
      email_verificado: true,
      tiene_contrasena: false,
    });
    const [profilesAfter] = await db().select({ n: count() }).from(profiles);
    expect(profilesAfter!.n).toBe(profilesBefore!.n);

    const mail = await lastMailTo('nueva.cuenta@example.com');
    expect(mail?.subject).toContain('contraseña');
    const cookie = await setPasswordFromMail(mail!.text, 'elegida1');
    const me = (await (await t.request('/api/me', { cookie })).json()) as { profile: { id: string } };
    expect(me.profile.id).toBe(p.perfil.id);
  });

  it('a temporary e-mail creates the account without mailing it', async () => {
    const p = await createPlayer({ nombre: 'Temporal' });
    const email = `jugador-${p.perfil.id.slice(0, 8)}@temp-golf.local`;
    const res = await ok<TSetPlayerEmailResponse>(
      await call('PUT', `/api/admin/players/${p.perfil.id}/email`, { email }),
    );
    expect(res).toMatchObject({ cuenta_creada: true, email: null });
    expect(await lastMailTo(email)).toBeUndefined();
  });

  it("changing the e-mail of a linked account changes the account's and the profile's together", async () => {
    const s = await t.signUp({ nombre: 'Con Cuenta', email: 'antes@example.com' });
    const res = await ok<TSetPlayerEmailResponse>(
      await call('PUT', `/api/admin/players/${s.profileId}/email`, { email: 'despues@example.com' }),
    );
    expect(res).toMatchObject({ cuenta_creada: false, email: null });
    expect(res.perfil.email).toBe('despues@example.com');
    expect(res.cuenta?.email).toBe('despues@example.com');
    await expect(t.signIn('despues@example.com', s.password)).resolves.toBeTruthy();
  });

  it('refuses an e-mail used by another account or player, writing nothing', async () => {
    const s = await t.signUp({ nombre: 'Otra' });
    const lonely = await createPlayer({ nombre: 'Sin cuenta' });
    const before = await snapshot();
    for (const id of [s.profileId, lonely.perfil.id]) {
      expect(
        await refused(await call('PUT', `/api/admin/players/${id}/email`, { email: admin.email })),
      ).toEqual([409, 'Este email ya está en uso por otra cuenta']);
      expect(
        await refused(await call('PUT', `/api/admin/players/${id}/email`, { email: 'alberto@example.com' })),
      ).toEqual([409, 'Este email ya está asignado a otro jugador']);
      expect(await refused(await call('PUT', `/api/admin/players/${id}/email`, { email: '' }))).toEqual([
        400,
        'Email requerido',
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("'sync' copies the account's e-mail to the profile; without account it is refused", async () => {
    const s = await t.signUp({ nombre: 'Desincronizado' });
    await db().update(profiles).set({ email: 'viejo@example.com' }).where(eq(profiles.id, s.profileId));
    const synced = await ok<TAdminPlayerDetail>(
      await call('POST', `/api/admin/players/${s.profileId}/sync-email`),
    );
    expect(synced.perfil.email).toBe(s.email);
    const lonely = await createPlayer({ nombre: 'Sin cuenta 2' });
    expect(await refused(await call('POST', `/api/admin/players/${lonely.perfil.id}/sync-email`))).toEqual([
      404,
      'Usuario de autenticación no encontrado',
    ]);
  });

  it('changes the password of a linked account with Better Auth and ends its sessions', async () => {
    const s = await t.signUp({ nombre: 'Olvidadiza' });
    const before = await snapshot();
    expect(
      await refused(await call('PUT', `/api/admin/players/${s.profileId}/password`, { password: '12345' })),
    ).toEqual([400, 'La contraseña debe tener al menos 6 caracteres']);
    expect(await snapshot()).toEqual(before);
    const res = await ok<TAdminPlayerDetail>(
      await call('PUT', `/api/admin/players/${s.profileId}/password`, { password: 'nueva-clave' }),
    );
    expect(res.cuenta?.tiene_contrasena).toBe(true);
    expect(await (await t.request('/api/me', { cookie: s.cookie })).json()).toBeNull();
    await expect(t.signIn(s.email, 'nueva-clave')).resolves.toBeTruthy();
    await expect(t.signIn(s.email, s.password)).rejects.toThrow(/401/);
    const [stored] = await db()
      .select({ password: sql<string>`password` })
      .from(sql`account`)
      .where(sql`user_id = ${s.userId}`);
    expect(stored!.password).not.toContain('nueva-clave');

    const lonely = await createPlayer({ nombre: 'Sin cuenta 3' });
    expect(
      await refused(
        await call('PUT', `/api/admin/players/${lonely.perfil.id}/password`, { password: 'abcdef' }),
      ),
    ).toEqual([404, 'Usuario de autenticación no encontrado']);
  });

  it('gives an account without password (made by an administrator) its first password', async () => {
    const p = await createPlayer({ nombre: 'Primera clave' });
    await ok(await call('PUT', `/api/admin/players/${p.perfil.id}/email`, { email: 'primera@example.com' }));
    await ok(await call('PUT', `/api/admin/players/${p.perfil.id}/password`, { password: 'primera1' }));
    await expect(t.signIn('primera@example.com', 'primera1')).resolves.toBeTruthy();
  });
});

describe('deleting a player', () => {
  async function tournament(nombre: string, fecha: string) {
    const [row] = await db()
      .insert(torneos)
      .values({ nombre, fecha_juego: fecha, campo_id: campoId })
      .returning();
    return row!;
  }
  async function enrol(torneoId: string, jugadorId: string) {
    const [row] = await db()
      .insert(participantesTorneo)
      .values({ torneo_id: torneoId, jugador_id: jugadorId })
      .returning();
    return row!;
  }

  it('is refused while the player has strokes in a tournament that is not finished', async () => {
    const s = await t.signUp({ nombre: 'Jugando Hoy' });
    const today = await tournament('Torneo de Hoy', TODAY);
    const part = await enrol(today.id, s.profileId);
    await db().insert(resultadosHoyo).values({ participante_id: part.id, numero_hoyo: 1, golpes: 5 });
    const impact = await ok<TPlayerDeletionImpact>(
      await call('GET', `/api/admin/players/${s.profileId}/deletion`),
    );
    expect(impact.bloqueo).toBe(
      'No se puede eliminar a Jugando Hoy: tiene resultados en el torneo «Torneo de Hoy», que aún no ha terminado',
    );
    const before = await snapshot();
    expect(await refused(await call('DELETE', `/api/admin/players/${s.profileId}`))).toEqual([
      409,
      impact.bloqueo,
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes the player, their account and pending enrolments, and keeps their history with their name', async () => {
    const s = await t.signUp({ nombre: 'Se Va' });
    const friend = await t.signUp({ nombre: 'Amiga' });
    const past = await tournament('Torneo Pasado', '2030-05-01');
    const next = await tournament('Torneo Próximo', '2030-07-01');
    const pastPart = await enrol(past.id, s.profileId);
    await db().insert(resultadosHoyo).values({ participante_id: pastPart.id, numero_hoyo: 1, golpes: 4 });
    const nextPart = await enrol(next.id, s.profileId);
    const [grupo] = await db()
      .insert(partidas)
      .values({
        torneo_id: next.id,
        nombre: 'Partida 1',
        fecha_juego: next.fecha_juego,
        hora_salida: '09:00',
      })
      .returning();
    await db()
      .insert(partidasParticipantes)
      .values({ partida_id: grupo!.id, participante_id: nextPart.id, posicion_grupo: 1 });
    const game = {
      fecha_juego: '2030-05-20',
      hora_salida: '10:00',
      es_partida_personal: true,
      campo_id: campoId,
    };
    const [own] = await db()
      .insert(partidas)
      .values({ ...game, nombre: 'Suya', creador_id: s.profileId })
      .returning();
    const [other] = await db()
      .insert(partidas)
      .values({ ...game, nombre: 'De la amiga', creador_id: friend.profileId })
      .returning();
    await db()
      .insert(participantesPartidaPersonal)
      .values([
        { partida_id: own!.id, jugador_id: s.profileId },
        { partida_id: own!.id, jugador_id: friend.profileId, orden: 2 },
        { partida_id: other!.id, jugador_id: friend.profileId },
        { partida_id: other!.id, jugador_id: s.profileId, orden: 2 },
      ]);

    const impact = await ok<TPlayerDeletionImpact>(
      await call('GET', `/api/admin/players/${s.profileId}/deletion`),
    );
    expect(impact).toEqual({
      nombre: 'Se Va',
      cuenta_email: s.email,
      inscripciones: [{ torneo: 'Torneo Próximo', fecha_juego: '2030-07-01' }],
      torneos_conservados: 1,
      partidas_conservadas: 2,
      partidas_creadas: 1,
      bloqueo: null,
    });

    expect((await call('DELETE', `/api/admin/players/${s.profileId}`)).status).toBe(204);
    expect(await db().select().from(profiles).where(eq(profiles.id, s.profileId))).toHaveLength(0);
    expect(await db().select().from(user).where(eq(user.id, s.userId))).toHaveLength(0);
    expect(await db().select().from(session).where(eq(session.userId, s.userId))).toHaveLength(0);
    expect(await (await t.request('/api/me', { cookie: s.cookie })).json()).toBeNull();
    const [kept] = await db()
      .select()
      .from(participantesTorneo)
      .where(eq(participantesTorneo.id, pastPart.id));
    expect(kept).toMatchObject({ jugador_id: null, nombre_jugador: 'Se Va' });
    expect(
      await db().select().from(resultadosHoyo).where(eq(resultadosHoyo.participante_id, pastPart.id)),
    ).toHaveLength(1);
    expect(
      await db().select().from(participantesTorneo).where(eq(participantesTorneo.id, nextPart.id)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(partidasParticipantes)
        .where(eq(partidasParticipantes.participante_id, nextPart.id)),
    ).toHaveLength(0);
    const [ownGame] = await db().select().from(partidas).where(eq(partidas.id, own!.id));
    expect(ownGame!.creador_id).toBeNull();
    const rows = await db()
      .select({
        jugador_id: participantesPartidaPersonal.jugador_id,
        nombre: participantesPartidaPersonal.nombre_jugador,
      })
      .from(participantesPartidaPersonal)
      .where(eq(participantesPartidaPersonal.nombre_jugador, 'Se Va'));
    expect(rows).toEqual([
      { jugador_id: null, nombre: 'Se Va' },
      { jugador_id: null, nombre: 'Se Va' },
    ]);
  });

  it('is all or nothing: a failure halfway leaves the player, the account and the history as they were', async () => {
    const s = await t.signUp({ nombre: 'Intacto' });
    const past = await tournament('Otro Pasado', '2030-04-01');
    await enrol(past.id, s.profileId);
    await db().execute(sql`create function refuse_user_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused by test'; end $$`);
    await db().execute(
      sql`create trigger refuse_user_delete before delete on "user" for each row execute function refuse_user_delete()`,
    );
    try {
      const before = await snapshot();
      const res = await call('DELETE', `/api/admin/players/${s.profileId}`);
      expect(res.status).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await db().execute(sql`drop trigger refuse_user_delete on "user"`);
      await db().execute(sql`drop function refuse_user_delete()`);
    }
  });

  it("refuses the administrator's own profile and unknown players", async () => {
    const impact = await ok<TPlayerDeletionImpact>(
      await call('GET', `/api/admin/players/${admin.profileId}/deletion`),
    );
    expect(impact.bloqueo).toBe('No puedes eliminar tu propio perfil');
    expect(await refused(await call('DELETE', `/api/admin/players/${admin.profileId}`))).toEqual([
      409,
      'No puedes eliminar tu propio perfil',
    ]);
    expect(
      await refused(await call('DELETE', '/api/admin/players/6f1c2d3e-0000-4000-8000-00000000000a')),
    ).toEqual([404, 'Perfil no encontrado']);
  });
});
