import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cervecitaPoints, defaultPointsTable, pointsForPosition } from './points-table';
import type { PointsRow } from './points-table';
import type { TieMethod } from './ranking';
import type { StandingsInputs } from './standings-inputs';
import { ALL_FORMATS } from './formats/format';
import { TIE_METHODS } from './formats/enums';
import { createDraw, nextSlot, type PositionedMatch } from './formats/draw';
import { computeTournamentPoints, type TournamentMatches } from './tournament-points';
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
        fc.constantFrom(...ALL_FORMATS.filter((f) => !f.matches)),
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

/**
 * A finished knockout draw of the sides of these participants (a pair's side is its first participant): the side
 * whose first card adds fewer strokes wins (side 1 when equal).
 */
function playedDraw(
  ids: readonly string[],
  pairs: readonly { participante_ids: readonly [string, string] }[],
  cards: readonly (readonly number[])[],
): TournamentMatches {
  const second = new Set(pairs.map((p) => p.participante_ids[1]));
  const sides = ids.filter((id) => !second.has(id));
  const total = (id: string) => (cards[ids.indexOf(id)] ?? []).reduce((a, b) => a + b, 0);
  const draw = createDraw(
    sides.map((id) => ({ id, playingHandicap: 0 })),
    'handicap',
  );
  const partidos: (PositionedMatch & { bye: boolean })[] = draw.matches.map((m) => ({
    ...m,
    winner: m.bye ? 1 : null,
  }));
  for (const match of partidos) {
    if (match.bye || match.side1 === null || match.side2 === null) continue;
    match.winner = total(match.side2) < total(match.side1) ? 2 : 1;
    if (match.ronda === draw.rounds) continue;
    const slot = nextSlot(match.ronda, match.posicion);
    const next = partidos.find((x) => x.ronda === slot.ronda && x.posicion === slot.posicion);
    const through = match.winner === 1 ? match.side1 : match.side2;
    if (next && slot.side === 1) next.side1 = through;
    else if (next) next.side2 = through;
  }
  return { rounds: draw.rounds, partidos };
}

describe('computeTournamentPoints: match play formats × both systems × every tie method', () => {
  it('property: every side of a finished draw gets points, partners alike, better positions never fewer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_FORMATS.filter((f) => f.matches)),
        fc.constantFrom(...TIE_METHODS),
        fc.constantFrom('om_x', 'cervecita'),
        fc.array(fc.array(fc.integer({ min: 2, max: 8 }), { minLength: 18, maxLength: 18 }), {
          minLength: 3,
          maxLength: 24,
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
          const inputs: StandingsInputs = {
            torneo: {
              limite_golpes_hoyo: null,
              metodo_desempate: metodo,
              modalidad: format.modalidad,
              forma_parejas: format.forma_parejas,
            },
            salidas: [{ id: 'tee', hoyos: TEE_HOLES }],
            participantes: ids.map((id, i) => ({
              id,
              nombre: id,
              handicap: i % 5,
              handicap_propio: i % 3,
              profile_image_url: null,
              tee_id: 'tee',
            })),
            parejas: pairs,
            resultados: [],
          };
          const rows = computeTournamentPoints(inputs, {
            sistema_puntuacion: sistema,
            incluidos: new Set(ids),
            matches: playedDraw(ids, pairs, cards),
          });
          expect(rows).toHaveLength(ids.length);
          const pairOf = new Map(
            pairs.flatMap((p) => p.participante_ids.map((id) => [id, p.participante_ids])),
          );
          const byId = new Map(rows.map((r) => [r.participante_id, r]));
          // One winning side: a player, a pair, or (an odd player out in a pairs draw) a side of one.
          const first = rows.filter((r) => r.posicion_handicap === 1).map((r) => r.participante_id);
          expect(first.length === 1 || pairOf.get(first[0] as string)?.includes(first[1] as string)).toBe(
            true,
          );
          for (const a of rows) {
            expect(a.puntos_scratch).toBe(a.puntos_handicap);
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
      { numRuns: 150 },
    );
  });
});

describe('computeTournamentPoints of a match-play tournament (design §14 Leagues)', () => {
  type Match = NonNullable<Parameters<typeof computeTournamentPoints>[1]['matches']>['partidos'][number];
  const participant = (id: string, handicap: number) => ({
    id,
    nombre: id,
    handicap,
    handicap_propio: 10,
    profile_image_url: null,
    tee_id: 'tee',
  });
  const knockoutInputs = (metodo: TieMethod = 'puntuacion_media'): StandingsInputs => ({
    torneo: { limite_golpes_hoyo: null, metodo_desempate: metodo, modalidad: 'matchplay_individual' },
    salidas: [{ id: 'tee', hoyos: TEE_HOLES }],
    participantes: Array.from({ length: 8 }, (_, i) => participant(`s${i + 1}`, i + 1)),
    resultados: [],
  });
  const m = (
    ronda: number,
    posicion: number,
    side1: string,
    side2: string,
    winner: 1 | 2,
    origen?: string,
  ): Match => ({
    ronda,
    posicion,
    side1,
    side2,
    winner,
    origen_resultado: origen ?? 'tarjeta',
  });
  /** Seeds s1 … s8; the favourite wins every match but the walkover in quarter 4 given as s3 v s6. */
  const draw = (walkover = false): Match[] => [
    m(1, 1, 's1', 's8', 1),
    m(1, 2, 's4', 's5', 1),
    m(1, 3, 's2', 's7', 1),
    m(1, 4, 's3', 's6', 1, walkover ? 'no_presentado' : 'tarjeta'),
    m(2, 1, 's1', 's4', 1),
    m(2, 2, 's2', 's3', 1),
    m(3, 1, 's1', 's2', 1),
  ];
  const all = new Set(Array.from({ length: 8 }, (_, i) => `s${i + 1}`));
  const byIdRows = (rows: ReturnType<typeof computeTournamentPoints>) =>
    Object.fromEntries(
      rows.map((r) => [r.participante_id, [r.posicion_handicap, r.puntos_handicap, r.puntos_scratch]]),
    );

  it('OM: winner 40, runner-up 37, semi-final losers share 3–4 (34), quarter-final losers 5–8 (28)', () => {
    const rows = computeTournamentPoints(knockoutInputs(), {
      ...om,
      incluidos: all,
      matches: { rounds: 3, partidos: draw() },
    });
    expect(byIdRows(rows)).toEqual({
      s1: [1, 40, 40],
      s2: [2, 37, 37],
      s3: [3, 34, 34],
      s4: [3, 34, 34],
      s5: [5, 28, 28],
      s6: [5, 28, 28],
      s7: [5, 28, 28],
      s8: [5, 28, 28],
    });
    expect(rows.map((r) => r.participante_id).slice(0, 2)).toEqual(['s1', 's2']);
  });

  it('Cervecita (N = 8): 9, 7, semi-finalists (6 + 5) / 2 = 5.5, quarter-finalists (4 + 3 + 2 + 1) / 4 = 2.5', () => {
    const rows = computeTournamentPoints(knockoutInputs(), {
      sistema_puntuacion: 'cervecita',
      incluidos: all,
      matches: { rounds: 3, partidos: draw() },
    });
    expect(byIdRows(rows)).toMatchObject({
      s1: [1, 9, 9],
      s2: [2, 7, 7],
      s3: [3, 5.5, 5.5],
      s8: [5, 2.5, 2.5],
    });
  });

  it('desempate_handicap orders a shared round by lower playing handicap: 35 and 33, then 31, 29, 27, 25', () => {
    const rows = computeTournamentPoints(knockoutInputs('desempate_handicap'), {
      ...om,
      incluidos: all,
      matches: { rounds: 3, partidos: draw() },
    });
    expect(byIdRows(rows)).toMatchObject({
      s3: [3, 35, 35],
      s4: [4, 33, 33],
      s5: [5, 31, 31],
      s6: [6, 29, 29],
      s7: [7, 27, 27],
      s8: [8, 25, 25],
    });
  });

  it('re-ranked among the included; a walkover loser gets nothing; no matches, no points', () => {
    const withoutS8 = new Set([...all].filter((id) => id !== 's8'));
    const rows = computeTournamentPoints(knockoutInputs(), {
      ...om,
      incluidos: withoutS8,
      matches: { rounds: 3, partidos: draw(true) },
    });
    // s6 lost a walkover, s8 is not included: s5 and s7 share 5–6, (31 + 29) / 2 = 30.
    expect(byIdRows(rows)).toMatchObject({ s5: [5, 30, 30], s7: [5, 30, 30] });
    expect(rows.map((r) => r.participante_id).sort()).toEqual(['s1', 's2', 's3', 's4', 's5', 's7']);
    expect(computeTournamentPoints(knockoutInputs(), { ...om, incluidos: all })).toEqual([]);
  });

  it('one-day mejor bola pairs: each partner gets the pair’s position; halved sides share the middle', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const inputs: StandingsInputs = {
      torneo: {
        limite_golpes_hoyo: null,
        metodo_desempate: 'puntuacion_media',
        modalidad: 'matchplay_parejas',
        forma_parejas: 'mejor_bola',
      },
      salidas: [{ id: 'tee', hoyos: TEE_HOLES }],
      participantes: ids.map((id, i) => participant(id, i)),
      parejas: [0, 2, 4, 6].map((i) => ({
        id: `p${i}`,
        participante_ids: [ids[i] as string, ids[i + 1] as string] as const,
        handicap: null,
      })),
      resultados: [],
    };
    // A side is its pair's first participant: a/b beat c/d; e/f halved with g/h.
    const rows = computeTournamentPoints(inputs, {
      ...om,
      incluidos: new Set(ids),
      matches: { rounds: 1, partidos: [m(1, 1, 'a', 'c', 1), { ...m(1, 2, 'e', 'g', 1), winner: 0 }] },
    });
    expect(byIdRows(rows)).toEqual({
      a: [1, 40, 40],
      b: [1, 40, 40],
      e: [2, 36, 36],
      f: [2, 36, 36],
      g: [2, 36, 36],
      h: [2, 36, 36],
      c: [4, 33, 33],
      d: [4, 33, 33],
    });
    // A league that halves a team's points: the winners 40 → 20; the halved sides share positions 2 and 3
    // ((37 + 35) / 2 = 36 → 18); the losers, 4th, 33 → 16.5.
    const halved = computeTournamentPoints(inputs, {
      ...om,
      incluidos: new Set(ids),
      mitad_puntos_equipos: true,
      matches: { rounds: 1, partidos: [m(1, 1, 'a', 'c', 1), { ...m(1, 2, 'e', 'g', 1), winner: 0 }] },
    });
    expect(byIdRows(halved)).toMatchObject({ a: [1, 20, 20], e: [2, 18, 18], c: [4, 16.5, 16.5] });
  });
});

describe("computeTournamentPoints: a league that halves a team's points ('Mitad de puntos por equipo')", () => {
  const PAR4 = Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: i + 1 }));
  const player = (id: string) => ({
    id,
    nombre: id,
    handicap: 0,
    handicap_propio: 0,
    profile_image_url: null,
    tee_id: 'tee',
    estado: null,
    motivo_estado: null,
  });
  const everyHole = (id: string, golpes: number) =>
    PAR4.map((h) => ({ participante_id: id, numero_hoyo: h.numero_hoyo, golpes, recogida: false }));
  const inputs: StandingsInputs = {
    torneo: {
      limite_golpes_hoyo: null,
      metodo_desempate: 'puntuacion_media',
      modalidad: 'parejas_por_golpes',
      forma_parejas: 'mejor_bola',
      finalizado: true,
    },
    salidas: [{ id: 'tee', hoyos: PAR4 }],
    participantes: ['Ana', 'Bea', 'Cris', 'Dani', 'Eva', 'Fer'].map(player),
    parejas: [
      { id: 'AB', participante_ids: ['Ana', 'Bea'], handicap: null },
      { id: 'CD', participante_ids: ['Cris', 'Dani'], handicap: null },
      { id: 'EF', participante_ids: ['Eva', 'Fer'], handicap: null },
    ],
    // Better balls: AB 72 (level), CD 90 (+18), EF 90 (+18).
    resultados: [
      ...everyHole('Ana', 4),
      ...everyHole('Bea', 6),
      ...everyHole('Cris', 5),
      ...everyHole('Dani', 6),
      ...everyHole('Eva', 5),
      ...everyHole('Fer', 5),
    ],
  };
  const incluidos = new Set(['Ana', 'Bea', 'Cris', 'Dani', 'Eva', 'Fer']);
  /** Per participant: [position, handicap points, scratch points] in a league of `sistema` with `mitad`. */
  const table = (sistema: string, mitad = true, of = inputs) =>
    computeTournamentPoints(of, { sistema_puntuacion: sistema, incluidos, mitad_puntos_equipos: mitad }).map(
      (r) => [r.participante_id, r.posicion_handicap, r.puntos_handicap, r.puntos_scratch],
    );

  it('OM: each partner gets half the pair’s points (40 → 20; 2nd and 3rd share (37 + 35) / 2 = 36 → 18)', () => {
    expect(table('om_x')).toEqual([
      ['Ana', 1, 20, 20],
      ['Bea', 1, 20, 20],
      ['Cris', 2, 18, 18],
      ['Dani', 2, 18, 18],
      ['Eva', 2, 18, 18],
      ['Fer', 2, 18, 18],
    ]);
    // The league's default gives each partner all of them.
    expect(table('om_x', false)[0]).toEqual(['Ana', 1, 40, 40]);
  });

  it('Cervecita with N = 3 sides: 1st 3 − 1 + 1 + 1 = 4 → 2 each; 2nd and 3rd share (2 + 1) / 2 = 1.5 → 0.75 each', () => {
    expect(table('cervecita')).toEqual([
      ['Ana', 1, 2, 2],
      ['Bea', 1, 2, 2],
      ['Cris', 2, 0.75, 0.75],
      ['Dani', 2, 0.75, 0.75],
      ['Eva', 2, 0.75, 0.75],
      ['Fer', 2, 0.75, 0.75],
    ]);
  });

  it('an individual tournament of that league keeps all its points', () => {
    const individual: StandingsInputs = {
      ...inputs,
      torneo: { ...inputs.torneo, modalidad: 'individual_por_golpes', forma_parejas: null },
      parejas: [],
    };
    expect(table('om_x', true, individual)[0]).toEqual(['Ana', 1, 40, 40]);
  });
});
