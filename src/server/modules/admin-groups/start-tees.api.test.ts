/**
 * Per-group tee times and starting tees through the API: 'Salida a tiro' (every group at the first time, group k
 * from hole k), a tee time and hole set by hand, the player's views of their group and the tee-time e-mail.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublishGroupsRequest, TTournamentGroups } from '@/shared/schemas/admin-groups';
import type { TScorecard } from '@/shared/schemas/scorecard';
import type { TTournamentCard } from '@/shared/schemas/tournaments';
import { profiles } from '@/server/db/schema';
import { createMailer } from '@/server/lib/mail';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { insertParticipant, insertTournament } from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';

const TODAY = '2030-06-15';
const FECHA = '2030-06-20';
let t: TestApp;
let smtp: TestSmtp;
let admin: Session;
let player: Session;
let torneoId: string;
const p: string[] = [];

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
  const campoId = (await insertStandardCourse(db, 'Campo Las Encinas')).id;
  torneoId = await insertTournament(db, { nombre: 'Copa a Tiro', fecha_juego: FECHA, campo_id: campoId });
  p.push(await insertParticipant(db, torneoId, { jugador_id: player.profileId, handicap_torneo: 12 }));
  for (let i = 1; i <= 5; i++) {
    const [row] = await db
      .insert(profiles)
      .values({ nombre: `Jugador ${i}`, email: `t${i}@example.com`, handicap: i })
      .returning({ id: profiles.id });
    p.push(await insertParticipant(db, torneoId, { jugador_id: row!.id, handicap_torneo: i }));
  }
  t.runtime.deps.mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Peña <no-reply@localhost>',
    db: t.runtime.deps.db,
    logger: t.runtime.deps.logger,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const path = `/api/admin/groups/tournaments/`;
const publish = (body: Partial<TPublishGroupsRequest>, cookie = admin.cookie) =>
  t.request(path + torneoId, {
    method: 'PUT',
    cookie,
    json: { hora_inicio: '09:00', intervalo_minutos: 10, ...body },
  });
async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
const starts = (g: TTournamentGroups) => g.partidas.map((x) => [x.nombre, x.hora_salida, x.hoyo_salida]);

describe('starting tees', () => {
  it("'Salida a tiro': every group at hora_inicio, group k from hole k", async () => {
    const groups = await ok<TTournamentGroups>(
      await publish({
        modo_salida: 'tiro',
        partidas: [
          { participantes: [p[0]!, p[1]!] },
          { participantes: [p[2]!, p[3]!] },
          { participantes: [p[4]!, p[5]!] },
        ],
      }),
    );
    expect(starts(groups)).toEqual([
      ['Partida 1', '09:00', 1],
      ['Partida 2', '09:00', 2],
      ['Partida 3', '09:00', 3],
    ]);
  });

  it('per group: a tee time and a starting hole set by hand (a split tee), kept by the next GET', async () => {
    const before = await ok<TTournamentGroups>(await t.request(path + torneoId, { cookie: admin.cookie }));
    const groups = await ok<TTournamentGroups>(
      await publish({
        partidas: [
          {
            id: before.partidas[0]!.id,
            participantes: [p[0]!, p[1]!],
            hora_salida: '09:10',
            hoyo_salida: 10,
          },
          { id: before.partidas[1]!.id, participantes: [p[2]!, p[3]!], hoyo_salida: 1 },
          { participantes: [p[4]!, p[5]!], hora_salida: '09:10' },
        ],
      }),
    );
    expect(starts(groups)).toEqual([
      ['Partida 1', '09:10', 10],
      ['Partida 2', '09:10', 1],
      ['Partida 3', '09:10', 1],
    ]);
    expect(groups.partidas[0]!.id).toBe(before.partidas[0]!.id);
    const again = await ok<TTournamentGroups>(await t.request(path + torneoId, { cookie: admin.cookie }));
    expect(starts(again)).toEqual(starts(groups));
  });

  it("the player's views of their group carry the starting tee", async () => {
    const detail = await ok<TTournamentCard>(
      await t.request(`/api/tournaments/${torneoId}`, { cookie: player.cookie }),
    );
    expect(detail.inscripcion?.partida).toMatchObject({ hora_salida: '09:10', hoyo_salida: 10 });
    const card = await ok<TScorecard>(
      await t.request(`/api/groups/${detail.inscripcion!.partida!.id}/scorecard`, { cookie: player.cookie }),
    );
    expect(card.partida).toMatchObject({ hora_salida: '09:10', hoyo_salida: 10 });
  });

  it("the tee-time e-mail says 'Tee del 10' beside the time; hole 1 stays the time alone", async () => {
    const res = await t.request(`${path}${torneoId}/email`, {
      method: 'POST',
      cookie: admin.cookie,
      json: {},
    });
    expect(res.status).toBe(200);
    const ana = await smtp.waitFor(player.email, /Copa a Tiro/);
    expect(ana.text).toContain('Hora de salida: 09:10 · Tee del 10');
    expect(ana.attachments.find((a) => a.filename.endsWith('.ics'))!.content).toContain('Tee del 10');
    const other = await smtp.waitFor('t3@example.com', /Copa a Tiro/);
    expect(other.text).toContain('Hora de salida: 09:10\n');
  });

  it('bad starts are refused in Spanish and change nothing', async () => {
    const snapshot = async () =>
      (
        await t.runtime.deps.db.execute<{ h: string }>(
          sql`select md5(string_agg(x::text, '|' order by x::text)) as h from partidas x`,
        )
      ).rows[0]!.h;
    const before = await snapshot();
    const many = Array.from({ length: 19 }, (_, i) => ({ participantes: [p[i % 6]!] }));
    const cases: [unknown, string][] = [
      [
        { partidas: [{ participantes: [p[0]!], hoyo_salida: 19 }] },
        'El hoyo de salida debe estar entre 1 y 18',
      ],
      [
        { partidas: [{ participantes: [p[0]!], hoyo_salida: 0 }] },
        'El hoyo de salida debe estar entre 1 y 18',
      ],
      [
        { partidas: [{ participantes: [p[0]!], hoyo_salida: 2.5 }] },
        'El hoyo de salida debe estar entre 1 y 18',
      ],
      [
        { partidas: [{ participantes: [p[0]!], hora_salida: '9:00' }] },
        'La hora de salida debe tener el formato HH:MM',
      ],
      [
        { modo_salida: 'escopeta', partidas: [{ participantes: [p[0]!] }] },
        'El modo de salida debe ser por intervalo o a tiro',
      ],
      [
        { modo_salida: 'tiro', partidas: many },
        'Una salida a tiro admite como máximo 18 partidas (una por hoyo)',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await publish(body as TPublishGroupsRequest);
      expect([res.status, ((await res.json()) as { error: { message: string } }).error.message]).toEqual([
        400,
        message,
      ]);
    }
    expect(await snapshot()).toBe(before);
  });
});
