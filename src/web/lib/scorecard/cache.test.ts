import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strokesOf, withScore } from './cache';

const card = (resultados: { participante_id: string; numero_hoyo: number; golpes: number }[]) => ({
  id: 'x',
  resultados,
});

describe('withScore (the cache patch of a stroke, local or live)', () => {
  it('sets, overwrites and clears one hole, leaving the others', () => {
    const start = card([{ participante_id: 'a', numero_hoyo: 1, golpes: 4 }]);
    const set = withScore(start, { participante_id: 'b', numero_hoyo: 1, golpes: 5 });
    expect(set.resultados).toEqual([
      { participante_id: 'a', numero_hoyo: 1, golpes: 4 },
      { participante_id: 'b', numero_hoyo: 1, golpes: 5 },
    ]);
    expect(set.id).toBe('x');
    const over = withScore(set, { participante_id: 'a', numero_hoyo: 1, golpes: 7 });
    expect(strokesOf(over, 'a', 1)).toBe(7);
    const cleared = withScore(over, { participante_id: 'a', numero_hoyo: 1, golpes: null });
    expect(cleared.resultados).toEqual([{ participante_id: 'b', numero_hoyo: 1, golpes: 5 }]);
    expect(strokesOf(cleared, 'a', 1)).toBeNull();
  });

  it('returns the same object when nothing changes (a resend, a clear of an empty hole)', () => {
    const start = card([{ participante_id: 'a', numero_hoyo: 1, golpes: 4 }]);
    expect(withScore(start, { participante_id: 'a', numero_hoyo: 1, golpes: 4 })).toBe(start);
    expect(withScore(start, { participante_id: 'a', numero_hoyo: 2, golpes: null })).toBe(start);
  });

  it('applying a sequence of strokes leaves each hole with its last value, once', () => {
    const change = fc.record({
      participante_id: fc.constantFrom('a', 'b', 'c'),
      numero_hoyo: fc.integer({ min: 1, max: 18 }),
      golpes: fc.option(fc.integer({ min: 1, max: 15 })),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        const final = changes.reduce(withScore, card([]));
        const last = new Map<string, number | null>();
        for (const c of changes) last.set(`${c.participante_id}:${c.numero_hoyo}`, c.golpes);
        const expected = [...last].filter(([, g]) => g !== null).length;
        expect(final.resultados).toHaveLength(expected);
        for (const [key, golpes] of last) {
          const [p, h] = key.split(':') as [string, string];
          expect(strokesOf(final, p, Number(h))).toBe(golpes);
        }
      }),
    );
  });

  it("stores 'Recogida' as such (no strokes), replaces it with strokes, and clears it", () => {
    const start = card([{ participante_id: 'a', numero_hoyo: 1, golpes: 4 }]);
    const picked = withScore(start, { participante_id: 'a', numero_hoyo: 1, golpes: null, recogida: true });
    expect(picked.resultados).toEqual([
      { participante_id: 'a', numero_hoyo: 1, golpes: null, recogida: true },
    ]);
    expect(strokesOf(picked, 'a', 1)).toBeNull();
    expect(withScore(picked, { participante_id: 'a', numero_hoyo: 1, golpes: null, recogida: true })).toBe(
      picked,
    );
    const strokes = withScore(picked, { participante_id: 'a', numero_hoyo: 1, golpes: 6, recogida: false });
    expect(strokes.resultados).toEqual([{ participante_id: 'a', numero_hoyo: 1, golpes: 6 }]);
    const again = withScore(strokes, { participante_id: 'a', numero_hoyo: 1, golpes: null, recogida: true });
    const cleared = withScore(again, { participante_id: 'a', numero_hoyo: 1, golpes: null, recogida: false });
    expect(cleared.resultados).toEqual([]);
  });
});
