import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePlayingHandicap, formatOf, todayInTimeZone } from '@/shared/domain';
import { ZMeResponse } from '@/shared/schemas/accounts';
import { ZTournamentMatches } from '@/shared/schemas/matches';
import * as s from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/server/test/harness';

let t: TestApp;
const NOW = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' }, { clock: () => NOW });
});
afterAll(async () => {
  await t.close();
});

describe('demo club seed', () => {
  it('prints working demo accounts: the admin is admin, the player is not', async () => {
    expect(t.runtime.seeded).toEqual({
      admin: { email: 'admin@pena.golf', password: 'pena1234' },
      player: { email: 'jugador@pena.golf', password: 'pena1234' },
    });
    // Parsed with the web's schema: the demo accounts' sessions are what the browser accepts (web/lib/session.ts).
    const admin = await t.signIn('admin@pena.golf', 'pena1234');
    const me = ZMeResponse.parse(await (await t.request('/api/me', { cookie: admin.cookie })).json());
    expect(me.isAdmin).toBe(true);
    expect(me.profile).not.toBeNull();
    const player = await t.signIn('jugador@pena.golf', 'pena1234');
    const me2 = ZMeResponse.parse(await (await t.request('/api/me', { cookie: player.cookie })).json());
    expect(me2.isAdmin).toBe(false);
    expect(me2.profile?.handicap).toBe(18.4);
  });

  it('two courses, each with a men and a women tee of 18 holes with par and a unique stroke index', async () => {
    const db = t.runtime.deps.db;
    const courses = await db.select().from(s.camposGolf);
    expect(courses).toHaveLength(2);
    const tees = await db.select().from(s.tiposSalida);
    expect(tees).toHaveLength(4);
    for (const tee of tees) {
      const holes = await db
        .select()
        .from(s.hoyosTipoSalida)
        .where(eq(s.hoyosTipoSalida.tipo_salida_id, tee.id));
      expect(holes).toHaveLength(18);
      expect(new Set(holes.map((h) => h.handicap)).size).toBe(18);
      expect(holes.every((h) => h.par >= 3 && h.par <= 5)).toBe(true);
    }
  });

  it('about 30 players: a plus handicap, one above 36, some without account', async () => {
    const db = t.runtime.deps.db;
    const players = await db.select().from(s.profiles);
    expect(players.length).toBeGreaterThanOrEqual(28);
    expect(players.some((p) => p.handicap !== null && p.handicap < 0)).toBe(true);
    expect(players.some((p) => p.handicap !== null && p.handicap > 36)).toBe(true);
    const [without] = await db.select({ n: count() }).from(s.profiles).where(isNull(s.profiles.user_id));
    expect(without!.n).toBeGreaterThanOrEqual(3);
  });

  it('an active league of each scoring system, with points for the played tournaments', async () => {
    const db = t.runtime.deps.db;
    const leagues = await db.select().from(s.ligas).where(eq(s.ligas.activa, true));
    expect(leagues.map((l) => l.sistema_puntuacion).sort()).toEqual(['cervecita', 'om_2026']);
    const points = await db.select().from(s.puntuacionesLiga);
    expect(new Set(points.map((p) => p.torneo_id)).size).toBe(4);
    expect(points.every((p) => p.puntos_handicap >= 1 && p.puntos_scratch >= 1)).toBe(true);
  });

  it('tournaments in the past (complete, validated), today (partial scores) and upcoming (published groups)', async () => {
    const db = t.runtime.deps.db;
    const today = todayInTimeZone(NOW, 'Europe/Madrid');
    // The match-play championship (its own test below) is played match by match, not on one day.
    const torneos = (await db.select().from(s.torneos)).filter((x) => !formatOf(x).matches);
    const past = torneos.filter((x) => x.fecha_juego < today);
    const todays = torneos.filter((x) => x.fecha_juego === today);
    const upcoming = torneos.filter((x) => x.fecha_juego > today);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(todays).toHaveLength(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(1);

    for (const torneo of past) {
      const groups = await db.select().from(s.partidas).where(eq(s.partidas.torneo_id, torneo.id));
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.every((g) => g.validada)).toBe(true);
      const participants = await db
        .select()
        .from(s.participantesTorneo)
        .where(eq(s.participantesTorneo.torneo_id, torneo.id));
      for (const p of participants) {
        const [holes] = await db
          .select({ n: count() })
          .from(s.resultadosHoyo)
          .where(eq(s.resultadosHoyo.participante_id, p.id));
        expect(holes!.n).toBe(18);
      }
    }
    const todayGroups = await db.select().from(s.partidas).where(eq(s.partidas.torneo_id, todays[0]!.id));
    expect(todayGroups.every((g) => !g.validada)).toBe(true);
    const todayParticipants = await db
      .select()
      .from(s.participantesTorneo)
      .where(eq(s.participantesTorneo.torneo_id, todays[0]!.id));
    const counts = await Promise.all(
      todayParticipants.map(
        async (p) =>
          (
            await db
              .select({ n: count() })
              .from(s.resultadosHoyo)
              .where(eq(s.resultadosHoyo.participante_id, p.id))
          )[0]!.n,
      ),
    );
    expect(counts.some((n) => n > 0 && n < 18)).toBe(true);
    const published = await Promise.all(
      upcoming.map((u) => db.select().from(s.partidas).where(eq(s.partidas.torneo_id, u.id))),
    );
    expect(published.some((g) => g.length > 0 && g.every((x) => x.hora_salida! >= '08:00'))).toBe(true);
  });

  it("plays a Stableford tournament ('Torneo de Otoño') and a mejor bola one ('Copa de la Peña') with results", async () => {
    const db = t.runtime.deps.db;
    const [otono] = await db.select().from(s.torneos).where(eq(s.torneos.nombre, 'Torneo de Otoño'));
    expect(otono).toMatchObject({
      modalidad: 'stableford_individual',
      forma_parejas: null,
      limite_golpes_hoyo: null,
    });
    const [copa] = await db.select().from(s.torneos).where(eq(s.torneos.nombre, 'Copa de la Peña'));
    expect(copa).toMatchObject({ modalidad: 'parejas_por_golpes', forma_parejas: 'mejor_bola' });
    const pairs = await db.select().from(s.parejasTorneo).where(eq(s.parejasTorneo.torneo_id, copa!.id));
    expect(pairs.length).toBeGreaterThanOrEqual(10);
    // Partners sit in the same group, and both have results.
    const seats = new Map(
      (await db.select().from(s.partidasParticipantes)).map((x) => [x.participante_id, x.partida_id]),
    );
    for (const p of pairs) expect(seats.get(p.participante_1_id)).toBe(seats.get(p.participante_2_id));
    for (const torneoId of [otono!.id, copa!.id]) {
      const [played] = await db
        .select({ n: count() })
        .from(s.resultadosHoyo)
        .innerJoin(s.participantesTorneo, eq(s.participantesTorneo.id, s.resultadosHoyo.participante_id))
        .where(eq(s.participantesTorneo.torneo_id, torneoId));
      expect(played!.n).toBeGreaterThan(100);
    }
  });

  it("tournament handicaps are the rules engine's playing handicap on the player's tee", async () => {
    const db = t.runtime.deps.db;
    const rows = await db
      .select({ pt: s.participantesTorneo, profile: s.profiles, torneo: s.torneos })
      .from(s.participantesTorneo)
      .innerJoin(s.profiles, eq(s.profiles.id, s.participantesTorneo.jugador_id))
      .innerJoin(s.torneos, eq(s.torneos.id, s.participantesTorneo.torneo_id))
      .limit(40);
    for (const { pt, profile, torneo } of rows) {
      const [salida] = await db
        .select()
        .from(s.torneosSalidas)
        .where(and(eq(s.torneosSalidas.torneo_id, torneo.id), eq(s.torneosSalidas.sexo, profile.sexo!)));
      const [tee] = await db.select().from(s.tiposSalida).where(eq(s.tiposSalida.id, salida!.tipo_salida_id));
      const holes = await db
        .select()
        .from(s.hoyosTipoSalida)
        .where(eq(s.hoyosTipoSalida.tipo_salida_id, tee!.id));
      const expected =
        profile.handicap === null
          ? 0
          : calculatePlayingHandicap(profile.handicap, { ...tee!, holes }, torneo.reductor_handicap);
      expect(pt.handicap_torneo).toBe(expected);
    }
  });

  it('personal games of the demo player, one of them upcoming', async () => {
    const games = await t.runtime.deps.db
      .select()
      .from(s.partidas)
      .where(eq(s.partidas.es_partida_personal, true));
    expect(games).toHaveLength(2);
  });

  it('a second start does not seed again', async () => {
    const { seedDemoClubIfEmpty } = await import('./index');
    expect(await seedDemoClubIfEmpty(t.runtime.deps)).toBeNull();
  });

  it('a match-play championship halfway through: quarter-finals played, a semi-final live, the other pending', async () => {
    const [torneo] = await t.runtime.deps.db
      .select()
      .from(s.torneos)
      .where(eq(s.torneos.nombre, 'Campeonato Match Play de la Peña'));
    const res = await t.request(`/api/tournaments/${torneo!.id}/matches`, {
      cookie: (await t.signIn('jugador@pena.golf', 'pena1234')).cookie,
    });
    const all = ZTournamentMatches.parse(await res.json());
    expect(all.rondas.map((r) => r.nombre)).toEqual(['Cuartos', 'Semifinales', 'Final']);
    expect(all.partidos.filter((m) => m.ronda === 1).every((m) => m.estado === 'terminado')).toBe(true);
    expect(all.partidos.filter((m) => m.ronda === 2).map((m) => m.estado)).toEqual(['en_juego', 'pendiente']);
    expect(all.partidos.filter((m) => m.ronda === 2).every((m) => m.lados.every((l) => l !== null))).toBe(
      true,
    );
    expect(all.partidos.find((m) => m.ronda === 3)!.procedencia).toEqual([
      'Ganador de Semifinal 1',
      'Ganador de Semifinal 2',
    ]);
  });
});
