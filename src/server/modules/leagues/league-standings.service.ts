/**
 * League standings (T§2 /ligas/{id}, design.md §7) and the player's results (P§2 /mis-resultados), derived from
 * the stored `puntuaciones_liga` rows by the rules engine: totals are never stored twice.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { computeLeagueSeason, type SeasonPointsRow } from '@/shared/domain';
import {
  LEAGUE_MESSAGES,
  type TLeagueStandings,
  type TPlayerLeagueResult,
  type TStandingsCell,
} from '@/shared/schemas/leagues';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import type { DbOrTx } from '@/server/db/client';
import {
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
import { findStandingsTournament } from '@/server/modules/standings/standings.service';
import { findLeagueDetail } from './leagues.queries';

/** A player's rows as the database aggregates them: [torneo_id, puntos_scratch, puntos_handicap][]. */
type AggregatedPoints = [string, number | string, number | string][];

/**
 * GET /api/leagues/:id/standings: the same visibility as the league itself (findLeagueDetail). The points are
 * read aggregated per player (one row per player with a JSON array of their tournaments): a season of 40 × 200
 * is 8,000 rows, and one value per player instead of six per row keeps the answer under 100 ms on PGlite.
 */
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
  const indexOf = new Map(torneosLiga.map((t, i) => [t.id, i]));
  const key = sql<string>`coalesce(${pt.jugador_id}, ${pt.id})`;
  const players = await db
    .select({
      jugador_id: key,
      nombre: sql<string>`max(coalesce(${profiles.nombre}, ${pt.nombre_invitado}, ${pt.nombre_jugador}, ''))`,
      handicap: sql<number | null>`max(coalesce(${profiles.handicap}, ${pt.handicap_invitado}))`,
      profile_image_url: sql<string | null>`max(${profiles.profile_image_url})`,
      puntos: sql<string>`json_agg(json_build_array(${pl.torneo_id}, ${pl.puntos_scratch}, ${pl.puntos_handicap}))::text`,
    })
    .from(pl)
    .innerJoin(pt, eq(pt.id, pl.participante_id))
    .leftJoin(profiles, eq(profiles.id, pt.jugador_id))
    .where(eq(pl.liga_id, ligaId))
    .groupBy(key);

  const puntuaciones: SeasonPointsRow[] = [];
  for (const p of players) {
    for (const [torneo_id, scratch, handicap] of JSON.parse(p.puntos) as AggregatedPoints) {
      if (!indexOf.has(torneo_id)) continue; // an inactive tournament hidden from this viewer
      puntuaciones.push({
        torneo_id,
        jugador_id: p.jugador_id,
        puntos_scratch: Number(scratch),
        puntos_handicap: Number(handicap),
      });
    }
  }
  const season = computeLeagueSeason({
    sistema_puntuacion: detail.liga.sistema_puntuacion,
    numero_torneos_descartados: liga?.descartes ?? 0,
    torneos: torneosLiga.map((t) => ({ torneo_id: t.id, fecha_juego: t.fecha_juego })),
    puntuaciones,
    today,
  });
  const info = new Map(players.map((p) => [p.jugador_id, p]));

  return {
    liga: { ...detail.liga, numero_torneos_descartados: liga?.descartes ?? 0 },
    torneos: torneosLiga,
    torneos_jugados: season.torneos_jugados,
    torneos_que_cuentan: season.torneos_que_cuentan,
    jugadores: season.jugadores.map((j) => {
      const p = info.get(j.jugador_id);
      return {
        jugador_id: j.jugador_id,
        nombre: p?.nombre ?? '',
        handicap: p?.handicap === null || p?.handicap === undefined ? null : Number(p.handicap),
        profile_image_url: p?.profile_image_url ?? null,
        total_puntos_scratch: j.total_puntos_scratch,
        total_puntos_handicap: j.total_puntos_handicap,
        puntos: j.torneos.map((t): TStandingsCell => [
          indexOf.get(t.torneo_id)!,
          t.puntos_scratch,
          t.puntos_handicap,
          t.cuenta_scratch,
          t.cuenta_handicap,
        ]),
      };
    }),
  };
}

/**
 * GET /api/leagues/:id/tournaments/:torneoId/cards/:jugadorId: the inputs of one player's card in a
 * tournament of the league (the points popover), for whoever may see the league.
 */
export async function findLeagueCard(
  db: DbOrTx,
  actor: Actor | null,
  ligaId: string,
  torneoId: string,
  jugadorId: string,
  today: string,
): Promise<TStandingsInputs> {
  const detail = await findLeagueDetail(db, actor, ligaId, today);
  if (!detail.torneos.some((t) => t.id === torneoId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const torneo = await findStandingsTournament(db, torneoId, today);
  const cards = await loadTournamentCards(db, { torneoId });
  // The player's participant row (a guest is known by its participante_id).
  const participantes = cards.participantes
    .filter((p) => p.jugador_id === jugadorId || (p.jugador_id === null && p.id === jugadorId))
    .slice(0, 1);
  if (participantes.length === 0) throw notFound('Participante no encontrado');
  return {
    torneo,
    partida: null,
    salidas: cards.salidas.filter((s) => s.id === participantes[0]!.tee_id),
    participantes,
    resultados: cards.resultados.filter((r) => r.participante_id === participantes[0]!.id),
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
