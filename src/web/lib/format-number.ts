/**
 * Number formatting (es-ES). Kept apart from format.ts so that screens showing a handicap do not
 * pull date-fns into their chunk.
 */

/** One formatter, built once: `toLocaleString` builds one per call (slow in a 150-row standings list). */
const handicapFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** Handicap with Spanish decimals: 12.4 → '12,4'; null → ''. */
export function formatHandicap(value: number | null | undefined): string {
  if (value == null) return '';
  return handicapFormat.format(value);
}
