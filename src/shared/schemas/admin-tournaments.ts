/**
 * /admin/torneos (T§2, T§4, T§5, T§7 "Administration", T§8): tournaments, their participants, points tables and the
 * quick result entry. One schema per payload, used by the forms and by the server.
 */
import { ZIndiceHandicap } from './handicap-choice';
import { VALIDACION_NOT_ALLOWED, ZValidacion } from './validation-choice';
import { z } from 'zod';
import {
  DEFAULT_REDUCTOR,
  TIE_METHODS,
  TIE_METHOD_LABELS,
  formatOf,
  isPairsModalidad,
  HOLES_PER_ROUND,
  PLAYING_HANDICAP_MAX,
  PLAYING_HANDICAP_MIN,
  REDUCTOR_MAX,
  REDUCTOR_MIN,
} from '@/shared/domain';
import { ZHandicap, ZIsoDate, ZSexo, ZTimeOfDay, ZUuid, zDecimal, zHandicapNumber, zText } from './common';
import { ZFormaParejas, ZMetodoDesempate, ZModalidad, ZParticipantStatus } from './formats';
import type { TModalidad } from './tournaments';
import { ZPlayedOff } from './played-off';

export const ADMIN_TOURNAMENT_MESSAGES = {
  required: 'Por favor complete todos los campos requeridos',
  reductorRange: 'El reductor debe estar entre 0 y 200',
  limitRange: 'El límite de golpes debe estar entre par + 0 y par + 10',
  limitNotAllowed: 'El límite de golpes solo se aplica a las modalidades por golpes',
  pairsFormRequired: 'Elige la forma de juego por parejas: Mejor bola, Foursome o Greensome',
  pairsFormNotAllowed: 'La forma de juego por parejas solo se indica en las modalidades por parejas',
  teeNotOfCourse: 'El tipo de salida no pertenece al campo elegido',
  notFound: 'Torneo no encontrado',
  /** T§8: the default points table could not be stored (DEFAULTS_NOT_CREATED). */
  defaultsNotCreated: 'No se pudo crear la configuración por defecto',
  courseNotFound: 'Campo no encontrado',
  confirmScoresChange:
    'Este torneo ya tiene resultados: al cambiar las salidas, el reductor, el límite de golpes o el método de desempate cambiarán la clasificación y los puntos de liga. Confirma el cambio.',
  deleteHasResults: 'No se puede eliminar el torneo: tiene resultados registrados y se perdería el historial',
  deleteInLeague: 'No se puede eliminar el torneo: pertenece a una liga. Quítalo primero de la liga',
  deleteInUse: 'No se puede eliminar el torneo: tiene datos asociados que se perderían',
  alreadyEnrolled: 'Este jugador ya está inscrito en el torneo',
  playerNotFound: 'Jugador no encontrado',
  choosePlayer: 'Elige al menos un jugador',
  referenceForOne: 'El hándicap de referencia se indica para un solo jugador',
  participantNotFound: 'Participante no encontrado',
  guestName: 'El nombre del invitado es obligatorio',
  playingHandicap: 'Por favor ingrese un hándicap válido',
  noTee: 'No se encontró configuración de salida para este jugador en el torneo',
  participantHasScores:
    'Este participante ya tiene resultados registrados. Confirma que quieres borrar también sus resultados.',
  pointsNumber: 'Los puntos deben ser un número mayor o igual que 0',
  pointsStep: 'Los puntos deben ir de 0,5 en 0,5',
  pointsTable: 'La tabla debe tener las posiciones 1 a 20 y un valor para la 21 en adelante',
  card: 'La tarjeta debe tener los 18 hoyos',
  pickUpStrokes: 'Resultado no válido',
  strokes: 'Los golpes deben estar entre 1 y 15',
  notPairs: 'Este torneo no se juega por parejas',
  pairTwoPlayers: 'Elige dos jugadores distintos del torneo',
  pairForeign: 'Los dos jugadores deben estar inscritos en este torneo',
  pairTaken: 'Uno de los jugadores ya forma parte de otra pareja',
  pairSplitsValidated:
    'No se puede formar la pareja: sus jugadores están en partidas distintas y una ya está validada',
  pairOneBallScores:
    'No se puede formar la pareja: en los formatos de una bola la pareja juega una sola tarjeta y el segundo jugador ya tiene resultados',
  pairNotFound: 'Pareja no encontrada',
  balancedPairsNone: 'No quedan al menos dos jugadores sin pareja para formar parejas',
  pairHasScores: 'No se puede deshacer la pareja: ya tiene resultados registrados',
  statusReason: 'Indica el motivo de la descalificación',
  closeTime: 'Indica la fecha y la hora del cierre de inscripción',
  places: 'Las plazas deben ser un número entero entre 1 y 1000',
  fee: 'La cuota debe ser un importe en euros entre 0 y 1000, con dos decimales como mucho',
  placesFull: 'No quedan plazas en este torneo. Confirma que quieres superar el límite de plazas.',
} as const;
const M = ADMIN_TOURNAMENT_MESSAGES;

/** The modalities a stroke limit applies to (T§5): the format's `usesStrokeLimit` (stroke play only). */
export const usesStrokeLimit = (m: TModalidad) => formatOf({ modalidad: m }).hole.strokeLimitApplies;
/** T§4: changing the modality sets the limit to 5 for the 'por golpes' modalities and to none for the others. */
export const limitForModality = (m: TModalidad): number | null => (usesStrokeLimit(m) ? 5 : null);
export const STROKE_LIMIT_MAX = 10;

/** The tie methods and their labels are the domain's; re-exported under the names the screens use. */
export { TIE_METHODS as METODOS_DESEMPATE, TIE_METHOD_LABELS as METODO_DESEMPATE_LABELS };
export { ZMetodoDesempate };

const requiredId = z.uuid({ message: M.required });

/** 'Cierre de inscripción' as the form sends it: the club's local 'YYYY-MM-DDTHH:MM'; '' or null: none. */
export const ZCloseTime = z
  .union([z.string().max(40, { message: M.closeTime }), z.null()], { message: M.closeTime })
  .transform((v, ctx) => {
    if (v === null || v.trim() === '') return null;
    const [date = '', time = '', ...rest] = v.trim().split('T');
    const d = ZIsoDate.safeParse(date);
    const t = ZTimeOfDay.safeParse(time);
    if (rest.length > 0 || !d.success || !t.success) {
      ctx.addIssue({ code: 'custom', message: M.closeTime });
      return z.NEVER;
    }
    return `${d.data}T${t.data}`;
  });

/** 'Plazas': a whole number 1–1000; '' or null: no limit. */
export const ZPlaces = zDecimal(M.places).pipe(
  z
    .number({ message: M.places })
    .int({ message: M.places })
    .min(1, { message: M.places })
    .max(1000, {
      message: M.places,
    })
    .nullable(),
);

/** 'Cuota' in euros ('15,50'), at most two decimals; '' or null: no fee. */
export const ZFee = zDecimal(M.fee).pipe(
  z
    .number({ message: M.fee })
    .min(0, { message: M.fee })
    .max(1000, { message: M.fee })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: M.fee })
    .nullable(),
);
const optionalTee = z.uuid({ message: 'Identificador no válido' }).nullable();

/**
 * POST /api/admin/tournaments and PUT /api/admin/tournaments/:id (T§4, T§5). A blank reductor is 100. A change of
 * tees, reductor, stroke limit or tie method of a tournament with results needs `confirmar_cambios` (the screen
 * asks; {@link standingsChanges}).
 */
export const ZTournamentRequest = z
  .object({
    nombre: zText({ required: M.required, max: 120 }),
    fecha_juego: z.string({ message: M.required }).min(1, { message: M.required }).pipe(ZIsoDate),
    campo_id: requiredId,
    modalidad: ZModalidad,
    /** Required for a pairs modality, null (or absent) for an individual one. */
    forma_parejas: ZFormaParejas.nullable()
      .optional()
      .transform((v) => v ?? null),
    metodo_desempate: ZMetodoDesempate,
    descripcion: zText({ max: 2000, multiline: true })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    activo: z.boolean({ message: 'Datos no válidos' }),
    limite_golpes_hoyo: z
      .number({ message: M.limitRange })
      .int({ message: M.limitRange })
      .min(0, { message: M.limitRange })
      .max(STROKE_LIMIT_MAX, { message: M.limitRange })
      .nullable(),
    salida_hombre_id: optionalTee,
    salida_mujer_id: optionalTee,
    reductor_handicap: z
      .number({ message: M.reductorRange })
      .int({ message: M.reductorRange })
      .min(REDUCTOR_MIN, { message: M.reductorRange })
      .max(REDUCTOR_MAX, { message: M.reductorRange })
      .nullable()
      .optional()
      .transform((v) => v ?? DEFAULT_REDUCTOR),
    /** Entries (decision record 039); absent is none. */
    cierre_inscripcion: ZCloseTime.optional().transform((v) => v ?? null),
    plazas: ZPlaces.optional().transform((v) => v ?? null),
    cuota: ZFee.optional().transform((v) => v ?? null),
    /** 'Hándicap oficial' (default) or 'Hándicap de la peña' (design.md §16). */
    indice_handicap: ZIndiceHandicap.optional().transform((v) => v ?? 'oficial'),
    /** 'Validación': 'Por la partida' (default) or 'Marcador y jugador' (stroke play and Stableford). */
    validacion: ZValidacion.optional().transform((v) => v ?? 'partida'),
    confirmar_cambios: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.limite_golpes_hoyo !== null && !usesStrokeLimit(v.modalidad)) {
      ctx.addIssue({ code: 'custom', message: M.limitNotAllowed, path: ['limite_golpes_hoyo'] });
    }
    if (isPairsModalidad(v.modalidad) && v.forma_parejas === null) {
      ctx.addIssue({ code: 'custom', message: M.pairsFormRequired, path: ['forma_parejas'] });
    }
    if (!isPairsModalidad(v.modalidad) && v.forma_parejas !== null) {
      ctx.addIssue({ code: 'custom', message: M.pairsFormNotAllowed, path: ['forma_parejas'] });
    }
    if (v.validacion === 'marcador_jugador' && !formatOf({ modalidad: v.modalidad }).attestedCards) {
      ctx.addIssue({ code: 'custom', message: VALIDACION_NOT_ALLOWED, path: ['validacion'] });
    }
  });
export type TTournamentRequest = z.input<typeof ZTournamentRequest>;
export type TTournamentValues = z.output<typeof ZTournamentRequest>;

/** The fields of the form a tournament's standings are computed from. */
type StandingsFields = Pick<
  TTournamentValues,
  | 'salida_hombre_id'
  | 'salida_mujer_id'
  | 'reductor_handicap'
  | 'indice_handicap'
  | 'limite_golpes_hoyo'
  | 'metodo_desempate'
  | 'modalidad'
  | 'forma_parejas'
>;

/**
 * What saving the form changes (the server and the screen decide with this one function): `handicaps` when the
 * tees, the reductor or the format (modality, pairs form) change (every playing handicap, a pair's too, is
 * recomputed), `standings` when those, the stroke limit or the tie method change (the standings and the league
 * points move: a tournament with results asks first).
 */
export function standingsChanges(
  before: StandingsFields,
  after: StandingsFields,
): { handicaps: boolean; standings: boolean } {
  const handicaps =
    before.salida_hombre_id !== after.salida_hombre_id ||
    before.salida_mujer_id !== after.salida_mujer_id ||
    before.reductor_handicap !== after.reductor_handicap ||
    before.indice_handicap !== after.indice_handicap ||
    before.modalidad !== after.modalidad ||
    before.forma_parejas !== after.forma_parejas;
  const standings =
    handicaps ||
    before.limite_golpes_hoyo !== after.limite_golpes_hoyo ||
    before.metodo_desempate !== after.metodo_desempate;
  return { handicaps, standings };
}

/** A new tournament form (T§4). */
export const newTournamentDefaults = (): TTournamentRequest => ({
  nombre: '',
  fecha_juego: '',
  campo_id: '',
  modalidad: 'individual_por_golpes',
  forma_parejas: null,
  metodo_desempate: 'puntuacion_media',
  descripcion: '',
  activo: true,
  limite_golpes_hoyo: 5,
  salida_hombre_id: null,
  salida_mujer_id: null,
  reductor_handicap: DEFAULT_REDUCTOR,
  cierre_inscripcion: '',
  plazas: '',
  cuota: '',
  indice_handicap: 'oficial',
  validacion: 'partida',
});

/** GET /api/admin/tournaments?q=&offset=: one page (20, newest first). */
export const ADMIN_TOURNAMENTS_PAGE_SIZE = 20;
export const ZAdminTournamentsQuery = z.object({
  q: zText({ max: 100 }).optional().default(''),
  offset: z.coerce
    .number({ message: 'Datos no válidos' })
    .int({ message: 'Datos no válidos' })
    .min(0, { message: 'Datos no válidos' })
    .max(1_000_000, { message: 'Datos no válidos' })
    .optional()
    .default(0),
});

export const ZAdminTournamentItem = z.object({
  id: ZUuid,
  nombre: z.string(),
  fecha_juego: z.string(),
  modalidad: ZModalidad,
  forma_parejas: ZFormaParejas.nullable(),
  activo: z.boolean(),
  campo: z.object({ id: ZUuid, nombre: z.string(), ubicacion: z.string() }),
  participantes: z.number().int(),
});
export type TAdminTournamentItem = z.infer<typeof ZAdminTournamentItem>;

export const ZAdminTournamentsPage = z.object({
  items: z.array(ZAdminTournamentItem),
  next_offset: z.number().int().nullable(),
});
export type TAdminTournamentsPage = z.infer<typeof ZAdminTournamentsPage>;

/** GET /api/admin/tournaments/:id: the form's values plus what the screen shows around them. */
export const ZAdminTournament = z.object({
  id: ZUuid,
  nombre: z.string(),
  fecha_juego: z.string(),
  campo_id: ZUuid,
  campo: z.object({ nombre: z.string(), ubicacion: z.string() }),
  modalidad: ZModalidad,
  forma_parejas: ZFormaParejas.nullable(),
  metodo_desempate: ZMetodoDesempate,
  descripcion: z.string().nullable(),
  activo: z.boolean(),
  limite_golpes_hoyo: z.number().int().nullable(),
  reductor_handicap: z.number().int(),
  indice_handicap: ZIndiceHandicap,
  validacion: ZValidacion.default('partida'),
  salida_hombre_id: ZUuid.nullable(),
  salida_mujer_id: ZUuid.nullable(),
  /** Entries (decision record 039): the close in the club's local time 'YYYY-MM-DDTHH:MM', places, fee in euros. */
  cierre_inscripcion: z.string().nullable().optional(),
  plazas: z.number().int().nullable().optional(),
  cuota: z.number().nullable().optional(),
  /** The waiting list in order (1 is next). */
  lista_espera: z
    .array(z.object({ id: ZUuid, jugador_id: ZUuid, nombre: z.string(), puesto: z.number().int() }))
    .optional(),
  /** Strokes are recorded: changing tees, reductor or limit changes standings and league points. */
  tiene_resultados: z.boolean(),
  partidas: z.array(
    z.object({ id: ZUuid, nombre: z.string(), hora_salida: z.string().nullable(), validada: z.boolean() }),
  ),
});
export type TAdminTournament = z.infer<typeof ZAdminTournament>;

/** A participant in the tournament's admin view. */
export const ZAdminParticipant = z.object({
  id: ZUuid,
  jugador_id: ZUuid.nullable(),
  nombre: z.string(),
  es_invitado: z.boolean(),
  sexo: ZSexo.nullable(),
  /** The profile's (or guest's) handicap index. */
  handicap_propio: z.number().nullable(),
  /** The stored playing handicap; null until computed. */
  handicap_torneo: z.number().nullable(),
  /** What they play off (index, tee, course handicap); optional only so that older fixtures still type. */
  jugado: ZPlayedOff.optional(),
  incluir_en_puntos: z.boolean(),
  /**
   * 'No presentado', 'Retirado', 'Descalificado' (set by an administrator); null otherwise. The server always
   * sends these three; optional only so that older fixtures of the screens still type.
   */
  estado: ZParticipantStatus.nullable().optional(),
  motivo_estado: z.string().nullable().optional(),
  /** Their pair in a pairs tournament; null otherwise. */
  pareja_id: ZUuid.nullable().optional(),
  /** 'Pagado': the fee ticked as paid (decision record 039). */
  pagado: z.boolean().optional(),
  hoyos_jugados: z.number().int(),
  /** Their published group with its tee time, order and their seat (the quick entry lists them by group). */
  partida: z
    .object({
      id: ZUuid,
      nombre: z.string(),
      hora_salida: z.string().nullable(),
      orden_salida: z.number().int(),
      posicion: z.number().int(),
    })
    .nullable(),
});
export type TAdminParticipant = z.infer<typeof ZAdminParticipant>;
export const ZAdminParticipants = z.array(ZAdminParticipant);

/**
 * POST /api/admin/tournaments/:id/participants: one or more members at once (the list's check boxes), with an
 * optional reference handicap when there is one (T§5).
 */
export const MAX_MEMBERS_AT_ONCE = 200;
export const ZAddMemberRequest = z
  .object({
    jugador_ids: z
      .array(z.uuid({ message: M.playerNotFound }), { message: M.playerNotFound })
      .min(1, { message: M.choosePlayer })
      .max(MAX_MEMBERS_AT_ONCE, { message: M.choosePlayer })
      .refine((ids) => new Set(ids).size === ids.length, { message: M.alreadyEnrolled }),
    handicap_referencia: ZHandicap.nullable().optional(),
    /** The administrator confirmed going over the places (decision record 039). */
    superar_plazas: z.boolean({ message: 'Datos no válidos' }).optional(),
  })
  .refine((v) => v.handicap_referencia == null || v.jugador_ids.length === 1, {
    message: M.referenceForOne,
    path: ['handicap_referencia'],
  });
export type TAddMemberRequest = z.input<typeof ZAddMemberRequest>;

/** POST /api/admin/tournaments/:id/guests: name and handicap required, numeric (T§5). */
export const ZAddGuestRequest = z.object({
  nombre: zText({ required: M.guestName, max: 120 }),
  handicap: ZHandicap,
  sexo: ZSexo,
  superar_plazas: z.boolean({ message: 'Datos no válidos' }).optional(),
});
export type TAddGuestRequest = z.input<typeof ZAddGuestRequest>;

/** PUT /api/admin/participants/:id/paid: the 'Pagado' tick. */
export const ZParticipantPaidRequest = z.object({ pagado: z.boolean({ message: 'Datos no válidos' }) });

/** 'Pagado: 120,00 € de 180,00 €' — what was ticked paid of what every participant owes. */
export const paidTotalsText = (pagado: string, total: string) => `Pagado: ${pagado} de ${total}`;

/** PUT /api/admin/participants/:id/points: the Incluido/Excluido toggle. */
export const ZParticipantPointsRequest = z.object({
  incluir_en_puntos: z.boolean({ message: 'Datos no válidos' }),
});

/** PUT /api/admin/participants/:id/handicap: 'Por favor ingrese un hándicap válido'. */
export const ZPlayingHandicapRequest = z.object({
  handicap_torneo: zHandicapNumber(M.playingHandicap).pipe(
    z
      .number({ message: M.playingHandicap })
      .int({ message: M.playingHandicap })
      .min(PLAYING_HANDICAP_MIN, { message: M.playingHandicap })
      .max(PLAYING_HANDICAP_MAX, { message: M.playingHandicap }),
  ),
});

/** DELETE /api/admin/participants/:id?borrar_resultados=true */
export const ZRemoveParticipantQuery = z.object({
  borrar_resultados: z
    .enum(['true', 'false'], { message: 'Datos no válidos' })
    .optional()
    .transform((v) => v === 'true'),
});

export const ZRecomputeResponse = z.object({ actualizados: z.number().int() });

/** Points per position (T§5: numeric, min 0, step 0.5). */
export const ZPoints = zDecimal(M.pointsNumber).pipe(
  z
    .number({ message: M.pointsNumber })
    .min(0, { message: M.pointsNumber })
    .max(10_000, { message: M.pointsNumber })
    .refine((v) => Number.isInteger(v * 2), { message: M.pointsStep }),
);

/** PUT /api/admin/tournaments/:id/points: positions 1–20 and one value for 21 onward (rows 21–30). */
export const EDITABLE_POSITIONS = 20;
export const ZPointsTableRequest = z.object({
  top: z.array(ZPoints, { message: M.pointsTable }).length(EDITABLE_POSITIONS, { message: M.pointsTable }),
  resto: ZPoints,
});
export type TPointsTableRequest = z.infer<typeof ZPointsTableRequest>;
export const ZPointsTable = ZPointsTableRequest;
export type TPointsTable = TPointsTableRequest;

/** Strokes of the quick entry: 1–15, null for none (T§5). */
export const ZQuickStrokes = z
  .number({ message: M.strokes })
  .int({ message: M.strokes })
  .min(1, { message: M.strokes })
  .max(15, { message: M.strokes })
  .nullable();

/**
 * PUT /api/admin/participants/:id/card: the 18 holes at once. `recogida[i]` marks hole i+1 'Recogida' (its golpes
 * null; only where the format allows picking up, design.md §14). Without `recogida`, a stored 'Recogida' on a hole
 * sent as null stays as it is.
 */
export const ZQuickCardRequest = z
  .object({
    golpes: z.array(ZQuickStrokes, { message: M.card }).length(HOLES_PER_ROUND, { message: M.card }),
    recogida: z
      .array(z.boolean({ message: M.card }), { message: M.card })
      .length(HOLES_PER_ROUND, { message: M.card })
      .optional(),
  })
  .superRefine((v, ctx) => {
    v.recogida?.forEach((r, i) => {
      if (r && v.golpes[i] !== null)
        ctx.addIssue({ code: 'custom', message: M.pickUpStrokes, path: ['golpes', i] });
    });
  });
export type TQuickCardRequest = z.infer<typeof ZQuickCardRequest>;

/** GET /api/admin/participants/:id/card */
export const ZQuickCard = z.object({
  golpes: z.array(z.number().int().nullable()),
  /** 'Recogida' per hole (its golpes null). */
  recogida: z.array(z.boolean()),
  /** The tournament's format, for `formatOf` (whether 'Recogida' may be entered). */
  modalidad: ZModalidad,
  forma_parejas: ZFormaParejas.nullable(),
  /** The par of each hole of the participant's tee (the tee of their sex, design.md §7). */
  pares: z.array(z.number().int()),
  partida: z.object({ id: ZUuid, nombre: z.string(), validada: z.boolean() }).nullable(),
});
export type TQuickCard = z.infer<typeof ZQuickCard>;

/** A pair of a pairs tournament (design.md §14), as the admin view and the standings inputs list it. */
export const ZAdminPair = z.object({
  id: ZUuid,
  participante_ids: z.tuple([ZUuid, ZUuid]),
  /** 'Nombre 1 / Nombre 2'. */
  nombre: z.string(),
  /** One-ball pairs (foursome, greensome): the side's playing handicap; null for mejor bola or when unknown. */
  handicap_juego: z.number().nullable(),
  aceptada: z.boolean(),
});
export type TAdminPair = z.infer<typeof ZAdminPair>;
export const ZAdminPairs = z.array(ZAdminPair);

/** POST /api/admin/tournaments/:id/pairs: two participants of the tournament. */
export const ZPairRequest = z
  .object({
    participante_1_id: z.uuid({ message: M.pairTwoPlayers }),
    participante_2_id: z.uuid({ message: M.pairTwoPlayers }),
  })
  .refine((v) => v.participante_1_id !== v.participante_2_id, {
    message: M.pairTwoPlayers,
    path: ['participante_2_id'],
  });
export type TPairRequest = z.input<typeof ZPairRequest>;

/** PUT /api/admin/participants/:id/status: set (NP, RET, DESC with a reason) or clear (estado null). */
export const ZParticipantStatusRequest = z
  .object({
    estado: ZParticipantStatus.nullable(),
    motivo: zText({ max: 200 })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.estado === 'DESC' && v.motivo === null) {
      ctx.addIssue({ code: 'custom', message: M.statusReason, path: ['motivo'] });
    }
  })
  .transform((v) => ({ estado: v.estado, motivo: v.estado === null ? null : v.motivo }));
export type TParticipantStatusRequest = z.input<typeof ZParticipantStatusRequest>;
