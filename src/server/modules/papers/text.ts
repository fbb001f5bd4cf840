/**
 * How the papers write names and dates (dd/mm/aaaa). Numbers are written by src/shared: `formatDecimal` (decimal
 * comma) and, for an index or a playing handicap, `formatHandicap` ('+0,8' for a plus handicap).
 */

/** '2030-06-20' → '20/06/2030'. */
export const formatShortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** 'Copa de Otoño 2030' → 'copa-de-otono-2030' (file names). */
export function slug(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return s || 'torneo';
}

/** The Content-Disposition of a download, with the UTF-8 name (RFC 6266/5987) and an ASCII fallback. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
