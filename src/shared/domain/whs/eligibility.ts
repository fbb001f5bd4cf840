import type { FormatModule } from '../formats';

/**
 * Where a round comes from, as the estimate needs to know it (design §16):
 * - a tournament round: its format (`formatModule`), whether the group's card was validated, whether the tee has a
 *   course rating and slope;
 * - a personal game: whether the creator marked it 'Válida para hándicap' before playing, whether every participant
 *   is a member (no guests), whether the tee is rated.
 */
export type HandicapRoundSource =
  | { tipo: 'torneo'; format: FormatModule; validada: boolean; rated: boolean }
  | { tipo: 'partida_personal'; valida_para_handicap: boolean; todos_socios: boolean; rated: boolean };

/** Why a round does not count for the estimate. */
export type HandicapExclusion =
  'sin_valoracion' | 'sin_validar' | 'tarjeta_de_equipo' | 'no_valida_para_handicap' | 'con_invitados';

/**
 * Why a round does not count for the club's estimate, or null when it counts (design §16):
 * - a tee without course rating cannot give a differential;
 * - tournaments: validated cards only; every format where a player holes out their own ball counts on that
 *   player's own card — individual stroke play, Stableford, mejor bola (stroke play, Stableford or match play) and
 *   individual match play (holes conceded or left after the match is decided are scored as 'Recogida' and not
 *   played: net double bogey and net par); never a one-ball team card (`format.hole.oneBallPerSide`: foursome, greensome);
 * - personal games: only when marked 'Válida para hándicap' and every participant is a member.
 */
export function handicapExclusion(source: HandicapRoundSource): HandicapExclusion | null {
  if (!source.rated) return 'sin_valoracion';
  if (source.tipo === 'torneo') {
    if (source.format.hole.oneBallPerSide) return 'tarjeta_de_equipo';
    return source.validada ? null : 'sin_validar';
  }
  if (!source.valida_para_handicap) return 'no_valida_para_handicap';
  return source.todos_socios ? null : 'con_invitados';
}

/** True when the round counts for the club's estimate (`handicapExclusion` is null). */
export function countsForHandicap(source: HandicapRoundSource): boolean {
  return handicapExclusion(source) === null;
}
