import type { SideModule } from './module';
import { sixtyForty } from './sixty-forty';

/**
 * Chapman (Pinehurst): both drive, they swap balls for the second shot, choose one ball and play it alternately
 * from there. One ball per side; WHS Appendix C: 60 % of the lower course handicap plus 40 % of the higher.
 */
export const chapman: SideModule = {
  forma: 'chapman',
  members: 2,
  ball: 'una',
  partnerBallCounts: false,
  allowanceBase: sixtyForty,
  reductor: () => ({
    defaultReductor: 100,
    reductorHint:
      'El hándicap de la pareja es el 60 % del hándicap más bajo más el 40 % del más alto, como recomienda la WHS para Chapman; el reductor, 100 % por defecto, se aplica a ese resultado.',
  }),
};
