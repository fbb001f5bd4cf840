/**
 * Searching lists for people who type fast on a phone: accents, case and extra spaces do not matter
 * ('dehesa' finds 'La Dehesa', 'pena' finds 'Peña', 'OTOÑO' finds 'Torneo de Otoño').
 */

/** Combining marks left by NFD decomposition (the accent of 'á', the tilde of 'ñ'). */
const COMBINING_MARKS = /\p{M}+/gu;
const SPACES = /\s+/gu;

/** The text as a search compares it: no accents, lower case (Spanish rules), single spaces, trimmed. */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPACES, ' ')
    .trim();
}

/**
 * A matcher for `query`: true when every word of the query appears (as a part of a word) in one of the fields,
 * in any order. An empty query matches everything. Build it once per query and apply it to every row.
 */
export function searchMatcher(query: string): (fields: readonly (string | null | undefined)[]) => boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return () => true;
  return (fields) => {
    const haystack = fields
      .filter((f): f is string => typeof f === 'string' && f.length > 0)
      .map(foldForSearch)
      .join('\n');
    return words.every((word) => haystack.includes(word));
  };
}
