/**
 * 'Calcular Puntuaciones' lists the incomplete cards before it runs (design.md §14): the sides of the league's
 * tournaments that the format's standings mark 'INCOMPLETA' (a finished stroke-play card with holes missing),
 * which get no league points. The domain decides what is incomplete (`rankStandings`); this only reads the inputs.
 */
import { asc, eq } from 'drizzle-orm';
import { formatOf, rankStandings, type StandingsInputs } from '@/shared/domain';
import type { TIncompleteCard } from '@/shared/schemas/admin-leagues';
import type { DbOrTx } from '@/server/db/client';
import { ligasTorneos, torneos } from '@/server/db/schema';
import { TOURNAMENT_RULES_HEADER } from '@/server/modules/scores/tournament-header.repository';
import { loadTournamentCards } from '@/server/modules/scores/queries';

/**
 * A tournament's standings inputs as league points read them (contract §3): its format, stroke limit and tie
 * method, and `finalizado` true — points are the final result, so a stroke-play card with holes missing is
 * 'INCOMPLETA' even on the tournament's own day. Null when the tournament does not exist.
 */
export async function loadPointsInputs(db: DbOrTx, torneoId: string): Promise<StandingsInputs | null> {
  const [torneo] = await db.select(TOURNAMENT_RULES_HEADER).from(torneos).where(eq(torneos.id, torneoId));
  if (!torneo) return null;
  const cards = await loadTournamentCards(db, { torneoId });
  return {
    torneo: { ...torneo, finalizado: true },
    salidas: cards.salidas,
    participantes: cards.participantes,
    parejas: cards.parejas,
    resultados: cards.resultados,
  };
}

/** The incomplete sides of these inputs: their members, name and the holes without a result. */
export function incompleteSides(inputs: StandingsInputs) {
  // Match play ranks by its matches: a card that stopped when the match was decided is not incomplete.
  const { modalidad = 'individual_por_golpes', forma_parejas } = inputs.torneo;
  if (formatOf({ modalidad, forma_parejas }).result === 'partidos') return [];
  return rankStandings(inputs)
    .byHandicap.filter((row) => row.estado === 'INCOMPLETA')
    .map((row) => ({
      participante_ids: row.miembros.map((m) => m.participante_id),
      nombre: row.nombre,
      hoyos_sin_resultado: row.holes
        .filter((h) => h.golpes === null && !h.recogida)
        .map((h) => h.numero_hoyo),
    }));
}

/** GET /api/admin/leagues/:id/calculate/preview: every incomplete card of the league's tournaments, in its order. */
export async function listIncompleteCards(db: DbOrTx, ligaId: string): Promise<TIncompleteCard[]> {
  const tournaments = await db
    .select({ id: torneos.id, nombre: torneos.nombre })
    .from(ligasTorneos)
    .innerJoin(torneos, eq(torneos.id, ligasTorneos.torneo_id))
    .where(eq(ligasTorneos.liga_id, ligaId))
    .orderBy(asc(ligasTorneos.orden_torneo), asc(ligasTorneos.torneo_id));
  const cards: TIncompleteCard[] = [];
  for (const t of tournaments) {
    const inputs = await loadPointsInputs(db, t.id);
    if (!inputs) continue;
    for (const side of incompleteSides(inputs)) cards.push({ torneo_id: t.id, torneo: t.nombre, ...side });
  }
  return cards;
}
