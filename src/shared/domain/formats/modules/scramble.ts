import { DomainError } from '../../errors';
import type { SideModule } from './module';

/**
 * WHS Rules of Handicapping, Appendix C — scramble: each member's share of the side's handicap, lowest course
 * handicap first (two players 35 % + 15 %; four players 25 % + 20 % + 15 % + 10 %).
 */
export const SCRAMBLE_SHARES: Readonly<Record<2 | 4, readonly number[]>> = {
  2: [0.35, 0.15],
  4: [0.25, 0.2, 0.15, 0.1],
};

/** The side's unrounded course handicap: each share on the members' course handicaps sorted from the lowest. */
export function scrambleAllowance(courseHandicaps: readonly number[]): number {
  const shares = SCRAMBLE_SHARES[courseHandicaps.length as 2 | 4] as readonly number[] | undefined;
  if (!shares) {
    throw new DomainError('INVALID_HANDICAP', 'Un equipo de scramble tiene dos o cuatro jugadores');
  }
  return [...courseHandicaps].sort((a, b) => a - b).reduce((sum, ch, i) => sum + (shares[i] ?? 0) * ch, 0);
}

/**
 * Texas scramble of two: both play every shot, the side chooses the best ball and both play from there; one ball
 * and one card per side, which either member enters.
 */
export const scramble: SideModule = {
  forma: 'scramble',
  members: 2,
  ball: 'una',
  partnerBallCounts: false,
  allowanceBase: scrambleAllowance,
  reductor: () => ({
    defaultReductor: 100,
    reductorHint:
      'El hándicap de la pareja es el 35 % del hándicap más bajo más el 15 % del más alto, como recomienda la WHS para el Texas scramble; el reductor, 100 % por defecto, se aplica a ese resultado.',
  }),
};
