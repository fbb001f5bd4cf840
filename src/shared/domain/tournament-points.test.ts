import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cervecitaPoints, defaultPointsTable, pointsForPosition } from './points-table';
import type { PointsRow } from './points-table';
import type { TieMethod } from './ranking';
import type { StandingsInputs } from './standings-inputs';
import { ALL_FORMATS } from './formats/format';
import { TIE_METHODS } from './formats/enums';
import { computeTournamentPoints } from './tournament-points';
import { expectDomainError, TEE_HOLES } from './test-helpers';

interface PP {
  id: string;
  handicapResult: number | null;
  scratchResult: number | null;
  incluido: boolean;
}
/**
 * A participant whose 18-hole card on TEE_HOLES (stroke indexes 1–18) gives these results: playing handicap
 * h = scratch − handicap result (|h| ≤ 18 receives exactly h strokes over 18 holes), gross = par + scratch.
 */
const pp = (
  id: string,
  handicapResult: number | null,
  scratchResult: number | null = handicapResult,
  extra: { incluido?: boolean } = {},
): PP => ({ id, handicapResult, scratchResult, incluido: extra.incluido ?? true });

function inputsOf(list: readonly PP[], metodo: TieMethod = 'puntuacion_media'): StandingsInputs {
  return {
    torneo: { limite_golpes_hoyo: null, metodo_desempate: metodo },
    salidas: [{ id: 'tee', hoyos: TEE_HOLES }],
    participantes: list.map((p) => ({
      id: p.id,
      nombre: p.id,
      handicap: (p.scratchResult ?? 0) - (p.handicapResult ?? 0),
      handicap_propio: 10,
      profile_image_url: null,
      tee_id: 'tee',
    })),
    resultados: list.flatMap((p) => {
      const scratch = p.scratchResult;
      if (scratch === null) return [];
      return TEE_HOLES.map((h, i) => ({
        participante_id: p.id,
        numero_hoyo: h.numero_hoyo,
        golpes: (h.par ?? 4) + (i < Math.abs(scratch) ? Math.sign(scratch) : 0),
      }));
    }),
  };
}

function points(
  list: readonly PP[],
  options: { sistema_puntuacion: string; configuracion?: PointsRow[]; metodo_desempate?: TieMethod },
) {
  return computeTournamentPoints(inputsOf(list, options.metodo_desempate), {
    sistema_puntuacion: options.sistema_puntuacion,
    configuracion: options.configuracion,
    incluidos: new Set(list.filter((p) => p.incluido).map((p) => p.id)),
  });
}
const om = { sistema_puntuacion: 'om_peugeot' };
const byId = (rows: ReturnType<typeof computeTournamentPoints>) =>
  Object.fromEntries(rows.map((r) => [r.participante_id, r]));

describe('computeTournamentPoints (T§9 League points)', () => {
  it('T§9 "Default OM {product} points by position: 1=40, 2=37, 3=35": each ranking gives its own points', () => {
    const rows = byId(points([pp('a', 0, 5), pp('b', 1, 0), pp('c', 2, 9)], om));
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
    const rows = byId(points([pp('a', 0), pp('b', 3), pp('c', 3), pp('d', 5)], om));
    expect(rows.b?.puntos_handicap).toBe(36);
    expect(rows.c?.puntos_handicap).toBe(36);
    expect(rows.b?.posicion_handicap).toBe(2);
    expect(rows.d).toMatchObject({ posicion_handicap: 4, puntos_handicap: 33 });
  });

  it('everybody tied shares the average of all their positions', () => {
    const rows = points([pp('a', 1), pp('b', 1), pp('c', 1)], om);
    expect(rows.every((r) => r.posicion_handicap === 1 && r.puntos_handicap === (40 + 37 + 35) / 3)).toBe(
      true,
    );
  });

  it('desempate_handicap: T§9 "tie-break lower playing handicap first, then higher own handicap" gives each its position\'s points', () => {
    const rows = byId(
      points([pp('a', 3, 15), pp('b', 3, 11)] /* playing handicaps 12 and 8 */, {
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
    const rows = byId(points([pp('a', 0), pp('b', 1), pp('c', 2)], { ...om, configuracion: config }));
    expect([rows.a?.puntos_handicap, rows.b?.puntos_handicap, rows.c?.puntos_handicap]).toEqual([10, 5, 5]);
  });

  it('T§4 "guests default excluded": only included players with holes get points, re-ranked among themselves', () => {
    const rows = points(
      [pp('guest', -5, -5, { incluido: false }), pp('nohole', null), pp('a', 2), pp('b', 4)],
      om,
    );
    expect(rows.map((r) => [r.participante_id, r.posicion_handicap, r.puntos_handicap])).toEqual([
      ['a', 1, 40],
      ['b', 2, 37],
    ]);
  });

  it('T§9 "Cervecita … Both point columns use the handicap position"', () => {
    const rows = byId(
      points([pp('a', 0, 9), pp('b', 1, 0), pp('c', 2, 1), pp('d', 3, 2), pp('e', null)], {
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
    const rows = points([pp('a', 0), pp('b', 0), pp('c', 1)], {
      sistema_puntuacion: 'cervecita',
    });
    // 3 with holes: positions 1 and 2 are worth 4 and 2 → 3 each; 3rd gets 1.
    expect(rows.map((r) => r.puntos_handicap)).toEqual([3, 3, 1]);
  });

  it('a tournament with one player, and one where nobody played', () => {
    expect(points([pp('solo', 4)], om)).toEqual([
      {
        participante_id: 'solo',
        posicion_scratch: 1,
        posicion_handicap: 1,
        puntos_scratch: 40,
        puntos_handicap: 40,
      },
    ]);
    expect(points([pp('solo', 4)], { sistema_puntuacion: 'cervecita' })[0]?.puntos_handicap).toBe(2);
    expect(points([pp('x', null)], om)).toEqual([]);
  });

  it('rejects impossible input', () => {
    expectDomainError(() => points([pp('a', 1), pp('a', 2)], om), 'DUPLICATE_PARTICIPANT');
    expectDomainError(
      () => points([pp('a', 1)], { ...om, configuracion: [{ posicion: 40, puntos: 1 }] }),
      'INVALID_POSITION',
    );
    expectDomainError(
      () => points([pp('a', 1)], { ...om, metodo_desempate: 'x' as never }),
      'INVALID_TIE_METHOD',
    );
  });

  it("property: sharing averaged points keeps the sum of the tied positions' points (OM and Cervecita)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom('om_x', 'cervecita'),
        (results, sistema) => {
          const rows = points(
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

describe('computeTournamentPoints in every format (design §14 Leagues, contract §4)', () => {
  const PAR4 = Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: i + 1 }));
  const card = (id: string, strokes: number, holes = 18) =>
    PAR4.slice(0, holes).map((h) => ({ participante_id: id, numero_hoyo: h.numero_hoyo, golpes: strokes }));
  const person = (id: string, estado: 'NP' | 'RET' | 'DESC' | null = null) => ({
    id,
    nombre: id,
    handicap: 0,
    handicap_propio: 0,
    profile_image_url: null,
    tee_id: 'tee',
    estado,
    motivo_estado: null,
  });

  it('Stableford: the most points wins the most league points', () => {
    const inputs: StandingsInputs = {
      torneo: {
        limite_golpes_hoyo: null,
        metodo_desempate: 'puntuacion_media',
        modalidad: 'stableford_individual',
      },
      salidas: [{ id: 'tee', hoyos: PAR4 }],
      participantes: [person('bogeys'), person('pars')],
      resultados: [...card('bogeys', 5), ...card('pars', 4)], // 18 and 36 points
    };
    const rows = computeTournamentPoints(inputs, {
      sistema_puntuacion: 'om_x',
      incluidos: new Set(['bogeys', 'pars']),
    });
    expect(rows.map((r) => [r.participante_id, r.posicion_handicap, r.puntos_handicap])).toEqual([
      ['pars', 1, 40],
      ['bogeys', 2, 37],
    ]);
  });

  it("a pair's points go to each included partner; NP and an incomplete finished card get none; Cervecita's N counts sides", () => {
    const inputs: StandingsInputs = {
      torneo: {
        limite_golpes_hoyo: null,
        metodo_desempate: 'puntuacion_media',
        modalidad: 'parejas_por_golpes',
        forma_parejas: 'mejor_bola',
        finalizado: true,
      },
      salidas: [{ id: 'tee', hoyos: PAR4 }],
      participantes: [
        person('Ana'),
        person('Bea'),
        person('Cris'),
        person('Dani'),
        person('Eva', 'NP'),
        person('Fer'),
      ],
      parejas: [
        { id: 'AB', participante_ids: ['Ana', 'Bea'], handicap: null },
        { id: 'CD', participante_ids: ['Cris', 'Dani'], handicap: null },
      ],
      resultados: [
        ...card('Ana', 4),
        ...card('Bea', 5),
        ...card('Cris', 5),
        ...card('Dani', 6),
        ...card('Fer', 3, 17),
      ],
    };
    const rows = computeTournamentPoints(inputs, {
      sistema_puntuacion: 'cervecita',
      incluidos: new Set(['Ana', 'Bea', 'Cris', 'Eva', 'Fer']), // Dani is a guest
    });
    // Eligible sides: AB (level) and CD (+18); Eva NP, Fer incomplete (17 holes of a finished round).
    // Cervecita with N = 2: 1st 2 − 1 + 1 + 1 = 3, 2nd 1.
    expect(rows.map((r) => [r.participante_id, r.posicion_handicap, r.puntos_handicap])).toEqual([
      ['Ana', 1, 3],
      ['Bea', 1, 3],
      ['Cris', 2, 1],
    ]);
  });
});

describe('computeTournamentPoints: every format × both systems × every tie method', () => {
  const PAR4 = Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: i + 1 }));
  it('property: points are shared fairly (tied sides equal, a better position never fewer) and partners get their side’s', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_FORMATS),
        fc.constantFrom(...TIE_METHODS),
        fc.constantFrom('om_x', 'cervecita'),
        fc.array(fc.array(fc.integer({ min: 2, max: 8 }), { minLength: 18, maxLength: 18 }), {
          minLength: 2,
          maxLength: 10,
        }),
        (format, metodo, sistema, cards) => {
          const ids = cards.map((_, i) => `p${i}`);
          const pairs = format.pairs
            ? Array.from({ length: Math.floor(ids.length / 2) }, (_, i) => ({
                id: `x${i}`,
                participante_ids: [ids[2 * i], ids[2 * i + 1]] as [string, string],
                handicap: format.oneBall ? 10 : null,
              }))
            : [];
          // One-ball pairs: the card is under the first partner; the second has none.
          const cardless = new Set(
            format.oneBall ? ids.filter((_, i) => i % 2 === 1 && i < 2 * pairs.length) : [],
          );
          const inputs: StandingsInputs = {
            torneo: {
              limite_golpes_hoyo: null,
              metodo_desempate: metodo,
              modalidad: format.modalidad,
              forma_parejas: format.forma_parejas,
            },
            salidas: [{ id: 'tee', hoyos: PAR4 }],
            participantes: ids.map((id, i) => ({
              id,
              nombre: id,
              handicap: i * 3,
              handicap_propio: i * 3,
              profile_image_url: null,
              tee_id: 'tee',
            })),
            parejas: pairs,
            resultados: cards.flatMap((card, i) =>
              cardless.has(ids[i] as string)
                ? []
                : card.map((golpes, h) => ({
                    participante_id: ids[i] as string,
                    numero_hoyo: h + 1,
                    golpes,
                  })),
            ),
          };
          const rows = computeTournamentPoints(inputs, {
            sistema_puntuacion: sistema,
            incluidos: new Set(ids),
          });
          expect(rows).toHaveLength(ids.length); // every participant is in a ranked side
          const pairOf = new Map(
            pairs.flatMap((p) => p.participante_ids.map((id) => [id, p.participante_ids])),
          );
          const byId = new Map(rows.map((r) => [r.participante_id, r]));
          for (const a of rows) {
            const partner = pairOf.get(a.participante_id)?.find((id) => id !== a.participante_id);
            if (partner) expect(byId.get(partner)).toMatchObject({ ...a, participante_id: partner });
            for (const b of rows) {
              if (a.posicion_handicap < b.posicion_handicap)
                expect(a.puntos_handicap).toBeGreaterThanOrEqual(b.puntos_handicap);
              if (a.posicion_handicap === b.posicion_handicap)
                expect(a.puntos_handicap).toBe(b.puntos_handicap);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
