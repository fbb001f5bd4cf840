/**
 * Match play through the API (design.md §14): matches scored hole by hole with the statuses worked out by hand
 * (stroke indexes of PAR_72_HOLES: hole 1 SI 1, 2 SI 8, 3 SI 15, 4 SI 4, 5 SI 11, 9 SI 3, 14 SI 2 …), concessions,
 * a knockout of six from the draw to the final (byes, a direct '3/2', a walkover, extra holes, reopening), and
 * who may do what.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTournamentMatches, type TMatch, type TTournamentMatches } from '@/shared/schemas/matches';
import { ZScorecard } from '@/shared/schemas/scorecard';
import { ZTournamentsResponse } from '@/shared/schemas/tournaments';
import { cuadroRondas, outbox, partidoAudit, partidos, puntuacionesLiga } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';
import { insertLeague } from '@/server/modules/tournaments/test-fixtures';

const TODAY = '2030-06-01';
let t: TestApp;
let admin: Session;
let marta: Session;
let luis: Session;
let bea: Session;
let course: { id: string; teeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(`${TODAY}T10:00:00Z`) });
  [admin, marta, luis, bea] = await Promise.all([
    t.signUp({ nombre: 'Ada' }),
    t.signUp({ nombre: 'Marta' }),
    t.signUp({ nombre: 'Luis' }),
    t.signUp({ nombre: 'Bea' }),
  ]);
  await t.makeAdmin(admin!);
  course = await insertTeesCourse(t.runtime.deps.db);
});
afterAll(async () => {
  await t.close();
});

async function call(who: Session, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, cookie: who.cookie, ...(json === undefined ? {} : { json }) });
  const body = res.status === 204 ? null : ((await res.json()) as unknown);
  return { status: res.status, body };
}
async function ok<T>(who: Session, method: string, path: string, json?: unknown): Promise<T> {
  const r = await call(who, method, path, json);
  if (r.status >= 300) throw new Error(`${method} ${path} → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as T;
}
const errorOf = (r: { status: number; body: unknown }) => [
  r.status,
  (r.body as { error: { code: string; message: string } }).error.code,
  (r.body as { error: { code: string; message: string } }).error.message,
];
const matches = async (who: Session, torneoId: string) =>
  ZTournamentMatches.parse(await ok(who, 'GET', `/api/tournaments/${torneoId}/matches`));
const score = (
  who: Session,
  partidaId: string,
  participante_id: string,
  numero_hoyo: number,
  golpes: number,
) => ok(who, 'PUT', `/api/groups/${partidaId}/scores`, { participante_id, numero_hoyo, golpes });
const lastMail = async (who: Session) =>
  (
    await t.runtime.deps.db.select().from(outbox).where(eq(outbox.to, who.email)).orderBy(outbox.created_at)
  ).at(-1);
const statuses = (m: TMatch, upTo: number) => m.hoyos.slice(0, upTo).map((h) => h.estado);

describe('a singles match, hole by hole', () => {
  let torneoId: string;
  let ids: string[];
  let match: TMatch;

  it('pairs the two players into one match with its own partida, strokes by stroke index', async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: [
        { profileId: marta.profileId, sexo: 'hombre', handicap_torneo: 12 },
        { invitado: { nombre: 'Pedro', handicap: 5, sexo: 'hombre' }, handicap_torneo: 5 },
      ],
    });
    torneoId = f.torneoId;
    ids = f.participantIds;
    expect(
      errorOf(await call(marta, 'POST', `/api/admin/tournaments/${torneoId}/matches`, { sorteo: true }))[0],
    ).toBe(403);
    const answer = ZTournamentMatches.parse(
      await ok(admin, 'POST', `/api/admin/tournaments/${torneoId}/matches`, {
        partidos: [{ lado_1: ids[0], lado_2: ids[1] }],
      }),
    );
    expect(answer.rondas).toEqual([{ ronda: 1, nombre: 'Partidos', fecha_limite: null }]);
    match = answer.partidos[0]!;
    expect(match.partida_id).not.toBeNull();
    expect(match.estado).toBe('pendiente');
    // 12 − 5 = 7 strokes for Marta on stroke indexes 1–7: holes 1, 14, 9, 4, 17, 12, 7.
    const recibe = match.lados[0]!.jugadores[0]!.recibe;
    expect(match.lados[0]!.jugadores[0]!.golpes_recibidos).toBe(7);
    expect(recibe.flatMap((n, i) => (n > 0 ? [i + 1] : []))).toEqual([1, 4, 7, 9, 12, 14, 17]);
    expect(match.lados[1]!.jugadores[0]!.golpes_recibidos).toBe(0);
  });

  it('gives the status after each hole, as the players score on the card', async () => {
    const p = match.partida_id!;
    // Hole 1 (par 4, Marta receives 1): 5 (net 4) v 4 → halved. Hole 2: 4 v 5 → Marta. Hole 3: 4 v 3 → Pedro.
    await score(marta, p, ids[0]!, 1, 5);
    await score(marta, p, ids[1]!, 1, 4);
    await score(marta, p, ids[0]!, 2, 4);
    await score(marta, p, ids[1]!, 2, 5);
    await score(marta, p, ids[0]!, 3, 4);
    await score(marta, p, ids[1]!, 3, 3);
    const m = (await matches(luis, torneoId)).partidos[0]!;
    expect(statuses(m, 3)).toEqual(['Iguales', 'Marta 1 arriba', 'Iguales']);
    expect(m.hoyos.slice(0, 3).map((h) => h.ganador)).toEqual([0, 1, 2]);
    expect(m.estado).toBe('en_juego');
    expect(m.estado_texto).toBe('Iguales');
    expect(m.permisos).toEqual({ jugar: false, administrar: false });
    const card = ZScorecard.parse(await ok(marta, 'GET', `/api/groups/${p}/scorecard`));
    expect(card.partido?.id).toBe(m.id);
    expect(card.partido?.lado_propio).toBe(1);
    expect(card.partido?.permisos.jugar).toBe(true);
  });

  it("lets only the match's players (either side's scorer) or an administrator concede a hole", async () => {
    const path = `/api/matches/${match.id}/concede-hole`;
    // Luis plays in neither side (decision record 037: either side's scorer records either side's concession).
    expect(errorOf(await call(luis, 'POST', path, { numero_hoyo: 4, lado: 1 }))).toEqual([
      403,
      'FORBIDDEN',
      'Solo los jugadores del partido o un administrador pueden hacer esto',
    ]);
    expect(errorOf(await call(marta, 'POST', path, { numero_hoyo: 19, lado: 1 }))).toEqual([
      400,
      'VALIDATION',
      'Hoyo no válido',
    ]);
    const m = await ok<TMatch>(admin, 'POST', path, { numero_hoyo: 4, lado: 2 });
    expect(m.hoyos[3]).toMatchObject({ ganador: 1, concedido: true, estado: 'Marta 1 arriba' });
    expect(errorOf(await call(admin, 'POST', path, { numero_hoyo: 4, lado: 2 }))[0]).toBe(409);
  });

  it('ends with a conceded match; then only an administrator writes to its card (MATCH_DECIDED)', async () => {
    const m = await ok<TMatch>(marta, 'POST', `/api/matches/${match.id}/concede`, { lado: 1 });
    expect(m).toMatchObject({
      estado: 'terminado',
      ganador: 2,
      origen_resultado: 'concedido',
      resultado_texto: 'Pedro gana: partido concedido',
    });
    const refused = await call(marta, 'PUT', `/api/groups/${match.partida_id}/scores`, {
      participante_id: ids[0],
      numero_hoyo: 5,
      golpes: 4,
    });
    expect(errorOf(refused)).toEqual([409, 'MATCH_DECIDED', 'El partido ya está decidido']);
    expect(
      errorOf(
        await call(marta, 'POST', `/api/matches/${match.id}/concede-hole`, { numero_hoyo: 6, lado: 1 }),
      )[1],
    ).toBe('MATCH_DECIDED');
    await score(admin, match.partida_id!, ids[0]!, 5, 4);
    const audit = await t.runtime.deps.db
      .select()
      .from(partidoAudit)
      .where(eq(partidoAudit.partido_id, match.id));
    expect(audit.map((a) => a.accion).sort()).toEqual(['conceder_hoyo', 'conceder_partido']);
  });
});

describe('a mejor bola match', () => {
  it('plays all four off the lowest handicap and takes the better net ball of each side', async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_parejas',
      forma_parejas: 'mejor_bola',
      course,
      groups: 0,
      participants: [
        { profileId: bea.profileId, sexo: 'hombre', handicap_torneo: 4 },
        { invitado: { nombre: 'Berta', handicap: 14, sexo: 'hombre' }, handicap_torneo: 14 },
        { invitado: { nombre: 'Carla', handicap: 10, sexo: 'hombre' }, handicap_torneo: 10 },
        { invitado: { nombre: 'Dani', handicap: 20, sexo: 'hombre' }, handicap_torneo: 20 },
      ],
      pairs: [
        [0, 1],
        [2, 3],
      ],
    });
    const [b, be, c, d] = f.participantIds as [string, string, string, string];
    const answer = await ok<TTournamentMatches>(
      admin,
      'POST',
      `/api/admin/tournaments/${f.torneoId}/matches`,
      {
        partidos: [{ lado_1: be, lado_2: c }],
      },
    );
    const m0 = answer.partidos[0]!;
    expect(m0.lados.map((l) => l!.nombre)).toEqual(['Bea / Berta', 'Carla / Dani']);
    // 4, 14 v 10, 20 → off the lowest (4): 0, 10 v 6, 16.
    expect(m0.lados.flatMap((l) => l!.jugadores.map((j) => j.golpes_recibidos))).toEqual([0, 10, 6, 16]);
    const p = m0.partida_id!;
    const holes: [number, [number | null, number | null, number | null, number | null]][] = [
      // Hole 1 (SI 1: Berta, Carla, Dani receive 1): Bea 4, Berta 5 (4) → 4; Carla 5 (4), Dani 6 (5) → 4: halved.
      [1, [4, 5, 5, 6]],
      // Hole 2 (SI 8: Berta, Dani): Bea 5, Berta 4 (3) → 3; Carla 4, Dani 4 (3) → 3: halved.
      [2, [5, 4, 4, 4]],
      // Hole 4 (SI 4: Berta, Carla, Dani): Bea 4, Berta 5 (4) → 4; Carla 4 (3) → 3: Carla / Dani.
      [4, [4, 5, 4, 5]],
      // Hole 5 (SI 11: Dani only): only Bea scored 4 → 4; Carla 5, Dani 5 (4) → 4: halved.
      [5, [4, null, 5, 5]],
    ];
    for (const [hole, strokes] of holes) {
      for (const [i, golpes] of strokes.entries()) {
        if (golpes !== null) await score(bea, p, [b, be, c, d][i]!, hole, golpes);
      }
    }
    const m = (await matches(bea, f.torneoId)).partidos[0]!;
    expect(m.hoyos.map((h) => h.ganador).slice(0, 5)).toEqual([0, 0, null, 2, 0]);
    expect(m.hoyos[3]!.estado).toBe('Carla / Dani 1 arriba');
    expect(m.estado_texto).toBe('Carla / Dani 1 arriba');
    expect(m.lado_propio).toBe(1);
  });
});

describe('a knockout of six, from the draw to the final', () => {
  let torneoId: string;
  let ids: string[];
  let sesiones: Session[];
  const byPos = (all: TTournamentMatches, ronda: number, posicion: number) =>
    all.partidos.find((m) => m.ronda === ronda && m.posicion === posicion)!;

  it('draws by handicap: byes to seeds 1 and 2, deadlines per round, partidas for the round-1 matches', async () => {
    sesiones = await Promise.all(['Uno', 'Dos', 'Cuatro'].map((nombre) => t.signUp({ nombre })));
    const [uno, dos, cuatro] = sesiones as [Session, Session, Session];
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: [
        { profileId: uno.profileId, sexo: 'hombre', handicap_torneo: 1 },
        { profileId: dos.profileId, sexo: 'hombre', handicap_torneo: 2 },
        { invitado: { nombre: 'Tres', handicap: 3, sexo: 'hombre' }, handicap_torneo: 3 },
        { profileId: cuatro.profileId, sexo: 'hombre', handicap_torneo: 4 },
        { invitado: { nombre: 'Cinco', handicap: 5, sexo: 'hombre' }, handicap_torneo: 5 },
        { invitado: { nombre: 'Seis', handicap: 6, sexo: 'hombre' }, handicap_torneo: 6 },
      ],
    });
    torneoId = f.torneoId;
    ids = f.participantIds;
    const path = `/api/admin/tournaments/${torneoId}/draw`;
    expect(
      errorOf(await call(admin, 'POST', path, { modo: 'handicap', fechas_limite: ['2030-06-10'] })),
    ).toEqual([400, 'VALIDATION', 'Indica una fecha límite para cada ronda (3)']);
    const all = ZTournamentMatches.parse(
      await ok(admin, 'POST', path, {
        modo: 'handicap',
        fechas_limite: ['2030-06-10', '2030-06-20', '2030-06-30'],
      }),
    );
    expect(all.rondas.map((r) => [r.nombre, r.fecha_limite])).toEqual([
      ['Cuartos', '2030-06-10'],
      ['Semifinales', '2030-06-20'],
      ['Final', '2030-06-30'],
    ]);
    // Bracket order of 8: 1 v 8, 4 v 5, 2 v 7, 3 v 6 — seeds 7 and 8 are byes.
    const names = (m: TMatch) => m.lados.map((l) => l?.nombre ?? null);
    expect(all.partidos.filter((m) => m.ronda === 1).map(names)).toEqual([
      ['Uno', null],
      ['Cuatro', 'Cinco'],
      ['Dos', null],
      ['Tres', 'Seis'],
    ]);
    expect(byPos(all, 1, 1)).toMatchObject({
      estado: 'terminado',
      resultado_texto: 'Uno pasa (exento)',
      partida_id: null,
    });
    expect(names(byPos(all, 2, 1))).toEqual(['Uno', null]);
    expect(byPos(all, 2, 1).procedencia).toEqual([null, 'Ganador de Cuartos 2']);
    expect(byPos(all, 1, 2).partida_id).not.toBeNull();
    expect(byPos(all, 2, 1).partida_id).toBeNull();
    expect(
      errorOf(await call(admin, 'POST', path, { modo: 'sorteo', fechas_limite: ['2030-06-10'] }))[0],
    ).toBe(409);
  });

  it("shows the current round and the player's next match on the tournaments' card", async () => {
    const [uno, , cuatro] = sesiones as [Session, Session, Session];
    const cardOf = async (who: Session) =>
      ZTournamentsResponse.parse(await ok(who, 'GET', '/api/tournaments')).find((c) => c.id === torneoId)!;
    expect((await cardOf(cuatro)).cuadro).toMatchObject({
      ronda_actual: 'Cuartos',
      mi_partido: { rival: 'Cinco', fecha_limite: '2030-06-10', fecha: null },
    });
    // Uno went through with a bye: the semi-final, rival not known yet.
    expect((await cardOf(uno)).cuadro?.mi_partido).toMatchObject({ rival: null, fecha_limite: '2030-06-20' });
    expect((await cardOf(luis)).cuadro).toMatchObject({ ronda_actual: 'Cuartos', mi_partido: null });
  });

  it("takes a direct '3/2' from a player of the match; the winner moves on and the semi-final gets its partida", async () => {
    const [, , cuatro] = sesiones as [Session, Session, Session];
    const m12 = byPos(await matches(admin, torneoId), 1, 2);
    expect(
      errorOf(await call(cuatro, 'PUT', `/api/matches/${m12.id}/result`, { ganador: 1, resultado: '5/6' })),
    ).toEqual([400, 'VALIDATION', 'Resultado no válido']);
    const m = await ok<TMatch>(cuatro, 'PUT', `/api/matches/${m12.id}/result`, {
      ganador: 1,
      resultado: '3/2',
    });
    expect(m).toMatchObject({ resultado_texto: 'Cuatro gana 3/2', origen_resultado: 'directo' });
    const semi = byPos(await matches(admin, torneoId), 2, 1);
    expect(semi.lados.map((l) => l?.nombre)).toEqual(['Uno', 'Cuatro']);
    expect(semi.partida_id).not.toBeNull();
    // Both sides of the semi-final are told: their rival and the deadline (no date agreed yet: no .ics).
    const mail = await lastMail(cuatro);
    expect(mail?.subject).toMatch(/Semifinal 1 contra Uno$/);
    expect(mail?.text).toContain('Fecha límite: jueves, 20 de junio de 2030');
    expect(mail?.attachments ?? []).toEqual([]);
    expect(
      errorOf(
        await call(cuatro, 'PUT', `/api/matches/${m12.id}/result`, { ganador: 2, resultado: '3/2' }),
      )[1],
    ).toBe('MATCH_DECIDED');
  });

  it('gives a walkover only to an administrator', async () => {
    const m14 = byPos(await matches(admin, torneoId), 1, 4);
    expect(errorOf(await call(luis, 'PUT', `/api/admin/matches/${m14.id}/walkover`, { ganador: 2 }))[0]).toBe(
      403,
    );
    const m = await ok<TMatch>(admin, 'PUT', `/api/admin/matches/${m14.id}/walkover`, { ganador: 2 });
    expect(m.resultado_texto).toBe('Seis gana: Tres no presentado');
    expect(byPos(await matches(admin, torneoId), 2, 2).lados.map((l) => l?.nombre)).toEqual(['Dos', 'Seis']);
  });

  it('finishes a semi-final halved after 18 on the 20th hole; only its players write to it', async () => {
    const [uno, dos, cuatro] = sesiones as [Session, Session, Session];
    const semi = byPos(await matches(admin, torneoId), 2, 1);
    const p = semi.partida_id!;
    // Uno (1) v Cuatro (4): Cuatro receives 3, on SI 1–3 (holes 1, 14, 9); one over par there halves every hole.
    for (const h of PAR_72_HOLES) {
      await score(uno, p, ids[0]!, h.numero_hoyo, h.par!);
      await score(uno, p, ids[3]!, h.numero_hoyo, h.par! + ([1, 9, 14].includes(h.numero_hoyo) ? 1 : 0));
    }
    let m = byPos(await matches(uno, torneoId), 2, 1);
    expect(m.estado_texto).toBe('Iguales');
    expect(m.necesita_hoyos_extra).toBe(true);
    expect(m.estado).toBe('en_juego');
    // A player of another match, and a player of no match, may not write.
    expect(errorOf(await call(dos, 'PUT', `/api/matches/${semi.id}/extra-holes/19`, { ganador: 1 }))[0]).toBe(
      403,
    );
    expect(
      errorOf(await call(luis, 'PUT', `/api/matches/${semi.id}/extra-holes/19`, { ganador: 1 }))[0],
    ).toBe(403);
    expect(errorOf(await call(uno, 'PUT', `/api/matches/${semi.id}/extra-holes/20`, { ganador: 1 }))[0]).toBe(
      409,
    );
    m = await ok<TMatch>(cuatro, 'PUT', `/api/matches/${semi.id}/extra-holes/19`, { ganador: 0 });
    expect(m.necesita_hoyos_extra).toBe(true);
    m = await ok<TMatch>(uno, 'PUT', `/api/matches/${semi.id}/extra-holes/20`, { ganador: 1 });
    expect(m).toMatchObject({ estado: 'terminado', resultado_texto: 'Uno gana en el hoyo 20', ganador: 1 });
    expect(byPos(await matches(admin, torneoId), 3, 1).lados[0]?.nombre).toBe('Uno');
    // The card of the semi-final stays with it after Uno moved on.
    const again = byPos(await matches(admin, torneoId), 2, 1);
    expect(again.hoyos.filter((h) => h.ganador === 0)).toHaveLength(18);
  });

  it('reopens a match while the next one has not started, and refuses (409 naming it) once it has', async () => {
    const [uno, dos] = sesiones as [Session, Session, Session];
    const other = byPos(await matches(admin, torneoId), 2, 2);
    await ok(admin, 'PUT', `/api/admin/matches/${other.id}/walkover`, { ganador: 2 });
    expect(byPos(await matches(admin, torneoId), 3, 1).lados[1]?.nombre).toBe('Seis');
    const reopened = await ok<TMatch>(admin, 'DELETE', `/api/admin/matches/${other.id}/result`);
    expect(reopened.estado).toBe('pendiente');
    const final0 = byPos(await matches(admin, torneoId), 3, 1);
    expect(final0.lados[1]).toBeNull();
    expect(final0.partida_id).toBeNull();
    await ok(dos, 'PUT', `/api/matches/${other.id}/result`, { ganador: 1, resultado: '2 arriba' });
    const final = byPos(await matches(admin, torneoId), 3, 1);
    expect(final.lados.map((l) => l?.nombre)).toEqual(['Uno', 'Dos']);
    await score(uno, final.partida_id!, ids[0]!, 1, 4);
    const refused = await call(admin, 'DELETE', `/api/admin/matches/${other.id}/result`);
    expect(errorOf(refused)).toEqual([
      409,
      'CONFLICT',
      'No se puede reabrir: ya se ha empezado a jugar Final. Reabre antes ese partido.',
    ]);
    const won = await ok<TMatch>(dos, 'POST', `/api/matches/${final.id}/concede`, { lado: 2 });
    expect(won.resultado_texto).toBe('Uno gana: partido concedido');
    const rows = await t.runtime.deps.db.select().from(partidos).where(eq(partidos.torneo_id, torneoId));
    expect(rows.find((r) => r.ronda === 3)?.ganador).toBe(1);
    expect(errorOf(await call(admin, 'DELETE', `/api/admin/tournaments/${torneoId}/draw`))[0]).toBe(409);
  });
});

describe('who may call what (role matrix) and the live events', () => {
  it("signed out: 401; a player of no match: 403 on the players' writes; admins only on the rest; nothing written", async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: [
        { profileId: marta.profileId, sexo: 'hombre', handicap_torneo: 8 },
        { invitado: { nombre: 'Rival', handicap: 9, sexo: 'hombre' }, handicap_torneo: 9 },
        { invitado: { nombre: 'Otro', handicap: 10, sexo: 'hombre' }, handicap_torneo: 10 },
        { invitado: { nombre: 'Otra', handicap: 11, sexo: 'hombre' }, handicap_torneo: 11 },
      ],
    });
    const all = await ok<TTournamentMatches>(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10', '2030-06-20'],
    });
    const id = all.partidos.find((m) => m.ronda === 1)!.id;
    const player: [string, string, unknown][] = [
      ['POST', `/api/matches/${id}/concede-hole`, { numero_hoyo: 1, lado: 1 }],
      ['POST', `/api/matches/${id}/concede`, { lado: 1 }],
      ['PUT', `/api/matches/${id}/extra-holes/19`, { ganador: 1 }],
      ['PUT', `/api/matches/${id}/result`, { ganador: 1, resultado: '3/2' }],
      ['PUT', `/api/matches/${id}/schedule`, { fecha: '2030-06-05', hora: '10:00' }],
    ];
    const adminOnly: [string, string, unknown][] = [
      ['POST', `/api/admin/tournaments/${f.torneoId}/matches`, { sorteo: true }],
      [
        'POST',
        `/api/admin/tournaments/${f.torneoId}/draw`,
        { modo: 'sorteo', fechas_limite: ['2030-06-10'] },
      ],
      ['DELETE', `/api/admin/tournaments/${f.torneoId}/draw`, undefined],
      ['PUT', `/api/admin/tournaments/${f.torneoId}/draw/rounds/1`, { fecha_limite: '2030-06-11' }],
      ['PUT', `/api/admin/matches/${id}/walkover`, { ganador: 1 }],
      ['DELETE', `/api/admin/matches/${id}/result`, undefined],
    ];
    const before = await matches(admin, f.torneoId);
    for (const [method, path, json] of [...player, ...adminOnly]) {
      const anon = await t.request(path, { method, ...(json === undefined ? {} : { json }) });
      expect([path, anon.status]).toEqual([path, 401]);
      expect([path, (await call(luis, method, path, json)).status]).toEqual([path, 403]);
    }
    for (const [method, path, json] of adminOnly) {
      expect([path, errorOf(await call(marta, method, path, json))[1]]).toEqual([path, 'ADMIN_ONLY']);
    }
    expect((await t.request(`/api/tournaments/${f.torneoId}/matches`)).status).toBe(401);
    expect(await matches(admin, f.torneoId)).toEqual(before);
  });

  it("publishes the match on the tournament's topic after a stroke on its partida, and after a schedule", async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: [
        { profileId: luis.profileId, sexo: 'hombre', handicap_torneo: 8 },
        { invitado: { nombre: 'Rival', handicap: 9, sexo: 'hombre' }, handicap_torneo: 9 },
      ],
    });
    const all = await ok<TTournamentMatches>(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10'],
    });
    const match = all.partidos[0]!;
    expect(match.ronda_nombre).toBe('Final');
    const seen: { type: string; data: TMatch }[] = [];
    const stop = t.runtime.deps.live.subscribe(`torneo:${f.torneoId}`, (e) => {
      if (e.type === 'match') seen.push(e as unknown as { type: string; data: TMatch });
    });
    // Hole 2 (SI 8): no stroke for Rival (8 v 9: one stroke, on hole 1).
    await score(luis, match.partida_id!, f.participantIds[0]!, 2, 4);
    await score(luis, match.partida_id!, f.participantIds[1]!, 2, 5);
    expect(seen.at(-1)?.data.estado_texto).toBe('Luis 1 arriba');
    const scheduled = await ok<TMatch>(luis, 'PUT', `/api/matches/${match.id}/schedule`, {
      fecha: '2030-06-07',
      hora: '10:30',
    });
    expect(scheduled).toMatchObject({ fecha: '2030-06-07', hora: '10:30' });
    expect(seen.at(-1)?.data).toMatchObject({
      fecha: '2030-06-07',
      hora: '10:30',
      permisos: { jugar: false },
    });
    const card = ZScorecard.parse(await ok(luis, 'GET', `/api/groups/${match.partida_id}/scorecard`));
    expect(card.partida).toMatchObject({ fecha_juego: '2030-06-07', hora_salida: '10:30' });
    const mail = await lastMail(luis);
    expect(mail?.text).toContain('Fecha acordada: viernes, 7 de junio de 2030, 10:30');
    expect(JSON.stringify(mail?.attachments)).toContain('partido.ics');
    stop();
  });
});

describe('one-day pairing', () => {
  it("'Sortear' pairs every side; pairing again keeps the started matches and replaces the others", async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: ['A', 'B', 'C', 'D', 'E'].map((nombre, i) => ({
        invitado: { nombre, handicap: 10 + i, sexo: 'hombre' as const },
        handicap_torneo: 10 + i,
      })),
    });
    const path = `/api/admin/tournaments/${f.torneoId}/matches`;
    expect(errorOf(await call(admin, 'POST', path, { sorteo: true }))).toEqual([
      400,
      'VALIDATION',
      'Hace falta un número par de jugadores o parejas para sortear los partidos',
    ]);
    const [a, b, c, d] = f.participantIds as [string, string, string, string];
    let all = await ok<TTournamentMatches>(admin, 'POST', path, {
      partidos: [
        { lado_1: a, lado_2: b },
        { lado_1: c, lado_2: d },
      ],
    });
    expect(errorOf(await call(admin, 'POST', path, { partidos: [{ lado_1: a, lado_2: a }] }))[0]).toBe(400);
    await ok(admin, 'PUT', `/api/admin/matches/${all.partidos[0]!.id}/walkover`, { ganador: 1 });
    expect(errorOf(await call(admin, 'POST', path, { partidos: [{ lado_1: a, lado_2: c }] }))).toEqual([
      400,
      'VALIDATION',
      'Un jugador o pareja aparece en dos partidos',
    ]);
    all = await ok<TTournamentMatches>(admin, 'POST', path, {
      partidos: [{ lado_1: d, lado_2: f.participantIds[4]! }],
    });
    expect(all.partidos.map((m) => [m.posicion, m.lados.map((l) => l?.nombre)])).toEqual([
      [1, ['A', 'B']],
      [2, ['D', 'E']],
    ]);
    expect(all.partidos[0]!.resultado_texto).toBe('A gana: B no presentado');
    expect(all.partidos.every((m) => m.partida_id !== null)).toBe(true);
    // A side of a match stays in the tournament while the match exists.
    expect(errorOf(await call(admin, 'DELETE', `/api/admin/participants/${d}`))).toEqual([
      409,
      'CONFLICT',
      'El jugador juega un partido de este torneo: quita antes los partidos (o el cuadro) en los que está',
    ]);
  });
});

describe('league points of a knockout', () => {
  it('follow the round reached once the final is decided: winner 1, runner-up 2, semi-final losers after', async () => {
    const who = [marta, luis, bea, admin] as const;
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: who.map((s, i) => ({
        profileId: s.profileId,
        sexo: 'hombre' as const,
        handicap_torneo: i + 1,
      })),
    });
    const ligaId = await insertLeague(t.runtime.deps.db, {
      nombre: 'Liga Match Play',
      torneoIds: [f.torneoId],
    });
    const all = await ok<TTournamentMatches>(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10', '2030-06-20'],
    });
    // Seeds 1 v 4 and 2 v 3; seed 1 and seed 3 reach the final, seed 1 wins it.
    const [semi1, semi2] = all.partidos.filter((m) => m.ronda === 1);
    await ok(admin, 'PUT', `/api/matches/${semi1!.id}/result`, { ganador: 1, resultado: '3/2' });
    await ok(admin, 'PUT', `/api/matches/${semi2!.id}/result`, { ganador: 2, resultado: '2/1' });
    const points = () =>
      t.runtime.deps.db.select().from(puntuacionesLiga).where(eq(puntuacionesLiga.liga_id, ligaId));
    expect(await points()).toEqual([]);
    const final = (await matches(admin, f.torneoId)).partidos.find((m) => m.ronda === 2)!;
    await ok(admin, 'PUT', `/api/matches/${final.id}/result`, { ganador: 1, resultado: '1 arriba' });
    const rows = await points();
    const position = (i: number) =>
      rows.find((r) => r.participante_id === f.participantIds[i])?.posicion_handicap;
    // Marta (seed 1) 1, Bea (seed 3) 2, then the semi-final losers by the tie method (lower handicap first).
    expect([0, 2, 1, 3].map(position)).toEqual([1, 2, 3, 4]);
  });
});

describe('a match the card decides', () => {
  it("stores '10/8' when the lead passes the holes left, moves the winner on, and follows an administrator's correction", async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: [
        { profileId: bea.profileId, sexo: 'hombre', handicap_torneo: 10 },
        { invitado: { nombre: 'Xabi', handicap: 10, sexo: 'hombre' }, handicap_torneo: 10 },
        { invitado: { nombre: 'Yago', handicap: 11, sexo: 'hombre' }, handicap_torneo: 11 },
        { invitado: { nombre: 'Zoe', handicap: 12, sexo: 'hombre' }, handicap_torneo: 12 },
      ],
    });
    const all = await ok<TTournamentMatches>(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10', '2030-06-20'],
    });
    // Seeds 1 v 4: Bea (10) v Zoe (12), Zoe receives 2 (holes 1 and 14). Bea wins holes 1–10 (3 under Zoe's net).
    const semi = all.partidos.find((m) => m.ronda === 1 && m.posicion === 1)!;
    expect(semi.lados.map((l) => l?.nombre)).toEqual(['Bea', 'Zoe']);
    const [b, , , z] = f.participantIds as [string, string, string, string];
    for (const h of PAR_72_HOLES.slice(0, 10)) {
      await score(bea, semi.partida_id!, b, h.numero_hoyo, h.par! - 1);
      await score(bea, semi.partida_id!, z, h.numero_hoyo, h.par! + 2);
    }
    const decided = (await matches(bea, f.torneoId)).partidos.find((m) => m.id === semi.id)!;
    expect(decided).toMatchObject({
      estado: 'terminado',
      ganador: 1,
      origen_resultado: 'tarjeta',
      resultado_texto: 'Bea gana 10/8',
    });
    expect(decided.hoyos[9]!.estado).toBe('Bea gana 10/8');
    const [row] = await t.runtime.deps.db.select().from(partidos).where(eq(partidos.id, semi.id));
    expect(row).toMatchObject({ ganador: 1, origen_resultado: 'tarjeta', resultado: '10/8' });
    const final = () => matches(admin, f.torneoId).then((x) => x.partidos.find((m) => m.ronda === 2)!);
    expect((await final()).lados[0]?.nombre).toBe('Bea');
    expect(
      errorOf(
        await call(bea, 'PUT', `/api/groups/${semi.partida_id}/scores`, {
          participante_id: b,
          numero_hoyo: 11,
          golpes: 4,
        }),
      )[1],
    ).toBe('MATCH_DECIDED');
    // An administrator corrects hole 10 (Zoe's 6 was a 2, no stroke there: she wins it): 8 up with 8 left, dormie,
    // and the match is live again.
    await score(admin, semi.partida_id!, z, 10, 2);
    const live = (await matches(admin, f.torneoId)).partidos.find((m) => m.id === semi.id)!;
    expect(live).toMatchObject({ estado: 'en_juego', ganador: null, estado_texto: 'Bea 8 arriba · Dormie' });
    expect((await final()).lados[0]).toBeNull();
  });
});

describe('a knockout of pairs', () => {
  it('draws the accepted pairs (a side is its first partner) and seats both partners of each side', async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_parejas',
      forma_parejas: 'mejor_bola',
      course,
      groups: 0,
      participants: ['Ana', 'Bo', 'Cris', 'Dan', 'Eva', 'Fer', 'Gus', 'Hugo'].map((nombre, i) => ({
        invitado: { nombre, handicap: 5 + i, sexo: 'hombre' as const },
        handicap_torneo: 5 + i,
      })),
      pairs: [
        [0, 1],
        [2, 3],
        [4, 5],
        [6, 7],
      ],
    });
    const all = await ok<TTournamentMatches>(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10', '2030-06-20'],
    });
    const semis = all.partidos.filter((m) => m.ronda === 1);
    expect(semis.map((m) => m.lados.map((l) => l?.nombre))).toEqual([
      ['Ana / Bo', 'Gus / Hugo'],
      ['Cris / Dan', 'Eva / Fer'],
    ]);
    for (const m of semis) {
      const card = ZScorecard.parse(await ok(admin, 'GET', `/api/groups/${m.partida_id}/scorecard`));
      expect(card.participantes).toHaveLength(4);
      expect(card.partido?.lados.map((l) => l?.participante_ids.length)).toEqual([2, 2]);
    }
  });
});

describe('a knockout is one tournament with many dates', () => {
  it('is not finished after its date until the final is decided; members still write strokes on its matches', async () => {
    const who = [marta, luis, bea, admin] as const;
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: '2030-05-20',
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: who.map((s, i) => ({
        profileId: s.profileId,
        sexo: 'hombre' as const,
        handicap_torneo: i + 1,
      })),
    });
    const ligaId = await insertLeague(t.runtime.deps.db, { nombre: 'Liga Cuadro', torneoIds: [f.torneoId] });
    const all = await ok<TTournamentMatches>(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10', '2030-06-20'],
    });
    const finished = async () => {
      const card = ZTournamentsResponse.parse(await ok(marta, 'GET', '/api/tournaments')).find(
        (c) => c.id === f.torneoId,
      );
      const standings = await ok<{ torneo: { finalizado: boolean } }>(
        marta,
        'GET',
        `/api/tournaments/${f.torneoId}/standings`,
      );
      const participants = await ok<{ torneo: { finalizado: boolean } }>(
        marta,
        'GET',
        `/api/tournaments/${f.torneoId}/participants`,
      );
      const league = await ok<{ torneos: { id: string; finalizado: boolean }[] }>(
        marta,
        'GET',
        `/api/leagues/${ligaId}`,
      );
      return [
        card?.finalizado,
        standings.torneo.finalizado,
        participants.torneo.finalizado,
        league.torneos.find((x) => x.id === f.torneoId)?.finalizado,
      ];
    };
    // Its date (2030-05-20) is before today (2030-06-01), but the semi-finals are still to play.
    expect(await finished()).toEqual([false, false, false, false]);
    const [semi1, semi2] = all.partidos.filter((m) => m.ronda === 1);
    // Marta (seed 1) plays Ada (seed 4) in semi-final 1: she writes her stroke on hole 1 of its partida.
    const card = ZScorecard.parse(await ok(marta, 'GET', `/api/groups/${semi1!.partida_id}/scorecard`));
    expect(card.torneo.finalizado).toBe(false);
    await score(marta, semi1!.partida_id!, f.participantIds[0]!, 1, 4);
    await ok(admin, 'PUT', `/api/matches/${semi1!.id}/result`, {
      ganador: 1,
      resultado: '3/2',
      sustituir_tarjeta: true,
    });
    await ok(admin, 'PUT', `/api/matches/${semi2!.id}/result`, { ganador: 2, resultado: '2/1' });
    const cardNow = ZTournamentsResponse.parse(await ok(marta, 'GET', '/api/tournaments')).find(
      (c) => c.id === f.torneoId,
    );
    expect(cardNow).toMatchObject({ finalizado: false, cuadro: { ronda_actual: 'Final' } });
    // The final's partida: a member writes on it after the tournament's date.
    const final = (await matches(admin, f.torneoId)).partidos.find((m) => m.ronda === 2)!;
    await score(marta, final.partida_id!, f.participantIds[0]!, 1, 5);
    await ok(admin, 'PUT', `/api/matches/${final.id}/result`, {
      ganador: 1,
      resultado: '1 arriba',
      sustituir_tarjeta: true,
    });
    expect(await finished()).toEqual([true, true, true, true]);
  });

  it('a one-day match-play tournament without a draw is finished once its date has passed', async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: '2030-05-20',
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: [marta, luis].map((s, i) => ({
        profileId: s.profileId,
        sexo: 'hombre' as const,
        handicap_torneo: i + 1,
      })),
    });
    const card = ZTournamentsResponse.parse(await ok(marta, 'GET', '/api/tournaments')).find(
      (c) => c.id === f.torneoId,
    );
    expect(card?.finalizado).toBe(true);
  });
});

describe("a match says whether it is a knockout's (eliminatoria)", () => {
  it('true in a draw even when its round has no deadline; false for a one-day match', async () => {
    const enrol = (n: number) =>
      [marta, luis, bea, admin].slice(0, n).map((s, i) => ({
        profileId: s.profileId,
        sexo: 'hombre' as const,
        handicap_torneo: i + 1,
      }));
    const ko = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: enrol(4),
    });
    await ok(admin, 'POST', `/api/admin/tournaments/${ko.torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10', '2030-06-20'],
    });
    await t.runtime.deps.db
      .update(cuadroRondas)
      .set({ fecha_limite: null })
      .where(eq(cuadroRondas.torneo_id, ko.torneoId));
    const drawn = await matches(marta, ko.torneoId);
    expect(drawn.partidos.map((m) => [m.eliminatoria, m.fecha_limite])).toEqual([
      [true, null],
      [true, null],
      [true, null],
    ]);
    const oneDay = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: enrol(2),
    });
    await ok(admin, 'POST', `/api/admin/tournaments/${oneDay.torneoId}/matches`, { sorteo: true });
    expect((await matches(marta, oneDay.torneoId)).partidos.map((m) => m.eliminatoria)).toEqual([false]);
  });
});
