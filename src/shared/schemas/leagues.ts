/** Leagues for players (T§2 Ligas tab, /ligas, /ligas/{id}; P§2 'Mis Torneos y Ligas'): public answers. */
import { z } from 'zod';
import { ZUuid } from './common';

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
