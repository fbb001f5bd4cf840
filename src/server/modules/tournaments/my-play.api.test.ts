/** GET /api/me/play: where JUGAR leads on a tournament's day, with the club's clock. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTournamentMatches } from '@/shared/schemas/matches';
import { ZMyPlay } from '@/shared/schemas/tournaments';
import { partidas, partidos, torneos } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';

const TODAY = '2030-06-01';
let t: TestApp;
let admin: Session;
let course: { id: string; teeIds: string[] };

beforeAll(async () => {
  // 23:30 UTC on 31 May is already 1 June in Madrid: the club's day, not UTC's.
  t = await createTestApp({}, { clock: () => new Date('2030-05-31T23:30:00Z') });
  admin = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(admin);
  course = await insertTeesCourse(t.runtime.deps.db);
});
afterAll(async () => {
  await t.close();
});

const play = async (who: Session) => {
  const res = await t.request('/api/me/play', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return ZMyPlay.parse(await res.json()).destinos;
};

describe('GET /api/me/play', () => {
  it('asks for a session', async () => {
    expect((await t.request('/api/me/play')).status).toBe(401);
  });

  it('is empty without a tournament group today', async () => {
    const s = await t.signUp({ nombre: 'Nadie' });
    expect(await play(s)).toEqual([]);
    // Enrolled today but in no group; in a group tomorrow; in a validated group; in an inactive tournament.
    await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      course,
      participants: [{ profileId: s.profileId }],
    });
    await insertTournament(t.runtime.deps.db, {
      fecha_juego: '2030-06-02',
      course,
      participants: [{ profileId: s.profileId, group: 0 }],
    });
    await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      course,
      validada: [true],
      participants: [{ profileId: s.profileId, group: 0 }],
    });
    const inactive = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      course,
      participants: [{ profileId: s.profileId, group: 0 }],
    });
    await t.runtime.deps.db.update(torneos).set({ activo: false }).where(eq(torneos.id, inactive.torneoId));
    expect(await play(s)).toEqual([]);
  });

  it("leads to today's group, and to each when there are several, earliest first", async () => {
    const ana = await t.signUp({ nombre: 'Ana' });
    const morning = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      course,
      groups: 2,
      participants: [
        { invitado: { nombre: 'Pepe', handicap: 10, sexo: 'hombre' }, group: 0 },
        { profileId: ana.profileId, sexo: 'mujer', group: 1 },
      ],
    });
    expect(await play(ana)).toEqual([
      {
        partida_id: morning.groupIds[1],
        torneo_id: morning.torneoId,
        torneo_nombre: 'Torneo de prueba',
        tipo: 'grupo',
        nombre: 'Partida 2',
        hora_salida: '09:10',
        hoyo_salida: 1,
      },
    ]);
    const early = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      course,
      participants: [{ profileId: ana.profileId, group: 0 }],
    });
    expect((await play(ana)).map((d) => d.partida_id)).toEqual([early.groupIds[0], morning.groupIds[1]]);
    // Somebody else's JUGAR does not lead there.
    expect(await play(admin)).toEqual([]);
  });

  it("leads to today's match, until it is decided", async () => {
    const marta = await t.signUp({ nombre: 'Marta' });
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
    const res = await t.request(`/api/admin/tournaments/${f.torneoId}/matches`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { partidos: [{ lado_1: f.participantIds[0], lado_2: f.participantIds[1] }] },
    });
    expect(res.status).toBeLessThan(300);
    const match = ZTournamentMatches.parse(await res.json()).partidos[0]!;
    expect(await play(marta)).toEqual([
      {
        partida_id: match.partida_id,
        torneo_id: f.torneoId,
        torneo_nombre: 'Torneo de prueba',
        tipo: 'grupo',
        nombre: expect.any(String) as unknown,
        // A one-day match paired without a time has none (never a made-up 09:00).
        hora_salida: null,
        hoyo_salida: 1,
      },
    ]);
    // Pedro concedes: nothing left to play.
    const conceded = await t.request(`/api/matches/${match.id}/concede`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { lado: 2 },
    });
    expect(conceded.status).toBeLessThan(300);
    expect(await play(marta)).toEqual([]);
  });

  it("leads to a knockout's next match on any day until it is played, not to a match agreed for another day", async () => {
    const luis = await t.signUp({ nombre: 'Luis' });
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: '2030-05-20',
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: [
        { profileId: luis.profileId, sexo: 'hombre', handicap_torneo: 3 },
        { invitado: { nombre: 'Rafa', handicap: 5, sexo: 'hombre' }, handicap_torneo: 5 },
      ],
    });
    const res = await t.request(`/api/admin/tournaments/${f.torneoId}/draw`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { modo: 'handicap', fechas_limite: ['2030-06-10'] },
    });
    expect(res.status).toBeLessThan(300);
    const match = ZTournamentMatches.parse(await res.json()).partidos[0]!;
    expect(await play(luis)).toEqual([
      {
        partida_id: match.partida_id,
        torneo_id: f.torneoId,
        torneo_nombre: 'Torneo de prueba',
        tipo: 'partido',
        nombre: 'Contra Rafa',
        hora_salida: null,
        hoyo_salida: 1,
      },
    ]);
    await t.runtime.deps.db.update(partidos).set({ fecha: '2030-06-05' }).where(eq(partidos.id, match.id));
    expect(await play(luis)).toEqual([]);
  });
});

describe("GET /api/me/play: a marker the committee named from another group ('Marcador y jugador')", () => {
  it('leads to the group of the card they mark, beside their own group, and not once it is validated', async () => {
    const db = t.runtime.deps.db;
    const olga = await t.signUp({ nombre: 'Olga' });
    const pablo = await t.signUp({ nombre: 'Pablo Navarro' });
    const f = await insertTournament(db, {
      fecha_juego: TODAY,
      course,
      groups: 2,
      participants: [
        { profileId: pablo.profileId, group: 0 },
        { profileId: olga.profileId, group: 1 },
      ],
    });
    await db.update(torneos).set({ validacion: 'marcador_jugador' }).where(eq(torneos.id, f.torneoId));
    expect((await play(olga)).map((d) => [d.tipo, d.partida_id])).toEqual([['grupo', f.groupIds[1]]]);
    const named = await t.request(`/api/admin/groups/partidas/${f.groupIds[0]}/markers`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { participante_id: f.participantIds[0], marcador_participante_id: f.participantIds[1] },
    });
    expect(named.status).toBe(200);
    const destinos = await play(olga);
    // In tee-time order, as every destination: Pablo's group goes out first.
    expect(destinos.map((d) => [d.tipo, d.partida_id])).toEqual([
      ['marcador', f.groupIds[0]],
      ['grupo', f.groupIds[1]],
    ]);
    expect(destinos[0]?.nombre).toMatch(/^Marcador de Pablo Navarro · /);
    // Pablo's own JUGAR is unchanged: his group.
    expect((await play(pablo)).map((d) => [d.tipo, d.partida_id])).toEqual([['grupo', f.groupIds[0]]]);
    await db.update(partidas).set({ validada: true }).where(eq(partidas.id, f.groupIds[0]!));
    expect((await play(olga)).map((d) => d.tipo)).toEqual(['grupo']);
  });
});
