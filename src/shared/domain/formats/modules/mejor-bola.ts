import type { SideModule } from './module';

/** Mejor bola (four-ball): two players, each their own ball and handicap; the better ball counts on each hole. */
export const mejorBola: SideModule = {
  forma: 'mejor_bola',
  members: 2,
  ball: 'propia',
  partnerBallCounts: true,
  allowanceBase: ([ch = 0]) => ch,
  reductor: (scoring) => {
    const percent = scoring === 'matchplay' ? 90 : 85;
    return {
      defaultReductor: percent,
      reductorHint: `Por defecto ${percent} % del hándicap de cada jugador, el porcentaje que recomienda la WHS para mejor bola.`,
    };
  },
};
