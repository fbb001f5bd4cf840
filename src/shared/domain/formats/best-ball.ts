import { cardTotals } from '../card-totals';
import type { HoleDetail, Scorecard } from '../scorecard';

/** The side card of a mejor bola pair and each partner's holes marked with the ball that counted. */
export interface BestBallCard {
  card: Scorecard;
  memberHoles: HoleDetail[][];
}

/**
 * Mejor bola (design §14; Rules of Golf 23): each partner plays their own ball with their own strokes received;
 * per hole the side scores the better net ball (stroke play: lower net to par; Stableford: most net points) for the
 * handicap result and, separately, the better gross ball for scratch. A hole where only one partner scored counts
 * that one; on equal balls the first partner's counts. In stroke play a picked-up ball is no score; in Stableford it
 * scores 0 points. The side's hole shows the ball that counted in the handicap result, with the scratch ball's gross
 * points. Totals: golpes_brutos and resultado_scratch from the scratch balls, golpes_netos and resultado_handicap
 * from the handicap balls, points the sum of the best points per hole. The partners' cards are the caller's own:
 * their holes are marked in place (`cuenta`, `cuenta_scratch`) and returned as `memberHoles`.
 */
export function combineBestBall(cards: readonly Scorecard[], stableford: boolean): BestBallCard {
  const count = cards[0]?.holes.length ?? 0;
  // Lists sized once: one entry per hole.
  const netBalls = new Array<HoleDetail | undefined>(count);
  const grossBalls = new Array<HoleDetail | undefined>(count);
  const holes = Array.from({ length: count }, (_, i): HoleDetail => {
    let netBall: HoleDetail | undefined;
    let grossBall: HoleDetail | undefined;
    for (const card of cards) {
      const ball = card.holes[i] as HoleDetail;
      ball.cuenta = false;
      ball.cuenta_scratch = false;
      if (ball.countedStrokes === null && !(stableford && ball.recogida)) continue;
      if (!netBall || netValue(ball, stableford) < netValue(netBall, stableford)) netBall = ball;
      if (!grossBall || grossValue(ball, stableford) < grossValue(grossBall, stableford)) grossBall = ball;
    }
    netBalls[i] = netBall;
    grossBalls[i] = grossBall;
    if (netBall && grossBall) {
      netBall.cuenta = true;
      grossBall.cuenta_scratch = true;
      return { ...netBall, puntos_scratch: grossBall.puntos_scratch, cuenta: true, cuenta_scratch: true };
    }
    return { ...(cards[0]?.holes[i] as HoleDetail), cuenta: true, cuenta_scratch: true };
  });
  return {
    card: cardTotals(netBalls, grossBalls, stableford, holes),
    memberHoles: cards.map((card) => card.holes),
  };
}

/** Lower is better: net to par, or minus the net points. */
function netValue(ball: HoleDetail, stableford: boolean): number {
  return stableford ? -(ball.puntos_handicap ?? 0) : (ball.netToPar ?? 0);
}

/** Lower is better: gross to par, or minus the gross points. */
function grossValue(ball: HoleDetail, stableford: boolean): number {
  return stableford ? -(ball.puntos_scratch ?? 0) : (ball.countedStrokes ?? 0) - ball.par;
}
