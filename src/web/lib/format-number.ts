/**
 * Number formatting (es-ES). Kept apart from format.ts so that screens showing a handicap do not
 * pull date-fns into their chunk.
 */

/** One formatter, built at its first use: `toLocaleString` builds one per call (slow in a 150-row standings list). */
let handicapFormat: Intl.NumberFormat | null = null;

/** Whole numbers and one decimal up to 9999, as `String` writes them: what Intl prints, with a comma. */
const PLAIN = /^-?\d{1,4}(\.\d)?$/;

/**
 * Handicap with Spanish decimals: 12.4 → '12,4'; null → ''. Every handicap the app stores has at most one decimal
 * and is written without building Intl's formatter (building the first one costs a slow phone tens of ms of the
 * score entry's first screen); any other number goes through it.
 */
export function formatHandicap(value: number | null | undefined): string {
  if (value == null) return '';
  const plain = String(value);
  if (PLAIN.test(plain) && !Object.is(value, -0)) return plain.replace('.', ',');
  handicapFormat ??= new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
  return handicapFormat.format(value);
}
