/**
 * GET /api/me/play: where the home's JUGAR leads on a tournament's day. Read from the player's own
 * tournament cards, so it says what 'Mis Torneos y Ligas' says: the group of today's tournament (not yet validated),
 * or the group of a knockout match of theirs still to be played.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TMyPlay, TPlayTarget } from '@/shared/schemas/tournaments';
import type { DbOrTx } from '@/server/db/client';
import {
  partidas,
  partidasParticipantes,
  partidos,
  participantesTorneo,
  profiles,
  torneos,
} from '@/server/db/schema';
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
  if (actor.profileId) {
    const own = new Set(destinos.map((d) => d.partida_id));
    for (const marked of await findMarkedGroups(deps.db, actor.profileId, today)) {
      if (!own.has(marked.partida_id)) destinos.push(marked);
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

/**
 * Today's groups, not yet validated, of active 'Marcador y jugador' tournaments where the player marks a card: the
 * committee may name a marker from another group, who enters and signs that card on its group's score entry.
 */
async function findMarkedGroups(db: DbOrTx, profileId: string, today: string): Promise<TPlayTarget[]> {
  const marker = sql`marker`;
  const rows = await db
    .select({
      partida_id: partidas.id,
      torneo_id: torneos.id,
      torneo_nombre: torneos.nombre,
      grupo: partidas.nombre,
      hora_salida: partidas.hora_salida,
      hoyo_salida: partidas.hoyo_salida,
      jugador: sql<string>`coalesce(${participantesTorneo.nombre_invitado}, ${profiles.nombre}, ${participantesTorneo.nombre_jugador}, '')`,
    })
    .from(partidasParticipantes)
    .innerJoin(participantesTorneo, eq(participantesTorneo.id, partidasParticipantes.participante_id))
    .leftJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
    .innerJoin(partidas, eq(partidas.id, partidasParticipantes.partida_id))
    .innerJoin(torneos, eq(torneos.id, partidas.torneo_id))
    .where(
      and(
        eq(torneos.validacion, 'marcador_jugador'),
        eq(torneos.activo, true),
        eq(partidas.fecha_juego, today),
        eq(partidas.validada, false),
        sql`exists (select 1 from ${participantesTorneo} ${marker}
          where ${marker}.id = ${partidasParticipantes.marcador_participante_id}
            and ${marker}.jugador_id = ${profileId}::uuid)`,
      ),
    );
  return rows.map((r) => ({
    partida_id: r.partida_id,
    torneo_id: r.torneo_id,
    torneo_nombre: r.torneo_nombre,
    tipo: 'marcador',
    nombre: `Marcador de ${r.jugador} · ${r.grupo}`,
    hora_salida: r.hora_salida,
    hoyo_salida: r.hoyo_salida,
  }));
}
