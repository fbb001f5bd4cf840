/** The game handicap of a participant (P§7 `calcular_handicap_juego`), computed by the rules engine. */
import { calculatePlayingHandicap, DEFAULT_REDUCTOR } from '@/shared/domain';
import type { TCourseTee } from '@/shared/schemas/courses';
import type { Logger } from '@/server/lib/logger';

/** The range the database accepts for handicap_partida (check participantes_pp_handicap_range). */
const STORED_MIN = -20;
const STORED_MAX = 80;

/**
 * The playing handicap of a handicap index on the course's first tee with reductor 100, or null when it cannot be
 * computed: no tee, invalid data (DomainError) or a value the table cannot hold. A failure is only logged
 * (P§8: "A failure in the game-handicap calculation is only logged; the stored handicap is kept").
 */
export function computeGameHandicap(index: number, tee: TCourseTee | null, logger: Logger): number | null {
  if (!tee) {
    logger.warn({ index }, 'game handicap not computed: the course has no tee');
    return null;
  }
  try {
    const value = calculatePlayingHandicap(
      index,
      { slope: tee.slope, course_rating: tee.course_rating, holes: tee.hoyos },
      DEFAULT_REDUCTOR,
    );
    if (value < STORED_MIN || value > STORED_MAX) {
      logger.warn({ index, teeId: tee.id, value }, 'game handicap not stored: out of range');
      return null;
    }
    return value;
  } catch (err) {
    logger.warn({ err, index, teeId: tee.id }, 'game handicap calculation failed');
    return null;
  }
}

/**
 * The value to store as handicap_partida: the one given, else the computed one for a nonzero own handicap (the
 * guest's or the player's profile), else null (shown as 0).
 */
export function resolveGameHandicap(
  given: number | null,
  ownHandicap: number | null,
  tee: TCourseTee | null,
  logger: Logger,
): number | null {
  if (given !== null) return given;
  if (ownHandicap === null || ownHandicap === 0) return null;
  return computeGameHandicap(ownHandicap, tee, logger);
}
