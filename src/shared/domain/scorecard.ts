import { DomainError } from './errors';
import {
  DEFAULT_COURSE_PAR,
  DEFAULT_STROKE_INDEX,
  HOLES_PER_ROUND,
  requireHoleNumber,
  requireNormalizedHoles,
  type Hole,
} from './holes';
import { roundHalfAwayFromZero } from './rounding';
import { capStrokes, requireStrokeLimit } from './stroke-limit';
import { strokesReceivedByStrokeIndex } from './strokes-received';
import { requireStrokes } from './strokes';

/** A row of `resultados_hoyo` / `resultados_hoyo_partida_personal`. */
export interface HoleResultInput {
  numero_hoyo: number;
  golpes: number;
}

/** One cell of the 18-hole grid of a player (P§2 'Resultados por Hoyo', T§2 colour grid). */
export interface HoleDetail {
  numero_hoyo: number;
  par: number;
  /** Stroke index of the hole, null when unknown (it then counts as 18). */
  handicap: number | null;
  /** Strokes as entered, null when the hole has no score. */
  golpes: number | null;
  /** Strokes that count after the stroke limit (equal to `golpes` under Medal). */
  countedStrokes: number | null;
  /** Handicap strokes received on the hole (negative for plus handicaps); also the dots of the card. */
  strokesReceived: number;
  /** countedStrokes − strokesReceived − par; null without a score. */
  netToPar: number | null;
}

/** The totals of a player's card: the computed part of T§3's derived standings row. */
export interface Scorecard {
  hoyos_jugados: number;
  /** Sum of the counted strokes (after the stroke limit) of the holes played. */
  golpes_brutos: number;
  /** golpes_brutos − strokes received on the holes played. */
  golpes_netos: number;
  /** Par of the holes played (72 × holes / 18 when the tee has no par data). */
  par_jugado: number;
  /** golpes_brutos − par_jugado, rounded; null with no hole played. */
  resultado_scratch: number | null;
  /** golpes_netos − par_jugado; null with no hole played. */
  resultado_handicap: number | null;
  holes: HoleDetail[];
}

export interface ScorecardOptions {
  /** `limite_golpes_hoyo`: null is Medal (no limit). */
  limite_golpes_hoyo: number | null;
  /** False when the tee had no hole data at all: the par played is then 72 × holes / 18 (T§9 fallback). */
  parKnown: boolean;
}

/**
 * A player's card: per-hole strokes, strokes received, net to par, and the totals of T§3's derived row.
 * `holes` must be the 18 holes of {@link normalizeHoles}. Scratch is gross minus the par of the holes played,
 * rounded, with the fallback 72 scaled by holes played over 18 (T§9); handicap is net minus that par (P§9, T§9).
 */
export function computeScorecard(
  results: readonly HoleResultInput[],
  holes: readonly Hole[],
  playingHandicap: number,
  options: ScorecardOptions,
): Scorecard {
  requireNormalizedHoles(holes);
  const limit = requireStrokeLimit(options.limite_golpes_hoyo);
  const strokesByHole: (number | undefined)[] = [];
  for (const result of results) {
    requireHoleNumber(result.numero_hoyo);
    requireStrokes(result.golpes);
    if (strokesByHole[result.numero_hoyo] !== undefined) {
      throw new DomainError('DUPLICATE_RESULT', `El hoyo ${result.numero_hoyo} tiene dos resultados`);
    }
    strokesByHole[result.numero_hoyo] = result.golpes;
  }

  const receivedByIndex = strokesReceivedByStrokeIndex(playingHandicap);
  let played = 0;
  let gross = 0;
  let received = 0;
  let parPlayed = 0;
  const details: HoleDetail[] = holes.map((hole) => {
    const strokes = receivedByIndex[hole.handicap ?? DEFAULT_STROKE_INDEX] ?? 0;
    const golpes = strokesByHole[hole.numero_hoyo] ?? null;
    const { numero_hoyo, par, handicap } = hole;
    if (golpes === null) {
      return {
        numero_hoyo,
        par,
        handicap,
        golpes,
        countedStrokes: null,
        strokesReceived: strokes,
        netToPar: null,
      };
    }
    const counted = capStrokes(golpes, par, limit);
    played += 1;
    gross += counted;
    received += strokes;
    parPlayed += par;
    return {
      numero_hoyo,
      par,
      handicap,
      golpes,
      countedStrokes: counted,
      strokesReceived: strokes,
      netToPar: counted - strokes - par,
    };
  });

  if (!options.parKnown) parPlayed = roundHalfAwayFromZero((DEFAULT_COURSE_PAR * played) / HOLES_PER_ROUND);
  const net = gross - received;
  return {
    hoyos_jugados: played,
    golpes_brutos: gross,
    golpes_netos: net,
    par_jugado: parPlayed,
    resultado_scratch: played === 0 ? null : roundHalfAwayFromZero(gross - parPlayed),
    resultado_handicap: played === 0 ? null : net - parPlayed,
    holes: details,
  };
}
