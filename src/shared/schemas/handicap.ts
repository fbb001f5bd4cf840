/**
 * 'Mi hándicap', 'Mis estadísticas', 'Hándicaps de la peña' and the PCC of a course and day (design.md §16).
 * The figures come from the rules engine (src/shared/domain/whs, statistics); the server only gathers the rounds.
 */
import { z } from 'zod';
import { PCC_MAX, PCC_MIN } from '../domain/whs/pcc';
import { ZIsoDate, ZUuid, zDecimal } from './common';

export const HANDICAP_MESSAGES = {
  pccNumber: 'El PCC debe ser un número',
  pccRange: `El PCC debe estar entre ${PCC_MIN.toFixed(1).replace('-', '−')} y +${PCC_MAX.toFixed(1)}`,
  pccStep: 'El PCC se indica en décimas',
  courseNotFound: 'Campo no encontrado',
  roundNotFound: 'Vuelta no encontrada',
  roundInvalid: 'La vuelta indicada no es válida',
  playerNotFound: 'Jugador no encontrado',
  validaAfterStroke:
    "'Válida para hándicap' solo se puede cambiar antes de apuntar el primer golpe de la partida",
  validaOnlyCreator: "Solo el creador de la partida puede marcarla como 'Válida para hándicap'",
} as const;
const M = HANDICAP_MESSAGES;

export {
  INDICES_HANDICAP,
  INDICE_HANDICAP_LABELS,
  ZIndiceHandicap,
  type TIndiceHandicap,
} from './handicap-choice';

/** One hole of a round's adjusted gross score. */
export const ZHandicapHole = z.object({
  numero_hoyo: z.number().int(),
  par: z.number().int(),
  golpes: z.number().int().nullable(),
  kind: z.enum(['golpes', 'recogida', 'no_jugado']),
  adjusted: z.number().int(),
  maximum: z.number().int(),
  capped: z.boolean(),
});

/**
 * A round's key: 't:' + a tournament participant's id, or 'p:' + a personal game participant's id (the player's card
 * of that round).
 */
export const ZHandicapRoundId = z
  .string()
  .regex(/^[tp]:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: M.roundInvalid,
  });

/**
 * A round of 'Mi hándicap', oldest first. Its holes are not sent with the list (two hundred rounds of 18 holes are
 * most of the answer): the numbers of the capped ones are, and the rest is asked for when the round is opened
 * (`ZHandicapRoundHoles`).
 */
export const ZHandicapRound = z.object({
  id: ZHandicapRoundId,
  fecha: ZIsoDate,
  origen: z.enum(['torneo', 'partida_personal']),
  nombre: z.string(),
  campo: z.string(),
  salida: z.string(),
  course_rating: z.number(),
  slope: z.number().int(),
  pcc: z.number(),
  course_handicap: z.number().nullable(),
  adjusted_gross: z.number().int(),
  holes_played: z.number().int(),
  acceptable: z.boolean(),
  differential: z.number().nullable(),
  adjusted_differential: z.number().nullable(),
  exceptional: z.number(),
  index_after: z.number().nullable(),
  in_record: z.boolean(),
  counts: z.boolean(),
  /** The holes whose score was capped (net double bogey, or par + 5 before an index). */
  capped_holes: z.array(z.number().int()),
});
export type THandicapRound = z.infer<typeof ZHandicapRound>;

/** GET /api/me/handicap/vueltas/:id: one round's holes, as its adjusted gross score counts them. */
export const ZHandicapRoundHoles = z.object({
  id: ZHandicapRoundId,
  holes: z.array(ZHandicapHole),
});
export type THandicapRoundHoles = z.infer<typeof ZHandicapRoundHoles>;
export type THandicapHole = z.infer<typeof ZHandicapHole>;

/** 'Mi hándicap'. */
export const ZMyHandicap = z.object({
  jugador: z.object({ id: ZUuid, nombre: z.string() }),
  /** The club's estimate now (null before 3 scores). */
  estimado: z.number().nullable(),
  /** The federation's index, as typed or imported. */
  oficial: z.number().nullable(),
  low_index: z.number().nullable(),
  scores: z.number().int(),
  /** Every round that counts for the estimate, oldest first (the last 20 scores are `in_record`). */
  rounds: z.array(ZHandicapRound),
});
export type TMyHandicap = z.infer<typeof ZMyHandicap>;

const ZDistribution = z.object({
  eagleOrBetter: z.number(),
  birdie: z.number(),
  par: z.number(),
  bogey: z.number(),
  doubleOrWorse: z.number(),
});
const ZParAverage = z.object({
  holes: z.number().int(),
  average: z.number().nullable(),
  toPar: z.number().nullable(),
});
const ZNineAverage = z.object({
  rounds: z.number().int(),
  average: z.number().nullable(),
  toPar: z.number().nullable(),
});
const ZStatsRound = z.object({
  fecha: ZIsoDate,
  campo_id: z.string(),
  campo_nombre: z.string(),
  holesPlayed: z.number().int(),
  complete: z.boolean(),
  par: z.number().int(),
  gross: z.number().nullable(),
  net: z.number().nullable(),
  grossToPar: z.number().nullable(),
  netToPar: z.number().nullable(),
});
const ZDifficultyHole = z.object({
  numero_hoyo: z.number().int(),
  par: z.number().int(),
  strokeIndex: z.number().int().nullable(),
  scores: z.number().int(),
  pickedUp: z.number().int(),
  averageToPar: z.number().nullable(),
  rank: z.number().int().nullable(),
});

/** 'Mis estadísticas'. */
export const ZMyStatistics = z.object({
  roundsPlayed: z.number().int(),
  completeRounds: z.number().int(),
  grossAverage: z.number().nullable(),
  netAverage: z.number().nullable(),
  grossToParAverage: z.number().nullable(),
  netToParAverage: z.number().nullable(),
  parAverages: z.object({ 3: ZParAverage, 4: ZParAverage, 5: ZParAverage }),
  distribution: ZDistribution,
  distributionPerRound: ZDistribution.nullable(),
  front: ZNineAverage,
  back: ZNineAverage,
  best: z.array(ZStatsRound),
  courses: z.array(
    z.object({
      campo_id: z.string(),
      campo_nombre: z.string(),
      rounds: z.number().int(),
      completeRounds: z.number().int(),
      grossAverage: z.number().nullable(),
      grossToParAverage: z.number().nullable(),
      netToParAverage: z.number().nullable(),
    }),
  ),
  rounds: z.array(ZStatsRound),
  /** 'Dificultad real de los hoyos': per course and tee, from every player's cards. */
  dificultad: z.array(
    z.object({
      campo: z.string(),
      salida: z.string(),
      holes: z.array(ZDifficultyHole),
    }),
  ),
});
export type TMyStatistics = z.infer<typeof ZMyStatistics>;

/** 'Hándicaps de la peña' (admin). */
export const ZClubHandicap = z.object({
  jugador_id: ZUuid,
  nombre: z.string(),
  oficial: z.number().nullable(),
  estimado: z.number().nullable(),
  /** estimado − oficial, rounded to the tenth; null when either is unknown. */
  diferencia: z.number().nullable(),
  scores: z.number().int(),
});
export const ZClubHandicaps = z.array(ZClubHandicap);
export type TClubHandicap = z.infer<typeof ZClubHandicap>;

/** The PCC of a course and day. */
export const ZPcc = zDecimal(M.pccNumber).pipe(
  z
    .number({ message: M.pccNumber })
    .min(PCC_MIN, { message: M.pccRange })
    .max(PCC_MAX, { message: M.pccRange })
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: M.pccStep }),
);
export const ZPccRequest = z.object({ campo_id: ZUuid, fecha: ZIsoDate, pcc: ZPcc }).strict();
export type TPccRequest = z.infer<typeof ZPccRequest>;
export const ZPccEntry = z.object({
  campo_id: ZUuid,
  campo: z.string(),
  fecha: ZIsoDate,
  pcc: z.number(),
});
export const ZPccList = z.array(ZPccEntry);
export type TPccEntry = z.infer<typeof ZPccEntry>;
export const ZPccDeleteQuery = z.object({ campo_id: ZUuid, fecha: ZIsoDate }).strict();

/** 'Válida para hándicap' on a personal game. */
export const ZValidaHandicapRequest = z.object({ valida_para_handicap: z.boolean() }).strict();
export const ZValidaHandicapResponse = z.object({ valida_para_handicap: z.boolean() });
