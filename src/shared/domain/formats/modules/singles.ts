import type { SideModule } from './module';

/** Singles: one player, their own ball, their own course handicap. */
export const singles: SideModule = {
  forma: null,
  members: 1,
  ball: 'propia',
  partnerBallCounts: false,
  allowanceBase: ([ch = 0]) => ch,
  reductor: (scoring) => {
    if (scoring === 'stableford') {
      return {
        defaultReductor: 95,
        reductorHint: 'Por defecto 95 %, el porcentaje que recomienda la WHS para Stableford individual.',
      };
    }
    if (scoring === 'matchplay') {
      return {
        defaultReductor: 100,
        reductorHint:
          'Por defecto 100 %, como recomienda la WHS para el juego por hoyos individual: el hándicap más bajo juega con 0 y el otro recibe la diferencia.',
      };
    }
    return {
      defaultReductor: 100,
      reductorHint:
        'Por defecto 100 %: cada jugador juega con su hándicap de juego completo (la WHS recomienda 95 %).',
    };
  },
};
