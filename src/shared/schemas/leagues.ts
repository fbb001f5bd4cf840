/** Leagues for players (T§2 Ligas tab, /ligas, /ligas/{id}; P§2 'Mis Torneos y Ligas'): public answers. */
import { z } from 'zod';
import { ZUuid } from './common';
import { ZFormaParejas, ZModalidad } from './formats';

export const LEAGUE_MESSAGES = {
  notFound: 'Liga no encontrada',
  /** T§2: a league card without a description. */
  defaultDescription: 'Liga de golf',
} as const;

/** A league card (T§2, P§2): activa shows 'Activa', otherwise 'Finalizada' (P§4). */
export const ZLeagueCard = z.object({
  id: ZUuid,
  nombre: z.string(),
  descripcion: z.string().nullable(),
  activa: z.boolean(),
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  /** 'om_{product}' or 'cervecita'. */
  sistema_puntuacion: z.string(),
});
export type TLeagueCard = z.infer<typeof ZLeagueCard>;

/** GET /api/leagues: the active leagues, newest first (T§7 "select active ordered by created_at descending"). */
export const ZLeaguesResponse = z.array(ZLeagueCard);
export type TLeaguesResponse = z.infer<typeof ZLeaguesResponse>;

/** A tournament of a league, in date order. */
export const ZLeagueTournament = z.object({
  id: ZUuid,
  nombre: z.string(),
  fecha_juego: z.string(),
  orden_torneo: z.number().int(),
  /** Its date is before the club's today (T§4). */
  finalizado: z.boolean(),
});
export type TLeagueTournament = z.infer<typeof ZLeagueTournament>;

/** GET /api/leagues/:id: the league and its tournaments (the interim /ligas/{id} page). */
export const ZLeagueDetail = z.object({
  liga: ZLeagueCard,
  torneos: z.array(ZLeagueTournament),
});
export type TLeagueDetail = z.infer<typeof ZLeagueDetail>;

/**
 * One tournament of a player's league season, as a compact tuple (a season of 40 tournaments × 200 players is
 * 8,000 cells): [index of the tournament in `torneos`, puntos_scratch, puntos_handicap, cuenta_scratch,
 * cuenta_handicap]. `cuenta_*` (design §7): the result is one of the player's best N; otherwise it is discarded.
 */
export const ZStandingsCell = z.tuple([
  z.number().int().min(0),
  z.number(),
  z.number(),
  z.boolean(),
  z.boolean(),
]);
export type TStandingsCell = z.infer<typeof ZStandingsCell>;

export const ZLeagueStandingsPlayer = z.object({
  /** The profile id (a guest: its participante_id); the popover's card is asked for by it. */
  jugador_id: ZUuid,
  nombre: z.string(),
  handicap: z.number().nullable(),
  profile_image_url: z.string().nullable(),
  total_puntos_scratch: z.number(),
  total_puntos_handicap: z.number(),
  /** Only the tournaments with points, in date order. */
  puntos: z.array(ZStandingsCell),
  /** The order among equal totals, per mode: the latest played tournament's order (`leagueTieOrder`). */
  orden_scratch: z.number().int().nonnegative().optional(),
  orden_handicap: z.number().int().nonnegative().optional(),
});
export type TLeagueStandingsPlayer = z.infer<typeof ZLeagueStandingsPlayer>;

/** GET /api/leagues/:id/standings (T§2 /ligas/{id}): the season derived from the stored rows. */
export const ZLeagueStandings = z.object({
  liga: ZLeagueCard.extend({ numero_torneos_descartados: z.number().int() }),
  /** The league's tournaments in the league's order (`orden_torneo`). */
  torneos: z.array(ZLeagueTournament),
  /** Tournaments whose date has passed, and how many results count per player (design §7). */
  torneos_jugados: z.number().int(),
  torneos_que_cuentan: z.number().int(),
  /** Today's tournament has its points calculated: the table counts it already ('Provisional: cuenta desde mañana'). */
  provisional: z.boolean(),
  /**
   * The category names of the league's tournaments and each one's players (`jugador_id`s), for the filter above the
   * table (decision record 041, addendum); empty for visitors and the papers.
   */
  categorias: z.array(z.object({ nombre: z.string(), jugadores: z.array(z.string()) })),
  jugadores: z.array(ZLeagueStandingsPlayer),
});
export type TLeagueStandings = z.infer<typeof ZLeagueStandings>;

/** GET /api/me/league-results (P§2 /mis-resultados): the player's `puntuaciones_liga` rows with league data. */
export const ZPlayerLeagueResult = z.object({
  liga_id: ZUuid,
  liga_nombre: z.string(),
  sistema_puntuacion: z.string(),
  torneo_id: ZUuid,
  torneo_nombre: z.string(),
  fecha_juego: z.string(),
  posicion_scratch: z.number().int().nullable(),
  posicion_handicap: z.number().int().nullable(),
  puntos_scratch: z.number(),
  puntos_handicap: z.number(),
  /** The tournament's format, for `formatOf` (the row names it). */
  modalidad: ZModalidad,
  forma_parejas: ZFormaParejas.nullable(),
  /** The player's side in the tournament (to par for stroke formats, points for Stableford); null without one. */
  resultado: z
    .object({
      resultado_scratch: z.number().nullable(),
      resultado_handicap: z.number().nullable(),
      puntos_scratch: z.number().nullable(),
      puntos_handicap: z.number().nullable(),
    })
    .nullable(),
});
export const ZPlayerLeagueResults = z.array(ZPlayerLeagueResult);
export type TPlayerLeagueResult = z.infer<typeof ZPlayerLeagueResult>;

/**
 * The live stream of a league's standings screen (/api/live/leagues/:id), one SSE message per event:
 * - `points`: the league points of one of its tournaments were written again: refetch the standings.
 * - `resync`: the server may have missed events (its database connection came back): refetch.
 */
export const ZLeagueLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), data: z.object({}) }),
  z.object({ type: z.literal('points'), data: z.object({ torneo_id: ZUuid.optional() }) }),
  z.object({ type: z.literal('resync'), data: z.object({}) }),
]);
export type TLeagueLiveEvent = z.infer<typeof ZLeagueLiveEvent>;
