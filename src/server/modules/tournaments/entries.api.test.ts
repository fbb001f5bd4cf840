/**
 * Entries (decision record 039): the close time for players and for administrators, the places with the waiting
 * list in order and its promotion with an e-mail received over SMTP, the fee with its 'Pagado' ticks, totals and
 * CSV; every refusal coded, in Spanish, with nothing written.
 *
 * Fee by hand: 15,50 € × 3 participants = 46,50 €; one ticked paid = 15,50 €.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOURNAMENT_MESSAGES as AM,
  ZAdminParticipants,
  ZAdminTournament,
} from '@/shared/schemas/admin-tournaments';
import {
  TOURNAMENT_MESSAGES as M,
  ZTournamentCard,
  ZTournamentParticipantsResponse,
} from '@/shared/schemas/tournaments';
import { listaEspera, participantesTorneo, torneos } from '@/server/db/schema';
import { createMailer } from '@/server/lib/mail';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';
import { errorOf, insertTwoTeeCourse } from './test-fixtures';

// 12:00 on 1 June 2030 in Madrid (10:00 UTC).
let now = new Date('2030-06-01T10:00:00Z');
let t: TestApp;
let smtp: TestSmtp;
let admin: Session;
const players: Session[] = [];
let course: Awaited<ReturnType<typeof insertTwoTeeCourse>>;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ TZ: 'Europe/Madrid' }, { clock: () => now });
  course = await insertTwoTeeCourse(db());
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  for (const nombre of ['Ana', 'Benito', 'Carla', 'Diego', 'Elena', 'Felipe']) {
    players.push(await t.signUp({ nombre, email: `${nombre.toLowerCase()}@example.com` }));
  }
  // Signed up without SMTP (no confirmation e-mail); the promotion e-mails go to the in-process SMTP server.
  t.runtime.deps.mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Peña <no-reply@localhost>',
    db: t.runtime.deps.db,
    logger: t.runtime.deps.logger,
  });
});
afterAll(async () => {
  t.runtime.deps.mailer.close();
  await t.close();
  await smtp.close();
});

const form = (over: Record<string, unknown> = {}) => ({
  nombre: 'Sábado de la peña',
  fecha_juego: '2030-06-15',
  campo_id: course.id,
  modalidad: 'stableford_individual',
  metodo_desempate: 'ultimos_hoyos',
  descripcion: '',
  activo: true,
  limite_golpes_hoyo: null,
  salida_hombre_id: course.men,
  salida_mujer_id: course.women,
  reductor_handicap: 100,
  cierre_inscripcion: '2030-06-14T20:00',
  plazas: 3,
  cuota: '15,50',
  ...over,
});

const asAdmin = (path: string, method = 'GET', json?: unknown) =>
  t.request(path, { method, cookie: admin.cookie, json });
const enrol = (id: string, s: Session) =>
  t.request(`/api/tournaments/${id}/enrolment`, { method: 'POST', cookie: s.cookie });
const cancel = (id: string, s: Session) =>
  t.request(`/api/tournaments/${id}/enrolment`, { method: 'DELETE', cookie: s.cookie });
const card = async (id: string, s: Session) =>
  ZTournamentCard.parse(await (await t.request(`/api/tournaments/${id}`, { cookie: s.cookie })).json());
const participantIds = async (id: string) =>
  (await db().select().from(participantesTorneo).where(eq(participantesTorneo.torneo_id, id))).map(
    (p) => p.jugador_id ?? p.nombre_invitado,
  );
const waitingIds = async (id: string) =>
  (await db().select().from(listaEspera).where(eq(listaEspera.torneo_id, id)).orderBy(listaEspera.orden)).map(
    (w) => w.jugador_id,
  );

const codeOf = async (res: Response) => ((await res.json()) as { error: unknown }).error;

async function newTournament(over: Record<string, unknown> = {}) {
  const res = await asAdmin('/api/admin/tournaments', 'POST', form(over));
  expect(res.status).toBe(201);
  return ZAdminTournament.parse(await res.json());
}

describe('the form', () => {
  it('stores close time (club time), places and fee, and the card shows them', async () => {
    const created = await newTournament();
    expect(created).toMatchObject({ cierre_inscripcion: '2030-06-14T20:00', plazas: 3, cuota: 15.5 });
    const [row] = await db().select().from(torneos).where(eq(torneos.id, created.id));
    // 20:00 in Madrid in June (UTC+2) is 18:00 UTC.
    expect(row!.cierre_inscripcion!.toISOString()).toBe('2030-06-14T18:00:00.000Z');
    expect(row!.cuota_centimos).toBe(1550);
    expect((await card(created.id, players[0]!)).entradas).toEqual({
      cierre: '2030-06-14T20:00',
      cerrada: false,
      plazas: 3,
      plazas_libres: 3,
      en_espera: 0,
      mi_puesto_espera: null,
      cuota_centimos: 1550,
    });
  });

  it.each([
    [{ plazas: 0 }, AM.places],
    [{ plazas: '3,5' }, AM.places],
    [{ cuota: '1,234' }, AM.fee],
    [{ cuota: -1 }, AM.fee],
    [{ cierre_inscripcion: '2030-13-01T10:00' }, AM.closeTime],
    [{ cierre_inscripcion: '2030-06-14 25:00' }, AM.closeTime],
  ])('refuses %o with its Spanish message and writes nothing', async (over, message) => {
    const before = await db().select().from(torneos);
    const res = await asAdmin('/api/admin/tournaments', 'POST', form({ nombre: 'Rechazado', ...over }));
    expect(res.status).toBe(400);
    expect((await errorOf(res))[1]).toBe(message);
    expect(await db().select().from(torneos)).toHaveLength(before.length);
  });
});

describe('places and the waiting list', () => {
  it('fills the places, then waits in order, and promotes the first with an e-mail when someone cancels', async () => {
    const [ana, benito, carla, diego, elena] = players as [Session, Session, Session, Session, Session];
    const { id } = await newTournament();
    expect((await enrol(id, ana)).status).toBe(201);
    expect((await enrol(id, benito)).status).toBe(201);
    // A guest the administrator adds takes the third place.
    const guest = await asAdmin(`/api/admin/tournaments/${id}/guests`, 'POST', {
      nombre: 'Invitado Uno',
      handicap: '12,0',
      sexo: 'hombre',
    });
    expect(guest.status).toBe(201);
    expect((await card(id, ana)).entradas?.plazas_libres).toBe(0);

    // Full: Carla and Diego wait, in the order they asked.
    const carlaCard = ZTournamentCard.parse(await (await enrol(id, carla)).json());
    expect(carlaCard.inscripcion).toBeNull();
    expect(carlaCard.entradas?.mi_puesto_espera).toBe(1);
    expect((await enrol(id, diego)).status).toBe(201);
    expect((await card(id, diego)).entradas).toMatchObject({ mi_puesto_espera: 2, en_espera: 2 });
    // Asking twice is refused, nothing written.
    const twice = await enrol(id, diego);
    expect(twice.status).toBe(409);
    expect(await codeOf(twice)).toEqual({ code: 'ALREADY_ENROLLED', message: M.alreadyWaiting });
    expect(await waitingIds(id)).toEqual([carla.profileId, diego.profileId]);

    // Waiting players are not participants anywhere.
    const listed = ZAdminParticipants.parse(
      await (await asAdmin(`/api/admin/tournaments/${id}/participants`)).json(),
    );
    expect(listed.map((p) => p.nombre).sort()).toEqual(['Ana', 'Benito', 'Invitado Uno']);
    const publicList = ZTournamentParticipantsResponse.parse(
      await (await t.request(`/api/tournaments/${id}/participants`, { cookie: ana.cookie })).json(),
    );
    expect(publicList.participantes).toHaveLength(3);

    // Ana cancels: Carla takes her place and is told by e-mail; Diego moves up.
    expect((await cancel(id, ana)).status).toBe(204);
    expect(await participantIds(id)).toEqual(expect.arrayContaining([benito.profileId, carla.profileId]));
    expect(await participantIds(id)).toHaveLength(3);
    expect((await card(id, carla)).inscripcion).not.toBeNull();
    expect((await card(id, diego)).entradas?.mi_puesto_espera).toBe(1);
    const mail = await smtp.waitFor('carla@example.com', /tienes plaza/);
    expect(mail.subject).toBe('Sábado de la peña: tienes plaza');
    expect(mail.text).toContain('has pasado de la lista de espera a estar inscrito');
    expect(mail.text).toContain(`/torneos/${id}/inscripcion`);

    // Diego leaves the waiting list; Elena, asking now, is first.
    expect((await cancel(id, diego)).status).toBe(204);
    expect((await card(id, diego)).entradas?.mi_puesto_espera).toBeNull();
    expect((await enrol(id, elena)).status).toBe(201);
    expect(await waitingIds(id)).toEqual([elena.profileId]);

    // An administrator removing a participant before the close promotes too.
    const benitoRow = listed.find((p) => p.nombre === 'Benito')!;
    expect((await asAdmin(`/api/admin/participants/${benitoRow.id}`, 'DELETE')).status).toBe(204);
    expect(await waitingIds(id)).toEqual([]);
    expect(await participantIds(id)).toContain(elena.profileId);
    await smtp.waitFor('elena@example.com', /tienes plaza/);
  });

  it('an administrator goes over the places only by confirming (PLACES_FULL, nothing written)', async () => {
    const [ana, benito, carla, diego] = players as [Session, Session, Session, Session];
    const { id } = await newTournament({ plazas: 2 });
    await enrol(id, ana);
    await enrol(id, benito);
    await enrol(id, carla);
    const refused = await asAdmin(`/api/admin/tournaments/${id}/participants`, 'POST', {
      jugador_ids: [diego.profileId],
    });
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toEqual({ code: 'PLACES_FULL', message: AM.placesFull });
    const guestRefused = await asAdmin(`/api/admin/tournaments/${id}/guests`, 'POST', {
      nombre: 'Invitado',
      handicap: 10,
      sexo: 'mujer',
    });
    expect(guestRefused.status).toBe(409);
    expect(await participantIds(id)).toHaveLength(2);

    // Confirmed: Carla, waiting, is added by hand and leaves the waiting list.
    const added = await asAdmin(`/api/admin/tournaments/${id}/participants`, 'POST', {
      jugador_ids: [carla.profileId],
      superar_plazas: true,
    });
    expect(added.status).toBe(201);
    expect(await participantIds(id)).toHaveLength(3);
    expect(await waitingIds(id)).toEqual([]);
    expect((await card(id, ana)).entradas).toMatchObject({ plazas: 2, plazas_libres: 0 });
  });

  it('raising the places in the form promotes those waiting', async () => {
    const [ana, benito] = players as [Session, Session];
    const created = await newTournament({ plazas: 1 });
    await enrol(created.id, ana);
    await enrol(created.id, benito);
    expect(await waitingIds(created.id)).toEqual([benito.profileId]);
    const saved = await asAdmin(`/api/admin/tournaments/${created.id}`, 'PUT', form({ plazas: 2 }));
    expect(saved.status).toBe(200);
    expect(await waitingIds(created.id)).toEqual([]);
    expect(await participantIds(created.id)).toContain(benito.profileId);
  });
});

describe('the close', () => {
  it('after it players can neither enrol nor cancel; administrators still can, with no automatic promotion', async () => {
    const [ana, benito, carla, diego] = players as [Session, Session, Session, Session];
    now = new Date('2030-06-01T10:00:00Z');
    const { id } = await newTournament({ plazas: 2, cierre_inscripcion: '2030-06-10T12:00' });
    await enrol(id, ana);
    await enrol(id, benito);
    await enrol(id, carla); // waits
    // 12:00 in Madrid is 10:00 UTC: one millisecond before, still open; at it, closed.
    now = new Date('2030-06-10T09:59:59.999Z');
    expect((await card(id, diego)).entradas?.cerrada).toBe(false);
    now = new Date('2030-06-10T10:00:00Z');
    expect((await card(id, diego)).entradas?.cerrada).toBe(true);
    for (const res of [await enrol(id, diego), await cancel(id, ana), await cancel(id, carla)]) {
      expect(res.status).toBe(409);
      expect(await codeOf(res)).toEqual({ code: 'ENTRIES_CLOSED', message: M.entriesClosed });
    }
    expect(await participantIds(id)).toEqual(expect.arrayContaining([ana.profileId, benito.profileId]));
    expect(await waitingIds(id)).toEqual([carla.profileId]);

    // The administrator removes Ana: the place stays free (after the close they decide), then adds Diego.
    const rows = ZAdminParticipants.parse(
      await (await asAdmin(`/api/admin/tournaments/${id}/participants`)).json(),
    );
    const anaRow = rows.find((p) => p.jugador_id === ana.profileId)!;
    expect((await asAdmin(`/api/admin/participants/${anaRow.id}`, 'DELETE')).status).toBe(204);
    expect(await waitingIds(id)).toEqual([carla.profileId]);
    expect(await participantIds(id)).toHaveLength(1);
    const added = await asAdmin(`/api/admin/tournaments/${id}/participants`, 'POST', {
      jugador_ids: [diego.profileId],
    });
    expect(added.status).toBe(201);
    now = new Date('2030-06-01T10:00:00Z');
  });
});

describe('the fee', () => {
  it('ticks Pagado per participant, totals on the list and in the CSV; refusals write nothing', async () => {
    const [ana, benito] = players as [Session, Session];
    const { id } = await newTournament();
    await enrol(id, ana);
    await enrol(id, benito);
    await asAdmin(`/api/admin/tournaments/${id}/guests`, 'POST', {
      nombre: 'Invitada',
      handicap: 20,
      sexo: 'mujer',
    });
    const [row] = await db()
      .select()
      .from(participantesTorneo)
      .where(and(eq(participantesTorneo.torneo_id, id), eq(participantesTorneo.jugador_id, ana.profileId)));
    const paid = await asAdmin(`/api/admin/participants/${row!.id}/paid`, 'PUT', { pagado: true });
    expect(paid.status).toBe(200);
    const list = ZAdminParticipants.parse(await paid.json());
    expect(list.filter((p) => p.pagado).map((p) => p.nombre)).toEqual(['Ana']);

    // A player may not tick; a bad body is refused; nothing changes.
    const asPlayer = await t.request(`/api/admin/participants/${row!.id}/paid`, {
      method: 'PUT',
      cookie: benito.cookie,
      json: { pagado: false },
    });
    expect(asPlayer.status).toBe(403);
    const bad = await asAdmin(`/api/admin/participants/${row!.id}/paid`, 'PUT', { pagado: 'sí' });
    expect(bad.status).toBe(400);
    const [after] = await db().select().from(participantesTorneo).where(eq(participantesTorneo.id, row!.id));
    expect(after!.pagado).toBe(true);

    const csv = await asAdmin(`/api/admin/tournaments/${id}/participants.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Pagado: 15,50 € de 46,50 €');
    expect(text).toMatch(/Ana.*15,50 €.*Sí/);
    expect(text).toMatch(/Benito.*15,50 €.*No/);
    const csvAsPlayer = await t.request(`/api/admin/tournaments/${id}/participants.csv`, {
      cookie: ana.cookie,
    });
    expect(csvAsPlayer.status).toBe(403);
  });
});
