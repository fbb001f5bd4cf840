/**
 * THE scorecard of a partida (design.md §13): what a group's score entry shows and what the actor may do on it,
 * the stroke requests of both kinds (tournament groups and personal games), the audit, and the live events.
 */
import { z } from 'zod';
import { HOLES_PER_ROUND, MAX_STROKES, MIN_STROKES, PLAYER_MAX_STROKES } from '@/shared/domain';
import { isErrorCode, type ErrorCode } from '@/shared/errors';
import { ZUuid } from './common';
import { ZHole } from './courses';
import { ZFormaParejas, ZMetodoDesempate, ZModalidad, ZParticipantStatus } from './formats';
import { ZIndiceHandicap } from './handicap-choice';
import { ZValidacion } from './validation-choice';
import { ZMatch } from './matches';
import { ZPlayedOff } from './played-off';

export const SCORECARD_MESSAGES = {
  notFound: 'Partida no encontrada',
  /** T§5: 'Acceso denegado / No tienes acceso a esta partida'. */
  noAccess: 'No tienes acceso a esta partida',
  /** T§5's other wording ('… o a esta tarjeta de juego'): writing strokes on, or validating, a group's card. */
  noCardAccess: 'No tienes acceso a esta tarjeta de juego',
  /** T§5: 'Resultados validados / No se pueden modificar los resultados de una partida validada'. */
  locked: 'No se pueden modificar los resultados de una partida validada',
  /** A member writing to a group of a tournament whose date has passed (T§4: the entry button is hidden). */
  finished: 'El torneo ya ha finalizado: solo un administrador puede cambiar sus resultados',
  foreignParticipant: 'El participante no pertenece a esta partida',
  hole: 'Hoyo no válido',
  strokes: 'Resultado no válido',
  playerStrokes: `El resultado debe estar entre ${MIN_STROKES} y ${PLAYER_MAX_STROKES} golpes`,
  adminStrokes: `El resultado debe estar entre ${MIN_STROKES} y ${MAX_STROKES} golpes`,
  /** T§8: /introduccion-datos?torneo=&participante= found no group. */
  groupNotFound: 'No se pudo encontrar la partida correspondiente',
  tournamentNotFound: 'Torneo no encontrado',
  creatorOnly: 'Solo el creador de la partida puede hacer esto',
  adminOnly: 'No tienes permisos de administrador',
  card: 'La tarjeta debe tener 18 hoyos',
  duplicateParticipant: 'Un participante aparece dos veces',
  pickUpNotAllowed: "'Recogida' no se puede anotar en este formato de juego",
  /** 'Marcador y jugador' (design.md §18). */
  ownCard: 'Nadie puede marcar su propia tarjeta',
  notAttested: 'Este torneo no usa la validación «Marcador y jugador»',
  noMarker: 'Esta tarjeta no tiene marcador: lo asigna el comité',
  markerOnly: 'Solo el marcador de esta tarjeta puede firmarla como marcador',
  playerOnly: 'Solo el jugador puede firmar su tarjeta como jugador',
  signedValidation:
    'En este torneo la partida se valida sola cuando todas sus tarjetas están firmadas por el marcador y el jugador',
  markerNotParticipant: 'El marcador debe ser un participante del torneo',
} as const;
const M = SCORECARD_MESSAGES;

/**
 * The toast title of a refusal, by the error's code (T§5 gives both halves: 'Acceso denegado' / 'No tienes
 * acceso a esta partida', 'Resultados validados' / 'No se pueden modificar…'). The API's error body carries the
 * code and the message; the screen shows the title of the code and the server's message, 'Error' otherwise.
 */
export const SCORECARD_ERROR_TITLES: Readonly<Partial<Record<ErrorCode, string>>> = {
  NOT_A_MEMBER: 'Acceso denegado',
  SCORES_LOCKED: 'Resultados validados',
  ADMIN_ONLY: 'Acceso denegado',
};

/** The title of a refusal with `code` ('Error' when the spec names none). */
export const refusalTitle = (code: string): string =>
  (isErrorCode(code) ? SCORECARD_ERROR_TITLES[code] : undefined) ?? 'Error';

const ZHoleNumber = z
  .number({ message: M.hole })
  .int({ message: M.hole })
  .min(1, { message: M.hole })
  .max(HOLES_PER_ROUND, { message: M.hole });

/** Strokes as the API accepts them at all (1–15); who may record how many is the service's decision. */
const ZStrokes = z
  .number({ message: M.strokes })
  .int({ message: M.strokes })
  .min(MIN_STROKES, { message: M.strokes })
  .max(MAX_STROKES, { message: M.strokes });

const ZParticipantId = z
  .string({ message: M.foreignParticipant })
  .pipe(z.uuid({ message: M.foreignParticipant }));

/**
 * PUT …/scores: one hole of one participant; a resend of the same hole overwrites it (idempotent). Strokes, or
 * 'Recogida' (`recogida: true`, `golpes: null`) where the tournament's format allows picking up (design.md §14).
 * A one-ball pair's card (foursome, greensome) is written under either partner and stored under the first.
 */
export const ZScoreRequest = z
  .object({
    participante_id: ZParticipantId,
    numero_hoyo: ZHoleNumber,
    golpes: ZStrokes.nullable(),
    recogida: z.boolean({ message: M.strokes }).optional(),
  })
  .refine((v) => (v.recogida === true ? v.golpes === null : v.golpes !== null), {
    message: M.strokes,
    path: ['golpes'],
  })
  .transform((v) => ({ ...v, recogida: v.recogida ?? false }));
export type TScoreRequest = z.input<typeof ZScoreRequest>;
export type TScoreValues = z.output<typeof ZScoreRequest>;

/**
 * A stored hole result (`resultados_hoyo`, `resultados_hoyo_partida_personal`): strokes, or 'Recogida' (golpes
 * null, recogida true; tournaments only). `recogida` absent means false.
 */
export const ZScoreResult = z.object({
  participante_id: ZUuid,
  numero_hoyo: z.number().int(),
  golpes: z.number().int().nullable(),
  recogida: z.boolean().optional(),
});
export type TScoreResult = z.infer<typeof ZScoreResult>;

/** The hole named by DELETE …/scores/:participanteId/:numeroHoyo. */
export const ZScoreCellParams = z.object({
  participante_id: ZParticipantId,
  numero_hoyo: z.coerce.number({ message: M.hole }).pipe(ZHoleNumber),
});
export type TScoreCellParams = z.infer<typeof ZScoreCellParams>;

/**
 * The answer of a save (golpes, or recogida true) or a clear (golpes null, recogida false or absent); the live
 * 'score' event carries the same. `participante_id` is the participant whose card holds the hole (a one-ball
 * pair's first partner when the second wrote it).
 */
export const ZScoreChange = z.object({
  participante_id: ZUuid,
  numero_hoyo: z.number().int(),
  golpes: z.number().int().nullable(),
  recogida: z.boolean().optional(),
});
export type TScoreChange = z.infer<typeof ZScoreChange>;

/**
 * A whole card at once (the admins' quick result entry, T§5 "strokes 1-15 per hole, blank means none"): per
 * participant the 18 holes in order, null for none. Holes not given stay as they are.
 */
export const ZReplaceCardRequest = z.object({
  participantes: z
    .array(
      z.object({
        participante_id: ZParticipantId,
        golpes: z.array(ZStrokes.nullable()).length(HOLES_PER_ROUND, { message: M.card }),
        /** 'Recogida' per hole (golpes null there); absent: a stored 'Recogida' sent as null stays. */
        recogida: z.array(z.boolean()).length(HOLES_PER_ROUND, { message: M.card }).optional(),
      }),
    )
    .min(1, { message: M.foreignParticipant })
    .max(4, { message: M.foreignParticipant })
    .refine((list) => new Set(list.map((p) => p.participante_id)).size === list.length, {
      message: M.duplicateParticipant,
    }),
});
export type TReplaceCardRequest = z.infer<typeof ZReplaceCardRequest>;

/** A tee as a card needs it: its 18 normalised holes (the default 18 holes of par 4 when there is no tee). */
export const ZCardTee = z.object({ id: z.string(), nombre: z.string(), hoyos: z.array(ZHole) });
export type TCardTee = z.infer<typeof ZCardTee>;

/** A tournament participant on a card or in the standings, with the tee of their sex (design.md §7). */
export const ZCardParticipant = z.object({
  id: ZUuid,
  jugador_id: ZUuid.nullable(),
  nombre: z.string(),
  es_invitado: z.boolean(),
  /** The playing handicap (T§9: handicap_torneo, else the guest's or profile's handicap, else 0). */
  handicap: z.number(),
  /** The own handicap index (profile or guest), null when unknown. */
  handicap_propio: z.number().nullable(),
  /** What they play off: the index, tee and course handicap kept (decision record 028). Absent means unknown. */
  jugado: ZPlayedOff.nullable().optional(),
  profile_image_url: z.string().nullable(),
  /** `ZCardTee.id` of the tee this participant plays. */
  tee_id: z.string(),
  /** The group (partida) the participant plays in, null when not in one yet. */
  partida_id: ZUuid.nullable(),
  /** Seat in the group (posicion_grupo), null when not in one. */
  posicion: z.number().int().nullable(),
  /** 'NP', 'RET', 'DESC' set by an administrator (design.md §14); null otherwise. Absent means null. */
  estado: ZParticipantStatus.nullable().optional(),
  motivo_estado: z.string().nullable().optional(),
});
export type TCardParticipant = z.infer<typeof ZCardParticipant>;

export const ZCardTournament = z.object({
  id: ZUuid,
  nombre: z.string(),
  fecha_juego: z.string(),
  limite_golpes_hoyo: z.number().int().nullable(),
  metodo_desempate: ZMetodoDesempate,
  /** The format (`formatOf({ modalidad, forma_parejas })` tells what it means). */
  modalidad: ZModalidad,
  forma_parejas: ZFormaParejas.nullable(),
  /** Which index its playing handicaps use ('Hándicap de la peña' is said on its cards and papers, design.md §16). */
  indice_handicap: ZIndiceHandicap.default('oficial'),
  /** 'Validación' (design.md §18): 'partida' (the group validates) or 'marcador_jugador' (signed cards). */
  validacion: ZValidacion.default('partida'),
  /** The date is before the club's today (T§4). */
  finalizado: z.boolean(),
});

/**
 * A pair of the standings inputs and of a card (contract §3): `handicap` is a one-ball pair's playing handicap
 * (null for mejor bola, whose partners play their own); a one-ball pair's card is stored under
 * `participante_ids[0]`.
 */
export const ZStandingsPair = z.object({
  id: ZUuid,
  participante_ids: z.tuple([ZUuid, ZUuid]),
  handicap: z.number().nullable(),
});
export type TStandingsPair = z.infer<typeof ZStandingsPair>;
export type TCardTournament = z.infer<typeof ZCardTournament>;

export const ZCardPartida = z.object({
  id: ZUuid,
  nombre: z.string(),
  fecha_juego: z.string(),
  /** 'HH:MM'; null: a match without an agreed time. */
  hora_salida: z.string().nullable(),
  /** The starting hole (1 unless a shotgun start or a split tee): 'Salida: 09:10 · Tee del 10'. */
  hoyo_salida: z.number().int(),
  validada: z.boolean(),
  validada_at: z.string().nullable(),
});
export type TCardPartida = z.infer<typeof ZCardPartida>;

/** What the actor may do on this card: the server's decision, shown by the screen (design.md §13). */
export const ZCardPermissions = z.object({
  /** Enter and clear strokes now. */
  introducir: z.boolean(),
  /** Validate the group (shown while it is not validated). */
  validar: z.boolean(),
  /** See the change history (admins). */
  historial: z.boolean(),
  /** Most strokes per hole this actor may record (10 players, 15 admins). */
  golpes_max: z.number().int(),
  es_admin: z.boolean(),
});
export type TCardPermissions = z.infer<typeof ZCardPermissions>;

/** Who signs a card as what ('Marcador y jugador'). */
export const ZSignatureRole = z.enum(['marcador', 'jugador'], { message: 'Firma no válida' });
export type TSignatureRole = z.infer<typeof ZSignatureRole>;

/**
 * A card's marker and signatures in a 'Marcador y jugador' tournament (design.md §18), with the actor's relation to
 * it and what they may sign now (the server checks again on every request).
 */
export const ZCardSignatures = z.object({
  participante_id: ZUuid,
  /** The marker (a participant of the tournament, possibly of another group); null: the committee assigns one. */
  marcador: z.object({ participante_id: ZUuid, nombre: z.string(), jugador_id: ZUuid.nullable() }).nullable(),
  firma_marcador_at: z.string().nullable(),
  firma_jugador_at: z.string().nullable(),
  /** The actor is this card's player, or its marker. */
  es_jugador: z.boolean(),
  es_marcador: z.boolean(),
  puede_firmar_marcador: z.boolean(),
  puede_firmar_jugador: z.boolean(),
});
export type TCardSignatures = z.infer<typeof ZCardSignatures>;

/** POST /api/groups/:partidaId/cards/:participanteId/sign. */
export const ZSignCardRequest = z.object({ como: ZSignatureRole });
export type TSignCardRequest = z.infer<typeof ZSignCardRequest>;

/** The answer of a signature: the card's signatures and whether the group is now validated. */
export const ZSignCardResponse = z.object({
  participante_id: ZUuid,
  firma_marcador_at: z.string().nullable(),
  firma_jugador_at: z.string().nullable(),
  validada: z.boolean(),
});
export type TSignCardResponse = z.infer<typeof ZSignCardResponse>;

/** PUT /api/admin/groups/partidas/:partidaId/markers: an administrator sets (or removes, null) a card's marker. */
export const ZSetMarkerRequest = z.object({
  participante_id: ZParticipantId,
  marcador_participante_id: z
    .string({ message: M.markerNotParticipant })
    .pipe(z.uuid({ message: M.markerNotParticipant }))
    .nullable(),
});
export type TSetMarkerRequest = z.infer<typeof ZSetMarkerRequest>;

/** GET /api/groups/:partidaId/scorecard. */
export const ZScorecard = z.object({
  partida: ZCardPartida,
  torneo: ZCardTournament,
  salidas: z.array(ZCardTee),
  participantes: z.array(ZCardParticipant),
  /** The pairs of the group's participants ([] for individual formats); a partner may sit in another group. */
  parejas: z.array(ZStandingsPair),
  resultados: z.array(ZScoreResult),
  permisos: ZCardPermissions,
  /** The match this partida plays (match play, design.md §14); null (or absent) for any other partida. */
  partido: ZMatch.nullable().optional(),
  /** Per card, its marker and signatures ('Marcador y jugador' tournaments; [] or absent otherwise). */
  firmas: z.array(ZCardSignatures).optional(),
  /** For administrators of a 'Marcador y jugador' tournament: every participant who may be named a marker. */
  candidatos_marcador: z.array(z.object({ participante_id: ZUuid, nombre: z.string() })).optional(),
});
export type TScorecard = z.infer<typeof ZScorecard>;

/** POST …/validate (both kinds). */
export const ZValidateResponse = z.object({
  id: ZUuid,
  validada: z.literal(true),
  validada_at: z.string(),
});
export type TValidateResponse = z.infer<typeof ZValidateResponse>;

/** GET /api/tournaments/:torneoId/participants/:participanteId/group. */
export const ZParticipantGroup = z.object({ partida_id: ZUuid });
export type TParticipantGroup = z.infer<typeof ZParticipantGroup>;

/** GET /api/groups/:partidaId/audit (admins): every change of the group's strokes, newest first. */
export const ZAuditEntry = z.object({
  id: ZUuid,
  created_at: z.string(),
  participante_id: ZUuid,
  participante: z.string(),
  /** Null for an event of the whole card (a signature). */
  numero_hoyo: z.number().int().nullable(),
  /**
   * Null: a stroke change. Else a signature event: 'firma_marcador', 'firma_jugador', or a signature withdrawn by
   * the stroke change on `numero_hoyo`: 'retirada_firma_marcador', 'retirada_firma_jugador'.
   */
  evento: z.string().nullable().optional(),
  golpes_antes: z.number().int().nullable(),
  golpes_despues: z.number().int().nullable(),
  /** 'Recogida' before / after (golpes null): a hole picked up, not cleared. */
  recogida_antes: z.boolean(),
  recogida_despues: z.boolean(),
  /** Who made the change: their player name, else their account name or e-mail. */
  autor: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditResponse = z.array(ZAuditEntry);

/**
 * Live events (design.md §8, §13), one union for every stream: a group's (/api/live/groups/:id), a tournament's
 * (/api/live/tournaments/:id) and a personal game's (/api/live/personal-games/:id). Each is one SSE message:
 * `event:` the type, `data:` the JSON below.
 * - `score`: a hole changed (golpes null: cleared); viewers patch what they have and recompute.
 * - `validated`: a group was validated (partida_id on the tournament stream).
 * - `updated`: something else changed (a personal game edited, groups republished): refetch.
 * - `deleted`: the partida is gone (the stream then ends).
 * - `resync`: the server may have missed events (its database connection came back): refetch.
 * - `match`: a match changed (tournament stream; strokes in its partida, a concession, a result, a schedule).
 */
export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), data: z.object({}) }),
  z.object({ type: z.literal('score'), data: ZScoreChange }),
  z.object({
    type: z.literal('validated'),
    data: z.object({ validada_at: z.string(), partida_id: ZUuid.optional() }),
  }),
  z.object({ type: z.literal('updated'), data: z.object({ partida_id: ZUuid.optional() }) }),
  z.object({ type: z.literal('deleted'), data: z.object({}) }),
  z.object({ type: z.literal('resync'), data: z.object({}) }),
  z.object({ type: z.literal('match'), data: ZMatch }),
  /** A tournament's special prizes changed (decision record 042): its standings screens ask for them again. */
  z.object({ type: z.literal('prizes'), data: z.object({ torneo_id: ZUuid }) }),
  /** A tournament's 'Categorías' were saved (decision record 041): its standings screens ask for them again. */
  z.object({ type: z.literal('categories'), data: z.object({ torneo_id: ZUuid }) }),
  /**
   * A card's signatures changed ('Marcador y jugador'): signed, or withdrawn by a stroke change on `numero_hoyo`
   * by `autor_jugador_id` (the writer's profile; null: no profile). The group's screens refetch; the signer whose
   * signature was withdrawn is told.
   */
  z.object({
    type: z.literal('signatures'),
    data: z.object({
      participante_id: ZUuid,
      retiradas: z.array(ZSignatureRole),
      numero_hoyo: z.number().int().nullable(),
      autor_jugador_id: ZUuid.nullable(),
    }),
  }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
export type TLiveEventType = TLiveEvent['type'];
export const LIVE_EVENT_TYPES = [
  'ready',
  'score',
  'validated',
  'updated',
  'deleted',
  'resync',
  'match',
  'signatures',
] as const;
