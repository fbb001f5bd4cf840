/**
 * Tournaments for players (T§2 public and player side, T§4, T§7; P§2 'Mis Torneos y Ligas'): the answers of
 * the public lists, enrolment and the participants table, and the Spanish texts both sides share.
 */
import { z } from 'zod';
import { MODALIDADES, MODALIDAD_LABELS, type Modalidad } from '@/shared/domain';
import { ZUuid, zText } from './common';
import { ZModalidad } from './formats';
import { ZIndiceHandicap } from './handicap-choice';
import { ZLeagueCard } from './leagues';
import { ZTournamentCardDraw } from './matches';
import { ZPlayedOff } from './played-off';

/** The modalities and their labels are the domain's (design.md §14); re-exported for the screens. */
export { MODALIDADES, MODALIDAD_LABELS };
export { ZModalidad };
export type TModalidad = Modalidad;

/** The server's refusals (409/404) of the player side; the web shows them in its toasts. */
export const TOURNAMENT_MESSAGES = {
  notFound: 'Torneo no encontrado',
  finished: 'El torneo ya ha finalizado',
  inactive: 'El torneo no está activo',
  alreadyEnrolled: 'Este jugador ya está inscrito en el torneo',
  notEnrolled: 'No estás inscrito en este torneo',
  hasScores: 'No puedes cancelar la inscripción: ya tienes resultados registrados',
  /** T§8: raised when the player has no profile; the web shows the generic enrolment error instead. */
  profileNotFound: 'Profile not found',
  notPairs: 'Este torneo no se juega por parejas',
  partnerNotEnrolled: 'Tu pareja debe estar inscrita en este torneo',
  alreadyInPair: 'Uno de los dos jugadores ya tiene pareja o una invitación pendiente',
  pairNotFound: 'Invitación de pareja no encontrada',
  pairNotYours: 'Solo los dos jugadores de la pareja pueden responder a esta invitación',
  pairOnlyInvited: 'Solo el jugador invitado puede aceptar la invitación',
  pairAccepted: 'La pareja ya está aceptada: solo un administrador puede deshacerla',
  pairSelf: 'No puedes formar pareja contigo mismo',
  entriesClosed: 'La inscripción está cerrada: solo un administrador puede cambiarla',
  alreadyWaiting: 'Ya estás en la lista de espera de este torneo',
} as const;

/** The entry list's texts (decision record 039), shared by the screens and the e-mail. */
export const ENTRIES_TEXTS = {
  enrol: 'Inscribirse',
  joinWaitingList: 'Apuntarse a la lista de espera',
  leaveWaitingList: 'Salir de la lista de espera',
  full: 'Completo',
  closed: 'Inscripción cerrada',
  waitingToast: 'Estás en la lista de espera',
  leftWaitingToast: 'Has salido de la lista de espera',
} as const;

/** 'Quedan 3 plazas', 'Queda 1 plaza', 'No quedan plazas'. */
export function placesLeftText(n: number): string {
  if (n <= 0) return 'No quedan plazas';
  return n === 1 ? 'Queda 1 plaza' : `Quedan ${n} plazas`;
}

/** 'Lista de espera: puesto 2'. */
export const waitingPositionText = (puesto: number) => `Lista de espera: puesto ${puesto}`;

/**
 * A tournament's entry list as a card shows it (decision record 039). `cierre` is the close in the club's local
 * time ('YYYY-MM-DDTHH:MM'); `cerrada` from then on. `plazas_libres` null: no limit. `mi_puesto_espera`: the
 * actor's position on the waiting list (1 is next), null when not on it.
 */
export const ZTournamentEntries = z.object({
  cierre: z.string().nullable(),
  cerrada: z.boolean(),
  plazas: z.number().int().nullable(),
  plazas_libres: z.number().int().nullable(),
  en_espera: z.number().int(),
  mi_puesto_espera: z.number().int().nullable(),
  cuota_centimos: z.number().int().nullable(),
});
export type TTournamentEntries = z.infer<typeof ZTournamentEntries>;

/** POST /api/tournaments/:id/pair: the actor asks another enrolled player (a participant id) to be their partner. */
export const ZPairInvite = z.object({ participante_id: ZUuid }).strict();

/** A player of the actor's pair (or of the invitation) and the enrolled players free to be asked. */
export const ZPairPlayer = z.object({ participante_id: ZUuid, nombre: z.string() });
export type TPairPlayer = z.infer<typeof ZPairPlayer>;

/**
 * GET /api/tournaments/:id/pair: the actor's pair in a pairs tournament. `pareja` null: none and no invitation;
 * `aceptada` false: pending, `invitado_por_mi` says who asked. `nombre` is 'Nombre 1 / Nombre 2'. `candidatos`: the
 * enrolled players in no pair and with no pending invitation (the actor excluded).
 */
export const ZMyPair = z.object({
  pareja: z
    .object({
      id: ZUuid,
      nombre: z.string(),
      companero: ZPairPlayer,
      aceptada: z.boolean(),
      invitado_por_mi: z.boolean(),
    })
    .nullable(),
  candidatos: z.array(ZPairPlayer),
});
export type TMyPair = z.infer<typeof ZMyPair>;

/** The player's group in a tournament ('Mi Partida'). */
export const ZMyGroup = z.object({
  id: ZUuid,
  nombre: z.string(),
  /** 'HH:MM'; null: a match without an agreed time. */
  hora_salida: z.string().nullable(),
  /** The starting hole (1 unless a shotgun start or a split tee): 'Salida: 09:10 · Tee del 10'. */
  hoyo_salida: z.number().int(),
  validada: z.boolean(),
  participantes_count: z.number().int(),
  /** The names of the group's players, in their order in the group (the player included). */
  jugadores: z.array(z.string()),
});
export type TMyGroup = z.infer<typeof ZMyGroup>;

/** The actor's enrolment in a tournament. */
export const ZMyEnrolment = z.object({
  participante_id: ZUuid,
  /** The playing handicap: handicap_torneo, else T§9's fallback (the profile's handicap, else 0). */
  handicap_juego: z.number(),
  /** What it is computed from: the index, tee and course handicap (decision record 028). Absent means unknown. */
  jugado: ZPlayedOff.nullable().optional(),
  /** Strokes are recorded: the enrolment can no longer be cancelled. */
  tiene_resultados: z.boolean(),
  partida: ZMyGroup.nullable(),
});
export type TMyEnrolment = z.infer<typeof ZMyEnrolment>;

/** A tournament card of /torneos and /mis-torneos-ligas (T§2, P§2). */
export const ZTournamentCard = z.object({
  id: ZUuid,
  nombre: z.string(),
  /** 'YYYY-MM-DD'. */
  fecha_juego: z.string(),
  descripcion: z.string().nullable(),
  modalidad: ZModalidad,
  /**
   * Which index its playing handicaps use (design.md §16): 'Hándicap de la peña' is said on the card. The server always
   * sends it (optional for older fixtures: absent is 'oficial').
   */
  indice_handicap: ZIndiceHandicap.optional(),
  activo: z.boolean(),
  /** Its date is before the start of the club's today (T§4): 'Finalizado'. */
  finalizado: z.boolean(),
  campo: z.object({ id: ZUuid, nombre: z.string(), ubicacion: z.string() }),
  ligas: z.array(z.object({ id: ZUuid, nombre: z.string() })),
  /** Number of participants (players and guests). */
  inscritos: z.number().int(),
  /** The actor's enrolment; null when not enrolled or signed out. */
  inscripcion: ZMyEnrolment.nullable(),
  /** A knockout draw's current round and the actor's next match; null (or absent) without a draw. */
  cuadro: ZTournamentCardDraw.nullable().optional(),
  /** Close, places, waiting list and fee; the server always sends it (optional for older fixtures). */
  entradas: ZTournamentEntries.optional(),
});
export type TTournamentCard = z.infer<typeof ZTournamentCard>;

/** GET /api/tournaments: the active tournaments, newest date first. */
export const ZTournamentsResponse = z.array(ZTournamentCard);
export type TTournamentsResponse = z.infer<typeof ZTournamentsResponse>;

/** How many cards a search of GET /api/tournaments answers at most (the newest first). */
export const TOURNAMENT_SEARCH_LIMIT = 50;

/**
 * GET /api/tournaments' query (design.md §10, decision record 043): without one, the tournaments still to play and
 * those of the last twelve months; `temporada` a past season (a calendar year); `q` a search over every season (name,
 * course, league; accents and case ignored), at most {@link TOURNAMENT_SEARCH_LIMIT} cards.
 */
export const ZTournamentsQuery = z.object({
  temporada: z.coerce
    .number({ message: 'La temporada debe ser un año' })
    .int({ message: 'La temporada debe ser un año' })
    .min(1900, { message: 'La temporada debe ser un año' })
    .max(2200, { message: 'La temporada debe ser un año' })
    .optional(),
  q: zText({ max: 100 }).optional(),
});
export type TTournamentsQuery = z.infer<typeof ZTournamentsQuery>;

/** GET /api/tournament-seasons: the seasons (years) with active tournaments, newest first, and how many each has. */
export const ZTournamentSeasons = z.array(
  z.object({ temporada: z.number().int(), torneos: z.number().int().nonnegative() }),
);
export type TTournamentSeasons = z.infer<typeof ZTournamentSeasons>;

/** A row of the participants table (T§2 /torneos/{id}/participantes). */
export const ZTournamentParticipant = z.object({
  id: ZUuid,
  nombre: z.string(),
  es_invitado: z.boolean(),
  /** The signed-in player's own row. */
  es_actor: z.boolean(),
  /** Hándicap Propio: the profile's (or guest's) handicap index. */
  handicap_propio: z.number().nullable(),
  /** Hándicap de Juego (T§9). */
  handicap_juego: z.number(),
});
export type TTournamentParticipant = z.infer<typeof ZTournamentParticipant>;

/** GET /api/tournaments/:id/participants: sorted by name for Spanish readers. */
export const ZTournamentParticipantsResponse = z.object({
  torneo: z.object({ id: ZUuid, nombre: z.string(), fecha_juego: z.string(), finalizado: z.boolean() }),
  participantes: z.array(ZTournamentParticipant),
});
export type TTournamentParticipantsResponse = z.infer<typeof ZTournamentParticipantsResponse>;

/** GET /api/me/tournaments-leagues: 'Mis Torneos y Ligas' (P§2). */
export const ZMyTournamentsAndLeagues = z.object({
  torneos: z.array(ZTournamentCard),
  ligas: z.array(ZLeagueCard),
});
export type TMyTournamentsAndLeagues = z.infer<typeof ZMyTournamentsAndLeagues>;

/**
 * A tournament group the signed-in player can play now: their group on today's tournament, or the
 * group of a knockout match of theirs still to be played (no date agreed, or agreed for today or earlier).
 */
export const ZPlayTarget = z.object({
  /** The group (partida) whose score entry JUGAR opens: /introduccion-datos/{partida_id}. */
  partida_id: ZUuid,
  torneo_id: ZUuid,
  torneo_nombre: z.string(),
  /**
   * 'grupo': the tournament's group; 'partido': a match-play match; 'marcador': another group, where the player marks
   * a card the committee gave them ('Marcador y jugador').
   */
  tipo: z.enum(['grupo', 'partido', 'marcador']),
  /**
   * The group's name ('Partida 3'), the rival of a match ('Contra Ana'; 'Rival por decidir'), or whose card the
   * player marks ('Marcador de Pablo Navarro').
   */
  nombre: z.string(),
  /** 'HH:MM', or null when the match has no time agreed. */
  hora_salida: z.string().nullable(),
  /** 1 unless the group starts on another tee. */
  hoyo_salida: z.number().int(),
});
export type TPlayTarget = z.infer<typeof ZPlayTarget>;

/** GET /api/me/play: where JUGAR leads. Empty: the personal games rule as before (P§2). */
export const ZMyPlay = z.object({ destinos: z.array(ZPlayTarget) });
export type TMyPlay = z.infer<typeof ZMyPlay>;
