/** Personal games (P§2 'Mis Partidas', 'Crear Partida Personal', play screen; P§5, P§7): requests and answers. */
import { z } from 'zod';
import {
  HANDICAP_INDEX_MAX,
  HANDICAP_INDEX_MIN,
  HOLES_PER_ROUND,
  PERSONAL_GAME_STROKE_VALUES,
} from '@/shared/domain';
import { ZIsoDate, ZSexo, ZTimeOfDay, ZUuid, zHandicapNumber, zText } from './common';
import { ZHole } from './courses';
import { ZCardPermissions, ZScoreResult, type TScoreResult } from './scorecard';

export const PERSONAL_GAME_LIMITS = {
  maxParticipants: 20,
  nombreMaxLength: 120,
  handicapMin: HANDICAP_INDEX_MIN,
  handicapMax: HANDICAP_INDEX_MAX,
  /** Guest handicap input step (P§9: "Handicap input step 0.1"). */
  handicapStep: 0.1,
  holes: HOLES_PER_ROUND,
  /** Stroke choices per hole (P§9: 1 to 9). */
  strokeValues: PERSONAL_GAME_STROKE_VALUES,
} as const;

export const PERSONAL_GAME_MESSAGES = {
  incomplete: 'Completa todos los campos de la partida',
  noParticipants: 'Añade al menos un participante',
  tooManyParticipants: `Máximo ${PERSONAL_GAME_LIMITS.maxParticipants} participantes`,
  guestName: 'Introduce el nombre del invitado',
  creatorRemoved: 'No puedes eliminarte de tu propia partida',
  duplicatePlayer: 'Este jugador ya está en la partida',
  playerNotFound: 'Jugador no encontrado',
  courseNotFound: 'Campo no encontrado',
  handicap: 'El hándicap debe estar entre -10 y 54',
  handicapStep: 'El hándicap admite como máximo un decimal',
  gameHandicap: 'El hándicap de juego debe estar entre -10 y 54',
  hole: 'Hoyo no válido',
  strokes: 'Resultado no válido',
  foreignParticipant: 'El participante no pertenece a esta partida',
} as const;
const M = PERSONAL_GAME_MESSAGES;

const required = <S extends z.ZodType<unknown, string>>(inner: S) =>
  z.string({ message: M.incomplete }).trim().min(1, { message: M.incomplete }).pipe(inner);

/** A handicap as typed ('12,4'; '+0,8' is a plus handicap, −0.8) or sent as a number: −10…54, or null / ''. */
const ZHandicapInput = (message: string, step?: string) => {
  const range = z
    .number({ message })
    .min(HANDICAP_INDEX_MIN, { message })
    .max(HANDICAP_INDEX_MAX, { message });
  const checked = step
    ? range.refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: step })
    : range;
  return zHandicapNumber(message).pipe(checked.nullable()).default(null);
};

/** A guest's handicap index: -10…54 with one decimal at most (step 0.1), or null. */
const ZGuestHandicap = ZHandicapInput(M.handicap, M.handicapStep);

/** The game handicap when set by hand (-10…54); null lets the server compute it from the course (P§7). */
const ZGameHandicap = ZHandicapInput(M.gameHandicap);

export const ZPlayerParticipantInput = z.object({
  tipo: z.literal('jugador'),
  jugador_id: z.string({ message: M.playerNotFound }).pipe(z.uuid({ message: M.playerNotFound })),
  handicap_partida: ZGameHandicap,
});

export const ZGuestParticipantInput = z.object({
  tipo: z.literal('invitado'),
  /** When editing: the id of the guest's existing row, so that its scores survive. */
  id: ZUuid.optional(),
  nombre_invitado: zText({ required: M.guestName, max: PERSONAL_GAME_LIMITS.nombreMaxLength }),
  handicap_invitado: ZGuestHandicap,
  sexo_invitado: ZSexo.default('hombre'),
  handicap_partida: ZGameHandicap,
});

export const ZParticipantInput = z.discriminatedUnion(
  'tipo',
  [ZPlayerParticipantInput, ZGuestParticipantInput],
  {
    message: 'Participante no válido',
  },
);
export type TParticipantInput = z.input<typeof ZParticipantInput>;

const ZParticipantsInput = z
  .array(ZParticipantInput, { message: M.noParticipants })
  .min(1, { message: M.noParticipants })
  .max(PERSONAL_GAME_LIMITS.maxParticipants, { message: M.tooManyParticipants })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((p, i) => {
      const key = p.tipo === 'jugador' ? `j:${p.jugador_id}` : p.id ? `i:${p.id}` : null;
      if (key === null) return;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.duplicatePlayer, path: [i] });
      seen.add(key);
    });
  });

/** POST /api/personal-games and PUT /api/personal-games/:id (the form 'Datos de la Partida' + 'Participantes'). */
export const ZCreatePersonalGameRequest = z.object({
  nombre: zText({ required: M.incomplete, max: PERSONAL_GAME_LIMITS.nombreMaxLength }),
  fecha_juego: required(ZIsoDate),
  hora_salida: required(ZTimeOfDay),
  campo_id: required(z.uuid({ message: M.courseNotFound })),
  participantes: ZParticipantsInput,
  /** 'Válida para hándicap' (design.md §16): only before the first stroke; absent keeps what the game has. */
  valida_para_handicap: z.boolean({ message: 'Datos no válidos' }).optional(),
});
/** What the form holds (defaults not yet applied). */
export type TCreatePersonalGameRequest = z.input<typeof ZCreatePersonalGameRequest>;
/** What the server works with after parsing. */
export type TCreatePersonalGameInput = z.output<typeof ZCreatePersonalGameRequest>;
export const ZUpdatePersonalGameRequest = ZCreatePersonalGameRequest;
export type TUpdatePersonalGameRequest = TCreatePersonalGameRequest;

/** PUT /api/personal-games/:id/scores: one hole of one participant (P§7 upsert), the scorecard's request. */
export { ZScoreRequest, type TScoreRequest, type TScoreValues } from './scorecard';
export const ZScoreResponse = ZScoreResult;
export type TScoreResponse = TScoreResult;

const ZRef = z.object({ id: ZUuid, nombre: z.string() });

/**
 * What the actor may do with a personal game now: the server's decision from the scorecard engine's personal
 * policy (design.md §6, §13, decision record 020), shown by the screens; the server checks again on every request.
 */
export const ZPersonalGamePermissions = ZCardPermissions.extend({
  /** Change the game's data and participants (the creator, until it is validated: the strokes' rule). */
  editar: z.boolean(),
  /** Delete the game (the creator). */
  borrar: z.boolean(),
});
export type TPersonalGamePermissions = z.infer<typeof ZPersonalGamePermissions>;
const ZCampoRef = ZRef.extend({ ubicacion: z.string() });

/** GET /api/personal-games: one card of 'Mis Partidas'. */
export const ZPersonalGameSummary = z.object({
  id: ZUuid,
  nombre: z.string(),
  fecha_juego: z.string(),
  hora_salida: z.string(),
  campo: ZCampoRef,
  /** Null when the creator's profile was deleted: the game stays, read-only, for the other participants. */
  creador: ZRef.nullable(),
  participantes_count: z.number().int(),
  es_creador: z.boolean(),
  validada: z.boolean(),
  permisos: ZPersonalGamePermissions,
});
export type TPersonalGameSummary = z.infer<typeof ZPersonalGameSummary>;
export const ZPersonalGamesResponse = z.array(ZPersonalGameSummary);
export type TPersonalGamesResponse = z.infer<typeof ZPersonalGamesResponse>;

/** GET /api/personal-games/upcoming: the JUGAR button's rule (P§2, P§7). */
export const ZUpcomingPersonalGamesResponse = z.object({ hasUpcoming: z.boolean() });
export type TUpcomingPersonalGamesResponse = z.infer<typeof ZUpcomingPersonalGamesResponse>;

export const ZPersonalGameParticipant = z.object({
  id: ZUuid,
  jugador_id: ZUuid.nullable(),
  es_invitado: z.boolean(),
  /** The profile's nombre, or the guest's nombre_invitado. */
  nombre: z.string(),
  /** The profile's or the guest's handicap index. */
  handicap: z.number().nullable(),
  handicap_partida: z.number().nullable(),
  sexo_invitado: ZSexo.nullable(),
  orden: z.number().int(),
});
export type TPersonalGameParticipant = z.infer<typeof ZPersonalGameParticipant>;

/** GET /api/personal-games/:id (also the answer of POST and PUT). */
export const ZPersonalGameDetail = z.object({
  id: ZUuid,
  nombre: z.string(),
  fecha_juego: z.string(),
  hora_salida: z.string(),
  validada: z.boolean(),
  valida_para_handicap: z.boolean(),
  campo: ZCampoRef,
  creador: ZRef.nullable(),
  es_creador: z.boolean(),
  hoyos: z.array(ZHole),
  participantes: z.array(ZPersonalGameParticipant),
  resultados: z.array(ZScoreResponse),
  permisos: ZPersonalGamePermissions,
});
export type TPersonalGameDetail = z.infer<typeof ZPersonalGameDetail>;

/** POST /api/personal-games/:id/validate. */
export const ZValidatePersonalGameResponse = z.object({
  id: ZUuid,
  validada: z.literal(true),
  validada_at: z.string(),
});
export type TValidatePersonalGameResponse = z.infer<typeof ZValidatePersonalGameResponse>;

/** GET /api/players: the 'registered players' dropdown, shown as nombre '(H: handicap)'. */
export const ZPlayerOption = z.object({ id: ZUuid, nombre: z.string(), handicap: z.number().nullable() });
export type TPlayerOption = z.infer<typeof ZPlayerOption>;
export const ZPlayersResponse = z.array(ZPlayerOption);
export type TPlayersResponse = z.infer<typeof ZPlayersResponse>;
