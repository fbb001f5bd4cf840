/**
 * Entries (decision record 039): when a tournament's entry list is closed, how many places are left, and the fee
 * in euros as es-ES writes it. Pure: the server decides with these under the tournament's row lock, the screens
 * show the same figures.
 */

/** The list is closed from the close instant on (null: it never closes before the tournament's day ends). */
export function entriesClosed(cierre: Date | null, now: Date): boolean {
  return cierre !== null && now.getTime() >= cierre.getTime();
}

/** Places left: `plazas` minus the participants (never below 0, an administrator may go over); null: no limit. */
export function placesLeft(plazas: number | null, inscritos: number): number | null {
  if (plazas === null) return null;
  return Math.max(0, plazas - inscritos);
}

/** Whether one more participant would go beyond the places. */
export function wouldExceedPlaces(plazas: number | null, inscritos: number, more = 1): boolean {
  return plazas !== null && inscritos + more > plazas;
}

/** Euros (at most two decimals) to cents: 15.5 → 1550; 0.1 + 0.2 → 30. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Cents in es-ES euros: 12000 → '120,00 €', 150 → '1,50 €', 1234500 → '12.345,00 €' (es-ES groups thousands from
 * five digits on), with an ordinary space before the sign.
 */
export function formatEuros(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100));
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  const rest = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${grouped},${rest} €`;
}
