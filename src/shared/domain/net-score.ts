import { requireIntegerInRange } from './guards';
import { HOLES_PER_ROUND } from './holes';
import { PLAYING_HANDICAP_MAX, PLAYING_HANDICAP_MIN } from './playing-handicap';
import { requireStrokes } from './strokes';

const MIN_RECEIVED = Math.floor(PLAYING_HANDICAP_MIN / HOLES_PER_ROUND);
const MAX_RECEIVED = Math.floor(PLAYING_HANDICAP_MAX / HOLES_PER_ROUND) + 1;

/** Net strokes on a hole: strokes − strokes received (P§9, T§9). */
export function netStrokes(golpes: number, received: number): number {
  requireStrokes(golpes);
  requireIntegerInRange(
    received,
    MIN_RECEIVED,
    MAX_RECEIVED,
    'INVALID_NUMBER',
    'Los golpes recibidos no son válidos',
  );
  return golpes - received;
}

/** Net to par on a hole: strokes − strokes received − par (P§9: "Net result = strokes minus received strokes minus par"). */
export function netToPar(golpes: number, received: number, par: number): number {
  requireIntegerInRange(par, 3, 5, 'INVALID_PAR', 'El par debe estar entre 3 y 5');
  return netStrokes(golpes, received) - par;
}
