/**
 * Invitations (decision record 029): an administrator invites a club player without account; whoever signs up
 * through the link — with any e-mail — is that player (same profile, handicap and history), or, already signed in,
 * joins their account to it. Links are single-use, expire, are replaced by a new one and can be annulled; a used,
 * expired or annulled link says so in Spanish.
 */
import { asc, count, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMeResponse } from '@/shared/schemas/accounts';
import type { TAdminPlayerDetail } from '@/shared/schemas/admin-players';
import type { TPlayersResponse } from '@/shared/schemas/personal-games';
import {
  INVITATION_MESSAGES as M,
  type TCreateInvitationsResponse,
  type TInvitationLookup,
  type TOpenInvitation,
} from '@/shared/schemas/invitations';
import {
  camposGolf,
  invitaciones,
  outbox,
  participantesTorneo,
  profiles,
  resultadosHoyo,
  torneos,
  user,
} from '@/server/db/schema';
import { AUTH_LIMITS } from '@/server/lib/rate-limit';
import { BASE_URL, cookieFrom, createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { startTestSmtp } from '@/server/test/smtp';
import { createInvitations } from './invitations.service';

let now = new Date('2030-03-01T10:00:00Z');
let t: TestApp;
let admin: Session;
let player: Session;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  player = await t.signUp({ nombre: 'Pepe Jugador' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.runtime.deps.db;

/** A club player without account, made by the administrator. */
async function member(nombre = `Socio ${++counter}`, email: string | null = null, handicap = 14.2) {
  const res = await t.request('/api/admin/players', {
    method: 'POST',
    cookie: admin.cookie,
    json: { nombre, fecha_nacimiento: '1968-02-03', handicap, ...(email ? { email } : {}) },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as TAdminPlayerDetail).perfil.id;
}

async function invite(ids: string[]) {
  return t.request('/api/admin/invitations', {
    method: 'POST',
    cookie: admin.cookie,
    json: { jugador_ids: ids },
  });
}

async function inviteOne(id: string) {
  const res = await invite([id]);
  expect(res.status).toBe(201);
  const body = (await res.json()) as TCreateInvitationsResponse;
  expect(body.invitaciones).toHaveLength(1);
  return body.invitaciones[0]!;
}

const tokenOf = (url: string) => new URL(url).hash.slice(1);

const lookup = (token: string) => t.request('/api/invitations/lookup', { method: 'POST', json: { token } });

const signUp = (token: string, email: string, password = 'secreto123') =>
  t.request('/api/invitations/sign-up', { method: 'POST', json: { token, email, password } });

async function me(cookie: string): Promise<TMeResponse> {
  return (await (await t.request('/api/me', { cookie })).json()) as TMeResponse;
}

async function message(res: Response): Promise<[number, string]> {
  return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
}

async function tables() {
  return {
    profiles: await db().select().from(profiles).orderBy(asc(profiles.id)),
    users: await db().select().from(user).orderBy(asc(user.id)),
    invitaciones: await db().select().from(invitaciones).orderBy(asc(invitaciones.id)),
    enrolments: await db().select().from(participantesTorneo).orderBy(asc(participantesTorneo.id)),
  };
}

async function playerCount(): Promise<number> {
  const list = (await (await t.request('/api/players', { cookie: admin.cookie })).json()) as TPlayersResponse;
  return list.length;
}

describe('an administrator invites a member', () => {
  it('makes a personal link with its QR; signing up through it, with another e-mail, is that member', async () => {
    const id = await member('Lucía Fernández', 'lucia.vieja@example.com', 9.8);
    const before = await playerCount();
    const inv = await inviteOne(id);
    expect(inv).toMatchObject({ jugador_id: id, nombre: 'Lucía Fernández' });
    expect(inv.url).toMatch(new RegExp(`^${BASE_URL}/invitacion#[A-Za-z0-9_-]{43}$`));
    expect(new Date(inv.expira_en).getTime() - now.getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    // The QR code reads back as the link.
    const { data, info } = await sharp(Buffer.from(inv.qr_svg))
      .resize(300)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(inv.url);

    // Only its hash is stored.
    const [stored] = await db().select().from(invitaciones).where(eq(invitaciones.jugador_id, id));
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(inv.url));

    const open = (await (
      await t.request('/api/admin/invitations', { cookie: admin.cookie })
    ).json()) as TOpenInvitation[];
    expect(open.find((o) => o.jugador_id === id)).toMatchObject({ expira_en: inv.expira_en });

    const found = await lookup(tokenOf(inv.url));
    expect(found.status).toBe(200);
    expect((await found.json()) as TInvitationLookup).toEqual({
      nombre: 'Lucía Fernández',
      email: 'lucia.vieja@example.com',
      expira_en: inv.expira_en,
    });

    const res = await signUp(tokenOf(inv.url), 'Lucia.Nueva@example.com');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ jugador_id: id });
    const cookie = cookieFrom(res);
    const who = await me(cookie);
    expect(who.profile).toMatchObject({
      id,
      nombre: 'Lucía Fernández',
      handicap: 9.8,
      email: 'lucia.nueva@example.com',
    });
    expect(who.user).toMatchObject({ email: 'lucia.nueva@example.com', emailVerified: true });
    expect(who.unionPendiente).toBe(false);
    // No second profile: the sign-up's own went with the join.
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(profiles)
      .where(eq(profiles.user_id, who.user.id))) as [{ n: number }];
    expect(Number(n)).toBe(1);
    expect(await playerCount()).toBe(before);
    // Signing in later with the new e-mail is the same player.
    expect((await t.signIn('lucia.nueva@example.com', 'secreto123')).profileId).toBe(id);

    // Single use.
    expect(await message(await lookup(tokenOf(inv.url)))).toEqual([409, M.used]);
    const before2 = await tables();
    expect(await message(await signUp(tokenOf(inv.url), 'otra.vez@example.com'))).toEqual([409, M.used]);
    expect(await tables()).toEqual(before2);
    const [used] = await db().select().from(invitaciones).where(eq(invitaciones.jugador_id, id));
    expect(used).toMatchObject({ usuario_id: who.user.id });
    expect(used!.usada_en).not.toBeNull();
  });

  it('a new invitation replaces the previous link; an annulled one says so; unknown and expired links too', async () => {
    const id = await member();
    const first = await inviteOne(id);
    const second = await inviteOne(id);
    expect(await message(await lookup(tokenOf(first.url)))).toEqual([409, M.revoked]);
    expect((await lookup(tokenOf(second.url))).status).toBe(200);

    const revoke = await t.request(`/api/admin/invitations/${id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(revoke.status).toBe(204);
    expect(await message(await lookup(tokenOf(second.url)))).toEqual([409, M.revoked]);
    expect(
      await message(
        await t.request(`/api/admin/invitations/${id}`, { method: 'DELETE', cookie: admin.cookie }),
      ),
    ).toEqual([404, M.noOpenInvitation]);

    expect(await message(await lookup('x'.repeat(43)))).toEqual([404, M.notFound]);
    expect(await message(await lookup(''))).toEqual([400, M.tokenRequired]);

    const third = await inviteOne(id);
    const start = now;
    try {
      now = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000 - 1000);
      expect((await lookup(tokenOf(third.url))).status).toBe(200);
      now = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000);
      expect(await message(await lookup(tokenOf(third.url)))).toEqual([409, M.expired]);
      const before = await tables();
      expect(await message(await signUp(tokenOf(third.url), 'tarde@example.com'))).toEqual([409, M.expired]);
      expect(await tables()).toEqual(before);
      const open = (await (
        await t.request('/api/admin/invitations', { cookie: admin.cookie })
      ).json()) as TOpenInvitation[];
      expect(open.find((o) => o.jugador_id === id)).toBeUndefined();
    } finally {
      now = start;
    }
  });

  it('invites many at once; players with an account are left out, saying why', async () => {
    const a = await member('Ana Bulk');
    const b = await member('Bea Bulk');
    const res = await invite([b, player.profileId, a, a]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as TCreateInvitationsResponse;
    expect(body.invitaciones.map((i) => i.nombre)).toEqual(['Ana Bulk', 'Bea Bulk']);
    expect(new Set(body.invitaciones.map((i) => i.url)).size).toBe(2);
    expect(body.omitidos).toEqual([
      { jugador_id: player.profileId, nombre: 'Pepe Jugador', motivo: M.skippedHasAccount },
    ]);
  });

  it('only administrators make, list and annul invitations: 401 signed out, 403 for a player, nothing written', async () => {
    const id = await member();
    await inviteOne(id);
    const before = await tables();
    for (const cookie of [undefined, player.cookie]) {
      const expected = cookie ? 403 : 401;
      const made = await t.request('/api/admin/invitations', {
        method: 'POST',
        cookie,
        json: { jugador_ids: [id] },
      });
      expect(made.status).toBe(expected);
      expect((await t.request('/api/admin/invitations', { cookie })).status).toBe(expected);
      expect((await t.request(`/api/admin/invitations/${id}`, { method: 'DELETE', cookie })).status).toBe(
        expected,
      );
    }
    expect(await tables()).toEqual(before);
  });

  it('refuses an e-mail that is another account’s or another player’s, writing nothing', async () => {
    const id = await member();
    await member('Otro Socio', 'otro.socio@example.com');
    const inv = await inviteOne(id);
    const before = await tables();
    expect(await message(await signUp(tokenOf(inv.url), player.email))).toEqual([409, M.emailHasAccount]);
    expect(await message(await signUp(tokenOf(inv.url), 'OTRO.socio@example.com'))).toEqual([
      409,
      M.emailOfOtherPlayer,
    ]);
    expect(await message(await signUp(tokenOf(inv.url), 'no-es-un-email'))).toEqual([400, 'Email no válido']);
    expect(await tables()).toEqual(before);
    expect((await lookup(tokenOf(inv.url))).status).toBe(200);
  });

  it('a link of a player who got an account meanwhile says so', async () => {
    const id = await member('Con Cuenta Luego', 'luego@example.com');
    const inv = await inviteOne(id);
    const res = await t.request(`/api/admin/players/${id}/email`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { email: 'luego@example.com' },
    });
    expect(res.status).toBe(200);
    expect(await message(await lookup(tokenOf(inv.url)))).toEqual([409, M.playerHasAccount]);
  });
});

describe('a signed-in account accepts an invitation', () => {
  async function tournamentWith(profileId: string, strokes: boolean) {
    const [campo] = await db()
      .insert(camposGolf)
      .values({ nombre: `Campo ${++counter}`, ubicacion: 'León' })
      .returning({ id: camposGolf.id });
    const [torneo] = await db()
      .insert(torneos)
      .values({ nombre: `Torneo ${counter}`, fecha_juego: '2099-01-01', campo_id: campo!.id })
      .returning({ id: torneos.id });
    const [row] = await db()
      .insert(participantesTorneo)
      .values({ torneo_id: torneo!.id, jugador_id: profileId })
      .returning({ id: participantesTorneo.id });
    if (strokes) {
      await db().insert(resultadosHoyo).values({ participante_id: row!.id, numero_hoyo: 1, golpes: 5 });
    }
    return torneo!.id;
  }

  const claim = (token: string, cookie?: string) =>
    t.request('/api/invitations/claim', { method: 'POST', cookie, json: { token } });

  it('an earlier sign-up (another e-mail) becomes the member; its enrolment and results move to them', async () => {
    const id = await member('Javier Ruiz', 'javier@example.com', 21.5);
    const early = await t.signUp({ nombre: 'Javi', email: 'javi.movil@example.com' });
    const torneo = await tournamentWith(early.profileId, true);
    const inv = await inviteOne(id);

    expect((await claim(tokenOf(inv.url))).status).toBe(401);
    const res = await claim(tokenOf(inv.url), early.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jugador_id: id });

    const who = await me(early.cookie);
    expect(who.profile).toMatchObject({ id, nombre: 'Javier Ruiz', handicap: 21.5 });
    expect(await db().select().from(profiles).where(eq(profiles.id, early.profileId))).toEqual([]);
    const [enrolment] = await db()
      .select()
      .from(participantesTorneo)
      .where(eq(participantesTorneo.torneo_id, torneo));
    expect(enrolment!.jugador_id).toBe(id);
    expect(await message(await lookup(tokenOf(inv.url)))).toEqual([409, M.used]);
  });

  it('is refused for an administrator, and through the join’s own rules, changing nothing', async () => {
    const id = await member();
    const inv = await inviteOne(id);
    const before = await tables();
    expect(await message(await claim(tokenOf(inv.url), admin.cookie))).toEqual([409, M.adminClaim]);

    // Both have tournament results: the join's refusal.
    const other = await t.signUp({ nombre: 'Con Resultados' });
    await tournamentWith(other.profileId, true);
    await tournamentWith(id, true);
    const before2 = await tables();
    expect(await message(await claim(tokenOf(inv.url), other.cookie))).toEqual([
      409,
      'No se pueden unir: la cuenta y el jugador tienen resultados de torneo',
    ]);
    expect(await tables()).toEqual(before2);
    expect(before.invitaciones).toEqual(before2.invitaciones);
  });
});

describe('with SMTP configured', () => {
  it('the invited sign-up is signed in at once and gets no confirmation e-mail', async () => {
    const smtp = await startTestSmtp();
    const s = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Peña <club@example.com>' });
    try {
      const sdb = s.runtime.deps.db;
      const [memberRow] = await sdb
        .insert(profiles)
        .values({ nombre: 'Rosa Invitada', fecha_nacimiento: '1975-01-01' })
        .returning({ id: profiles.id });
      const [boss] = await sdb
        .insert(user)
        .values({ id: 'jefa', name: 'Jefa', email: 'jefa@example.com', emailVerified: true })
        .returning({ id: user.id });
      const actor = {
        userId: boss!.id,
        email: 'jefa@example.com',
        name: 'Jefa',
        emailVerified: true,
        profileId: null,
        isAdmin: true,
      };
      const [inv] = (await createInvitations(s.runtime.deps, actor, [memberRow!.id])).invitaciones;
      const res = await s.request('/api/invitations/sign-up', {
        method: 'POST',
        json: { token: tokenOf(inv!.url), email: 'rosa@example.com', password: 'secreto123' },
      });
      expect(res.status).toBe(201);
      const who = (await (await s.request('/api/me', { cookie: cookieFrom(res) })).json()) as TMeResponse;
      expect(who.profile?.id).toBe(memberRow!.id);
      expect(await sdb.select().from(outbox).where(eq(outbox.to, 'rosa@example.com'))).toEqual([]);
      expect(smtp.messages.filter((m) => m.to === 'rosa@example.com')).toEqual([]);
    } finally {
      await s.close();
      await smtp.close();
    }
  });
});

describe('rate limits', () => {
  it('looking up links is limited per address (token guessing); the invited sign-up counts as a sign-up', async () => {
    const r = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await r.request('/api/invitations/lookup', {
          method: 'POST',
          json: { token: `adivina-${i}` },
          address: '203.0.113.50',
        });
        statuses.push(res.status);
      }
      const max = AUTH_LIMITS.invitationPerAddress.max;
      expect(statuses).toEqual([...Array<number>(max).fill(404), ...Array<number>(12 - max).fill(429)]);
      // Another address is not held up.
      const other = await r.request('/api/invitations/lookup', {
        method: 'POST',
        json: { token: 'otra' },
        address: '198.51.100.50',
      });
      expect(other.status).toBe(404);

      const signUps: number[] = [];
      for (let i = 0; i < AUTH_LIMITS.signUpPerAddress.max + 1; i++) {
        const res = await r.request('/api/invitations/sign-up', {
          method: 'POST',
          json: { token: `adivina-${i}`, email: `x${i}@example.com`, password: 'secreto123' },
          address: '203.0.113.51',
        });
        signUps.push(res.status);
      }
      expect(signUps.at(-1)).toBe(429);
      expect(signUps.slice(0, -1).every((s) => s === 404)).toBe(true);
    } finally {
      await r.close();
    }
  });
});
