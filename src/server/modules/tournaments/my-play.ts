/**
 * GET /api/me/play: where the home's JUGAR leads on a tournament's day. Read from the player's own
 * tournament cards, so it says what 'Mis Torneos y Ligas' says: the group of today's tournament (not yet validated),
 * or the group of a knockout match of theirs still to be played.
 */
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { TMyPlay, TPlayTarget } from '@/shared/schemas/tournaments';
import { partidos } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { clubToday, type TournamentDeps } from './tournaments.access';
import { listMyTournaments } from './tournaments.queries';

export async function findMyPlay(deps: TournamentDeps, actor: Actor): Promise<TMyPlay> {
  const today = clubToday(deps);
  const cards = await listMyTournaments(deps, actor);
  const destinos: TPlayTarget[] = [];
  for (const card of cards) {
    if (!card.activo) continue;
    const torneo = { torneo_id: card.id, torneo_nombre: card.nombre };
    if (card.cuadro) {
      // A knockout (design §14): the player's next match, once it has its group, on its agreed day or any day
      // when none is agreed (the round's deadline only says until when).
      const match = card.cuadro.mi_partido;
      if (match?.partida_id && (match.fecha === null || match.fecha <= today)) {
        destinos.push({
          ...torneo,
          partida_id: match.partida_id,
          tipo: 'partido',
          nombre: match.rival ? `Contra ${match.rival}` : 'Rival por decidir',
          hora_salida: match.hora,
          hoyo_salida: 1,
        });
      }
      continue;
    }
    const group = card.inscripcion?.partida;
    if (card.fecha_juego === today && group && !group.validada) {
      destinos.push({
        ...torneo,
        partida_id: group.id,
        tipo: 'grupo',
        nombre: group.nombre,
        hora_salida: group.hora_salida,
        hoyo_salida: group.hoyo_salida,
      });
    }
  }
  // A one-day match's group (matches without a draw) once its match is decided: nothing left to play there.
  const groupIds = destinos.filter((d) => d.tipo === 'grupo').map((d) => d.partida_id);
  const decided =
    groupIds.length === 0
      ? new Set<string>()
      : new Set(
          (
            await deps.db
              .select({ partida_id: partidos.partida_id })
              .from(partidos)
              .where(and(inArray(partidos.partida_id, groupIds), isNotNull(partidos.ganador)))
          ).map((m) => m.partida_id),
        );
  // The earliest tee time first; a match without a time after the day's groups.
  return {
    destinos: destinos
      .filter((d) => !decided.has(d.partida_id))
      .sort((a, b) => (a.hora_salida ?? '99:99').localeCompare(b.hora_salida ?? '99:99')),
  };
}
