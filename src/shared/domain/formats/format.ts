import { DomainError } from '../errors';
import {
  DEFAULT_FORMA_PAREJAS,
  FORMA_PAREJAS_LABELS,
  MODALIDADES,
  MODALIDAD_LABELS,
  isPairsModalidad,
  requireFormaParejas,
  requireModalidad,
  type FormaParejas,
  type Modalidad,
} from './enums';

/** How a format scores a hole: strokes, Stableford points, or holes won (match play, design §14). */
export type Scoring = 'golpes' | 'stableford' | 'matchplay';

/**
 * Everything a screen, the server or an export may ask about a competition format (design §14). `formatOf` is the
 * one place that knows a modality; nobody else branches on `modalidad`.
 */
export interface CompetitionFormat {
  modalidad: Modalidad;
  forma_parejas: FormaParejas | null;
  /** 'Stableford parejas · Mejor bola'; an individual format is its modality's label. */
  label: string;
  scoring: Scoring;
  /**
   * How a stroke table of the sides ranks them: 'stableford' by points, 'golpes' by strokes. Match play ranks by
   * matches (`matches`); its cards still add up strokes ('golpes') where a screen lists them.
   */
  ranking: 'golpes' | 'stableford';
  /**
   * Match play: the tournament is ranked by its matches ('partidos': holes won, the knockout round reached —
   * `matchState`, `knockoutPositions`), not by a stroke or points table.
   */
  matches: boolean;
  /** A side is two participants. */
  pairs: boolean;
  /** Foursome / greensome: one ball and one card per pair, stored under the pair's first participant. */
  oneBall: boolean;
  /** The reductor a new tournament of this format starts with (design §14 table; individual stroke play 100). */
  defaultReductor: number;
  /** The Spanish sentence the tournament form shows under 'Reductor'. */
  reductorHint: string;
  /** 'Recogida' is offered in the score dialog (Stableford; mejor bola, where the partner's ball counts). */
  allowsPickUp: boolean;
  /**
   * The tournament's stroke limit applies: stroke play only. Not in Stableford (a hole scores at most 0 points) nor
   * in match play (a hole is won, halved or lost; the limit would mean nothing), where the form refuses one.
   */
  usesStrokeLimit: boolean;
  /** A finished card with holes missing is 'Incompleta' (stroke play); in Stableford a missing hole scores 0. */
  incompleteCards: boolean;
  /** The heading of a side's total. */
  totalLabel: 'Puntos' | 'Golpes';
  /** Stableford: the highest total ranks first. */
  higherIsBetter: boolean;
  /**
   * The administrator's 18-hole quick entry of a card applies: stroke play and Stableford. Not match play, where a
   * match ends when it is decided (3/2 plays 16 holes) and is entered hole by hole or as a result in its match.
   */
  quickCardEntry: boolean;
}

function reductorFacts(
  modalidad: Modalidad,
  forma: FormaParejas | null,
): { defaultReductor: number; reductorHint: string } {
  const matchplay = modalidad === 'matchplay_individual' || modalidad === 'matchplay_parejas';
  if (forma === 'foursome') {
    return {
      defaultReductor: 50,
      reductorHint:
        'Por defecto 50 % de la suma de los hándicaps de los dos jugadores, como recomienda la WHS para foursome.',
    };
  }
  if (forma === 'greensome') {
    return {
      defaultReductor: 100,
      reductorHint:
        'El hándicap de la pareja es el 60 % del hándicap más bajo más el 40 % del más alto, como recomienda la WHS para greensome; el reductor, 100 % por defecto, se aplica a ese resultado.',
    };
  }
  if (forma === 'mejor_bola') {
    const percent = matchplay ? 90 : 85;
    return {
      defaultReductor: percent,
      reductorHint: `Por defecto ${percent} % del hándicap de cada jugador, el porcentaje que recomienda la WHS para mejor bola.`,
    };
  }
  if (modalidad === 'stableford_individual') {
    return {
      defaultReductor: 95,
      reductorHint: 'Por defecto 95 %, el porcentaje que recomienda la WHS para Stableford individual.',
    };
  }
  if (matchplay) {
    return {
      defaultReductor: 100,
      reductorHint:
        'Por defecto 100 %, como recomienda la WHS para el juego por hoyos individual: el hándicap más bajo juega con 0 y el otro recibe la diferencia.',
    };
  }
  return {
    defaultReductor: 100,
    reductorHint:
      'Por defecto 100 %: cada jugador juega con su hándicap de juego completo (la WHS recomienda 95 %).',
  };
}

function buildFormat(modalidad: Modalidad, forma: FormaParejas | null): CompetitionFormat {
  const scoring: Scoring =
    modalidad === 'stableford_individual' || modalidad === 'stableford_parejas'
      ? 'stableford'
      : modalidad === 'matchplay_individual' || modalidad === 'matchplay_parejas'
        ? 'matchplay'
        : 'golpes';
  const ranking = scoring === 'stableford' ? 'stableford' : 'golpes';
  return Object.freeze({
    modalidad,
    forma_parejas: forma,
    label:
      forma === null
        ? MODALIDAD_LABELS[modalidad]
        : `${MODALIDAD_LABELS[modalidad]} · ${FORMA_PAREJAS_LABELS[forma]}`,
    scoring,
    ranking,
    matches: scoring === 'matchplay',
    pairs: forma !== null,
    oneBall: forma === 'foursome' || forma === 'greensome',
    ...reductorFacts(modalidad, forma),
    allowsPickUp: scoring === 'stableford' || forma === 'mejor_bola',
    usesStrokeLimit: scoring === 'golpes',
    incompleteCards: ranking === 'golpes',
    totalLabel: ranking === 'stableford' ? 'Puntos' : 'Golpes',
    higherIsBetter: ranking === 'stableford',
    quickCardEntry: scoring !== 'matchplay',
  });
}

const FORMATS = new Map<string, CompetitionFormat>();
for (const modalidad of MODALIDADES) {
  const formas = isPairsModalidad(modalidad) ? (['mejor_bola', 'foursome', 'greensome'] as const) : [null];
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
