import { requireIntegerInRange } from './guards';
import { requireStrokes } from './strokes';

/** Largest N of the 'Par + N' stroke limit (T§5, T§9: "stroke limit par+0 to par+10"). */
export const MAX_STROKE_LIMIT = 10;

/** Throws unless `limite` is null (Medal, no limit) or a whole number 0–10. */
export function requireStrokeLimit(limite: number | null): number | null {
  if (limite === null) return null;
  return requireIntegerInRange(
    limite,
    0,
    MAX_STROKE_LIMIT,
    'INVALID_STROKE_LIMIT',
    'El límite de golpes debe ser Medal o Par + 0 a Par + 10',
  );
}

/**
 * The strokes that count in the standings for a hole under the tournament's `limite_golpes_hoyo` (design §7):
 * strokes above par + N count as par + N; `null` is Medal (no limit). The recorded score is not changed; this
 * only maps it for computing.
 */
export function applyStrokeLimit(golpes: number, par: number, limite: number | null): number {
  requireStrokes(golpes);
  requireIntegerInRange(par, 3, 5, 'INVALID_PAR', 'El par debe estar entre 3 y 5');
  return capStrokes(golpes, par, requireStrokeLimit(limite));
}

/** {@link applyStrokeLimit} without the checks, for callers that validated their input (internal). */
export function capStrokes(golpes: number, par: number, limite: number | null): number {
  return limite === null ? golpes : Math.min(golpes, par + limite);
}
