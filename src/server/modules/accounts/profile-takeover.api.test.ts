/**
 * Decision record 010, item 6: signing up with the e-mail of a club player who has no account does not hand over that
 * player's profile. It is linked once the e-mail is proven (confirmation link with SMTP, recovery link without);
 * until then the newcomer has a profile of their own and sees or changes nothing of the member's.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMeResponse } from '@/shared/schemas/accounts';
import { outbox, profiles } from '@/server/db/schema';
import { cookieFrom, createTestApp, type TestApp } from '@/server/test/harness';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';

const MEMBER = {
  nombre: 'Marta Socia',
  email: 'marta@example.com',
  telefono: '611222333',
  fecha_nacimiento: '1970-04-05',
  fecha_entrada_pena: '2001-01-01',
  handicap: 12.3,
  numero_licencia_federativa: 'LIC-MARTA',
};

async function insertMember(t: TestApp): Promise<string> {
  const [row] = await t.runtime.deps.db.insert(profiles).values(MEMBER).returning({ id: profiles.id });
  return row!.id;
}

async function memberRow(t: TestApp, id: string) {
  const [row] = await t.runtime.deps.db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
}

async function me(t: TestApp, cookie: string): Promise<TMeResponse> {
  return (await (await t.request('/api/me', { cookie })).json()) as TMeResponse;
}

const newcomer = {
  nombre: 'Intrusa',
  telefono: '699000000',
  email: 'MARTA@example.com',
  password: 'secreto123',
};

describe('without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the sign-up gets its own profile; the member’s stays unlinked and unchanged until the e-mail is proven', async () => {
    const memberId = await insertMember(t);
    const res = await t.request('/api/accounts/sign-up', { method: 'POST', json: newcomer });
    expect(res.status).toBe(201);
    const cookie = cookieFrom(res);
    const who = await me(t, cookie);
    expect(who.profile?.id).not.toBe(memberId);
    expect(who.profile).toMatchObject({
      nombre: 'Intrusa',
      telefono: '699000000',
      fecha_nacimiento: null,
      handicap: null,
      numero_licencia_federativa: null,
    });
    // Editing "my profile" changes the newcomer's own profile only.
    const put = await t.request('/api/profiles/me', {
      method: 'PUT',
      cookie,
      json: {
        nombre: 'Cambiado',
        telefono: '600000001',
        fecha_nacimiento: '1990-01-01',
        fecha_entrada_pena: who.profile!.fecha_entrada_pena,
      },
    });
    expect(put.status).toBe(200);
    const other = await t.request(`/api/profiles/${memberId}`, {
      method: 'PUT',
      cookie,
      json: {
        nombre: 'Robado',
        telefono: '600000002',
        fecha_nacimiento: '1990-01-01',
        fecha_entrada_pena: '2001-01-01',
      },
    });
    expect(other.status).toBe(403);
    const member = await memberRow(t, memberId);
    expect(member).toMatchObject({ ...MEMBER, user_id: null });

    // The recovery link proves the e-mail: from then on the member's profile is this account's.
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'marta@example.com', redirectTo: '/auth/reset-password' },
    });
    const [mail] = await t.runtime.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'marta@example.com'))
      .orderBy(desc(outbox.created_at))
      .limit(1);
    const token = /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const reset = await t.request('/api/accounts/reset-password', {
      method: 'POST',
      json: { token, password: 'nueva1234' },
    });
    expect(reset.status).toBe(200);
    const after = await me(t, cookieFrom(reset));
    expect(after.profile).toMatchObject({ id: memberId, nombre: MEMBER.nombre, handicap: MEMBER.handicap });
    // The sign-up profile, unused, is gone: one player, not two.
    expect(await t.runtime.deps.db.select().from(profiles).where(eq(profiles.id, who.profile!.id))).toEqual(
      [],
    );
  });
});

describe('with SMTP', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('the member’s profile is linked when the confirmation link is followed, not before', async () => {
    const memberId = await insertMember(t);
    const res = await t.request('/api/accounts/sign-up', { method: 'POST', json: newcomer });
    expect(res.status).toBe(201);
    expect(await memberRow(t, memberId)).toMatchObject({ ...MEMBER, user_id: null });

    const mail = await smtp.waitFor('marta@example.com', /confirma tu cuenta/);
    const link = /http:\/\/localhost:3999(\/api\/auth\/verify-email\?[^\s]+)/.exec(mail.text)![1]!;
    const follow = await t.request(link, { redirect: 'manual' });
    expect(follow.status).toBe(302);
    const session = await t.signIn('marta@example.com', newcomer.password);
    expect(session.profileId).toBe(memberId);
    const who = await me(t, session.cookie);
    expect(who.profile).toMatchObject({ id: memberId, nombre: MEMBER.nombre, telefono: MEMBER.telefono });
  });
});
