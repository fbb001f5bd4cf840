import type { HoleDetail, Scorecard } from './scorecard';

/**
 * The totals of a card from the ball that counts on each hole (T§3's derived row; design §14): for a player's
 * own card both lists are its holes; for mejor bola the better net ball and the better gross ball per hole
 * (undefined: no ball). A hole is played when its net ball has strokes, or in Stableford is picked up. Gross
 * strokes and the scratch result (gross − par) come from the gross balls with strokes; net strokes and the handicap
 * result (net − par) from the net balls with strokes; points from each ball's points (Stableford; else null). An
 * unknown par counts 4, which is T§9's fallback of 72 × holes played / 18. `holes` are the card's holes, returned with
 * the totals.
 */
export function cardTotals(
  netBalls: readonly (HoleDetail | undefined)[],
  grossBalls: readonly (HoleDetail | undefined)[],
  stableford: boolean,
  holes: HoleDetail[],
): Scorecard {
  let played = 0;
  let net = 0;
  let netToPar = 0;
  let netHoles = 0;
  let parPlayed = 0;
  let gross = 0;
  let grossToPar = 0;
  let grossHoles = 0;
  let netPoints = 0;
  let grossPoints = 0;
  for (const ball of netBalls) {
    if (!ball) continue;
    if (ball.countedStrokes !== null) {
      played += 1;
      net += ball.countedStrokes - ball.strokesReceived;
      netToPar += ball.countedStrokes - ball.strokesReceived - ball.par;
      parPlayed += ball.par;
      netHoles += 1;
    } else if (stableford && ball.recogida) played += 1;
    netPoints += ball.puntos_handicap ?? 0;
  }
  for (const ball of grossBalls) {
    if (!ball) continue;
    if (ball.countedStrokes !== null) {
      gross += ball.countedStrokes;
      grossToPar += ball.countedStrokes - ball.par;
      grossHoles += 1;
    }
    grossPoints += ball.puntos_scratch ?? 0;
  }
  return {
    hoyos_jugados: played,
    golpes_brutos: gross,
    golpes_netos: net,
    par_jugado: parPlayed,
    resultado_scratch: grossHoles === 0 ? null : grossToPar,
    resultado_handicap: netHoles === 0 ? null : netToPar,
    puntos_handicap: stableford ? netPoints : null,
    puntos_scratch: stableford ? grossPoints : null,
    holes,
  };
}
