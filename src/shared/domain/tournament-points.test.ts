import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cervecitaPoints, defaultPointsTable, pointsForPosition } from './points-table';
import { computeTournamentPoints, type PointsParticipant } from './tournament-points';
import { expectDomainError } from './test-helpers';

const pp = (
  id: string,
  handicapResult: number | null,
  scratchResult: number | null = handicapResult,
  extra: Partial<PointsParticipant> = {},
): PointsParticipant => ({
  participante_id: id,
  nombre: id,
  handicap: 10,
  handicap_propio: 10,
  hoyos_jugados: handicapResult === null ? 0 : 18,
  resultado_scratch: scratchResult,
  resultado_handicap: handicapResult,
  incluir_en_puntos: true,
  ...extra,
});
const om = { sistema_puntuacion: 'om_peugeot' };
const byId = (rows: ReturnType<typeof computeTournamentPoints>) =>
  Object.fromEntries(rows.map((r) => [r.participante_id, r]));

describe('computeTournamentPoints (T§9 League points)', () => {
  it('T§9 "Default OM {product} points by position: 1=40, 2=37, 3=35": each ranking gives its own points', () => {
    const rows = byId(computeTournamentPoints([pp('a', 0, 5), pp('b', 1, 0), pp('c', 2, 9)], om));
    expect(rows.a).toMatchObject({
      posicion_handicap: 1,
      puntos_handicap: 40,
      posicion_scratch: 2,
      puntos_scratch: 37,
    });
    expect(rows.b).toMatchObject({
      posicion_handicap: 2,
      puntos_handicap: 37,
      posicion_scratch: 1,
      puntos_scratch: 40,
    });
    expect(rows.c).toMatchObject({
      posicion_handicap: 3,
      puntos_handicap: 35,
      posicion_scratch: 3,
      puntos_scratch: 35,
    });
  });

  it('T§9 "Average-score tie method (puntuacion_media, the default): players with equal results share the average of the points of the positions they occupy"', () => {
    const rows = byId(computeTournamentPoints([pp('a', 0), pp('b', 3), pp('c', 3), pp('d', 5)], om));
    expect(rows.b?.puntos_handicap).toBe(36);
    expect(rows.c?.puntos_handicap).toBe(36);
    expect(rows.b?.posicion_handicap).toBe(2);
    expect(rows.d).toMatchObject({ posicion_handicap: 4, puntos_handicap: 33 });
  });

  it('everybody tied shares the average of all their positions', () => {
    const rows = computeTournamentPoints([pp('a', 1), pp('b', 1), pp('c', 1)], om);
    expect(rows.every((r) => r.posicion_handicap === 1 && r.puntos_handicap === (40 + 37 + 35) / 3)).toBe(
      true,
    );
  });

  it('desempate_handicap: T§9 "tie-break lower playing handicap first, then higher own handicap" gives each its position\'s points', () => {
    const rows = byId(
      computeTournamentPoints([pp('a', 3, 3, { handicap: 12 }), pp('b', 3, 3, { handicap: 8 })], {
        ...om,
        metodo_desempate: 'desempate_handicap',
      }),
    );
    expect(rows.b).toMatchObject({ posicion_handicap: 1, puntos_handicap: 40, puntos_scratch: 40 });
    expect(rows.a).toMatchObject({ posicion_handicap: 2, puntos_handicap: 37, puntos_scratch: 37 });
  });

  it('T§9 "A per-tournament configuration overrides the default; positions below the last configured one get the last configured points"', () => {
    const config = [
      { posicion: 1, puntos: 10 },
      { posicion: 2, puntos: 5 },
    ];
    const rows = byId(
      computeTournamentPoints([pp('a', 0), pp('b', 1), pp('c', 2)], { ...om, configuracion: config }),
    );
    expect([rows.a?.puntos_handicap, rows.b?.puntos_handicap, rows.c?.puntos_handicap]).toEqual([10, 5, 5]);
  });

  it('T§4 "guests default excluded": only included players with holes get points, re-ranked among themselves', () => {
    const rows = computeTournamentPoints(
      [pp('guest', -5, -5, { incluir_en_puntos: false }), pp('nohole', null), pp('a', 2), pp('b', 4)],
      om,
    );
    expect(rows.map((r) => [r.participante_id, r.posicion_handicap, r.puntos_handicap])).toEqual([
      ['a', 1, 40],
      ['b', 2, 37],
    ]);
  });

  it('T§9 "Cervecita … Both point columns use the handicap position"', () => {
    const rows = byId(
      computeTournamentPoints([pp('a', 0, 9), pp('b', 1, 0), pp('c', 2, 1), pp('d', 3, 2), pp('e', null)], {
        sistema_puntuacion: 'cervecita',
      }),
    );
    // 4 participants with holes: 1st 4 − 1 + 1 + 1 = 5, 2nd 3, 3rd 2, 4th 1.
    expect(rows.a).toMatchObject({
      posicion_handicap: 1,
      posicion_scratch: 4,
      puntos_handicap: 5,
      puntos_scratch: 5,
    });
    expect(rows.b).toMatchObject({
      posicion_handicap: 2,
      posicion_scratch: 1,
      puntos_handicap: 3,
      puntos_scratch: 3,
    });
    expect(rows.d).toMatchObject({ puntos_handicap: 1, puntos_scratch: 1 });
    expect(rows.e).toBeUndefined();
  });

  it('design §7 "for Cervecita, tied players share the average of their positions\' Cervecita points"', () => {
    const rows = computeTournamentPoints([pp('a', 0), pp('b', 0), pp('c', 1)], {
      sistema_puntuacion: 'cervecita',
    });
    // 3 with holes: positions 1 and 2 are worth 4 and 2 → 3 each; 3rd gets 1.
    expect(rows.map((r) => r.puntos_handicap)).toEqual([3, 3, 1]);
  });

  it('a tournament with one player, and one where nobody played', () => {
    expect(computeTournamentPoints([pp('solo', 4)], om)).toEqual([
      {
        participante_id: 'solo',
        posicion_scratch: 1,
        posicion_handicap: 1,
        puntos_scratch: 40,
        puntos_handicap: 40,
      },
    ]);
    expect(
      computeTournamentPoints([pp('solo', 4)], { sistema_puntuacion: 'cervecita' })[0]?.puntos_handicap,
    ).toBe(2);
    expect(computeTournamentPoints([pp('x', null)], om)).toEqual([]);
  });

  it('rejects impossible input', () => {
    expectDomainError(() => computeTournamentPoints([pp('a', 1), pp('a', 2)], om), 'DUPLICATE_PARTICIPANT');
    expectDomainError(
      () => computeTournamentPoints([pp('a', 1)], { ...om, configuracion: [{ posicion: 40, puntos: 1 }] }),
      'INVALID_POSITION',
    );
    expectDomainError(
      () => computeTournamentPoints([pp('a', 1)], { ...om, metodo_desempate: 'x' as never }),
      'INVALID_TIE_METHOD',
    );
  });

  it("property: sharing averaged points keeps the sum of the tied positions' points (OM and Cervecita)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom('om_x', 'cervecita'),
        (results, sistema) => {
          const rows = computeTournamentPoints(
            results.map((r, i) => pp(`p${i}`, r)),
            { sistema_puntuacion: sistema },
          );
          const table = defaultPointsTable();
          let expected = 0;
          for (let p = 1; p <= results.length; p++) {
            expected +=
              sistema === 'cervecita' ? cervecitaPoints(p, results.length) : pointsForPosition(table, p);
          }
          const total = rows.reduce((sum, r) => sum + r.puntos_handicap, 0);
          expect(total).toBeCloseTo(expected, 9);
          // Tied players get equal points; a better result never gets fewer points.
          for (const a of rows) {
            for (const b of rows) {
              if (a.posicion_handicap < b.posicion_handicap)
                expect(a.puntos_handicap).toBeGreaterThanOrEqual(b.puntos_handicap);
              if (a.posicion_handicap === b.posicion_handicap)
                expect(a.puntos_handicap).toBe(b.puntos_handicap);
            }
          }
        },
      ),
    );
  });
});
