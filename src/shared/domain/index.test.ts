import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public API', () => {
  it('design §4.3 "Golf rules are pure functions": the entry point exposes the rules and keeps internals private', () => {
    for (const name of [
      'calculatePlayingHandicap',
      'strokesReceived',
      'computeTournamentStandings',
      'computePersonalGameStandings',
      'teeForSex',
      'teeAsPlayed',
      'computeTournamentPoints',
      'rankStandings',
      'formatOf',
      'sidePlayingHandicap',
      'stablefordPoints',
      'computeLeagueSeason',
      'summarizePlayerResults',
      'generateGroups',
      'isTournamentFinished',
      'formatPoints',
      'formatToPar',
      'strokeChoices',
      'holeColourClass',
      'matchStrokes',
      'matchState',
      'matchResultText',
      'parseMatchResult',
      'createDraw',
      'nextSlot',
      'roundName',
      'knockoutPositions',
      'handicapHistory',
      'scoreDifferential',
      'countsForHandicap',
      'playerStatistics',
      'holeDifficulty',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
    expect('capStrokes' in domain).toBe(false);
    expect('requireFinite' in domain).toBe(false);
    expect('combineBestBall' in domain).toBe(false);
  });

  it('works end to end: standings feed league points, points feed a season', () => {
    const holes = domain.normalizeHoles([]);
    const inputs: domain.StandingsInputs = {
      torneo: { limite_golpes_hoyo: null, metodo_desempate: 'puntuacion_media' },
      salidas: [{ id: 'tee', hoyos: [] }],
      participantes: [
        {
          id: 'a',
          nombre: 'Ana',
          handicap: 18,
          handicap_propio: 17.6,
          profile_image_url: null,
          tee_id: 'tee',
        },
        { id: 'b', nombre: 'Bea', handicap: 0, handicap_propio: 0.4, profile_image_url: null, tee_id: 'tee' },
      ],
      resultados: holes.flatMap((h) => [
        { participante_id: 'a', numero_hoyo: h.numero_hoyo, golpes: 5 },
        { participante_id: 'b', numero_hoyo: h.numero_hoyo, golpes: 4 },
      ]),
    };
    const standings = domain.rankStandings(inputs);
    expect(standings.byHandicap.map((r) => r.resultado_handicap)).toEqual([0, 0]);
    const points = domain.computeTournamentPoints(inputs, {
      sistema_puntuacion: 'om_peugeot',
      incluidos: new Set(['a', 'b']),
    });
    // Both level par net: shared first place, (40 + 37) / 2 = 38.5 each, lower playing handicap listed first;
    // scratch: Bea 1st 40, Ana 2nd 37.
    expect(
      points.map((p) => [p.participante_id, p.posicion_handicap, p.puntos_handicap, p.puntos_scratch]),
    ).toEqual([
      ['b', 1, 38.5, 40],
      ['a', 1, 38.5, 37],
    ]);
    const season = domain.computeLeagueSeason({
      sistema_puntuacion: 'om_peugeot',
      numero_torneos_descartados: 0,
      torneos: [{ torneo_id: 't', fecha_juego: '2025-05-01' }],
      puntuaciones: points.map((p) => ({
        torneo_id: 't',
        jugador_id: p.participante_id,
        puntos_scratch: p.puntos_scratch,
        puntos_handicap: p.puntos_handicap,
      })),
      today: '2025-05-02',
    });
    expect(
      domain.rankLeagueStandings(season.jugadores, 'scratch').map((l) => [l.jugador.jugador_id, l.posicion]),
    ).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    expect(domain.formatPoints(38.5)).toBe('38,5');
  });
});
