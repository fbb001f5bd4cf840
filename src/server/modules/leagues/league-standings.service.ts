/**
 * League standings (T§2 /ligas/{id}, design.md §7) and the player's results (P§2 /mis-resultados), derived from
 * the stored `puntuaciones_liga` rows by the rules engine: totals are never stored twice.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { computeLeagueSeason, isTournamentFinished } from '@/shared/domain';
import { LEAGUE_MESSAGES, type TLeagueStandings, type TPlayerLeagueResult } from '@/shared/schemas/leagues';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import type { DbOrTx } from '@/server/db/client';
import {
  camposGolf,
  ligas,
  ligasTorneos,
  participantesTorneo as pt,
  profiles,
  puntuacionesLiga as pl,
  torneos,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { loadTournamentCards } from '@/server/modules/scores/queries';
import { findLeagueDetail } from './leagues.queries';

/** GET /api/leagues/:id/standings: the same visibility as the league itself (findLeagueDetail). */
export async function findLeagueStandings(
  db: DbOrTx,
  actor: Actor | null,
  ligaId: string,
  today: string,
): Promise<TLeagueStandings> {
  const detail = await findLeagueDetail(db, actor, ligaId, today);
  const [liga] = await db
    .select({ descartes: ligas.numero_torneos_descartados })
    .from(ligas)
    .where(eq(ligas.id, ligaId));
  const torneosLiga = [...detail.torneos].sort(
    (a, b) =>
      a.orden_torneo - b.orden_torneo ||
      a.fecha_juego.localeCompare(b.fecha_juego) ||
      a.id.localeCompare(b.id),
  );
  const visible = new Set(torneosLiga.map((t) => t.id));
  const rows = await db
    .select({
      torneo_id: pl.torneo_id,
      participante_id: pl.participante_id,
      posicion_scratch: pl.posicion_scratch,
      posicion_handicap: pl.posicion_handicap,
      puntos_scratch: pl.puntos_scratch,
      puntos_handicap: pl.puntos_handicap,
      jugador_id: pt.jugador_id,
      nombre_perfil: profiles.nombre,
      nombre_invitado: pt.nombre_invitado,
      nombre_jugador: pt.nombre_jugador,
      handicap: profiles.handicap,
      handicap_invitado: pt.handicap_invitado,
      profile_image_url: profiles.profile_image_url,
    })
    .from(pl)
    .innerJoin(pt, eq(pt.id, pl.participante_id))
    .leftJoin(profiles, eq(profiles.id, pt.jugador_id))
    .where(eq(pl.liga_id, ligaId));
  const counted = rows.filter((r) => visible.has(r.torneo_id));
  const keyOf = (r: (typeof rows)[number]) => r.jugador_id ?? r.participante_id;

  const season = computeLeagueSeason({
    sistema_puntuacion: detail.liga.sistema_puntuacion,
    numero_torneos_descartados: liga?.descartes ?? 0,
    torneos: torneosLiga.map((t) => ({ torneo_id: t.id, fecha_juego: t.fecha_juego })),
    puntuaciones: counted.map((r) => ({
      torneo_id: r.torneo_id,
      jugador_id: keyOf(r),
      puntos_scratch: r.puntos_scratch,
      puntos_handicap: r.puntos_handicap,
    })),
    today,
  });
  const byKey = new Map<string, (typeof rows)[number][]>();
  for (const r of counted) byKey.set(keyOf(r), [...(byKey.get(keyOf(r)) ?? []), r]);

  return {
    liga: { ...detail.liga, numero_torneos_descartados: liga?.descartes ?? 0 },
    torneos: torneosLiga,
    torneos_jugados: season.torneos_jugados,
    torneos_que_cuentan: season.torneos_que_cuentan,
    jugadores: season.jugadores.map((j) => {
      const own = byKey.get(j.jugador_id) ?? [];
      const first = own[0];
      const marks = new Map(j.torneos.map((t) => [t.torneo_id, t]));
      return {
        jugador_id: j.jugador_id,
        nombre: first?.nombre_perfil ?? first?.nombre_invitado ?? first?.nombre_jugador ?? '',
        handicap: first?.jugador_id ? (first.handicap ?? null) : (first?.handicap_invitado ?? null),
        profile_image_url: first?.profile_image_url ?? null,
        total_puntos_scratch: j.total_puntos_scratch,
        total_puntos_handicap: j.total_puntos_handicap,
        torneos: own
          .filter((r) => marks.has(r.torneo_id))
          .map((r) => ({
            torneo_id: r.torneo_id,
            participante_id: r.participante_id,
            posicion_scratch: r.posicion_scratch,
            posicion_handicap: r.posicion_handicap,
            puntos_scratch: r.puntos_scratch,
            puntos_handicap: r.puntos_handicap,
            cuenta_scratch: marks.get(r.torneo_id)?.cuenta_scratch ?? false,
            cuenta_handicap: marks.get(r.torneo_id)?.cuenta_handicap ?? false,
          })),
      };
    }),
  };
}

/**
 * GET /api/leagues/:id/tournaments/:torneoId/cards/:participanteId: the inputs of one participant's card in a
 * tournament of the league (the points popover), for whoever may see the league.
 */
export async function findLeagueCard(
  db: DbOrTx,
  actor: Actor | null,
  ligaId: string,
  torneoId: string,
  participanteId: string,
  today: string,
): Promise<TStandingsInputs> {
  const detail = await findLeagueDetail(db, actor, ligaId, today);
  if (!detail.torneos.some((t) => t.id === torneoId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [torneo] = await db
    .select({
      id: torneos.id,
      nombre: torneos.nombre,
      fecha_juego: torneos.fecha_juego,
      limite_golpes_hoyo: torneos.limite_golpes_hoyo,
      metodo_desempate: torneos.metodo_desempate,
      modalidad: torneos.modalidad,
      campo: { nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion },
    })
    .from(torneos)
    .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .where(eq(torneos.id, torneoId));
  if (!torneo) throw notFound(LEAGUE_MESSAGES.notFound);
  const cards = await loadTournamentCards(db, { torneoId });
  const participantes = cards.participantes.filter((p) => p.id === participanteId);
  if (participantes.length === 0) throw notFound('Participante no encontrado');
  return {
    torneo: { ...torneo, finalizado: isTournamentFinished(torneo.fecha_juego, today) },
    partida: null,
    salidas: cards.salidas.filter((s) => s.id === participantes[0]!.tee_id),
    participantes,
    resultados: cards.resultados.filter((r) => r.participante_id === participanteId),
  };
}

/** GET /api/me/league-results: the player's `puntuaciones_liga` rows with league and tournament data. */
export async function listMyLeagueResults(db: DbOrTx, actor: Actor): Promise<TPlayerLeagueResult[]> {
  if (!actor.profileId) return [];
  const mine = db.select({ id: pt.id }).from(pt).where(eq(pt.jugador_id, actor.profileId));
  return db
    .select({
      liga_id: ligas.id,
      liga_nombre: ligas.nombre,
      sistema_puntuacion: ligas.sistema_puntuacion,
      torneo_id: torneos.id,
      torneo_nombre: torneos.nombre,
      fecha_juego: torneos.fecha_juego,
      posicion_scratch: pl.posicion_scratch,
      posicion_handicap: pl.posicion_handicap,
      puntos_scratch: pl.puntos_scratch,
      puntos_handicap: pl.puntos_handicap,
    })
    .from(pl)
    .innerJoin(ligas, eq(ligas.id, pl.liga_id))
    .innerJoin(torneos, eq(torneos.id, pl.torneo_id))
    .innerJoin(
      ligasTorneos,
      and(eq(ligasTorneos.liga_id, pl.liga_id), eq(ligasTorneos.torneo_id, pl.torneo_id)),
    )
    .where(inArray(pl.participante_id, mine))
    .orderBy(asc(ligas.nombre), asc(torneos.fecha_juego));
}
