import { describe, expect, it } from 'vitest';
import { ALL_FORMATS, formatOf } from '../formats';
import { countsForHandicap, handicapExclusion } from './eligibility';

describe('countsForHandicap: which rounds feed the estimate', () => {
  it('tournaments: every format on a player’s own card counts; foursome and greensome never', () => {
    const counting = ALL_FORMATS.filter((format) =>
      countsForHandicap({ tipo: 'torneo', format, validada: true, rated: true }),
    ).map((format) => format.label);
    expect(counting).toEqual([
      'Individual por golpes',
      'Stableford individual',
      'Parejas por golpes · Mejor bola',
      'Stableford parejas · Mejor bola',
      'Matchplay individual',
      'Matchplay parejas · Mejor bola',
    ]);
    const foursome = formatOf({ modalidad: 'parejas_por_golpes', forma_parejas: 'foursome' });
    expect(handicapExclusion({ tipo: 'torneo', format: foursome, validada: true, rated: true })).toBe(
      'tarjeta_de_equipo',
    );
    const greensome = formatOf({ modalidad: 'stableford_parejas', forma_parejas: 'greensome' });
    expect(countsForHandicap({ tipo: 'torneo', format: greensome, validada: true, rated: true })).toBe(false);
  });

  it('tournaments: only validated cards on rated tees', () => {
    const format = formatOf({ modalidad: 'stableford_individual' });
    expect(handicapExclusion({ tipo: 'torneo', format, validada: false, rated: true })).toBe('sin_validar');
    expect(handicapExclusion({ tipo: 'torneo', format, validada: true, rated: false })).toBe(
      'sin_valoracion',
    );
    expect(handicapExclusion({ tipo: 'torneo', format, validada: true, rated: true })).toBeNull();
  });

  it("personal games: only 'Válida para hándicap' with every participant a member, on a rated tee", () => {
    const game = {
      tipo: 'partida_personal',
      valida_para_handicap: true,
      todos_socios: true,
      rated: true,
    } as const;
    expect(countsForHandicap(game)).toBe(true);
    expect(handicapExclusion({ ...game, valida_para_handicap: false })).toBe('no_valida_para_handicap');
    expect(handicapExclusion({ ...game, todos_socios: false })).toBe('con_invitados');
    expect(handicapExclusion({ ...game, rated: false })).toBe('sin_valoracion');
  });
});
