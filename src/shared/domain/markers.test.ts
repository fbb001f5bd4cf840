import { describe, expect, it } from 'vitest';
import { assignMarkers, type MarkerCandidate } from './markers';

const solo = (...ids: string[]): MarkerCandidate[] => ids.map((id) => ({ id, partnerId: null }));
const markers = (group: MarkerCandidate[]) =>
  Object.fromEntries(assignMarkers(group).map((a) => [a.id, a.markerId]));

describe('markers by rotation', () => {
  it('a group of one gets no marker (the committee assigns one)', () => {
    expect(markers(solo('A'))).toEqual({ A: null });
    expect(assignMarkers([])).toEqual([]);
  });

  it('a group of two mark each other', () => {
    expect(markers(solo('A', 'B'))).toEqual({ A: 'B', B: 'A' });
  });

  it('a group of three: 1 marks 2, 2 marks 3, 3 marks 1', () => {
    expect(markers(solo('A', 'B', 'C'))).toEqual({ A: 'C', B: 'A', C: 'B' });
  });

  it('a group of four: 1 marks 2, 2 marks 3, 3 marks 4, 4 marks 1', () => {
    expect(markers(solo('A', 'B', 'C', 'D'))).toEqual({ A: 'D', B: 'A', C: 'B', D: 'C' });
  });

  it('two pairs seated partner beside partner: the rotation by two, nobody marks their partner', () => {
    const group = [
      { id: 'A', partnerId: 'B' },
      { id: 'B', partnerId: 'A' },
      { id: 'C', partnerId: 'D' },
      { id: 'D', partnerId: 'C' },
    ];
    expect(markers(group)).toEqual({ A: 'C', B: 'D', C: 'A', D: 'B' });
  });

  it('two pairs seated alternately keep the rotation by one (no partner marks partner)', () => {
    const group = [
      { id: 'A', partnerId: 'C' },
      { id: 'B', partnerId: 'D' },
      { id: 'C', partnerId: 'A' },
      { id: 'D', partnerId: 'B' },
    ];
    expect(markers(group)).toEqual({ A: 'D', B: 'A', C: 'B', D: 'C' });
  });

  it('a pair alone in a group: nobody marks their own partner, the committee assigns', () => {
    expect(
      markers([
        { id: 'A', partnerId: 'B' },
        { id: 'B', partnerId: 'A' },
      ]),
    ).toEqual({ A: null, B: null });
  });

  it('a pair and one other: no rotation avoids the pair, the partner-marked one gets none', () => {
    const result = markers([
      { id: 'A', partnerId: 'B' },
      { id: 'B', partnerId: 'A' },
      { id: 'C', partnerId: null },
    ]);
    expect(result).toEqual({ A: 'C', B: null, C: 'B' });
  });

  it('nobody ever marks themselves nor their partner (every group shape of up to four)', () => {
    const shapes: MarkerCandidate[][] = [
      solo('A', 'B'),
      solo('A', 'B', 'C'),
      solo('A', 'B', 'C', 'D'),
      [
        { id: 'A', partnerId: 'D' },
        { id: 'B', partnerId: 'C' },
        { id: 'C', partnerId: 'B' },
        { id: 'D', partnerId: 'A' },
      ],
    ];
    for (const group of shapes) {
      for (const a of assignMarkers(group)) {
        expect(a.markerId).not.toBe(a.id);
        const me = group.find((p) => p.id === a.id)!;
        if (a.markerId !== null) expect(a.markerId).not.toBe(me.partnerId);
      }
    }
  });
});
