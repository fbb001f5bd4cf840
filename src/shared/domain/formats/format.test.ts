import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../test-helpers';
import { ALL_FORMATS, DEFAULT_FORMAT, formatOf } from './format';

describe('formatOf (design §14)', () => {
  it('individual stroke play keeps the spec: reductor 100, stroke limit, Golpes, lowest first', () => {
    const f = formatOf({ modalidad: 'individual_por_golpes', forma_parejas: null });
    expect(f).toBe(DEFAULT_FORMAT);
    expect(f).toMatchObject({
      label: 'Individual por golpes',
      scoring: 'golpes',
      ranking: 'golpes',
      pairs: false,
      oneBall: false,
      defaultReductor: 100,
      allowsPickUp: false,
      usesStrokeLimit: true,
      incompleteCards: true,
      totalLabel: 'Golpes',
      higherIsBetter: false,
    });
  });

  it('Stableford: 95 %, pick up allowed, no stroke limit, Puntos, highest first, never incomplete', () => {
    expect(formatOf({ modalidad: 'stableford_individual' })).toMatchObject({
      label: 'Stableford individual',
      scoring: 'stableford',
      ranking: 'stableford',
      defaultReductor: 95,
      allowsPickUp: true,
      usesStrokeLimit: false,
      incompleteCards: false,
      totalLabel: 'Puntos',
      higherIsBetter: true,
    });
  });

  it('pairs forms: the §14 table of allowances, one ball for foursome and greensome', () => {
    const summary = (modalidad: string, forma: string) => {
      const f = formatOf({ modalidad, forma_parejas: forma });
      return [f.label, f.pairs, f.oneBall, f.defaultReductor, f.allowsPickUp];
    };
    expect(summary('stableford_parejas', 'mejor_bola')).toEqual([
      'Stableford parejas · Mejor bola',
      true,
      false,
      85,
      true,
    ]);
    expect(summary('parejas_por_golpes', 'mejor_bola')).toEqual([
      'Parejas por golpes · Mejor bola',
      true,
      false,
      85,
      true,
    ]);
    expect(summary('parejas_por_golpes', 'foursome')).toEqual([
      'Parejas por golpes · Foursome',
      true,
      true,
      50,
      false,
    ]);
    expect(summary('stableford_parejas', 'greensome')).toEqual([
      'Stableford parejas · Greensome',
      true,
      true,
      100,
      true,
    ]);
    expect(formatOf({ modalidad: 'matchplay_parejas', forma_parejas: 'mejor_bola' }).defaultReductor).toBe(
      90,
    );
    expect(formatOf({ modalidad: 'stableford_parejas', forma_parejas: 'greensome' }).reductorHint).toMatch(
      /60 %.*40 %/,
    );
  });

  it('match play is a format (scoring matchplay) ranked by its matches; its hint names no stroke-play ranking', () => {
    const f = formatOf({ modalidad: 'matchplay_individual' });
    expect([f.scoring, f.matches, f.defaultReductor, f.usesStrokeLimit]).toEqual([
      'matchplay',
      true,
      100,
      false,
    ]);
    // No 18-hole quick entry of a card in match play (a match ends when decided); every other format has it.
    for (const format of ALL_FORMATS) expect(format.quickCardEntry).toBe(!format.matches);
    expect(f.reductorHint).toBe(
      'Por defecto 100 %, como recomienda la WHS para el juego por hoyos individual: el hándicap más bajo juega con 0 y el otro recibe la diferencia.',
    );
    for (const format of ALL_FORMATS) {
      expect(format.matches).toBe(format.scoring === 'matchplay');
      expect(format.reductorHint).not.toContain('Hasta que llegue');
    }
  });

  it('the stroke limit applies exactly to the stroke-play formats', () => {
    expect(ALL_FORMATS.filter((f) => f.usesStrokeLimit).map((f) => f.label)).toEqual([
      'Individual por golpes',
      'Parejas por golpes · Mejor bola',
      'Parejas por golpes · Foursome',
      'Parejas por golpes · Greensome',
      'Parejas por golpes · Chapman',
      'Parejas por golpes · Texas scramble',
    ]);
  });

  it('a pairs modality without a form is read as mejor bola; wrong combinations throw', () => {
    expect(formatOf({ modalidad: 'parejas_por_golpes', forma_parejas: null }).forma_parejas).toBe(
      'mejor_bola',
    );
    expectDomainError(
      () => formatOf({ modalidad: 'individual_por_golpes', forma_parejas: 'foursome' }),
      'INVALID_PAIRS_FORM',
    );
    expectDomainError(() => formatOf({ modalidad: 'medal' }), 'INVALID_MODALITY');
    expectDomainError(
      () => formatOf({ modalidad: 'stableford_parejas', forma_parejas: 'cuatro_bolas' }),
      'INVALID_PAIRS_FORM',
    );
  });

  it('there are 18 formats, each with its own label, and each hint is a Spanish sentence', () => {
    expect(ALL_FORMATS).toHaveLength(18);
    expect(new Set(ALL_FORMATS.map((f) => f.label)).size).toBe(18);
    for (const f of ALL_FORMATS) {
      expect(f.reductorHint).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/);
      expect(formatOf(f)).toBe(f);
      expect(Object.isFrozen(f)).toBe(true);
    }
  });
});
