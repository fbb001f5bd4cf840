/**
 * The results a match-play match can end with (design §14, Rules of Golf 3.2): what 'Introducir resultado' offers.
 *
 * A match ends as soon as the lead is larger than the holes left. Before the last hole the lead can only grow by
 * one per hole, so the hole that ends the match leaves it at holes left + 1 (from one hole short of dormie) or holes
 * left + 2 (from dormie: the lead grows by one while the holes left shrink by one). A lead cannot be larger than the
 * holes played. So 'a/b' (lead a with b holes left) is a result when b ≥ 1, a − b is 1 or 2 and a + b ≤ 18:
 * '2/1', '3/1', '3/2', …, '10/8'. A match decided on the 18th is '1 arriba' or '2 arriba' (from dormie 1); a
 * knockout match halved after 18 is decided on an extra hole: 'gana en el hoyo 19', 'gana en el hoyo 20', …
 */

/** Extra holes offered for a direct result: 19 to 27 (nine extra holes). */
export const EXTRA_HOLE_RESULTS = 9;

export function matchResultChoices(knockout: boolean): string[] {
  const early: string[] = [];
  for (let left = 1; left <= 8; left++) {
    for (const lead of [left + 1, left + 2]) if (lead + left <= 18) early.push(`${lead}/${left}`);
  }
  const extra = knockout
    ? Array.from({ length: EXTRA_HOLE_RESULTS }, (_, i) => `gana en el hoyo ${19 + i}`)
    : [];
  return [...early, '1 arriba', '2 arriba', ...extra];
}
