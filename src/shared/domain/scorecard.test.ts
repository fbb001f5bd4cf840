import { describe, expect, it } from 'vitest';
import { normalizeHoles } from './holes';
import { computeScorecard } from './scorecard';
import { expectDomainError, resultsOverPar, TEE_HOLES } from './test-helpers';

const tee = normalizeHoles(TEE_HOLES);
const medal = { limite_golpes_hoyo: null };

describe('computeScorecard', () => {
  it('T§9 "Scratch standing shows gross minus the sum of the par of holes played, rounded": bogey golf on the front nine is +9', () => {
    const card = computeScorecard(resultsOverPar(9, 1), tee, 0, medal);
    expect(card.hoyos_jugados).toBe(9);
    expect(card.golpes_brutos).toBe(45);
    expect(card.par_jugado).toBe(36);
    expect(card.resultado_scratch).toBe(9);
  });

  it('T§9 "fallback is 72 scaled by holes played over 18": without hole data the par of 9 holes is 36', () => {
    const card = computeScorecard(resultsOverPar(9, 1), normalizeHoles([]), 0, medal);
    expect(card.par_jugado).toBe(36);
    expect(card.resultado_scratch).toBe(9);
  });

  it('P§9 "Net result = strokes minus received strokes minus par": an 18 playing bogey golf is level on the holes played', () => {
    const card = computeScorecard(resultsOverPar(9, 1), tee, 18, medal);
    expect(card.golpes_netos).toBe(36);
    expect(card.resultado_handicap).toBe(0);
    expect(card.holes.slice(0, 9).every((h) => h.netToPar === 0 && h.strokesReceived === 1)).toBe(true);
  });

  it('strokes received count only on holes played, but every hole shows its dots', () => {
    // Handicap 20: indexes 1 and 2 (holes 4 and 12) receive 2. Front nine receives 10.
    const card = computeScorecard(resultsOverPar(9, 0), tee, 20, medal);
    expect(card.golpes_netos).toBe(36 - 10);
    expect(card.resultado_handicap).toBe(-10);
    expect(card.holes[11]).toMatchObject({
      numero_hoyo: 12,
      golpes: null,
      strokesReceived: 2,
      netToPar: null,
    });
  });

  it('T§9 "Only players with holes played above 0 are ranked": a card without holes has no result', () => {
    const card = computeScorecard([], tee, 12, medal);
    expect(card).toMatchObject({ hoyos_jugados: 0, golpes_brutos: 0, golpes_netos: 0 });
    expect(card.resultado_scratch).toBeNull();
    expect(card.resultado_handicap).toBeNull();
  });

  it('design §7 "the recorded score is kept as entered": the hole shows 11 strokes, 9 count under Par + 5', () => {
    const card = computeScorecard([{ numero_hoyo: 1, golpes: 11 }], tee, 0, {
      ...medal,
      limite_golpes_hoyo: 5,
    });
    expect(card.holes[0]).toMatchObject({ golpes: 11, countedStrokes: 9, netToPar: 5 });
    expect(card.golpes_brutos).toBe(9);
  });

  it('a plus handicap adds strokes back on the net score', () => {
    // -2 gives back a stroke on indexes 17 and 18 (holes 7 and 16).
    const card = computeScorecard(resultsOverPar(18, 0), tee, -2, medal);
    expect(card.golpes_netos).toBe(74);
    expect(card.resultado_handicap).toBe(2);
  });

  it('rejects hole 19, negative strokes, repeated holes and a card that is not 18 holes', () => {
    expectDomainError(
      () => computeScorecard([{ numero_hoyo: 19, golpes: 4 }], tee, 0, medal),
      'INVALID_HOLE_NUMBER',
    );
    expectDomainError(
      () => computeScorecard([{ numero_hoyo: 1, golpes: -4 }], tee, 0, medal),
      'INVALID_STROKES',
    );
    expectDomainError(
      () =>
        computeScorecard(
          [
            { numero_hoyo: 1, golpes: 4 },
            { numero_hoyo: 1, golpes: 5 },
          ],
          tee,
          0,
          medal,
        ),
      'DUPLICATE_RESULT',
    );
    expectDomainError(() => computeScorecard([], tee.slice(0, 9), 0, medal), 'INVALID_HOLE_NUMBER');
    expectDomainError(
      () => computeScorecard([], tee, 0, { ...medal, limite_golpes_hoyo: 12 }),
      'INVALID_STROKE_LIMIT',
    );
  });
});

describe('computeScorecard: Stableford and "Recogida" (design §14)', () => {
  /** Par 72, all par 4, stroke index = hole number (§14's example course). */
  const PAR4 = normalizeHoles(
    Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: i + 1 })),
  );
  const results = [
    { numero_hoyo: 1, golpes: 6 },
    { numero_hoyo: 2, golpes: 9 },
    { numero_hoyo: 5, golpes: null, recogida: true },
    { numero_hoyo: 10, golpes: 3 },
  ];

  it("§14's example: handicap 20 receives 2 strokes on indexes 1 and 2, 1 elsewhere; no stroke limit; 'Recogida' 0", () => {
    const card = computeScorecard(results, PAR4, 20, {
      limite_golpes_hoyo: 2,
      scoring: 'stableford',
    });
    const hole = (n: number) => card.holes[n - 1];
    // Hole 1 (index 1): 6 − 2 received = net 4 on a par 4 → 2 points; gross 6 = +2 → 0 points.
    expect(hole(1)).toMatchObject({ strokesReceived: 2, puntos_handicap: 2, puntos_scratch: 0 });
    // Hole 2 (index 2): 9, not capped at par + 2: net 7 = +3 → 0; gross +5 → 0.
    expect(hole(2)).toMatchObject({
      strokesReceived: 2,
      countedStrokes: 9,
      puntos_handicap: 0,
      puntos_scratch: 0,
    });
    // Hole 5 picked up: 0 points, no strokes.
    expect(hole(5)).toMatchObject({ golpes: null, recogida: true, puntos_handicap: 0, puntos_scratch: 0 });
    // Hole 10 (index 10): 3 − 1 = net 2 = −2 → 4 points; gross 3 = −1 → 3 points.
    expect(hole(10)).toMatchObject({ strokesReceived: 1, puntos_handicap: 4, puntos_scratch: 3 });
    // A hole without a score: no points.
    expect(hole(3)).toMatchObject({ golpes: null, recogida: false, puntos_handicap: null });
    // Points 2 + 0 + 0 + 4 = 6 net, 0 + 0 + 0 + 3 = 3 gross; 4 holes played (the pick-up counts); gross 6 + 9 + 3.
    expect(card).toMatchObject({
      puntos_handicap: 6,
      puntos_scratch: 3,
      hoyos_jugados: 4,
      golpes_brutos: 18,
    });
  });

  it('stroke play: a picked-up hole is not a played hole and the stroke limit applies; no points', () => {
    const card = computeScorecard(results, PAR4, 20, { limite_golpes_hoyo: 2 });
    // Holes 1, 2, 10 played; hole 2's 9 counts as par + 2 = 6: gross 6 + 6 + 3 = 15, par 12 → +3.
    expect(card).toMatchObject({
      hoyos_jugados: 3,
      golpes_brutos: 15,
      resultado_scratch: 3,
      puntos_handicap: null,
      puntos_scratch: null,
    });
    expect(card.holes[4]).toMatchObject({ recogida: true, puntos_handicap: null, netToPar: null });
  });

  it('refuses a picked-up hole with strokes, and two results for a hole counting a pick-up', () => {
    const options = { limite_golpes_hoyo: null, scoring: 'stableford' as const };
    expectDomainError(
      () => computeScorecard([{ numero_hoyo: 1, golpes: 5, recogida: true }], PAR4, 0, options),
      'INVALID_STROKES',
    );
    expectDomainError(
      () =>
        computeScorecard(
          [
            { numero_hoyo: 1, golpes: null, recogida: true },
            { numero_hoyo: 1, golpes: 4 },
          ],
          PAR4,
          0,
          options,
        ),
      'DUPLICATE_RESULT',
    );
  });
});
