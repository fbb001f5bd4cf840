import type { SideModule } from './module';

/** Foursome: two players, one ball played alternately; the side plays with the sum of the course handicaps. */
export const foursome: SideModule = {
  forma: 'foursome',
  members: 2,
  ball: 'una',
  partnerBallCounts: false,
  allowanceBase: ([a = 0, b = 0]) => a + b,
  reductor: () => ({
    defaultReductor: 50,
    reductorHint:
      'Por defecto 50 % de la suma de los hándicaps de los dos jugadores, como recomienda la WHS para foursome.',
  }),
};
