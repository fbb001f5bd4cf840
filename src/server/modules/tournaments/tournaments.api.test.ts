/**
 * The player-side tournament reads (T§2, T§4, T§6, T§7; P§2 'Mis Torneos y Ligas') and every route of the
 * tournaments and leagues modules with every role (visitor, player not enrolled, enrolled player, admin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZMyTournamentsAndLeagues,
  ZTournamentCard,
  ZTournamentParticipantsResponse,
  ZTournamentSeasons,
  ZTournamentsResponse,
} from '@/shared/schemas/tournaments';
import { ZLeagueDetail, ZLeaguesResponse } from '@/shared/schemas/leagues';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertCourse } from '@/server/modules/courses/test-fixtures';
import {
  enrolmentTables,
  errorOf,
  insertGroup,
  insertLeague,
  insertParticipant,
  insertStroke,
  insertTournament,
  insertTwoTeeCourse,
  setProfile,
} from './test-fixtures';

// 00:30 on 1 June in Madrid, still 31 May in UTC: the club's today is 2030-06-01.
const NOW = new Date('2030-05-31T22:30:00Z');

let t: TestApp;
const s = {} as Record<'enrolled' | 'other' | 'admin', Session>;
const ids = {} as Record<
  'upcoming' | 'today' | 'finished' | 'older' | 'inactive' | 'om' | 'cervecita' | 'oldLeague' | 'group',
  string
>;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({ TZ: 'Europe/Madrid' }, { clock: () => NOW });
  const dehesa = await insertTwoTeeCourse(db());
  const sierra = await insertCourse(db(), { nombre: 'Golf Sierra Verde', ubicacion: 'El Espinar, Segovia' });
  s.enrolled = await t.signUp({ nombre: 'Benito Pérez' });
  s.other = await t.signUp({ nombre: 'Zoe Ortega' });
  s.admin = await t.signUp({ nombre: 'Álvaro Admin' });
  await t.makeAdmin(s.admin);
  await setProfile(db(), s.enrolled.profileId, { sexo: 'hombre', handicap: 18.4 });
  await setProfile(db(), s.other.profileId, { sexo: 'mujer', handicap: 14.2 });

  const tees = { hombre: dehesa.men, mujer: dehesa.women };
  ids.upcoming = await insertTournament(db(), {
    nombre: 'Gran Premio de Invierno',
    fecha_juego: '2030-06-15',
    campo_id: dehesa.id,
    tees,
    modalidad: 'parejas_por_golpes',
    descripcion: 'Partidas publicadas: consulta tu hora de salida.',
  });
  ids.today = await insertTournament(db(), {
    nombre: 'Torneo del Sábado',
    fecha_juego: '2030-06-01',
    campo_id: sierra.id,
    descripcion: null,
  });
  ids.finished = await insertTournament(db(), {
    nombre: 'Copa de la Peña',
    fecha_juego: '2030-05-31',
    campo_id: dehesa.id,
    tees,
  });
  ids.older = await insertTournament(db(), {
    nombre: 'Torneo de Otoño',
    fecha_juego: '2029-10-12',
    campo_id: sierra.id,
  });
  ids.inactive = await insertTournament(db(), {
    nombre: 'Torneo Aplazado',
    fecha_juego: '2030-07-01',
    campo_id: dehesa.id,
    activo: false,
  });
  ids.om = await insertLeague(db(), {
    nombre: 'Orden de Mérito 2030',
    fecha_inicio: '2030-01-01',
    fecha_fin: '2030-12-31',
    created_at: new Date('2030-01-01T10:00:00Z'),
    torneoIds: [ids.finished, ids.upcoming],
  });
  ids.cervecita = await insertLeague(db(), {
    nombre: 'Liga Cervecita',
    created_at: new Date('2030-02-01T10:00:00Z'),
    torneoIds: [ids.finished],
  });
  ids.oldLeague = await insertLeague(db(), {
    nombre: 'Liga 2029',
    activa: false,
    created_at: new Date('2029-01-01T10:00:00Z'),
    torneoIds: [ids.older],
  });

  // Benito: enrolled (playing handicap 21 on the men's tee) in the upcoming tournament, in 'Partida 2' with a guest
  // and Zoe; in the finished one with a validated group; in the older one and the inactive one.
  expect(
    (
      await t.request(`/api/tournaments/${ids.upcoming}/enrolment`, {
        method: 'POST',
        cookie: s.enrolled.cookie,
      })
    ).status,
  ).toBe(201);
  const [mine] = (await enrolmentTables(db())).participantes;
  const guest = await insertParticipant(db(), ids.upcoming, {
    guest: { nombre: 'Ñoño Invitado', handicap: 23.5 },
    handicap_torneo: 27,
  });
  const zoe = await insertParticipant(db(), ids.upcoming, { jugador_id: s.other.profileId });
  await insertParticipant(db(), ids.upcoming, { jugador_id: s.admin.profileId, handicap_torneo: 3 });
  ids.group = await insertGroup(db(), {
    torneoId: ids.upcoming,
    nombre: 'Partida 2',
    hora: '09:10',
    fecha: '2030-06-15',
    members: [mine!.id, guest, zoe],
  });
  const past = await insertParticipant(db(), ids.finished, {
    jugador_id: s.enrolled.profileId,
    handicap_torneo: 20,
  });
  await insertGroup(db(), {
    torneoId: ids.finished,
    nombre: 'Partida 1',
    hora: '08:00',
    fecha: '2030-05-31',
    validada: true,
    members: [past],
  });
  await insertStroke(db(), past, 1, 5);
  await insertParticipant(db(), ids.older, { jugador_id: s.enrolled.profileId, handicap_torneo: 19 });
  await insertParticipant(db(), ids.inactive, { jugador_id: s.enrolled.profileId });
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string, who: Session | null) => t.request(path, { cookie: who?.cookie });

describe('GET /api/tournaments (T§2 Torneos Disponibles)', () => {
  it('a visitor sees the active tournaments newest first, finished by the club’s date, without enrolment', async () => {
    const res = await get('/api/tournaments', null);
    expect(res.status).toBe(200);
    const cards = ZTournamentsResponse.parse(await res.json());
    expect(cards.map((c) => [c.nombre, c.fecha_juego, c.finalizado])).toEqual([
      ['Gran Premio de Invierno', '2030-06-15', false],
      ['Torneo del Sábado', '2030-06-01', false],
      ['Copa de la Peña', '2030-05-31', true],
      ['Torneo de Otoño', '2029-10-12', true],
    ]);
    expect(cards.every((c) => c.inscripcion === null)).toBe(true);
    const gp = cards[0]!;
    expect(gp).toMatchObject({
      modalidad: 'parejas_por_golpes',
      descripcion: 'Partidas publicadas: consulta tu hora de salida.',
      campo: { nombre: 'Club de Golf La Dehesa', ubicacion: 'Villanueva de la Cañada, Madrid' },
      ligas: [{ id: ids.om, nombre: 'Orden de Mérito 2030' }],
      inscritos: 4,
      activo: true,
    });
    expect(cards[2]!.ligas.map((l) => l.nombre)).toEqual(['Liga Cervecita', 'Orden de Mérito 2030']);
    expect(cards[1]!.descripcion).toBeNull();
  });

  it("an enrolled player sees 'Inscrito', the playing handicap and 'Mi Partida'", async () => {
    const res = await get('/api/tournaments', s.enrolled);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const cards = ZTournamentsResponse.parse(await res.json());
    const byName = new Map(cards.map((c) => [c.nombre, c]));
    const gp = byName.get('Gran Premio de Invierno')!.inscripcion;
    expect(gp).toEqual({
      participante_id: gp?.participante_id,
      handicap_juego: 21,
      jugado: gp?.jugado,
      tiene_resultados: false,
      partida: {
        id: ids.group,
        nombre: 'Partida 2',
        hora_salida: '09:10',
        hoyo_salida: 1,
        validada: false,
        participantes_count: 3,
        jugadores: ['Benito Pérez', 'Ñoño Invitado', 'Zoe Ortega'],
      },
    });
    expect(byName.get('Copa de la Peña')!.inscripcion).toMatchObject({
      handicap_juego: 20,
      tiene_resultados: true,
      partida: {
        nombre: 'Partida 1',
        hora_salida: '08:00',
        validada: true,
        participantes_count: 1,
        jugadores: ['Benito Pérez'],
      },
    });
    expect(byName.get('Torneo del Sábado')!.inscripcion).toBeNull();
    expect(byName.has('Torneo Aplazado')).toBe(false);
  });

  it('a player without a group, and the others, see their own enrolment only', async () => {
    const cards = ZTournamentsResponse.parse(await (await get('/api/tournaments', s.other)).json());
    expect(cards.find((c) => c.id === ids.upcoming)!.inscripcion).toMatchObject({
      handicap_juego: 14.2, // no handicap_torneo stored by the fixture: T§9's fallback, the profile's handicap
      partida: { nombre: 'Partida 2' },
    });
    expect(cards.filter((c) => c.inscripcion).length).toBe(1);
  });
});

describe('GET /api/tournaments/:id/participants (T§2 Participantes)', () => {
  it('sorted by name for Spanish readers, with own and playing handicaps', async () => {
    const res = await get(`/api/tournaments/${ids.upcoming}/participants`, s.enrolled);
    const body = ZTournamentParticipantsResponse.parse(await res.json());
    expect(body.torneo).toEqual({
      id: ids.upcoming,
      nombre: 'Gran Premio de Invierno',
      fecha_juego: '2030-06-15',
      finalizado: false,
    });
    expect(
      body.participantes.map((p) => [
        p.nombre,
        p.handicap_propio,
        p.handicap_juego,
        p.es_invitado,
        p.es_actor,
      ]),
    ).toEqual([
      ['Álvaro Admin', null, 3, false, false],
      ['Benito Pérez', 18.4, 21, false, true],
      ['Ñoño Invitado', 23.5, 27, true, false],
      ['Zoe Ortega', 14.2, 14.2, false, false],
    ]);
  });

  it('an empty tournament has an empty table', async () => {
    const body = ZTournamentParticipantsResponse.parse(
      await (await get(`/api/tournaments/${ids.today}/participants`, null)).json(),
    );
    expect(body.participantes).toEqual([]);
  });
});

describe('GET /api/me/tournaments-leagues (P§2 Mis Torneos y Ligas)', () => {
  it('the player’s tournaments newest first (also an inactive one) and the leagues they played, active first', async () => {
    const res = await get('/api/me/tournaments-leagues', s.enrolled);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = ZMyTournamentsAndLeagues.parse(await res.json());
    expect(body.torneos.map((c) => [c.nombre, c.finalizado, c.activo])).toEqual([
      ['Torneo Aplazado', false, false],
      ['Gran Premio de Invierno', false, true],
      ['Copa de la Peña', true, true],
      ['Torneo de Otoño', true, true],
    ]);
    expect(body.torneos.every((c) => c.inscripcion !== null)).toBe(true);
    expect(body.ligas.map((l) => [l.nombre, l.activa])).toEqual([
      ['Liga Cervecita', true],
      ['Orden de Mérito 2030', true],
      ['Liga 2029', false],
    ]);
  });

  it('a player with nothing gets two empty lists', async () => {
    const fresh = await t.signUp({ nombre: 'Nuevo' });
    const body = ZMyTournamentsAndLeagues.parse(
      await (await get('/api/me/tournaments-leagues', fresh)).json(),
    );
    expect(body).toEqual({ torneos: [], ligas: [] });
  });
});

describe('leagues (T§2 Ligas tab, /ligas, /ligas/{id})', () => {
  it('GET /api/leagues: the active leagues, newest first', async () => {
    const leagues = ZLeaguesResponse.parse(await (await get('/api/leagues', null)).json());
    expect(leagues.map((l) => [l.nombre, l.activa, l.descripcion, l.fecha_inicio, l.fecha_fin])).toEqual([
      ['Liga Cervecita', true, null, null, null],
      ['Orden de Mérito 2030', true, null, '2030-01-01', '2030-12-31'],
    ]);
  });

  it('GET /api/leagues/:id: the league and its tournaments in date order, finished by the club’s date', async () => {
    const detail = ZLeagueDetail.parse(await (await get(`/api/leagues/${ids.om}`, null)).json());
    expect(detail.liga).toMatchObject({
      id: ids.om,
      nombre: 'Orden de Mérito 2030',
      sistema_puntuacion: 'om_2030',
    });
    expect(detail.torneos.map((x) => [x.nombre, x.fecha_juego, x.finalizado])).toEqual([
      ['Copa de la Peña', '2030-05-31', true],
      ['Gran Premio de Invierno', '2030-06-15', false],
    ]);
  });

  it('an inactive tournament of a league is listed to administrators only', async () => {
    const league = await insertLeague(db(), {
      nombre: 'Liga de Verano',
      torneoIds: [ids.today, ids.inactive],
    });
    const names = async (who: Session | null) =>
      ZLeagueDetail.parse(await (await get(`/api/leagues/${league}`, who)).json()).torneos.map(
        (x) => x.nombre,
      );
    expect(await names(null)).toEqual(['Torneo del Sábado']);
    expect(await names(s.enrolled)).toEqual(['Torneo del Sábado']);
    expect(await names(s.admin)).toEqual(['Torneo del Sábado', 'Torneo Aplazado']);
    const empty = await insertLeague(db(), { nombre: 'Liga Vacía' });
    expect(ZLeagueDetail.parse(await (await get(`/api/leagues/${empty}`, null)).json()).torneos).toEqual([]);
  });
});

describe('every route with every role', () => {
  type Role = 'visitor' | 'other' | 'enrolled' | 'admin';
  const roles: Role[] = ['visitor', 'other', 'enrolled', 'admin'];
  const who = (r: Role) => (r === 'visitor' ? null : s[r]);
  const NOT_FOUND_T = [404, 'Torneo no encontrado'] as const;
  const NOT_FOUND_L = [404, 'Liga no encontrada'] as const;
  const SIGN_IN = [401, 'Debes iniciar sesión'] as const;

  const reads: { name: string; path: () => string; expect: Record<Role, readonly [number, string?]> }[] = [
    {
      name: 'list',
      path: () => '/api/tournaments',
      expect: { visitor: [200], other: [200], enrolled: [200], admin: [200] },
    },
    {
      name: 'active card',
      path: () => `/api/tournaments/${ids.upcoming}`,
      expect: { visitor: [200], other: [200], enrolled: [200], admin: [200] },
    },
    {
      name: 'inactive card',
      path: () => `/api/tournaments/${ids.inactive}`,
      expect: { visitor: NOT_FOUND_T, other: NOT_FOUND_T, enrolled: [200], admin: [200] },
    },
    {
      name: 'participants',
      path: () => `/api/tournaments/${ids.upcoming}/participants`,
      expect: { visitor: [200], other: [200], enrolled: [200], admin: [200] },
    },
    {
      name: 'inactive participants',
      path: () => `/api/tournaments/${ids.inactive}/participants`,
      expect: { visitor: NOT_FOUND_T, other: NOT_FOUND_T, enrolled: [200], admin: [200] },
    },
    {
      name: 'mine',
      path: () => '/api/me/tournaments-leagues',
      expect: { visitor: SIGN_IN, other: [200], enrolled: [200], admin: [200] },
    },
    {
      name: 'leagues',
      path: () => '/api/leagues',
      expect: { visitor: [200], other: [200], enrolled: [200], admin: [200] },
    },
    {
      name: 'active league',
      path: () => `/api/leagues/${ids.om}`,
      expect: { visitor: [200], other: [200], enrolled: [200], admin: [200] },
    },
    {
      name: 'inactive league',
      path: () => `/api/leagues/${ids.oldLeague}`,
      expect: { visitor: NOT_FOUND_L, other: NOT_FOUND_L, enrolled: [200], admin: [200] },
    },
  ];

  for (const route of reads) {
    for (const role of roles) {
      it(`GET ${route.name} as ${role}`, async () => {
        const before = await enrolmentTables(db());
        const res = await get(route.path(), who(role));
        const [status, message] = route.expect[role];
        expect(res.status).toBe(status);
        if (message) expect((await errorOf(res))[1]).toBe(message);
        expect(await enrolmentTables(db())).toEqual(before);
      });
    }
  }

  it('GET one card answers what the list answers for that tournament', async () => {
    const card = ZTournamentCard.parse(
      await (await get(`/api/tournaments/${ids.upcoming}`, s.enrolled)).json(),
    );
    const list = ZTournamentsResponse.parse(await (await get('/api/tournaments', s.enrolled)).json());
    expect(card).toEqual(list.find((c) => c.id === ids.upcoming));
  });

  it('enrol and cancel: visitor 401; player not enrolled enrols and cancels; enrolled 409 then cancels; admin like a player', async () => {
    const enrol = (r: Role) =>
      t.request(`/api/tournaments/${ids.today}/enrolment`, { method: 'POST', cookie: who(r)?.cookie });
    const cancel = (r: Role) =>
      t.request(`/api/tournaments/${ids.today}/enrolment`, { method: 'DELETE', cookie: who(r)?.cookie });
    let before = await enrolmentTables(db());
    expect(await errorOf(await enrol('visitor'))).toEqual([...SIGN_IN]);
    expect(await errorOf(await cancel('visitor'))).toEqual([...SIGN_IN]);
    expect(await enrolmentTables(db())).toEqual(before);
    for (const role of ['other', 'admin'] as const) {
      before = await enrolmentTables(db());
      expect(await errorOf(await cancel(role))).toEqual([404, 'No estás inscrito en este torneo']);
      expect(await enrolmentTables(db())).toEqual(before);
      expect((await enrol(role)).status).toBe(201);
      before = await enrolmentTables(db());
      expect(await errorOf(await enrol(role))).toEqual([409, 'Este jugador ya está inscrito en el torneo']);
      expect(await enrolmentTables(db())).toEqual(before);
      expect((await cancel(role)).status).toBe(204);
    }
  });

  it('malformed and unknown ids on every read', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['/api/tournaments/', '/api/leagues/']) {
      expect(await errorOf(await get(`${path}nope`, null))).toEqual([400, 'Identificador no válido']);
    }
    expect(await errorOf(await get('/api/tournaments/nope/participants', null))).toEqual([
      400,
      'Identificador no válido',
    ]);
    expect(await errorOf(await get(`/api/tournaments/${unknown}`, s.admin))).toEqual([...NOT_FOUND_T]);
    expect(await errorOf(await get(`/api/tournaments/${unknown}/participants`, s.admin))).toEqual([
      ...NOT_FOUND_T,
    ]);
    expect(await errorOf(await get(`/api/leagues/${unknown}`, s.admin))).toEqual([...NOT_FOUND_L]);
  });
});

describe('GET /api/tournaments never sends the whole history (design.md §10, decision record 043)', () => {
  beforeAll(async () => {
    const campo = await insertCourse(db(), { nombre: 'Golf Río Viejo', ubicacion: 'Toledo' });
    for (const [nombre, fecha_juego] of [
      ['Memorial de Primavera', '2029-05-31'],
      ['Memorial Río Viejo', '2028-03-10'],
      ['Copa de Navidad', '2028-12-20'],
    ] as const)
      await insertTournament(db(), { nombre, fecha_juego, campo_id: campo.id });
  });
  const names = async (path: string) =>
    ZTournamentsResponse.parse(await (await get(path, s.other)).json()).map((c) => c.nombre);

  it('by default: the tournaments still to play and those of the twelve months up to the club’s today', async () => {
    // Today is 2030-06-01: 2029-10-12 is in, 2029-05-31 (a year and a day before) is not.
    expect(await names('/api/tournaments')).toEqual([
      'Gran Premio de Invierno',
      'Torneo del Sábado',
      'Copa de la Peña',
      'Torneo de Otoño',
    ]);
  });

  it('a past season on demand, and the seasons with their counts (active tournaments only)', async () => {
    expect(await names('/api/tournaments?temporada=2028')).toEqual(['Copa de Navidad', 'Memorial Río Viejo']);
    expect(await names('/api/tournaments?temporada=2029')).toEqual([
      'Torneo de Otoño',
      'Memorial de Primavera',
    ]);
    expect(await names('/api/tournaments?temporada=1990')).toEqual([]);
    const res = await get('/api/tournament-seasons', null);
    expect(ZTournamentSeasons.parse(await res.json())).toEqual([
      { temporada: 2030, torneos: 3 },
      { temporada: 2029, torneos: 2 },
      { temporada: 2028, torneos: 2 },
    ]);
  });

  it('a search over every season by name, course or league, accents and case ignored', async () => {
    expect(await names('/api/tournaments?q=memorial')).toEqual([
      'Memorial de Primavera',
      'Memorial Río Viejo',
    ]);
    expect(await names('/api/tournaments?q=RIO%20viejo')).toEqual([
      'Memorial de Primavera',
      'Copa de Navidad',
      'Memorial Río Viejo',
    ]);
    expect(await names('/api/tournaments?q=cervecita')).toEqual(['Copa de la Peña']);
    expect(await names('/api/tournaments?q=aplazado')).toEqual([]); // inactive
    expect(await names('/api/tournaments?q=navidad&temporada=2029')).toEqual([]);
  });

  it('bad queries are refused in Spanish', async () => {
    for (const bad of ['temporada=dos', 'temporada=2030.5', 'temporada=99999'])
      expect(await errorOf(await get(`/api/tournaments?${bad}`, null))).toEqual([
        400,
        'La temporada debe ser un año',
      ]);
    expect(await errorOf(await get(`/api/tournaments?q=${'a'.repeat(101)}`, null))).toEqual([
      400,
      'Máximo 100 caracteres',
    ]);
  });
});
