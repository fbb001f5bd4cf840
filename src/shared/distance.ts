/**
 * THE parser of a special prize's distance (decision record 042) as a Spanish club types it: metres with a decimal
 * comma ('3,45', '3.45', '12') or metres and centimetres in two fields ('3' and '45'). The answer is whole
 * centimetres, what the server stores; null: no distance (it is optional). Anything else → NaN, for the schema to
 * refuse with its own Spanish message.
 */
const METRES = /^\d{1,3}([.,]\d{0,2})?$/;
const WHOLE = /^\d{1,3}$/;

const clean = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0]/g, '');

/** '3,45' → 345; '' → null; '3,456', '-1', 'tres' → NaN. */
export function parseMetres(text: string | null | undefined): number | null {
  const t = clean(text).replace(/m$/i, '');
  if (t === '') return null;
  if (!METRES.test(t)) return Number.NaN;
  const [whole = '0', decimals = ''] = t.split(/[.,]/);
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Metres '3' and centimetres '45' → 345; both empty → null; centimetres over 99 or not whole → NaN. */
export function parseMetresAndCentimetres(
  metres: string | null | undefined,
  centimetres: string | null | undefined,
): number | null {
  const m = clean(metres);
  const cm = clean(centimetres);
  if (m === '' && cm === '') return null;
  if ((m !== '' && !WHOLE.test(m)) || (cm !== '' && !WHOLE.test(cm))) return Number.NaN;
  const c = cm === '' ? 0 : Number(cm);
  if (c > 99) return Number.NaN;
  return (m === '' ? 0 : Number(m)) * 100 + c;
}

/** 345 → '3,45 m'; 300 → '3,00 m'; 5 → '0,05 m' (always two decimals: centimetres read as such). */
export function formatDistance(cm: number): string {
  const metres = Math.floor(cm / 100);
  return `${metres},${String(cm % 100).padStart(2, '0')} m`;
}

/**
 * The distance of the two fields a prize's form shows, 'Metros' and 'Centímetros': metres with a comma ('3,45')
 * and no centimetres, or whole metres and centimetres ('3' and '45'). Both empty → null; anything else → NaN.
 */
export function parseDistanceFields(metres: string, centimetres: string): number | null {
  if (/[.,]/.test(metres)) return clean(centimetres) === '' ? parseMetres(metres) : Number.NaN;
  return parseMetresAndCentimetres(metres, centimetres);
}
