import { DomainError } from './errors';
import {
  DEFAULT_STROKE_INDEX,
  HOLES_PER_ROUND,
  requireHoleNumber,
  requireNormalizedHoles,
  type Hole,
} from './holes';
import { capStrokes, requireStrokeLimit } from './stroke-limit';
import { strokesReceivedByStrokeIndex } from './strokes-received';
import { cardTotals } from './card-totals';
import { stablefordPoints } from './stableford';
import { requireStrokes } from './strokes';

/**
 * A row of `resultados_hoyo` / `resultados_hoyo_partida_personal`. A picked-up hole ('Recogida') has no strokes:
 * `golpes` null and `recogida` true. A row with null strokes that is not picked up counts as no score.
 */
export interface HoleResultInput {
  numero_hoyo: number;
  golpes: number | null;
  /** Picked up (Stableford, mejor bola); default false. */
  recogida?: boolean;
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
  /** Stableford points of the hole from the net score (handicap); null in stroke formats or without a score, 0 for 'Recogida'. */
  puntos_handicap: number | null;
  /** Stableford points of the hole from the gross score (scratch); as `puntos_handicap`. */
  puntos_scratch: number | null;
  /** The player picked up ('Recogida'): no strokes; 0 points in Stableford, not a played hole in stroke play. */
  recogida: boolean;
  /**
   * On a member's hole: this ball counted for the side in the handicap result (mejor bola's better net ball, or
   * most net points); always true for individuals and on the side's own holes.
   */
  cuenta: boolean;
  /** As `cuenta`, for the scratch result (the better gross ball or most gross points). */
  cuenta_scratch: boolean;
}

/** The totals of a player's card: the computed part of T§3's derived standings row. */
export interface Scorecard {
  /** Holes with strokes; in Stableford also the holes picked up (they score 0 and never block the card). */
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
  /** Stableford: the sum of the holes' net points; null in stroke formats. */
  puntos_handicap: number | null;
  /** Stableford: the sum of the holes' gross points; null in stroke formats. */
  puntos_scratch: number | null;
  holes: HoleDetail[];
}

export interface ScorecardOptions {
  /** `limite_golpes_hoyo`: null is Medal (no limit). */
  limite_golpes_hoyo: number | null;
  /** 'stableford': each hole also scores points and the stroke limit does not apply. Default 'golpes'. */
  scoring?: 'golpes' | 'stableford';
}

/**
 * A player's card: per-hole strokes, strokes received, net to par, and the totals of T§3's derived row.
 * `holes` must be the 18 holes of {@link normalizeHoles}. Scratch is gross minus the par of the holes played,
 * with unknown pars counted 4 (T§9's fallback of 72 scaled by holes played over 18); handicap is net minus that
 * par (P§9, T§9); see `cardTotals`.
 * A picked-up hole has no strokes: it is not a played hole in stroke play. In Stableford (`scoring`) each hole
 * also scores net and gross points (`stablefordPoints`; no score or 'Recogida' 0) and the stroke limit does not
 * apply.
 */
export function computeScorecard(
  results: readonly HoleResultInput[],
  holes: readonly Hole[],
  playingHandicap: number,
  options: ScorecardOptions,
): Scorecard {
  requireNormalizedHoles(holes);
  const stableford = options.scoring === 'stableford';
  const limit = stableford ? null : requireStrokeLimit(options.limite_golpes_hoyo);
  // Per hole 1–18: strokes, PICKED_UP, or NO_SCORE, in one scratch table reused by every card (the function runs
  // to completion before another card starts).
  const strokesByHole = STROKES_BY_HOLE.fill(NO_SCORE);
  for (const result of results) {
    requireHoleNumber(result.numero_hoyo);
    const pickedUp = result.recogida === true;
    if (result.golpes !== null) requireStrokes(result.golpes);
    else if (!pickedUp) continue;
    if (pickedUp && result.golpes !== null) {
      throw new DomainError('INVALID_STROKES', `El hoyo ${result.numero_hoyo} está recogido y tiene golpes`);
    }
    if (strokesByHole[result.numero_hoyo] !== NO_SCORE) {
      throw new DomainError('DUPLICATE_RESULT', `El hoyo ${result.numero_hoyo} tiene dos resultados`);
    }
    strokesByHole[result.numero_hoyo] = result.golpes ?? PICKED_UP;
  }

  const receivedByIndex = receivedTable(playingHandicap);
  // `map` sizes the list once (a list grown by `push` keeps spare room in every card).
  const details = holes.map((hole): HoleDetail => {
    const { numero_hoyo, par, handicap } = hole;
    const strokes = receivedByIndex[handicap ?? DEFAULT_STROKE_INDEX] ?? 0;
    const score = strokesByHole[numero_hoyo] ?? NO_SCORE;
    const played = score > 0;
    const counted = !played ? null : limit === null ? score : capStrokes(score, par, limit);
    const pickedUp = score === PICKED_UP;
    return {
      numero_hoyo,
      par,
      handicap,
      golpes: played ? score : null,
      countedStrokes: counted,
      strokesReceived: strokes,
      netToPar: counted === null ? null : counted - strokes - par,
      puntos_handicap: !stableford
        ? null
        : counted === null
          ? pickedUp
            ? 0
            : null
          : stablefordPoints(counted - strokes, par),
      puntos_scratch: !stableford
        ? null
        : counted === null
          ? pickedUp
            ? 0
            : null
          : stablefordPoints(counted, par),
      recogida: pickedUp,
      cuenta: true,
      cuenta_scratch: true,
    };
  });
  return cardTotals(details, details, stableford, details);
}

/** The strokes received by stroke index of each whole playing handicap, built once (a field shares a few). */
const receivedTables = new Map<number, readonly number[]>();

function receivedTable(playingHandicap: number): readonly number[] {
  if (!Number.isInteger(playingHandicap)) return strokesReceivedByStrokeIndex(playingHandicap);
  let table = receivedTables.get(playingHandicap);
  if (!table) {
    table = strokesReceivedByStrokeIndex(playingHandicap);
    receivedTables.set(playingHandicap, table);
  }
  return table;
}

/** `strokesByHole` markers: strokes are 1–15. */
const NO_SCORE = 0;
const PICKED_UP = -1;
const STROKES_BY_HOLE = new Int8Array(HOLES_PER_ROUND + 1);
