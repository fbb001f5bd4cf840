/**
 * Public pages (design.md §17, decision record 038): a tournament's or league's 'Enlace público', read by
 * visitors without an account, and the club's TV ('Pantalla del club'). Nothing here carries an e-mail, a phone or
 * a birth date; names are already as the visitor may read them.
 */
import { z } from 'zod';
import { PUBLIC_NAME_MODES } from '../public-names';
import { ZCategoriesConfig } from './categories';
import { ZLeagueStandings } from './leagues';
import { ZTournamentMatches } from './matches';
import { PRIZE_KINDS } from './prizes';
import { zText } from './common';
import { ZCardPartida } from './scorecard';
import { ZStandingsInputs } from './standings';

export const PUBLIC_MESSAGES = {
  notFound: 'Enlace no disponible',
  linkOff: 'El enlace público está desactivado',
  body: 'Datos no válidos',
} as const;

export const ZPublicNameMode = z.enum(PUBLIC_NAME_MODES, { message: PUBLIC_MESSAGES.body });

/** GET/PUT/POST …/public-link of a tournament or league (administrators). */
export const ZPublicLinkSettings = z.object({
  activo: z.boolean(),
  /** The secret of the address /publico/{token}; null while the link is off. */
  token: z.string().nullable(),
  /** The whole address and its QR (SVG), null while the link is off. */
  url: z.string().nullable(),
  qr_svg: z.string().nullable(),
  /** The club's website's iframe address (/embed/torneos/{id} or /embed/ligas/{id}), null while the link is off. */
  embed_url: z.string().nullable(),
  /** The sites allowed to frame it (EMBED_ORIGINS); empty: none is configured yet. */
  embed_origenes: z.array(z.string()),
  nombres: ZPublicNameMode,
  ocultar_clasificacion: z.boolean(),
});
export type TPublicLinkSettings = z.infer<typeof ZPublicLinkSettings>;

/** PUT …/public-link: on (a token is made when there is none) or off (the old address stops working), options. */
export const ZPublicLinkUpdate = z.strictObject(
  {
    activo: z.boolean({ message: PUBLIC_MESSAGES.body }),
    nombres: ZPublicNameMode,
    ocultar_clasificacion: z.boolean({ message: PUBLIC_MESSAGES.body }),
  },
  { message: PUBLIC_MESSAGES.body },
);
export type TPublicLinkUpdate = z.infer<typeof ZPublicLinkUpdate>;

export const ZPublicOptions = z.object({
  nombres: ZPublicNameMode,
  ocultar_clasificacion: z.boolean(),
});

/** A participant's progress, for the hidden standings and the TV's 'Últimos hoyos': holes with a result. */
export const ZPublicProgress = z.object({
  participante_id: z.string(),
  hoyos: z.number().int(),
  /** When the last of them was saved (ISO), null without any. */
  ultimo_at: z.string().nullable(),
});

/**
 * A tournament's 'Categorías' as the public link carries them: the configuration and, per category (same order), the
 * side ids in it — decided on the server from facts a visitor never receives (birth dates, sex); the browser ranks
 * each category from the standings inputs like the members' page.
 */
export const ZPublicCategories = z.object({
  config: ZCategoriesConfig,
  miembros: z.array(z.array(z.string())),
});
export type TPublicCategories = z.infer<typeof ZPublicCategories>;

/** A special prize as a visitor reads it: its winner by the link's name rule, no ids, no history, no recorder. */
export const ZPublicPrize = z.object({
  tipo: z.enum(PRIZE_KINDS),
  nombre: z.string(),
  numero_hoyo: z.number().int().nullable(),
  ganador: z.object({ nombre: z.string(), distancia_cm: z.number().int().nullable() }).nullable(),
});
export type TPublicPrize = z.infer<typeof ZPublicPrize>;

/** GET /api/public/{token} of a tournament: its snapshot (one per change, the same bytes for every viewer). */
export const ZPublicTournament = z.object({
  tipo: z.literal('torneo'),
  version: z.string(),
  opciones: ZPublicOptions,
  /** False while 'Ocultar la clasificación hasta el final' holds the results back (`standings.resultados` empty). */
  clasificacion_visible: z.boolean(),
  /** The standings inputs, ranked in the browser like the members' page; ids of profiles and pictures removed. */
  standings: ZStandingsInputs,
  /** The start sheet: every group with its time and starting hole. */
  partidas: z.array(ZCardPartida),
  progreso: z.array(ZPublicProgress),
  /**
   * A match-play tournament's matches and its draw's rounds (null for another format), as a visitor sees them: no
   * permission (`permisos` false, `lado_propio` null), every name — and the status and result texts made of
   * them — as the link chose.
   */
  partidos: ZTournamentMatches.nullable(),
  /**
   * The categories (null: none, a match-play tournament, or held back with the results by 'Ocultar la
   * clasificación hasta el final').
   */
  categorias: ZPublicCategories.nullable(),
  /** 'Premios especiales' with their winners (empty: none, or held back with the results). */
  premios_especiales: z.array(ZPublicPrize),
});
export type TPublicTournament = z.infer<typeof ZPublicTournament>;

/** GET /api/public/{token} of a league. */
export const ZPublicLeague = z.object({
  tipo: z.literal('liga'),
  version: z.string(),
  opciones: ZPublicOptions,
  standings: ZLeagueStandings,
});
export type TPublicLeague = z.infer<typeof ZPublicLeague>;

export const ZPublicView = z.discriminatedUnion('tipo', [ZPublicTournament, ZPublicLeague]);
export type TPublicView = z.infer<typeof ZPublicView>;

/**
 * GET /api/public/tv: today's tournaments whose public link is on, and the next one when there is none today. The
 * same answer for a paired screen, GET /api/public/tv/{secreto}: today's tournaments of the club, link on or off.
 */
export const ZTvToday = z.object({
  /**
   * `token` is what the screen reads the tournament's snapshot by: the link's token (GET /api/public/{token}) on
   * /tv, the tournament's id (GET /api/public/tv/{secreto}/torneos/{id}) on a paired screen.
   */
  torneos: z.array(z.object({ token: z.string(), nombre: z.string() })),
  proximo: z.object({ nombre: z.string(), fecha_juego: z.string() }).nullable(),
});
export type TTvToday = z.infer<typeof ZTvToday>;

/** GET /api/public/proximo: the tournament `/embed/proximo` shows — today's, else the next one — with its link on. */
export const ZPublicNext = z.object({
  torneo: z.object({ id: z.string(), nombre: z.string(), fecha_juego: z.string() }).nullable(),
});
export type TPublicNext = z.infer<typeof ZPublicNext>;

export const SCREEN_NAME_MAX = 60;

export const SCREEN_MESSAGES = {
  name: 'Escribe el nombre de la pantalla (por ejemplo, Bar o Recepción)',
  notFound: 'Pantalla no encontrada',
  notPaired: 'Esta pantalla no está emparejada. Pídale al administrador una dirección nueva.',
} as const;

/** POST /api/admin/screens and PUT /api/admin/screens/{id}: the name an administrator gives a paired screen. */
export const ZClubScreenRequest = z.strictObject(
  { nombre: zText({ max: SCREEN_NAME_MAX, required: SCREEN_MESSAGES.name }) },
  { message: PUBLIC_MESSAGES.body },
);
export type TClubScreenRequest = z.infer<typeof ZClubScreenRequest>;

/** A paired screen ('Pantallas del club'): its name and its secret address /tv/{token} with the address's QR (SVG). */
export const ZClubScreen = z.object({
  id: z.string(),
  nombre: z.string(),
  url: z.string(),
  qr_svg: z.string(),
  created_at: z.string(),
});
export type TClubScreen = z.infer<typeof ZClubScreen>;

/** GET /api/admin/screens: the club's fixed TV address (/tv) and the paired screens, oldest first. */
export const ZClubScreens = z.object({
  tv_url: z.string(),
  pantallas: z.array(ZClubScreen),
});
export type TClubScreens = z.infer<typeof ZClubScreens>;
