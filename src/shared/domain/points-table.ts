import { DomainError } from './errors';
import { requireFinite, requireIntegerInRange } from './guards';

/** A row of `torneos_puntos_configuracion` (T§3: posicion 1-30, puntos). */
export interface PointsRow {
  posicion: number;
  puntos: number;
}

/** Rows stored per tournament (T§9: "Stored as 30 rows per tournament"). */
export const POINTS_TABLE_ROWS = 30;

/** T§9: "1=40, 2=37, 3=35, 4=33, 5=31, 6=29, 7=27, 8=25, 9=23, 10=21, 11=20 … 20=11, 21 and beyond=10". */
const DEFAULT_TOP_20 = [
  40, 37, 35, 33, 31, 29, 27, 25, 23, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11,
] as const;
const DEFAULT_FROM_21 = 10;

/** The 30 default rows of the OM {product} table (T§7: "30 default rows are created if none exist"). */
export function defaultPointsTable(): PointsRow[] {
  return Array.from({ length: POINTS_TABLE_ROWS }, (_, i) => ({
    posicion: i + 1,
    puntos: DEFAULT_TOP_20[i] ?? DEFAULT_FROM_21,
  }));
}

/**
 * Validates a tournament's points configuration and returns it ordered by position; an empty configuration is
 * the default table (T§8: "If the points configuration fails to load, the default table is used"). Positions
 * are whole numbers 1–30 without repeats; points are numbers ≥ 0 (T§5: "numeric, min 0").
 */
export function normalizePointsTable(configuracion: readonly PointsRow[]): PointsRow[] {
  if (configuracion.length === 0) return defaultPointsTable();
  const seen = new Set<number>();
  for (const row of configuracion) {
    requireIntegerInRange(
      row.posicion,
      1,
      POINTS_TABLE_ROWS,
      'INVALID_POSITION',
      'La posición debe estar entre 1 y 30',
    );
    if (seen.has(row.posicion)) {
      throw new DomainError('DUPLICATE_POSITION', `La posición ${row.posicion} está repetida`);
    }
    seen.add(row.posicion);
    requireFinite(row.puntos, 'INVALID_POINTS', 'Los puntos deben ser un número mayor o igual que 0');
    if (row.puntos < 0)
      throw new DomainError('INVALID_POINTS', 'Los puntos deben ser un número mayor o igual que 0');
  }
  return [...configuracion].sort((a, b) => a.posicion - b.posicion).map((row) => ({ ...row }));
}

/**
 * OM points of a position under a configuration (T§9: "A per-tournament configuration overrides the default;
 * positions below the last configured one get the last configured points"). A position between two configured
 * ones takes the points of the closest configured position with a smaller number (the table is a step
 * function). `table`
 * must come from {@link normalizePointsTable} or {@link defaultPointsTable}.
 */
export function pointsForPosition(table: readonly PointsRow[], posicion: number): number {
  requireIntegerInRange(
    posicion,
    1,
    Number.MAX_SAFE_INTEGER,
    'INVALID_POSITION',
    'La posición debe ser un entero positivo',
  );
  let points: number | null = null;
  for (const row of table) {
    if (row.posicion > posicion) break;
    points = row.puntos;
  }
  // A position before the first configured one (configuration starting after 1) takes the first row's points.
  return points ?? table[0]?.puntos ?? 0;
}

/**
 * Cervecita points (T§9: "points = number of participants with holes played minus position plus 1, plus 1 extra
 * for first place, minimum 1").
 */
export function cervecitaPoints(posicion: number, participantsWithHoles: number): number {
  requireIntegerInRange(
    participantsWithHoles,
    1,
    Number.MAX_SAFE_INTEGER,
    'INVALID_NUMBER',
    'El número de participantes con hoyos debe ser un entero positivo',
  );
  requireIntegerInRange(
    posicion,
    1,
    participantsWithHoles,
    'INVALID_POSITION',
    'La posición no puede superar el número de participantes',
  );
  return Math.max(1, participantsWithHoles - posicion + 1 + (posicion === 1 ? 1 : 0));
}
