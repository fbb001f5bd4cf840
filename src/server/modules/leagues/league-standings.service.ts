/**
 * League standings (T§2 /ligas/{id}, design.md §7) and the player's results (P§2 /mis-resultados), derived from
 * the stored `puntuaciones_liga` rows by the rules engine: totals are never stored twice.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  computeLeagueSeason,
  leagueCategories,
  leagueSeasonDay,
  leagueTieOrder,
  rankStandings,
  roundToCents,
  type SeasonPointsRow,
} from '@/shared/domain';
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
import { findCategoryPlayers } from '@/server/modules/categories/categories.service';
import { loadTournamentCards } from '@/server/modules/scores/queries';
import { findStandingsTournament } from '@/server/modules/standings/standings.service';
import { loadPointsInputs } from './incomplete-cards';
import { findLeagueDetail, findLeagueWithDiscards } from './leagues.queries';

/**
 * GET /api/leagues/:id/standings: the same visibility as the league itself (findLeagueDetail). The points are
 * read in one query aggregated per player: a season of 40 × 200 is 8,000 rows, and PGlite hands each row and
 * value to JavaScript one by one, so the database answers one row per player whose points are a single text
 * `"torneo_id scratch handicap torneo_id …"`. The player's name and picture are joined after grouping.
 * What counts (discards, best 60 %) is the rules engine's: computeLeagueSeason. With `categorias` (the page of a
 * signed-in viewer: categories may follow birth dates, as the tournament's categories read), each category name
 * of the league's tournaments with its players (decision record 041, addendum); otherwise none.
 */
export async function findLeagueStandings(
  db: DbOrTx,
  actor: Actor | null,
  ligaId: string,
  today: string,
  options: { categorias?: boolean } = {},
): Promise<TLeagueStandings> {
  const detail = await findLeagueWithDiscards(db, actor, ligaId, today);
  const torneosLiga = [...detail.torneos].sort(
    (a, b) =>
      a.orden_torneo - b.orden_torneo ||
      a.fecha_juego.localeCompare(b.fecha_juego) ||
      a.id.localeCompare(b.id),
  );
  const perPlayer = db.$with('per_player').as(
    db
      .select({
        jugador_id: sql<string | null>`${pt.jugador_id}`.as('jugador_id'),
        key: sql<string>`coalesce(${pt.jugador_id}, ${pt.id})`.as('key'),
        guest_name: sql<string | null>`max(coalesce(${pt.nombre_invitado}, ${pt.nombre_jugador}))`.as(
          'guest_name',
        ),
        guest_handicap: sql<number | null>`max(${pt.handicap_invitado})`.as('guest_handicap'),
        puntos:
          sql<string>`string_agg(concat_ws(' ', ${pl.torneo_id}, ${pl.puntos_scratch}, ${pl.puntos_handicap}), ' ')`.as(
            'puntos',
          ),
      })
      .from(pl)
      .innerJoin(pt, eq(pt.id, pl.participante_id))
      .where(eq(pl.liga_id, ligaId))
      .groupBy(pt.jugador_id, sql`coalesce(${pt.jugador_id}, ${pt.id})`),
  );
  const players = await db
    .with(perPlayer)
    .select({
      jugador_id: perPlayer.key,
      nombre: sql<string>`coalesce(${profiles.nombre}, ${perPlayer.guest_name}, '')`,
      handicap: sql<number | null>`coalesce(${profiles.handicap}, ${perPlayer.guest_handicap})`,
      profile_image_url: profiles.profile_image_url,
      puntos: perPlayer.puntos,
    })
    .from(perPlayer)
    .leftJoin(profiles, eq(profiles.id, perPlayer.jugador_id))
    .orderBy(perPlayer.key); // equal totals keep this order (rankLeagueStandings)

  const byId = new Map(torneosLiga.map((t) => [t.id, t]));
  const puntuaciones: SeasonPointsRow[] = [];
  for (const p of players) {
    const values = p.puntos.split(' ');
    for (let i = 0; i + 2 < values.length; i += 3) {
      const torneo = byId.get(values[i]!);
      if (!torneo) continue; // an inactive tournament hidden from this viewer
      puntuaciones.push({
        torneo_id: torneo.id,
        jugador_id: p.jugador_id,
        puntos_scratch: Number(values[i + 1]),
        puntos_handicap: Number(values[i + 2]),
      });
    }
  }
  const torneos = torneosLiga.map((t) => ({ torneo_id: t.id, fecha_juego: t.fecha_juego }));
  // On the day of a tournament whose points are calculated, the table is read as of tomorrow, provisionally.
  const day = leagueSeasonDay({ torneos, puntuaciones, today });
  const season = computeLeagueSeason({
    sistema_puntuacion: detail.liga.sistema_puntuacion,
    numero_torneos_descartados: detail.liga.numero_torneos_descartados,
    torneos,
    puntuaciones,
    today: day.asOf,
  });
  const indexOf = new Map(torneosLiga.map((t, i) => [t.id, i]));
  const info = new Map(players.map((p) => [p.jugador_id, p]));
  const tieOrder = await tieOrderOf(db, season.jugadores, info, puntuaciones, torneosLiga, day.asOf);
  const categorias = options.categorias ? await categoriesOf(db, torneosLiga, puntuaciones, today) : [];

  return {
    liga: detail.liga,
    torneos: torneosLiga,
    torneos_jugados: season.torneos_jugados,
    torneos_que_cuentan: season.torneos_que_cuentan,
    provisional: day.provisional,
    categorias,
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
        ...tieOrder?.get(j.jugador_id),
      };
    }),
  };
}

/** The league's categories and their players, from the tournaments someone has points in (leagueCategories). */
async function categoriesOf(
  db: DbOrTx,
  torneosLiga: readonly { id: string; fecha_juego: string }[],
  puntuaciones: readonly SeasonPointsRow[],
  today: string,
) {
  const withPoints = new Set(puntuaciones.map((p) => p.torneo_id));
  const tournaments = [];
  for (const t of torneosLiga.filter((t) => withPoints.has(t.id))) {
    const categorias = await findCategoryPlayers(db, t.id, today);
    if (categorias.length > 0) tournaments.push({ torneo_id: t.id, fecha_juego: t.fecha_juego, categorias });
  }
  return leagueCategories(tournaments, puntuaciones);
}

/**
 * Equal totals are listed in the order of the latest played tournament's standings (the tournament page's), read
 * only when two totals are equal in a mode; null otherwise.
 */
async function tieOrderOf(
  db: DbOrTx,
  jugadores: readonly { jugador_id: string; total_puntos_scratch: number; total_puntos_handicap: number }[],
  info: ReadonlyMap<string, { nombre: string }>,
  puntuaciones: readonly SeasonPointsRow[],
  torneosLiga: readonly { id: string; fecha_juego: string }[],
  today: string,
) {
  const tied = (total: (j: (typeof jugadores)[number]) => number) => {
    const seen = new Set<number>();
    return jugadores.some((j) => seen.size === seen.add(roundToCents(total(j))).size);
  };
  if (!tied((j) => j.total_puntos_scratch) && !tied((j) => j.total_puntos_handicap)) return null;
  const withPoints = new Set(puntuaciones.map((p) => p.torneo_id));
  const latest = torneosLiga
    .filter((t) => t.fecha_juego < today && withPoints.has(t.id))
    .sort((a, b) => b.fecha_juego.localeCompare(a.fecha_juego) || a.id.localeCompare(b.id))[0];
  const inputs = latest ? await loadPointsInputs(db, latest.id) : null;
  const members = latest
    ? await db.select({ id: pt.id, jugador_id: pt.jugador_id }).from(pt).where(eq(pt.torneo_id, latest.id))
    : [];
  const keyOf = new Map(members.map((p) => [p.id, p.jugador_id ?? p.id]));
  return leagueTieOrder(
    jugadores.map((j) => ({ jugador_id: j.jugador_id, nombre: info.get(j.jugador_id)?.nombre ?? '' })),
    inputs ? rankStandings(inputs) : null,
    (id) => keyOf.get(id),
  );
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
  const own = cards.participantes.find(
    (p) => p.jugador_id === jugadorId || (p.jugador_id === null && p.id === jugadorId),
  );
  if (!own) throw notFound('Participante no encontrado');
  // In a pairs tournament the card is the pair's: both partners (a one-ball card is the first one's).
  const parejas = cards.parejas.filter((p) => p.participante_ids.includes(own.id));
  const ids = new Set([own.id, ...parejas.flatMap((p) => p.participante_ids)]);
  const participantes = cards.participantes.filter((p) => ids.has(p.id));
  const tees = new Set(participantes.map((p) => p.tee_id));
  return {
    torneo,
    partida: null,
    salidas: cards.salidas.filter((s) => tees.has(s.id)),
    participantes,
    parejas,
    resultados: cards.resultados.filter((r) => ids.has(r.participante_id)),
  };
}

/**
 * GET /api/me/league-results: the player's `puntuaciones_liga` rows with league and tournament data, and their
 * side's result in the tournament as the points were computed. The side is stored with the points (decision
 * record 043), so one query answers however long the history; only rows written before it was stored rank
 * their tournament's points inputs again, as the points' computation did.
 */
export async function listMyLeagueResults(db: DbOrTx, actor: Actor): Promise<TPlayerLeagueResult[]> {
  if (!actor.profileId) return [];
  const mine = db.select({ id: pt.id }).from(pt).where(eq(pt.jugador_id, actor.profileId));
  const rows = await db
    .select({
      participante_id: pl.participante_id,
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
      modalidad: torneos.modalidad,
      forma_parejas: torneos.forma_parejas,
      resultado_lado: pl.resultado_lado,
      resultado_scratch: pl.resultado_scratch,
      resultado_handicap: pl.resultado_handicap,
      resultado_puntos_scratch: pl.resultado_puntos_scratch,
      resultado_puntos_handicap: pl.resultado_puntos_handicap,
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
  const standings = new Map<string, ReturnType<typeof rankStandings> | null>();
  for (const torneoId of new Set(rows.filter((r) => r.resultado_lado === null).map((r) => r.torneo_id))) {
    const inputs = await loadPointsInputs(db, torneoId);
    standings.set(torneoId, inputs ? rankStandings(inputs) : null);
  }
  return rows.map(
    ({
      participante_id,
      resultado_lado,
      resultado_scratch,
      resultado_handicap,
      resultado_puntos_scratch,
      resultado_puntos_handicap,
      ...row
    }) => {
      if (resultado_lado !== null)
        return {
          ...row,
          resultado: resultado_lado
            ? {
                resultado_scratch,
                resultado_handicap,
                puntos_scratch: resultado_puntos_scratch,
                puntos_handicap: resultado_puntos_handicap,
              }
            : null,
        };
      const side = standings
        .get(row.torneo_id)
        ?.byHandicap.find((s) => s.miembros.some((m) => m.participante_id === participante_id));
      return {
        ...row,
        resultado: side
          ? {
              resultado_scratch: side.resultado_scratch,
              resultado_handicap: side.resultado_handicap,
              puntos_scratch: side.puntos_scratch,
              puntos_handicap: side.puntos_handicap,
            }
          : null,
      };
    },
  );
}
