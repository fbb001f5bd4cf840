/**
 * /admin/correo's API: whether mail is configured (never the SMTP password), the test e-mail over SMTP, into the
 * outbox without it, and refused by SMTP; the outbox newest first, paginated; account e-mails' secret links never
 * leave the server; every route for administrators only.
 */
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TMailStatus,
  TOutboxEntry,
  TOutboxPage,
  TSendTestMailResponse,
} from '@/shared/schemas/admin-mail';
import { outbox } from '@/server/db/schema';
import { createMailer, type Mailer } from '@/server/lib/mail';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';

let t: TestApp;
let smtp: TestSmtp;
let admin: Session;
let player: Session;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ CLUB_NAME: 'Peña de Pruebas', MAIL_FROM: 'Peña <club@example.com>' });
  admin = await t.signUp({ nombre: 'Admin', email: 'admin@example.com' });
  await t.makeAdmin(admin);
  player = await t.signUp({ nombre: 'Ana Jugadora' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.runtime.deps.db;
const call = (method: string, path: string, json?: unknown, cookie: string | null = admin.cookie) =>
  t.request(path, { method, ...(cookie ? { cookie } : {}), ...(json !== undefined ? { json } : {}) });
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
const mailerFor = (smtpUrl: string | undefined) =>
  createMailer({ smtpUrl, from: 'Peña <club@example.com>', db: db(), logger: t.runtime.deps.logger });
async function withMailer<T>(mailer: Mailer, work: () => Promise<T>): Promise<T> {
  const deps = t.runtime.deps;
  const original = deps.mailer;
  deps.mailer = mailer;
  try {
    return await work();
  } finally {
    mailer.close();
    deps.mailer = original;
  }
}
const newest = async () => (await db().select().from(outbox).orderBy(desc(outbox.created_at)).limit(1))[0]!;

describe('every route × visitor, player and admin', () => {
  it('visitors get 401, players 403, administrators 200; nothing is sent or written for the refused', async () => {
    const [row] = await db()
      .insert(outbox)
      .values({ to: 'x@example.com', subject: 'Prueba', text: 'Hola', status: 'logged', tipo: 'prueba' })
      .returning({ id: outbox.id });
    await db()
      .update(outbox)
      .set({ attachments: [{ filename: 'a.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }] })
      .where(eq(outbox.id, row!.id));
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/mail'],
      ['GET', '/api/admin/mail/outbox'],
      ['GET', `/api/admin/mail/outbox/${row!.id}`],
      ['GET', `/api/admin/mail/outbox/${row!.id}/ics`],
      ['POST', '/api/admin/mail/test', { para: 'prueba@example.com' }],
    ];
    const rows = async () => (await db().select({ id: outbox.id }).from(outbox)).length;
    const before = await rows();
    for (const [method, path, body] of routes) {
      expect((await call(method, path, body, null)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, body, player.cookie)).status, `${method} ${path}`).toBe(403);
    }
    expect(await rows()).toBe(before);
    for (const [method, path, body] of routes) {
      expect((await call(method, path, body)).status, `${method} ${path}`).toBe(200);
    }
  });
});

describe('without SMTP', () => {
  it('says mail is not configured, and the sender', async () => {
    expect(await ok<TMailStatus>(await call('GET', '/api/admin/mail'))).toEqual({
      smtp: false,
      servidor: null,
      remitente: 'Peña <club@example.com>',
    });
  });

  it('the test e-mail is stored in the outbox, not sent, and listed first with its text', async () => {
    const res = await ok<TSendTestMailResponse>(
      await call('POST', '/api/admin/mail/test', { para: ' Admin@Example.com ' }),
    );
    expect(res).toEqual({ entrega: 'guardado', para: 'admin@example.com' });
    const page = await ok<TOutboxPage>(await call('GET', '/api/admin/mail/outbox'));
    expect(page.emails[0]).toMatchObject({
      para: 'admin@example.com',
      asunto: 'Peña de Pruebas: email de prueba',
      estado: 'guardado',
      tipo: 'prueba',
      ics: false,
    });
    const entry = await ok<TOutboxEntry>(await call('GET', `/api/admin/mail/outbox/${page.emails[0]!.id}`));
    expect(entry.texto).toContain('Este es un email de prueba');
    expect(entry.error).toBeNull();
    expect((await call('GET', `/api/admin/mail/outbox/${entry.id}/ics`)).status).toBe(404);
  });

  it('an account e-mail is listed but its secret link never leaves the server', async () => {
    // Signing up sends the confirmation e-mail (into the outbox without SMTP).
    const s = await t.signUp({ nombre: 'Nuevo Socio', email: 'nuevo.socio@example.com' });
    const [row] = await db().select().from(outbox).where(eq(outbox.to, s.email));
    expect(row?.tipo).toBe('cuenta');
    const token = /token=([^&\s]+)/.exec(row!.text)?.[1];
    expect(token).toBeTruthy();
    const listRes = await call('GET', '/api/admin/mail/outbox');
    const listText = await listRes.text();
    expect(listText).toContain('nuevo.socio@example.com');
    const entryRes = await call('GET', `/api/admin/mail/outbox/${row!.id}`);
    const entryText = await entryRes.text();
    expect(JSON.parse(entryText)).toMatchObject({ tipo: 'cuenta', texto: null, estado: 'guardado' });
    for (const text of [listText, entryText]) expect(text).not.toContain(token);
  });

  it('rows written before the outbox knew its kinds count as account e-mails (body hidden)', async () => {
    const [row] = await db()
      .insert(outbox)
      .values({ to: 'viejo@example.com', subject: 'Antiguo', text: 'enlace secreto', status: 'logged' })
      .returning({ id: outbox.id });
    const entry = await ok<TOutboxEntry>(await call('GET', `/api/admin/mail/outbox/${row!.id}`));
    expect(entry).toMatchObject({ tipo: 'cuenta', texto: null });
  });

  it('bad input: a clear Spanish 400 and nothing written', async () => {
    const before = (await db().select({ id: outbox.id }).from(outbox)).length;
    for (const [body, message] of [
      [{}, 'Email requerido'],
      [{ para: '' }, 'Email requerido'],
      [{ para: 'no-es-un-email' }, 'Email no válido'],
    ] as const) {
      const res = await call('POST', '/api/admin/mail/test', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await call('GET', '/api/admin/mail/outbox?pagina=0')).status).toBe(400);
    expect((await call('GET', '/api/admin/mail/outbox?pagina=abc')).status).toBe(400);
    expect((await call('GET', '/api/admin/mail/outbox/no-es-un-id')).status).toBe(400);
    const unknown = await call('GET', '/api/admin/mail/outbox/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      'Email no encontrado',
    );
    expect((await db().select({ id: outbox.id }).from(outbox)).length).toBe(before);
  });

  it('lists newest first, 20 a page', async () => {
    await db().delete(outbox);
    const base = Date.parse('2025-01-01T00:00:00Z');
    await db()
      .insert(outbox)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          to: `p${i}@example.com`,
          subject: `Mensaje ${i}`,
          text: 'x',
          status: 'logged',
          tipo: 'prueba',
          created_at: new Date(base + i * 60_000),
        })),
      );
    const total = 25;
    const first = await ok<TOutboxPage>(await call('GET', '/api/admin/mail/outbox'));
    expect(first).toMatchObject({ total, pagina: 1, por_pagina: 20 });
    expect(first.emails.map((m) => m.asunto).slice(0, 3)).toEqual(['Mensaje 24', 'Mensaje 23', 'Mensaje 22']);
    expect(first.emails).toHaveLength(20);
    const second = await ok<TOutboxPage>(await call('GET', '/api/admin/mail/outbox?pagina=2'));
    expect(second.emails[0]!.asunto).toBe('Mensaje 4');
    expect(second.emails).toHaveLength(5);
    expect((await ok<TOutboxPage>(await call('GET', '/api/admin/mail/outbox?pagina=3'))).emails).toEqual([]);
  });
});

describe('with SMTP', () => {
  it('says where mail goes without revealing the SMTP user or password', async () => {
    const res = await withMailer(mailerFor('smtps://usuario:secreto-smtp@smtp.example.com'), () =>
      call('GET', '/api/admin/mail'),
    );
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      smtp: true,
      servidor: 'smtp.example.com:465',
      remitente: 'Peña <club@example.com>',
    });
    expect(text).not.toContain('secreto-smtp');
    expect(text).not.toContain('usuario');
  });

  it('the test e-mail really goes out over SMTP and is listed as sent', async () => {
    const res = await withMailer(mailerFor(smtp.url), async () =>
      ok<TSendTestMailResponse>(await call('POST', '/api/admin/mail/test', { para: 'admin@example.com' })),
    );
    expect(res).toEqual({ entrega: 'enviado', para: 'admin@example.com' });
    const mail = await smtp.waitFor('admin@example.com', /email de prueba/);
    expect(mail.text).toContain('Este es un email de prueba');
    expect(await newest()).toMatchObject({ to: 'admin@example.com', status: 'sent', tipo: 'prueba' });
    const page = await ok<TOutboxPage>(await call('GET', '/api/admin/mail/outbox'));
    expect(page.emails[0]).toMatchObject({ para: 'admin@example.com', estado: 'enviado' });
  });

  it('a test e-mail the SMTP server refuses is answered as failed and kept as not sent, with the reason', async () => {
    const rejecting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('Buzón inexistente'));
      },
    });
    await new Promise<void>((resolve) => rejecting.listen(0, '127.0.0.1', resolve));
    const { port } = rejecting.server.address() as AddressInfo;
    try {
      const res = await withMailer(mailerFor(`smtp://127.0.0.1:${port}`), async () =>
        ok<TSendTestMailResponse>(await call('POST', '/api/admin/mail/test', { para: 'nadie@example.com' })),
      );
      expect(res).toEqual({ entrega: 'fallido', para: 'nadie@example.com' });
      const row = await newest();
      expect(row).toMatchObject({ to: 'nadie@example.com', status: 'failed' });
      const entry = await ok<TOutboxEntry>(await call('GET', `/api/admin/mail/outbox/${row.id}`));
      expect(entry.estado).toBe('fallido');
      expect(entry.error).toContain('Buzón inexistente');
    } finally {
      await new Promise<void>((resolve) => rejecting.close(() => resolve()));
    }
  });
});

describe("account e-mails sent by Better Auth (it swallows a failed one): the administrator's answer is honest", () => {
  let app: TestApp;
  let server: SMTPServer;
  const received: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'rechazado@example.com') callback(new Error('Buzón inexistente'));
        else {
          received.push(address.address);
          callback();
        }
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ADMIN_EMAIL: 'jefa@example.com',
      ADMIN_PASSWORD: 'secreto123',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("a new player's set-password e-mail: 'enviado' when SMTP took it, 'fallido' when SMTP refused it", async () => {
    const jefa = await app.signIn('jefa@example.com', 'secreto123');
    const as = (method: string, path: string, json: unknown) =>
      app.request(path, { method, cookie: jefa.cookie, json });
    const newPlayer = async (nombre: string) =>
      (
        await ok<{ perfil: { id: string } }>(
          await as('POST', '/api/admin/players', { nombre, fecha_nacimiento: '1980-05-04' }),
          201,
        )
      ).perfil.id;
    const sent = await newPlayer('Por Smtp');
    expect(
      await ok(await as('PUT', `/api/admin/players/${sent}/email`, { email: 'por.smtp@example.com' })),
    ).toMatchObject({ cuenta_creada: true, email: 'enviado' });
    expect(received).toContain('por.smtp@example.com');

    const refused = await newPlayer('Rechazado');
    expect(
      await ok(await as('PUT', `/api/admin/players/${refused}/email`, { email: 'rechazado@example.com' })),
    ).toMatchObject({ cuenta_creada: true, email: 'fallido' });
    const [row] = await app.runtime.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'rechazado@example.com'));
    expect(row).toMatchObject({ status: 'failed', tipo: 'cuenta' });
  });
});
