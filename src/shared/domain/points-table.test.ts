import { describe, expect, it } from 'vitest';
import { cervecitaPoints, defaultPointsTable, normalizePointsTable, pointsForPosition } from './points-table';
import { expectDomainError } from './test-helpers';

describe('points tables (T§9 League points)', () => {
  it('T§9 "Default OM {product} points by position: 1=40, 2=37, 3=35, … 20=11, 21 and beyond=10. Stored as 30 rows per tournament"', () => {
    const table = defaultPointsTable();
    expect(table).toHaveLength(30);
    expect(table.slice(0, 20).map((r) => r.puntos)).toEqual([
      40, 37, 35, 33, 31, 29, 27, 25, 23, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11,
    ]);
    expect(table.slice(20).every((r) => r.puntos === 10)).toBe(true);
    expect(table.map((r) => r.posicion)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(pointsForPosition(table, 1)).toBe(40);
    expect(pointsForPosition(table, 21)).toBe(10);
    expect(pointsForPosition(table, 75)).toBe(10);
  });

  it('T§9 "A per-tournament configuration overrides the default; positions below the last configured one get the last configured points"', () => {
    const config = normalizePointsTable([
      { posicion: 3, puntos: 60 },
      { posicion: 1, puntos: 100 },
      { posicion: 2, puntos: 80.5 },
    ]);
    expect(pointsForPosition(config, 1)).toBe(100);
    expect(pointsForPosition(config, 2)).toBe(80.5);
    expect(pointsForPosition(config, 3)).toBe(60);
    expect(pointsForPosition(config, 5)).toBe(60);
  });

  it('T§8 "If the points configuration fails to load, the default table is used": an empty configuration is the default', () => {
    expect(normalizePointsTable([])).toEqual(defaultPointsTable());
  });

  it('a gap in a configuration takes the closest configured position before it', () => {
    const config = normalizePointsTable([
      { posicion: 1, puntos: 50 },
      { posicion: 4, puntos: 20 },
    ]);
    expect(pointsForPosition(config, 3)).toBe(50);
    expect(pointsForPosition(config, 4)).toBe(20);
  });

  it('T§5 "Points per position: numeric, min 0"; T§3 "posicion (1-30)"', () => {
    expectDomainError(() => normalizePointsTable([{ posicion: 31, puntos: 1 }]), 'INVALID_POSITION');
    expectDomainError(() => normalizePointsTable([{ posicion: 0, puntos: 1 }]), 'INVALID_POSITION');
    expectDomainError(() => normalizePointsTable([{ posicion: 1, puntos: -1 }]), 'INVALID_POINTS');
    expectDomainError(() => normalizePointsTable([{ posicion: 1, puntos: Number.NaN }]), 'INVALID_POINTS');
    expectDomainError(
      () =>
        normalizePointsTable([
          { posicion: 1, puntos: 1 },
          { posicion: 1, puntos: 2 },
        ]),
      'DUPLICATE_POSITION',
    );
    expectDomainError(() => pointsForPosition(defaultPointsTable(), 0), 'INVALID_POSITION');
  });

  it('T§9 "Cervecita: points = number of participants with holes played minus position plus 1, plus 1 extra for first place, minimum 1"', () => {
    expect(cervecitaPoints(1, 5)).toBe(6);
    expect(cervecitaPoints(2, 5)).toBe(4);
    expect(cervecitaPoints(5, 5)).toBe(1);
    expect(cervecitaPoints(1, 1)).toBe(2);
    expectDomainError(() => cervecitaPoints(6, 5), 'INVALID_POSITION');
    expectDomainError(() => cervecitaPoints(1, 0), 'INVALID_NUMBER');
  });
});
