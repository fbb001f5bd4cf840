import type { SideModule } from './module';
import { sixtyForty } from './sixty-forty';

/** Greensome: both drive, the side chooses one drive and plays it alternately; 60 % lower + 40 % higher. */
export const greensome: SideModule = {
  forma: 'greensome',
  members: 2,
  ball: 'una',
  partnerBallCounts: false,
  allowanceBase: sixtyForty,
  reductor: () => ({
    defaultReductor: 100,
    reductorHint:
      'El hándicap de la pareja es el 60 % del hándicap más bajo más el 40 % del más alto, como recomienda la WHS para greensome; el reductor, 100 % por defecto, se aplica a ese resultado.',
  }),
};
