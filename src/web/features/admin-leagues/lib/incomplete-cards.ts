import { rankStandings, type StandingsInputs } from '@/shared/domain';

/** A card that will get no league points: a finished stroke-play card with holes missing (design §14). */
export interface IncompleteCard {
  torneo: string;
  /** The side: a player, or a pair 'Nombre 1 / Nombre 2'. */
  nombre: string;
  hoyos_jugados: number;
}

/**
 * The incomplete cards of the league's tournaments, as the rules engine marks them ('INCOMPLETA'), in the
 * tournaments' order: what 'Calcular Puntuaciones' lists before it runs.
 */
export function incompleteCards(
  tournaments: readonly { nombre: string; inputs: StandingsInputs }[],
): IncompleteCard[] {
  return tournaments.flatMap(({ nombre, inputs }) =>
    rankStandings(inputs)
      .byHandicap.filter((row) => row.estado === 'INCOMPLETA')
      .map((row) => ({ torneo: nombre, nombre: row.nombre, hoyos_jugados: row.hoyos_jugados })),
  );
}
