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
      'computeTournamentPoints',
      'computeLeagueSeason',
      'summarizePlayerResults',
      'generateGroups',
      'isTournamentFinished',
      'formatPoints',
      'formatToPar',
      'strokeChoices',
      'holeColourClass',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
    expect('capStrokes' in domain).toBe(false);
    expect('requireFinite' in domain).toBe(false);
  });

  it('works end to end: standings feed league points, points feed a season', () => {
    const holes = domain.normalizeHoles([]);
    const standings = domain.computeTournamentStandings(
      [
        {
          participante_id: 'a',
          nombre: 'Ana',
          handicap: 18,
          handicap_propio: 17.6,
          results: holes.map((h) => ({ numero_hoyo: h.numero_hoyo, golpes: 5 })),
        },
        {
          participante_id: 'b',
          nombre: 'Bea',
          handicap: 0,
          handicap_propio: 0.4,
          results: holes.map((h) => ({ numero_hoyo: h.numero_hoyo, golpes: 4 })),
        },
      ],
      { holes: [], limite_golpes_hoyo: null },
    );
    const points = domain.computeTournamentPoints(
      standings.byHandicap.map((row) => ({ ...row, incluir_en_puntos: true })),
      { sistema_puntuacion: 'om_peugeot' },
    );
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
