/**
 * 'Gestión de Partidas' and the tournament e-mail through the API (T§2, T§4, T§5, T§7, T§9; design.md §13):
 * publishing reconciles without losing a stroke or a validation, bad input changes nothing, every route × role.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TGroupsTournamentsResponse,
  TPublishGroupsRequest,
  TSendTournamentEmailResponse,
  TTournamentGroups,
} from '@/shared/schemas/admin-groups';
import type { TScorecard } from '@/shared/schemas/scorecard';
import { outbox, profiles, torneos } from '@/server/db/schema';
import { createMailer } from '@/server/lib/mail';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import {
  insertParticipant,
  insertStroke,
  insertTournament,
} from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';

const TODAY = '2030-06-15';
const FECHA = '2030-06-20';
let t: TestApp;
let smtp: TestSmtp;
let admin: Session;
let player: Session;
let campoId: string;
let torneoId: string;
let otroTorneoId: string;
/** Participants of torneoId: p[0] is the signed-up player; p[1..8] players with e-mail; p[9] a guest. */
const p: string[] = [];
let foreignParticipant: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(
    { TZ: 'Europe/Madrid', CLUB_NAME: 'Peña de Pruebas' },
    { clock: () => new Date(`${TODAY}T10:00:00Z`) },
  );
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  player = await t.signUp({ nombre: 'Ana Jugadora' });
  const db = t.runtime.deps.db;
  campoId = (await insertStandardCourse(db, 'Campo Las Encinas')).id;
  torneoId = await insertTournament(db, { nombre: 'Copa de Verano', fecha_juego: FECHA, campo_id: campoId });
  otroTorneoId = await insertTournament(db, { nombre: 'Otro', fecha_juego: '2030-05-01', campo_id: campoId });
  await insertTournament(db, {
    nombre: 'Inactivo',
    fecha_juego: '2030-07-01',
    campo_id: campoId,
    activo: false,
  });
  p.push(await insertParticipant(db, torneoId, { jugador_id: player.profileId, handicap_torneo: 30 }));
  for (let i = 1; i <= 8; i++) {
    const [row] = await db
      .insert(profiles)
      .values({
        nombre: `Jugador ${String(i).padStart(2, '0')}`,
        email: i === 8 ? 'jugador-abcdefgh@temp-golf.local' : `j${i}@example.com`,
        handicap: i,
      })
      .returning({ id: profiles.id });
    p.push(await insertParticipant(db, torneoId, { jugador_id: row!.id, handicap_torneo: i }));
  }
  p.push(await insertParticipant(db, torneoId, { guest: { nombre: 'Invitado Uno', handicap: 20 } }));
  foreignParticipant = await insertParticipant(db, otroTorneoId, { jugador_id: player.profileId });
  // Signed up without SMTP (no confirmation e-mail); the tournament e-mail goes to the in-process SMTP server.
  t.runtime.deps.mailer = smtpMailer(smtp.url);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.runtime.deps.db;
const smtpMailer = (url: string) =>
  createMailer({
    smtpUrl: url,
    from: 'Peña <no-reply@localhost>',
    db: t.runtime.deps.db,
    logger: t.runtime.deps.logger,
  });
const call = (method: string, path: string, json?: unknown, cookie: string | null = admin.cookie) =>
  t.request(path, { method, ...(cookie ? { cookie } : {}), ...(json !== undefined ? { json } : {}) });
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
async function refused(res: Response): Promise<[number, string]> {
  const text = await res.text();
  try {
    return [res.status, (JSON.parse(text) as { error: { message: string } }).error.message];
  } catch {
    return [res.status, text];
  }
}
async function snapshot() {
  const out: Record<string, string> = {};
  for (const name of ['partidas', 'partidas_participantes', 'resultados_hoyo', 'torneos', 'outbox']) {
    const res = await db().execute<{ h: string }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x`,
    );
    out[name] = res.rows[0]!.h;
  }
  return out;
}
const groupsPath = (id = torneoId) => `/api/admin/groups/tournaments/${id}`;
const publish = (
  body: Partial<TPublishGroupsRequest> & Pick<TPublishGroupsRequest, 'partidas'>,
  id = torneoId,
) => call('PUT', groupsPath(id), { hora_inicio: '08:00', intervalo_minutos: 10, ...body });
const current = () => call('GET', groupsPath()).then((r) => ok<TTournamentGroups>(r));

describe('every route × visitor, player and admin', () => {
  const routes = (): [string, string, unknown?][] => [
    ['GET', '/api/admin/groups/tournaments'],
    ['GET', groupsPath()],
    [
      'PUT',
      groupsPath(),
      { hora_inicio: '08:00', intervalo_minutos: 10, partidas: [{ participantes: [p[1]] }] },
    ],
    ['POST', `${groupsPath()}/email`, {}],
    ['POST', '/api/admin/groups/partidas/6f1c2d3e-0000-4000-8000-0000000000f1/validate', {}],
  ];
  it('visitors get 401 and players 403, and nothing is written', async () => {
    const before = await snapshot();
    for (const [method, path, body] of routes()) {
      expect(await refused(await call(method, path, body, null)), `${method} ${path}`).toEqual([
        401,
        'Debes iniciar sesión',
      ]);
      expect(await refused(await call(method, path, body, player.cookie)), `${method} ${path}`).toEqual([
        403,
        'No tienes permisos de administrador',
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('admins list the active tournaments, newest first, and read one with its participants by name', async () => {
    const list = await ok<TGroupsTournamentsResponse>(await call('GET', '/api/admin/groups/tournaments'));
    expect(list.map((x) => x.nombre)).toEqual(['Copa de Verano', 'Otro']);
    expect(list[0]).toMatchObject({ campo: { nombre: 'Campo Las Encinas' }, email_enviado_at: null });
    const groups = await current();
    expect(groups.partidas).toEqual([]);
    expect(groups.participantes.map((x) => x.nombre)).toEqual([
      'Ana Jugadora',
      'Invitado Uno',
      ...Array.from({ length: 8 }, (_, i) => `Jugador 0${i + 1}`),
    ]);
    expect(groups.participantes.find((x) => x.nombre === 'Invitado Uno')).toMatchObject({
      es_invitado: true,
      handicap: 20,
      tiene_email: false,
    });
    expect(groups.participantes.find((x) => x.nombre === 'Jugador 08')?.tiene_email).toBe(false);
    expect(groups.participantes.find((x) => x.nombre === 'Jugador 01')?.tiene_email).toBe(true);
    expect(await refused(await call('GET', groupsPath('6f1c2d3e-0000-4000-8000-0000000000f1')))).toEqual([
      404,
      'Torneo no encontrado',
    ]);
  });
});

describe('publishing', () => {
  let first: TTournamentGroups;

  it('publishes new groups named by order with tee times first + (k − 1) × interval', async () => {
    first = await ok<TTournamentGroups>(
      await publish({
        hora_inicio: '09:00',
        intervalo_minutos: 8,
        partidas: [
          { participantes: [p[0]!, p[1]!, p[2]!, p[3]!] },
          { participantes: [p[4]!, p[5]!, p[6]!] },
          { participantes: [p[7]!, p[8]!, p[9]!] },
        ],
      }),
    );
    expect(first.partidas.map((g) => [g.nombre, g.orden_salida, g.hora_salida, g.validada])).toEqual([
      ['Partida 1', 1, '09:00', false],
      ['Partida 2', 2, '09:08', false],
      ['Partida 3', 3, '09:16', false],
    ]);
    expect(first.partidas[1]?.participantes).toEqual([p[4], p[5], p[6]]);
    const rows = await db().execute<{ fecha_juego: string }>(
      sql`select fecha_juego::text from partidas where torneo_id = ${torneoId}`,
    );
    expect(rows.rows.every((r) => r.fecha_juego === FECHA)).toBe(true);
  });

  it('publishing the same players again (a regenerated draft, no ids) keeps every id', async () => {
    const again = await ok<TTournamentGroups>(
      await publish({
        hora_inicio: '09:00',
        intervalo_minutos: 8,
        partidas: first.partidas.map((g) => ({ participantes: g.participantes })),
      }),
    );
    expect(again.partidas.map((g) => g.id)).toEqual(first.partidas.map((g) => g.id));
  });

  it('a player with strokes moves to another group: the strokes follow; a validated group keeps id and validation', async () => {
    const [g1, g2, g3] = first.partidas;
    await insertStroke(db(), p[0]!, 1, 5);
    await insertStroke(db(), p[0]!, 2, 4);
    const validated = await ok<{ validada: boolean }>(
      await call('POST', `/api/admin/groups/partidas/${g3!.id}/validate`, {}),
    );
    expect(validated.validada).toBe(true);

    const moved = await ok<TTournamentGroups>(
      await publish({
        hora_inicio: '09:00',
        intervalo_minutos: 8,
        partidas: [
          { id: g1!.id, participantes: [p[1]!, p[2]!, p[3]!] },
          { id: g2!.id, participantes: [p[4]!, p[5]!, p[6]!, p[0]!] },
          { id: g3!.id, participantes: [p[9]!, p[8]!, p[7]!] },
        ],
      }),
    );
    expect(moved.partidas.map((g) => [g.id, g.validada])).toEqual([
      [g1!.id, false],
      [g2!.id, false],
      [g3!.id, true],
    ]);
    const card = await ok<TScorecard>(await call('GET', `/api/groups/${g2!.id}/scorecard`));
    const ana = card.participantes.find((x) => x.id === p[0]);
    expect(ana).toBeDefined();
    expect(card.resultados.filter((r) => r.participante_id === p[0])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ numero_hoyo: 1, golpes: 5 }),
        expect.objectContaining({ numero_hoyo: 2, golpes: 4 }),
      ]),
    );
    // The player herself now reaches her strokes in her new group.
    expect((await call('GET', `/api/groups/${g2!.id}/scorecard`, undefined, player.cookie)).status).toBe(200);
    expect((await call('GET', `/api/groups/${g1!.id}/scorecard`, undefined, player.cookie)).status).toBe(403);
  });

  it('changing the players of a validated group needs the confirmation (409, nothing written), then keeps its validation', async () => {
    const groups = (await current()).partidas;
    const [g1, g2, g3] = groups;
    const body = {
      partidas: [
        { id: g1!.id, participantes: [p[1]!, p[2]!, p[3]!, p[7]!] },
        { id: g2!.id, participantes: g2!.participantes },
        { id: g3!.id, participantes: [p[9]!, p[8]!] },
      ],
    };
    const before = await snapshot();
    expect(await refused(await publish(body))).toEqual([
      409,
      'Partida 3: partida validada. Confirma que quieres cambiar sus jugadores.',
    ]);
    expect(await snapshot()).toEqual(before);
    const done = await ok<TTournamentGroups>(await publish({ ...body, confirmar_validadas: true }));
    expect(done.partidas.map((g) => [g.id, g.validada, g.hora_salida])).toEqual([
      [g1!.id, false, '08:00'],
      [g2!.id, false, '08:10'],
      [g3!.id, true, '08:20'],
    ]);
  });

  it('a group nobody continues is deleted; its players keep their strokes; viewers are told at once', async () => {
    const groups = (await current()).partidas;
    const live = t.runtime.deps.live;
    const seen: string[] = [];
    const stop = [
      live.subscribe(`torneo:${torneoId}`, (e) => seen.push(`torneo ${e.type} ${JSON.stringify(e.data)}`)),
      live.subscribe(`partida:${groups[0]!.id}`, (e) => seen.push(`g1 ${e.type}`)),
      live.subscribe(`partida:${groups[2]!.id}`, (e) => seen.push(`g3 ${e.type}`)),
    ];
    const done = await ok<TTournamentGroups>(
      await publish({
        partidas: [
          { id: groups[2]!.id, participantes: groups[2]!.participantes },
          { participantes: [...groups[1]!.participantes] },
        ],
      }),
    );
    expect(done.partidas.map((g) => g.id)).toEqual([groups[2]!.id, groups[1]!.id]);
    expect(done.partidas.map((g) => g.nombre)).toEqual(['Partida 1', 'Partida 2']);
    stop.forEach((s) => s());
    // Partida 1 is gone; the validated group moved to first place (name, time and order changed).
    expect(seen).toEqual(
      expect.arrayContaining([
        'g1 deleted',
        `torneo updated ${JSON.stringify({ partida_id: groups[0]!.id })}`,
        'g3 updated',
        `torneo updated ${JSON.stringify({ partida_id: groups[2]!.id })}`,
      ]),
    );
    const strokes = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from resultados_hoyo where participante_id = ${p[0]!}`,
    );
    expect(strokes.rows[0]!.n).toBe(2);
  });

  it('a regenerated draft (no ids) that reshuffles a validated group asks first; with the confirmation no stroke is lost', async () => {
    const groups = (await current()).partidas;
    const validated = groups.filter((g) => g.validada);
    expect(validated.length).toBeGreaterThan(0);
    const seated = groups.flatMap((g) => g.participantes).reverse();
    // Groups of three in reverse order: no new group has the players of a saved one.
    const reshuffled = [0, 3, 6, 9]
      .map((i) => ({ participantes: seated.slice(i, i + 3) }))
      .filter((g) => g.participantes.length > 0);
    const sets = (gs: { participantes: string[] }[]) => gs.map((g) => [...g.participantes].sort().join());
    expect(sets(reshuffled).some((x) => sets(groups).includes(x))).toBe(false);
    const before = await snapshot();
    expect(await refused(await publish({ partidas: reshuffled }))).toEqual([
      409,
      `${validated.map((g) => g.nombre).join(', ')}: partida validada. Confirma que quieres cambiar sus jugadores.`,
    ]);
    expect(await snapshot()).toEqual(before);

    const done = await ok<TTournamentGroups>(
      await publish({ partidas: reshuffled, confirmar_validadas: true }),
    );
    expect(done.partidas.map((g) => g.participantes)).toEqual(reshuffled.map((g) => g.participantes));
    expect((await snapshot()).resultados_hoyo).toBe(before.resultados_hoyo);
    expect(done.participantes.find((x) => x.participante_id === p[0])!.hoyos_jugados).toBe(2);
    // The groups as they were, for the e-mail tests below.
    await ok(
      await publish({
        partidas: groups.map((g) => ({ participantes: g.participantes })),
        confirmar_validadas: true,
      }),
    );
  });
});

describe('bad input: 400/409 in Spanish, nothing written', () => {
  const groupOf = (...ids: string[]) => ({ participantes: ids });
  const cases = (): [string, unknown, number, string][] => [
    [
      'a group of five',
      { partidas: [groupOf(p[1]!, p[2]!, p[3]!, p[4]!, p[5]!)] },
      400,
      'Cada partida debe tener entre 1 y 4 jugadores',
    ],
    ['an empty group', { partidas: [groupOf()] }, 400, 'Cada partida debe tener entre 1 y 4 jugadores'],
    [
      'a player in two groups',
      { partidas: [groupOf(p[1]!), groupOf(p[2]!, p[1]!)] },
      400,
      'Un jugador no puede estar en dos partidas',
    ],
    [
      'a player twice in one group',
      { partidas: [groupOf(p[1]!, p[1]!)] },
      400,
      'Un jugador no puede estar en dos partidas',
    ],
    [
      'a participant of another tournament',
      { partidas: [groupOf(p[1]!, foreignParticipant)] },
      409,
      'Algún jugador no está inscrito en este torneo: vuelve a cargar los participantes',
    ],
    [
      'an unknown group id',
      { partidas: [{ id: '6f1c2d3e-0000-4000-8000-0000000000f1', participantes: [p[1]!] }] },
      409,
      'Alguna partida ya no existe: vuelve a cargar las partidas',
    ],
    [
      'interval 4',
      { intervalo_minutos: 4, partidas: [groupOf(p[1]!)] },
      400,
      'Los minutos entre partidas deben estar entre 5 y 30',
    ],
    [
      'interval 31',
      { intervalo_minutos: 31, partidas: [groupOf(p[1]!)] },
      400,
      'Los minutos entre partidas deben estar entre 5 y 30',
    ],
    [
      'interval 7.5',
      { intervalo_minutos: 7.5, partidas: [groupOf(p[1]!)] },
      400,
      'Los minutos entre partidas deben estar entre 5 y 30',
    ],
    [
      'tee time 8:00',
      { hora_inicio: '8:00', partidas: [groupOf(p[1]!)] },
      400,
      'La hora de salida debe tener el formato HH:MM',
    ],
    [
      'tee time 24:00',
      { hora_inicio: '24:00', partidas: [groupOf(p[1]!)] },
      400,
      'La hora de salida debe tener el formato HH:MM',
    ],
    [
      'tee times past midnight',
      { hora_inicio: '23:55', partidas: [groupOf(p[1]!), groupOf(p[2]!)] },
      400,
      'Las horas de salida pasan de las 23:59',
    ],
    ['no groups', { partidas: [] }, 400, 'Debe seleccionar un torneo y tener partidas creadas'],
  ];

  it('refuses each and leaves the database as it was', async () => {
    const before = await snapshot();
    for (const [name, body, status, message] of cases()) {
      expect(await refused(await publish(body as TPublishGroupsRequest)), name).toEqual([status, message]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('an unknown or inactive tournament', async () => {
    const [inactive] = await db().select().from(torneos).where(eq(torneos.nombre, 'Inactivo'));
    expect(await refused(await publish({ partidas: [groupOf(p[1]!)] }, inactive!.id))).toEqual([
      409,
      'Solo se gestionan las partidas de los torneos activos',
    ]);
    expect(
      await refused(await publish({ partidas: [groupOf(p[1]!)] }, '6f1c2d3e-0000-4000-8000-0000000000f1')),
    ).toEqual([404, 'Torneo no encontrado']);
  });
});

describe('the tournament e-mail', () => {
  it('e-mails every participant in a group with a real e-mail: group, tee time, course, date and a valid .ics', async () => {
    smtp.messages.splice(0);
    const groups = (await current()).partidas;
    const seated = groups.flatMap((g) => g.participantes);
    const res = await ok<TSendTournamentEmailResponse>(await call('POST', `${groupsPath()}/email`, {}));
    const participants = (await current()).participantes;
    const named = (ids: string[]) => participants.filter((x) => ids.includes(x.participante_id));
    const expected = named(seated).filter((x) => x.tiene_email);
    expect(res.enviados).toBe(expected.length);
    expect(res.fallidos).toEqual([]);
    expect(res.sin_email.sort()).toEqual(
      named(seated)
        .filter((x) => !x.tiene_email)
        .map((x) => x.nombre)
        .sort(),
    );
    expect(res.email_enviado_at).toBe(`${TODAY}T10:00:00.000Z`);
    // Groups now: [Invitado Uno, Jugador 08 (temporary e-mail)] and [Jugador 04, 05, 06, Ana].
    expect(res.enviados).toBe(4);
    expect(res.sin_email.sort()).toEqual(['Invitado Uno', 'Jugador 08']);
    expect(res.sin_partida.sort()).toEqual(['Jugador 01', 'Jugador 02', 'Jugador 03', 'Jugador 07']);
    expect(smtp.messages.map((m) => m.to).sort()).toEqual(
      [player.email, 'j4@example.com', 'j5@example.com', 'j6@example.com'].sort(),
    );

    // Ana plays in the second group at 08:10 (Madrid, summer time: 06:10 UTC).
    const mail = await smtp.waitFor(player.email, /Copa de Verano/);
    expect(mail.subject).toBe('Copa de Verano: tu partida y hora de salida');
    expect(mail.text).toContain('Hora de salida: 08:10');
    expect(mail.text).toContain('Partida: Partida 2');
    expect(mail.text).toContain('Campo: Campo Las Encinas');
    expect(mail.text).toContain('Fecha: jueves, 20 de junio de 2030');
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    expect(ics!.content).toContain('BEGIN:VCALENDAR');
    expect(ics!.content).toContain('BEGIN:VEVENT');
    expect(ics!.content).toMatch(/DTSTART:20300620T061000Z/);
    expect(ics!.content).toContain('END:VEVENT');
  });

  it('sending again needs reenviar: 409 first, nothing sent; then it goes', async () => {
    const before = await snapshot();
    expect(await refused(await call('POST', `${groupsPath()}/email`, {}))).toEqual([
      409,
      'Los emails de este torneo ya se enviaron. Confirma que quieres enviarlos de nuevo.',
    ]);
    expect(await snapshot()).toEqual(before);
    const res = await ok<TSendTournamentEmailResponse>(
      await call('POST', `${groupsPath()}/email`, { reenviar: true }),
    );
    expect(res.enviados).toBeGreaterThan(0);
  });

  it('reports each address that fails, never dropping it silently', async () => {
    const rejecting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'j4@example.com') callback(new Error('Buzón inexistente'));
        else callback();
      },
      onData(stream, _session, callback) {
        void simpleParser(stream).then(() => callback());
      },
    });
    await new Promise<void>((resolve) => rejecting.listen(0, '127.0.0.1', resolve));
    const { port } = rejecting.server.address() as AddressInfo;
    const deps = t.runtime.deps;
    const original = deps.mailer;
    deps.mailer = smtpMailer(`smtp://127.0.0.1:${port}`);
    try {
      const res = await ok<TSendTournamentEmailResponse>(
        await call('POST', `${groupsPath()}/email`, { reenviar: true }),
      );
      expect(res.fallidos).toEqual([
        { nombre: 'Jugador 04', email: 'j4@example.com', error: 'No se pudo enviar el email' },
      ]);
      expect(res.enviados).toBeGreaterThan(0);
      const failed = await db().select().from(outbox).where(eq(outbox.to, 'j4@example.com'));
      expect(failed.some((m) => m.status === 'failed')).toBe(true);
    } finally {
      deps.mailer.close();
      deps.mailer = original;
      await new Promise<void>((resolve) => rejecting.close(() => resolve()));
    }
  });

  it('without SMTP the e-mails are stored with their .ics, reported as stored (not sent), and the tournament stays unsent', async () => {
    const deps = t.runtime.deps;
    const original = deps.mailer;
    const sentAt = (await current()).torneo.email_enviado_at;
    expect(sentAt).not.toBeNull();
    const smtpBefore = smtp.messages.length;
    deps.mailer = createMailer({ from: 'Peña <no-reply@localhost>', db: db(), logger: deps.logger });
    let res: TSendTournamentEmailResponse;
    try {
      res = await ok<TSendTournamentEmailResponse>(
        await call('POST', `${groupsPath()}/email`, { reenviar: true }),
      );
    } finally {
      deps.mailer = original;
    }
    expect(res).toMatchObject({ enviados: 0, guardados: 4, fallidos: [], email_enviado_at: sentAt });
    expect((await current()).torneo.email_enviado_at).toBe(sentAt);
    expect(smtp.messages.length).toBe(smtpBefore);

    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, player.email))
      .orderBy(sql`${outbox.created_at} desc`)
      .limit(1);
    expect(row).toMatchObject({
      status: 'logged',
      tipo: 'torneo',
      subject: 'Copa de Verano: tu partida y hora de salida',
    });
    expect(row!.text).toContain('Hora de salida: 08:10');
    expect(row!.attachments).toHaveLength(1);
    const ics = row!.attachments![0]!;
    expect(ics).toMatchObject({
      filename: 'hora-de-salida.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toMatch(/DTSTART:20300620T061000Z/);

    // The administrators' outbox lists it with its calendar file, which downloads as sent.
    const download = await call('GET', `/api/admin/mail/outbox/${row!.id}/ics`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/calendar');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="hora-de-salida.ics"');
    expect(await download.text()).toBe(ics.content);
  });

  it('a tournament without published groups cannot be e-mailed', async () => {
    expect(await refused(await call('POST', `${groupsPath(otroTorneoId)}/email`, {}))).toEqual([
      409,
      'El torneo no tiene partidas publicadas',
    ]);
  });
});
