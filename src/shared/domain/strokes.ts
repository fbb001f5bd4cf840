import { requireIntegerInRange } from './guards';

/** Strokes a hole can record at all (design §5, T§5: "Admin score entry: strokes 1-15 per hole"). */
export const MIN_STROKES = 1;
export const MAX_STROKES = 15;

/** Most strokes a personal game records on a hole (P§5: choices 1 to 9). */
export const PERSONAL_GAME_MAX_STROKES = 9;
/** Most strokes a player records on a hole of a tournament group (T§5: 1 to 9 plus 10 as '10+'). */
export const PLAYER_MAX_STROKES = 10;

/** Stroke values offered for a personal game (P§5: "Stroke choices per hole: 1 to 9"). */
export const PERSONAL_GAME_STROKE_VALUES: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9]);
/** Stroke values of the tournament score dialog (T§5: "values 1 to 9 plus 10 ('10+')"). */
export const TOURNAMENT_DIALOG_STROKE_VALUES: readonly number[] = Object.freeze([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
]);
/** Stroke values of the admin score entry (T§5: "strokes 1-15 per hole, blank means none"). */
export const ADMIN_STROKE_VALUES: readonly number[] = Object.freeze(
  Array.from({ length: MAX_STROKES }, (_, i) => i + 1),
);

/** Throws unless `golpes` is a whole number of strokes 1–15. */
export function requireStrokes(golpes: number): number {
  return requireIntegerInRange(
    golpes,
    MIN_STROKES,
    MAX_STROKES,
    'INVALID_STROKES',
    'Los golpes deben ser un número entero entre 1 y 15',
  );
}
