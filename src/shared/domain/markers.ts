/**
 * Markers by rotation (Rule 3.3b; design.md §18): in a group, in its order, position 1 marks 2, 2 marks 3, 3 marks
 * 4 and 4 marks 1 (a group of two mark each other). In a pairs format nobody marks their own partner: the first
 * rotation offset with no partner marking partner is taken; when none exists (a pair alone, a pair and one other),
 * the rotation by one is kept and a player whose marker would be their partner gets none. A group of one gets no
 * marker: the committee assigns one.
 */

/** A player of a group, in the group's order, with their partner in a pairs format (null otherwise). */
export interface MarkerCandidate {
  id: string;
  partnerId: string | null;
}

/** A player and their marker (null: the committee assigns one). */
export interface MarkerAssignment {
  id: string;
  markerId: string | null;
}

export function assignMarkers(group: readonly MarkerCandidate[]): MarkerAssignment[] {
  const n = group.length;
  if (n < 2) return group.map((p) => ({ id: p.id, markerId: null }));
  const markerAt = (i: number, offset: number) => group[(i - offset + n) % n]!;
  const partners = (a: MarkerCandidate, b: MarkerCandidate) => a.partnerId === b.id || b.partnerId === a.id;
  let chosen = 1;
  for (let offset = 1; offset < n; offset++) {
    if (group.every((p, i) => !partners(p, markerAt(i, offset)))) {
      chosen = offset;
      break;
    }
  }
  return group.map((p, i) => {
    const marker = markerAt(i, chosen);
    return { id: p.id, markerId: partners(p, marker) ? null : marker.id };
  });
}
