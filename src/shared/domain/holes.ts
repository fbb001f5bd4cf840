import { DomainError } from './errors';
import { requireIntegerInRange } from './guards';

/** Holes of a round (P§1, T§9: "18 holes per course"). */
export const HOLES_PER_ROUND = 18;
/** Par used when a hole's par is unknown (P§9, T§9: "Default par 4 when unknown"). */
export const DEFAULT_PAR = 4;
/** Stroke index used when a hole's is unknown (P§9, T§9: "default stroke index 18 when missing"). */
export const DEFAULT_STROKE_INDEX = 18;
/** A hole's length in metres, when entered (the longest par 5s are under 700 m). */
export const HOLE_METRES_MIN = 1;
export const HOLE_METRES_MAX = 999;
/** Total course par used when no par data exists (T§9: "default total course par 72"). */
export const DEFAULT_COURSE_PAR = 72;

/** A row of `hoyos_tipo_salida` as read from the database; par and stroke index may be missing. */
export interface HoleInput {
  numero_hoyo: number;
  par?: number | null;
  /** Stroke index of the hole (1 = hardest), the spec's `hoyos_tipo_salida.handicap`. */
  handicap?: number | null;
  /** The hole's length from this tee, in metres, when the club entered it (printed on cards, shown on entry). */
  metros?: number | null;
}

/** A hole after {@link normalizeHoles}: par always known, stroke index possibly unknown. */
export interface Hole {
  numero_hoyo: number;
  par: number;
  handicap: number | null;
  /** Length in metres; absent or null when unknown. */
  metros?: number | null;
}

/**
 * A {@link normalizeHoles} that normalises each distinct hole list once (by identity): a field of players shares a
 * few tees.
 */
export function holesNormalizer(): (input: readonly HoleInput[]) => readonly Hole[] {
  const normalized = new Map<readonly HoleInput[], readonly Hole[]>();
  return (input) => {
    let holes = normalized.get(input);
    if (!holes) {
      holes = normalizeHoles(input);
      normalized.set(input, holes);
    }
    return holes;
  };
}

/**
 * Turns the holes of a tee (any subset of 1–18, possibly empty) into exactly 18 holes numbered 1–18, ordered,
 * with par 4 and no stroke index where unknown (P§8: "Missing tee types make the default of 18 holes of par 4
 * with no stroke index"). Rejects hole numbers outside 1–18 or repeated, par outside 3–5, stroke index outside
 * 1–18 or repeated within the tee (T§5: "Este handicap ya está asignado a otro hoyo").
 */
export function normalizeHoles(holes: readonly HoleInput[]): Hole[] {
  const byNumber = new Map<number, Hole>();
  const usedIndexes = new Set<number>();
  for (const hole of holes) {
    requireHoleNumber(hole.numero_hoyo);
    if (byNumber.has(hole.numero_hoyo)) {
      throw new DomainError('DUPLICATE_HOLE', `El hoyo ${hole.numero_hoyo} está repetido`);
    }
    const par = hole.par ?? DEFAULT_PAR;
    requireIntegerInRange(par, 3, 5, 'INVALID_PAR', 'El par debe estar entre 3 y 5');
    const strokeIndex = hole.handicap ?? null;
    if (strokeIndex !== null) {
      requireIntegerInRange(
        strokeIndex,
        1,
        HOLES_PER_ROUND,
        'INVALID_STROKE_INDEX',
        'El handicap del hoyo debe estar entre 1 y 18',
      );
      if (usedIndexes.has(strokeIndex)) {
        throw new DomainError('DUPLICATE_STROKE_INDEX', 'Este handicap ya está asignado a otro hoyo');
      }
      usedIndexes.add(strokeIndex);
    }
    const metros = hole.metros ?? null;
    if (metros !== null) {
      requireIntegerInRange(
        metros,
        HOLE_METRES_MIN,
        HOLE_METRES_MAX,
        'INVALID_HOLE_LENGTH',
        `La longitud del hoyo debe estar entre ${HOLE_METRES_MIN} y ${HOLE_METRES_MAX} metros`,
      );
    }
    byNumber.set(
      hole.numero_hoyo,
      metros === null
        ? { numero_hoyo: hole.numero_hoyo, par, handicap: strokeIndex }
        : { numero_hoyo: hole.numero_hoyo, par, handicap: strokeIndex, metros },
    );
  }
  const result: Hole[] = [];
  for (let n = 1; n <= HOLES_PER_ROUND; n++) {
    result.push(Object.freeze(byNumber.get(n) ?? { numero_hoyo: n, par: DEFAULT_PAR, handicap: null }));
  }
  normalized.add(result);
  return result;
}

/** Arrays returned by {@link normalizeHoles}: their holes are frozen, so they need no second check. */
const normalized = new WeakSet<readonly Hole[]>();

/** Throws unless `numeroHoyo` is an integer 1–18. */
export function requireHoleNumber(numeroHoyo: number): number {
  return requireIntegerInRange(
    numeroHoyo,
    1,
    HOLES_PER_ROUND,
    'INVALID_HOLE_NUMBER',
    'El número de hoyo debe estar entre 1 y 18',
  );
}

/** Stroke index that counts for the handicap strokes: the hole's, or 18 when unknown (P§9, T§9). */
export function effectiveStrokeIndex(hole: Pick<Hole, 'handicap'>): number {
  return hole.handicap ?? DEFAULT_STROKE_INDEX;
}

/** The tee's total par: the sum of its 18 holes, unknown par counting 4 (design §7: "Par is the tee's total par"). */
export function totalPar(holes: readonly HoleInput[]): number {
  return normalizeHoles(holes).reduce((sum, hole) => sum + hole.par, 0);
}

/**
 * Throws unless `holes` is exactly what {@link normalizeHoles} returns: holes 1–18 in order, par 3–5, stroke
 * index 1–18 or null. Cheap; for functions that take already normalised holes.
 */
export function requireNormalizedHoles(holes: readonly Hole[]): readonly Hole[] {
  if (normalized.has(holes) && holes.length === HOLES_PER_ROUND) return holes;
  if (holes.length !== HOLES_PER_ROUND) {
    throw new DomainError('INVALID_HOLE_NUMBER', 'La tarjeta debe tener 18 hoyos');
  }
  holes.forEach((hole, i) => {
    if (hole.numero_hoyo !== i + 1) {
      throw new DomainError('INVALID_HOLE_NUMBER', 'Los hoyos deben ir del 1 al 18 en orden');
    }
    requireIntegerInRange(hole.par, 3, 5, 'INVALID_PAR', 'El par debe estar entre 3 y 5');
    if (hole.handicap !== null) {
      requireIntegerInRange(
        hole.handicap,
        1,
        HOLES_PER_ROUND,
        'INVALID_STROKE_INDEX',
        'El handicap del hoyo debe estar entre 1 y 18',
      );
    }
  });
  return holes;
}
