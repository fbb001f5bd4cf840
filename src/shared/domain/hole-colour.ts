import { DomainError } from './errors';

/**
 * Tailwind classes of a hole cell by its net to par (P§9, T§9: "-3 green, -2 yellow, -1 red, +1 light blue,
 * +2 blue, +3 darker blue, +4 very dark, +5 or more black"). Par (0) is neutral: ''. Better than -3 is green
 * too. The class names are written out in full so Tailwind's scanner finds them.
 */
export const HOLE_COLOUR_CLASSES = Object.freeze({
  eagleOrBetter: 'bg-green-500 text-white',
  doubleUnder: 'bg-yellow-400 text-black',
  birdie: 'bg-red-500 text-white',
  par: '',
  bogey: 'bg-sky-200 text-black',
  doubleBogey: 'bg-blue-500 text-white',
  tripleBogey: 'bg-blue-800 text-white',
  quadrupleBogey: 'bg-slate-900 text-white',
  worse: 'bg-black text-white',
});

/** The colour class of a hole cell for a net-to-par value; null (no score) is neutral (P§9, T§9). */
export function holeColourClass(netToPar: number | null): string {
  if (netToPar === null) return HOLE_COLOUR_CLASSES.par;
  if (typeof netToPar !== 'number' || !Number.isInteger(netToPar)) {
    throw new DomainError('INVALID_NUMBER', 'El resultado respecto al par debe ser un número entero');
  }
  if (netToPar <= -3) return HOLE_COLOUR_CLASSES.eagleOrBetter;
  if (netToPar >= 5) return HOLE_COLOUR_CLASSES.worse;
  const byValue: Record<number, string> = {
    [-2]: HOLE_COLOUR_CLASSES.doubleUnder,
    [-1]: HOLE_COLOUR_CLASSES.birdie,
    0: HOLE_COLOUR_CLASSES.par,
    1: HOLE_COLOUR_CLASSES.bogey,
    2: HOLE_COLOUR_CLASSES.doubleBogey,
    3: HOLE_COLOUR_CLASSES.tripleBogey,
    4: HOLE_COLOUR_CLASSES.quadrupleBogey,
  };
  return byValue[netToPar] ?? HOLE_COLOUR_CLASSES.par;
}
