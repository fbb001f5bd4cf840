import { DomainError } from '../errors';
import {
  DEFAULT_FORMA_PAREJAS,
  FORMAS_PAREJAS,
  FORMA_PAREJAS_LABELS,
  MODALIDADES,
  MODALIDAD_LABELS,
  isPairsModalidad,
  requireFormaParejas,
  requireModalidad,
  type FormaParejas,
  type Modalidad,
} from './enums';

import { roundHalfAwayFromZero } from '../rounding';
import { requireFinite } from '../guards';
import { requireReductor } from '../playing-handicap';
import type { FormatModule, Scoring } from './modules/module';
import { SCORING_OF, SIDE_OF, singles } from './modules/registry';

export type {
  FormatModule,
  Scoring,
  ScoringModule,
  SideModule,
  SideBall,
  TournamentResult,
} from './modules/module';

/**
 * A format as the domain's own code and tests read it: the {@link FormatModule} interface plus the descriptor facts it
 * is composed from. Code outside `src/shared/domain/formats/` uses the interface (`side`, `result`, `hole`, `total`,
 * `allowance`), never these facts.
 */
export interface CompetitionFormat extends FormatModule {
  scoring: Scoring;
  ranking: 'golpes' | 'stableford';
  matches: boolean;
  pairs: boolean;
  oneBall: boolean;
  allowsPickUp: boolean;
  usesStrokeLimit: boolean;
  incompleteCards: boolean;
  totalLabel: 'Puntos' | 'Golpes';
  higherIsBetter: boolean;
}

function buildFormat(modalidad: Modalidad, forma: FormaParejas | null): CompetitionFormat {
  const scoring = SCORING_OF[modalidad];
  const side = forma === null ? singles : SIDE_OF[forma];
  const points = scoring.ranking === 'stableford';
  const pickUp = scoring.allowsPickUp(side);
  const oneBall = side.ball === 'una';
  const totalLabel = points ? 'Puntos' : 'Golpes';
  const { defaultReductor, reductorHint } = side.reductor(scoring.scoring);
  const allowance = (courseHandicaps: readonly number[], reductor: number): number => {
    requireReductor(reductor);
    for (const ch of courseHandicaps) {
      requireFinite(ch, 'INVALID_HANDICAP', 'El hándicap de campo debe ser un número válido');
    }
    const expected = oneBall ? 2 : 1;
    if (courseHandicaps.length !== expected) {
      throw new DomainError(
        'INVALID_HANDICAP',
        oneBall
          ? 'El hándicap de una pareja de una bola se calcula con los hándicaps de los dos jugadores'
          : 'El hándicap de juego se calcula con el hándicap de un jugador',
      );
    }
    return roundHalfAwayFromZero((side.allowanceBase(courseHandicaps) * reductor) / 100);
  };
  return Object.freeze({
    modalidad,
    forma_parejas: forma,
    label:
      forma === null
        ? MODALIDAD_LABELS[modalidad]
        : `${MODALIDAD_LABELS[modalidad]} · ${FORMA_PAREJAS_LABELS[forma]}`,
    side,
    result: scoring.result,
    hole: Object.freeze({
      pickUp,
      strokeLimitApplies: scoring.usesStrokeLimit,
      strokeLimit: (limit: number | null) => (scoring.usesStrokeLimit ? limit : null),
      oneBallPerSide: oneBall,
    }),
    total: Object.freeze({
      label: totalLabel,
      points,
      higherIsBetter: points,
      incompleteCards: scoring.incompleteCards,
    }),
    quickCardEntry: scoring.quickCardEntry,
    attestedCards: scoring.attestedCards,
    defaultReductor,
    reductorHint,
    allowance,
    scoring: scoring.scoring,
    ranking: scoring.ranking,
    matches: scoring.result === 'partidos',
    pairs: side.members === 2,
    oneBall,
    allowsPickUp: pickUp,
    usesStrokeLimit: scoring.usesStrokeLimit,
    incompleteCards: scoring.incompleteCards,
    totalLabel,
    higherIsBetter: points,
  });
}

const FORMATS = new Map<string, CompetitionFormat>();
for (const modalidad of MODALIDADES) {
  const formas = isPairsModalidad(modalidad) ? FORMAS_PAREJAS : [null];
  for (const forma of formas) FORMATS.set(`${modalidad}/${forma ?? ''}`, buildFormat(modalidad, forma));
}

/** Every format there is (each modality; each pairs modality with each form). */
export const ALL_FORMATS: readonly CompetitionFormat[] = [...FORMATS.values()];

/** A tournament's format fields as the server stores them. */
export interface FormatSelector {
  modalidad: string;
  /** Null (or absent) for individual modalities; a pairs modality without one is read as 'mejor_bola'. */
  forma_parejas?: string | null;
}

/**
 * The format of a tournament: the one place that knows a modality. A pairs modality without a form is read as
 * 'mejor_bola' (old rows are migrated to it); an individual modality with a form, or an unknown value, throws.
 */
export function formatOf(selector: FormatSelector): CompetitionFormat {
  const modalidad = requireModalidad(selector.modalidad);
  const given = selector.forma_parejas ?? null;
  const forma = given === null ? null : requireFormaParejas(given);
  if (!isPairsModalidad(modalidad)) {
    if (forma !== null) {
      throw new DomainError(
        'INVALID_PAIRS_FORM',
        'Una modalidad individual no tiene forma de juego por parejas',
      );
    }
    return FORMATS.get(`${modalidad}/`) as CompetitionFormat;
  }
  return FORMATS.get(`${modalidad}/${forma ?? DEFAULT_FORMA_PAREJAS}`) as CompetitionFormat;
}

/** The format of today's tournaments before formats existed: individual stroke play. */
export const DEFAULT_FORMAT: CompetitionFormat = formatOf({ modalidad: 'individual_por_golpes' });

/** The registry: the module of a modality and pairs form (see {@link formatOf} for the reading of old rows). */
export function formatModule(modalidad: string, forma: string | null = null): CompetitionFormat {
  return formatOf({ modalidad, forma_parejas: forma });
}
