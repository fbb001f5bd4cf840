import type { FormaParejas, Modalidad } from '../enums';
import { chapman } from './chapman';
import { foursome } from './foursome';
import { greensome } from './greensome';
import { matchPlay } from './match';
import { mejorBola } from './mejor-bola';
import { scramble } from './scramble';
import type { ScoringModule, SideModule } from './module';
import { singles } from './singles';
import { stableford } from './stableford';
import { strokePlay } from './stroke';

/** Each modality's scoring. */
export const SCORING_OF: Readonly<Record<Modalidad, ScoringModule>> = {
  individual_por_golpes: strokePlay,
  stableford_individual: stableford,
  parejas_por_golpes: strokePlay,
  stableford_parejas: stableford,
  matchplay_individual: matchPlay,
  matchplay_parejas: matchPlay,
};

/** Each pairs form's side kind (a new form is one line here and one file beside it). */
export const SIDE_OF: Readonly<Record<FormaParejas, SideModule>> = {
  mejor_bola: mejorBola,
  foursome,
  greensome,
  chapman,
  scramble,
};

export { singles };
