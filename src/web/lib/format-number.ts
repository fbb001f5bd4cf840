/**
 * Number formatting (es-ES). Kept apart from format.ts so that screens showing a handicap do not
 * pull date-fns into their chunk.
 */

/** Handicap with Spanish decimals: 12.4 → '12,4'; null → ''. */
export function formatHandicap(value: number | null | undefined): string {
  if (value == null) return '';
  return value.toLocaleString('es-ES', { maximumFractionDigits: 1 });
}
