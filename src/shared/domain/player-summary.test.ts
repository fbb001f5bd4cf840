import { describe, expect, it } from 'vitest';
import { formatBestPosition, summarizePlayerResults, type PlayerLeagueResult } from './player-summary';
import { expectDomainError } from './test-helpers';

const r = (over: Partial<PlayerLeagueResult>): PlayerLeagueResult => ({
  liga_id: 'l1',
  liga_nombre: 'Liga OM',
  sistema_puntuacion: 'om_peugeot',
  torneo_id: 't1',
  torneo_nombre: 'Torneo 1',
  fecha_juego: '2025-03-01',
  posicion_scratch: 3,
  posicion_handicap: 5,
  puntos_scratch: 35,
  puntos_handicap: 31,
  modalidad: 'individual_por_golpes',
  forma_parejas: null,
  resultado: null,
  ...over,
});

describe('summarizePlayerResults (/mis-resultados)', () => {
  const rows = [
    r({}),
    r({
      torneo_id: 't2',
      fecha_juego: '2025-04-01',
      posicion_scratch: 7,
      posicion_handicap: 2,
      puntos_scratch: 27,
      puntos_handicap: 37,
    }),
    r({
      liga_id: 'l2',
      liga_nombre: 'Cervecita',
      sistema_puntuacion: 'cervecita',
      torneo_id: 't3',
      posicion_scratch: null,
      posicion_handicap: 1,
      puntos_scratch: 6,
      puntos_handicap: 6,
    }),
  ];

  it('P§2 "four summary cards: Torneos Jugados, Mejor Posición Scratch, Mejor Posición Handicap, Puntos Totales"', () => {
    const summary = summarizePlayerResults(rows);
    expect(summary).toMatchObject({
      torneos_jugados: 3,
      mejor_posicion_scratch: 3,
      mejor_posicion_handicap: 1,
      total_puntos_scratch: 68,
      total_puntos_handicap: 74,
    });
  });

  it('P§9 "Summary \'Puntos Totales\' is the larger of the scratch and handicap point sums; average gross and net strokes are not computed (null)"', () => {
    const summary = summarizePlayerResults(rows);
    expect(summary.puntos_totales).toBe(74);
    expect(summary.promedio_golpes_brutos).toBeNull();
    expect(summary.promedio_golpes_netos).toBeNull();
  });

  it('P§2 "per league a card with league name, count of tournaments played, badges with scratch and handicap points"; scoring system label', () => {
    const [cervecita, om] = summarizePlayerResults(rows).ligas;
    expect(om).toMatchObject({
      nombre: 'Liga OM',
      sistema_label: 'OM peugeot',
      torneos_jugados: 2,
      total_puntos_scratch: 62,
      total_puntos_handicap: 68,
      mejor_posicion_handicap: 2,
    });
    expect(om?.resultados.map((x) => x.torneo_id)).toEqual(['t2', 't1']);
    expect(cervecita).toMatchObject({
      sistema_label: 'Cervecita',
      mejor_posicion_scratch: null,
      mejor_posicion_handicap: 1,
    });
  });

  it('a tournament counted in two leagues is one tournament played', () => {
    const summary = summarizePlayerResults([r({}), r({ liga_id: 'l2' })]);
    expect(summary.torneos_jugados).toBe(1);
  });

  it('P§2 "Empty: \'No tienes resultados aún\'": no rows give zeros and N/A', () => {
    const summary = summarizePlayerResults([]);
    expect(summary).toMatchObject({
      torneos_jugados: 0,
      mejor_posicion_scratch: null,
      puntos_totales: 0,
      ligas: [],
    });
    expect(formatBestPosition(summary.mejor_posicion_scratch)).toBe('N/A');
  });

  it('P§2 "Best positions show as a number followed by a degree sign, or N/A"', () => {
    expect(formatBestPosition(3)).toBe('3°');
    expect(formatBestPosition(null)).toBe('N/A');
  });

  it('rejects impossible rows', () => {
    expectDomainError(() => summarizePlayerResults([r({ posicion_scratch: 0 })]), 'INVALID_POSITION');
    expectDomainError(() => summarizePlayerResults([r({ puntos_handicap: -2 })]), 'INVALID_POINTS');
    expectDomainError(() => summarizePlayerResults([r({ puntos_scratch: Number.NaN })]), 'INVALID_POINTS');
  });
});
