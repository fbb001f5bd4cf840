/**
 * THE columns of a tournament's header, read by every screen and paper that shows a tournament above its cards:
 * the scorecard, the standings, league points, the administrators' list, the matches view. One select per fact.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { partidas, partidasParticipantes, torneos } from '@/server/db/schema';

/** Who the tournament is and its format. */
export const TOURNAMENT_HEADER = {
  id: torneos.id,
  nombre: torneos.nombre,
  fecha_juego: torneos.fecha_juego,
  modalidad: torneos.modalidad,
  forma_parejas: torneos.forma_parejas,
};

/** The header and the rules its cards are scored by (stroke limit, tie method). */
export const TOURNAMENT_RULES_HEADER = {
  ...TOURNAMENT_HEADER,
  limite_golpes_hoyo: torneos.limite_golpes_hoyo,
  metodo_desempate: torneos.metodo_desempate,
  indice_handicap: torneos.indice_handicap,
  validacion: torneos.validacion,
};

/**
 * The published groups of a tournament in start order (personal games are not groups), with their participant ids
 * by seat; 'HH:MM' tee times.
 */
export async function findPublishedGroups(db: DbOrTx, torneoId: string) {
  const groups = await db
    .select({
      id: partidas.id,
      nombre: partidas.nombre,
      orden_salida: partidas.orden_salida,
      hora_salida: partidas.hora_salida,
      hoyo_salida: partidas.hoyo_salida,
      validada: partidas.validada,
    })
    .from(partidas)
    .where(and(eq(partidas.torneo_id, torneoId), eq(partidas.es_partida_personal, false)))
    .orderBy(asc(partidas.orden_salida), asc(partidas.hora_salida), asc(partidas.id));
  const seats =
    groups.length === 0
      ? []
      : await db
          .select({
            partida_id: partidasParticipantes.partida_id,
            participante_id: partidasParticipantes.participante_id,
          })
          .from(partidasParticipantes)
          .where(
            inArray(
              partidasParticipantes.partida_id,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(partidasParticipantes.posicion_grupo));
  return groups.map((g) => ({
    ...g,
    hora_salida: g.hora_salida?.slice(0, 5) ?? null,
    participantes: seats.filter((s) => s.partida_id === g.id).map((s) => s.participante_id),
  }));
}
