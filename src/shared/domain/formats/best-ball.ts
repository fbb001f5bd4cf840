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
 * from the handicap balls, points the sum of the best points per hole.
 */
export function combineBestBall(cards: readonly Scorecard[], stableford: boolean): BestBallCard {
  const scored = (d: HoleDetail): boolean => d.countedStrokes !== null || (stableford && d.recogida);
  const netValue = (d: HoleDetail): number => (stableford ? -(d.puntos_handicap ?? 0) : (d.netToPar ?? 0));
  const grossValue = (d: HoleDetail): number =>
    stableford ? -(d.puntos_scratch ?? 0) : (d.countedStrokes ?? 0) - d.par;
  const best = (column: HoleDetail[], value: (d: HoleDetail) => number): number => {
    let chosen = -1;
    column.forEach((d, m) => {
      if (scored(d) && (chosen < 0 || value(d) < value(column[chosen] as HoleDetail))) chosen = m;
    });
    return chosen;
  };

  const memberHoles: HoleDetail[][] = cards.map(() => []);
  const holes: HoleDetail[] = [];
  const netBalls: (HoleDetail | undefined)[] = [];
  const grossBalls: (HoleDetail | undefined)[] = [];
  const first = cards[0]?.holes ?? [];
  first.forEach((_, i) => {
    const column = cards.map((c) => c.holes[i] as HoleDetail);
    const byNet = best(column, netValue);
    const byGross = best(column, grossValue);
    column.forEach((d, m) =>
      memberHoles[m]?.push({ ...d, cuenta: m === byNet, cuenta_scratch: m === byGross }),
    );
    const netBall = column[byNet];
    const grossBall = column[byGross];
    netBalls.push(netBall);
    grossBalls.push(grossBall);
    holes.push(
      netBall && grossBall
        ? { ...netBall, puntos_scratch: grossBall.puntos_scratch, cuenta: true, cuenta_scratch: true }
        : { ...(column[0] as HoleDetail), cuenta: true, cuenta_scratch: true },
    );
  });
  return { card: { ...cardTotals(netBalls, grossBalls, stableford), holes }, memberHoles };
}
