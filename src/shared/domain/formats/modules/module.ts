import type { FormaParejas, Modalidad } from '../enums';

/** How a format scores a hole: strokes, Stableford points, or holes won (match play, design §14). */
export type Scoring = 'golpes' | 'stableford' | 'matchplay';

/** The tournament's result: a ranked table of sides, or the states of its matches (a knockout draw). */
export type TournamentResult = 'tabla' | 'partidos';

/** A side's ball: each member plays their own (singles, mejor bola) or the side plays one ball (foursome, greensome, Chapman). */
export type SideBall = 'propia' | 'una';

/** What a side is and what handicap it plays with (WHS Rules of Handicapping, Appendix C). One file per kind. */
export interface SideModule {
  /** `null` for singles, else the pairs form (`torneos.forma_parejas`). */
  forma: FormaParejas | null;
  /** How many players make a side. */
  members: 1 | 2;
  /**
   * 'una': one ball and one card per side, stored under the pair's first participant; a pair's playing handicap is
   * the side's. 'propia': each member plays and records their own ball.
   */
  ball: SideBall;
  /** A partner's ball may still count on a hole where one member picks up (mejor bola). */
  partnerBallCounts: boolean;
  /**
   * The side's course handicap before the reductor, from its members' UNROUNDED course handicaps (one for 'propia',
   * two for 'una'): Appendix C's allowance for the form.
   */
  allowanceBase(courseHandicaps: readonly number[]): number;
  /** The reductor a new tournament starts with and the sentence the form shows under 'Reductor'. */
  reductor(scoring: Scoring): { defaultReductor: number; reductorHint: string };
}

/** How a format scores a hole, a round and a tournament, and how a total reads. One file per scoring. */
export interface ScoringModule {
  scoring: Scoring;
  /** How a stroke table of the sides ranks them (match play's cards still add up strokes). */
  ranking: 'golpes' | 'stableford';
  result: TournamentResult;
  /** The tournament's per-hole stroke limit applies. */
  usesStrokeLimit: boolean;
  /** A finished card with holes missing is 'Incompleta'. */
  incompleteCards: boolean;
  /** The administrator's 18-hole quick entry of a card applies. */
  quickCardEntry: boolean;
  /** Cards may be attested by a marker and the player (Rule 3.3b): stroke play and Stableford, not match play. */
  attestedCards: boolean;
  /** 'Recogida' may be recorded on a hole by a member of this side. */
  allowsPickUp(side: SideModule): boolean;
}

/**
 * A competition format: a scoring composed with a side kind. Everything outside `src/shared/domain/formats/` asks
 * this interface what to do; nothing asks which format it is.
 */
export interface FormatModule {
  modalidad: Modalidad;
  forma_parejas: FormaParejas | null;
  /** 'Stableford parejas · Mejor bola'; an individual format is its modality's label. */
  label: string;
  side: SideModule;
  /** The tournament's result: a ranked table, or match states. */
  result: TournamentResult;
  /** A hole: what may be recorded on it. */
  hole: {
    /** 'Recogida' is offered (Stableford; mejor bola, where the partner's ball counts). */
    pickUp: boolean;
    /** The tournament's per-hole stroke limit applies (stroke play; not Stableford nor match play). */
    strokeLimitApplies: boolean;
    /** The stroke limit of the tournament as it applies to this format: the limit, or null where it does not apply. */
    strokeLimit(limit: number | null): number | null;
    /** One ball per side: a pair's strokes are recorded once, on the first member's card. */
    oneBallPerSide: boolean;
  };
  /** How a total reads and ranks. */
  total: {
    label: 'Puntos' | 'Golpes';
    /** Totals are Stableford points (else strokes). */
    points: boolean;
    higherIsBetter: boolean;
    /** A finished card with holes missing is 'Incompleta' (else a missing hole scores 0). */
    incompleteCards: boolean;
  };
  /** The administrator's 18-hole quick entry of a card applies. */
  quickCardEntry: boolean;
  /**
   * A tournament may choose 'Marcador y jugador' (Rule 3.3b: a marker certifies each card): stroke play and
   * Stableford; in match play the sides agree the result (Rule 3.2).
   */
  attestedCards: boolean;
  /** The reductor a new tournament of this format starts with, and the form's sentence about it. */
  defaultReductor: number;
  reductorHint: string;
  /**
   * The side's playing handicap (WHS Appendix C, design §14): the allowance applies to the UNROUNDED course
   * handicaps (one per member for a one-ball side, else one) and the result is rounded once, .5 away from zero.
   */
  allowance(courseHandicaps: readonly number[], reductor: number): number;
}
