import { DomainError } from './errors';
import { requireIntegerInRange } from './guards';
import { PERSONAL_GAME_STROKE_VALUES } from './strokes';

/** One button of the 'Seleccionar resultado' / 'Resultado Hoyo {n}' dialog. */
export interface StrokeChoice {
  value: number;
  /** 'Hole in One', 'Albatros', 'Eagle', 'Birdie', 'Par', 'Bogey', 'Double Bogey', or null. */
  label: string | null;
  /** Text of the button: the number, or '10+' for 10. */
  display: string;
}

/** Labels by par exactly as P§9 and T§9 list them; values not listed carry no label. */
const LABELS_BY_PAR: Readonly<Record<3 | 4 | 5, Readonly<Record<number, string>>>> = {
  3: { 1: 'Hole in One', 2: 'Birdie', 3: 'Par', 4: 'Bogey', 5: 'Double Bogey' },
  4: { 1: 'Hole in One', 2: 'Eagle', 3: 'Birdie', 4: 'Par', 5: 'Bogey', 6: 'Double Bogey' },
  5: { 2: 'Albatros', 3: 'Eagle', 4: 'Birdie', 5: 'Par', 6: 'Bogey', 7: 'Double Bogey' },
};

/** The label of `value` strokes on a hole of `par` (P§9, T§9), or null. */
export function strokeLabel(value: number, par: number): string | null {
  const labels = LABELS_BY_PAR[requirePar(par)];
  return labels[value] ?? null;
}

/**
 * The stroke choices of a hole: 1–9 with labels by par (P§5, P§9), plus 10 shown as '10+' in the tournament
 * dialog (T§2, T§5: "values 1 to 9 plus 10 ('10+')").
 */
export function strokeChoices(par: number, options: { tenPlus: boolean }): StrokeChoice[] {
  requirePar(par);
  const choices: StrokeChoice[] = PERSONAL_GAME_STROKE_VALUES.map((value) => ({
    value,
    label: strokeLabel(value, par),
    display: String(value),
  }));
  if (options.tenPlus) choices.push({ value: 10, label: null, display: '10+' });
  return choices;
}

function requirePar(par: number): 3 | 4 | 5 {
  requireIntegerInRange(par, 3, 5, 'INVALID_PAR', 'El par debe estar entre 3 y 5');
  if (par === 3 || par === 4 || par === 5) return par;
  throw new DomainError('INVALID_PAR', 'El par debe estar entre 3 y 5');
}
