import { describe, expect, it } from 'vitest';
import { normalizeHoles } from '@/shared/domain';
import type { TScorecard } from '@/shared/schemas/scorecard';
import { withLengths } from './entry-cards';

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const measured = normalizeHoles(
  Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, metros: 300 + i })),
);
const card = {
  participantes: [
    { id: P1, tee_id: 'amarillas' },
    { id: P2, tee_id: 'rojas' },
  ],
  salidas: [
    { id: 'amarillas', nombre: 'Amarillas', hoyos: measured },
    { id: 'rojas', nombre: 'Rojas', hoyos: normalizeHoles([]) },
  ],
} as unknown as Pick<TScorecard, 'participantes' | 'salidas'>;
const holes = Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, golpes: null }));

describe('withLengths', () => {
  it("adds the lengths of the participant's tee to the card's holes", () => {
    const result = withLengths(holes, card, P1);
    expect(result[0]).toEqual({ numero_hoyo: 1, par: 4, golpes: null, metros: 300 });
    expect(result[17]?.metros).toBe(317);
  });

  it('gives the same holes back when the tee has no length entered, or the participant is unknown', () => {
    expect(withLengths(holes, card, P2)).toBe(holes);
    expect(withLengths(holes, card, 'nadie')).toBe(holes);
  });
});
