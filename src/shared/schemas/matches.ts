/**
 * Match play and the knockout draw 'Cuadro' (design.md §14): a tournament's matches ('partidos') with their sides,
 * strokes received, hole-by-hole status and result, the draw's rounds, and the requests that change them. The golf
 * (strokes, status words, result texts, positions) is the domain's (`src/shared/domain/formats`); these are the
 * shapes the server sends and accepts.
 */
import { z } from 'zod';
import { ZIsoDate, ZTimeOfDay, ZUuid, zText } from './common';
import { ZFormaParejas, ZModalidad } from './formats';

export const MATCH_MESSAGES = {
  notFound: 'Partido no encontrado',
  tournamentNotFound: 'Torneo no encontrado',
  notMatchPlay: 'Este torneo no se juega por hoyos (match play)',
  notAPlayer: 'Solo los jugadores del partido o un administrador pueden hacer esto',
  notYourSide: 'Solo un jugador del lado que concede o un administrador puede conceder',
  decided: 'El partido ya está decidido',
  notReady: 'El partido aún no tiene sus dos lados',
  side: 'Elige el lado: 1 o 2',
  winner: 'Elige el ganador: 1 o 2',
  extraWinner: 'Elige el resultado del hoyo: 0 (empatado), 1 o 2',
  hole: 'Hoyo no válido',
  extraHole: 'Hoyo extra no válido',
  noExtraHoles: 'Este partido no necesita hoyos extra',
  extraHoleOrder: 'Los hoyos extra se anotan en orden: anota antes el anterior',
  holeAlreadyConceded: 'Ese hoyo ya está concedido',
  holePlayed: 'Ese hoyo ya tiene resultado de los dos lados',
  holeConcededNoStrokes: 'Ese hoyo está concedido: no lleva golpes',
  result: 'Resultado no válido',
  resultRequired: 'Indica el resultado',
  cardHasResults:
    'La tarjeta del partido ya tiene resultados: el resultado sale de ella (un administrador puede sustituirla)',
  walkoverAdminOnly: 'Solo un administrador puede dar un partido por no presentado',
  date: 'Fecha no válida',
  time: 'Hora no válida',
  scheduleKnockoutOnly: 'Solo los partidos de un cuadro se programan',
  dependents: (names: string) =>
    `No se puede reabrir: ya se ha empezado a jugar ${names}. Reabre antes ese partido.`,
  notDecided: 'El partido no tiene resultado',
  participantInMatch:
    'El jugador juega un partido de este torneo: quita antes los partidos (o el cuadro) en los que está',
  playerHasStrokes:
    'Un jugador del partido ya tiene resultados en otra partida del torneo: quítalos antes de emparejarlo',
  drawExists: 'El torneo ya tiene cuadro',
  noDraw: 'El torneo no tiene cuadro',
  drawPlayed: 'No se puede borrar el cuadro: ya hay partidos con resultado',
  drawEntrants: 'Hacen falta al menos dos jugadores o parejas para el cuadro',
  drawMode: "Elige el modo: 'Por hándicap' o 'Sorteo'",
  deadlines: (n: number) => `Indica una fecha límite para cada ronda (${n})`,
  round: 'Ronda no válida',
  deadlinesOrder: 'Las fechas límite van en orden: cada ronda termina el mismo día o después de la anterior',
  deadlinePast: 'La fecha límite no puede ser anterior a hoy',
  pairingSides: 'Cada partido debe tener dos lados distintos del torneo',
  pairingDuplicate: 'Un jugador o pareja aparece en dos partidos',
  pairingPlayed: 'No se pueden rehacer los partidos: alguno ya se ha empezado a jugar',
  pairingHasDraw: 'Este torneo tiene cuadro: los partidos salen de él',
  pairingEmpty: 'Indica al menos un partido',
  pairingOdd: 'Hace falta un número par de jugadores o parejas para sortear los partidos',
} as const;
const M = MATCH_MESSAGES;

/** The round name of a one-day match-play tournament's matches (no draw). */
export const ONE_DAY_ROUND_NAME = 'Partidos';

export const ZMatchSideNumber = z.union([z.literal(1), z.literal(2)]);
export const ZMatchWinner = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const MATCH_RESULT_ORIGINS = ['tarjeta', 'directo', 'no_presentado', 'exento', 'concedido'] as const;
export const ZMatchResultOrigin = z.enum(MATCH_RESULT_ORIGINS);
export type TMatchResultOrigin = z.infer<typeof ZMatchResultOrigin>;

/** A player of a side with the strokes received (design.md §14): `recibe[i]` = strokes on hole i + 1. */
export const ZMatchPlayer = z.object({
  participante_id: ZUuid,
  nombre: z.string(),
  golpes_recibidos: z.number().int(),
  recibe: z.array(z.number().int()),
});
export type TMatchPlayer = z.infer<typeof ZMatchPlayer>;

/** A side: a participant (singles) or an accepted pair ('Ana / Luis'). */
export const ZMatchSide = z.object({
  lado: ZMatchSideNumber,
  nombre: z.string(),
  participante_ids: z.array(ZUuid),
  handicap_juego: z.number().nullable(),
  jugadores: z.array(ZMatchPlayer),
});
export type TMatchSide = z.infer<typeof ZMatchSide>;

/** A hole of holes 1–18 as played so far: its winner (0 halved, null not played) and the status after it. */
export const ZMatchHole = z.object({
  numero_hoyo: z.number().int(),
  ganador: ZMatchWinner.nullable(),
  concedido: z.boolean(),
  estado: z.string(),
});
export type TMatchHole = z.infer<typeof ZMatchHole>;

export const ZMatchExtraHole = z.object({ numero_hoyo: z.number().int(), ganador: ZMatchWinner });
export type TMatchExtraHole = z.infer<typeof ZMatchExtraHole>;

export const ZMatchStatus = z.enum(['pendiente', 'en_juego', 'terminado']);
export type TMatchStatus = z.infer<typeof ZMatchStatus>;

/** A match ('partido') of a match-play tournament; also the live `match` event's data. */
export const ZMatch = z.object({
  id: ZUuid,
  torneo_id: ZUuid,
  ronda: z.number().int(),
  posicion: z.number().int(),
  /** 'Final', 'Semifinales', 'Cuartos', … ('Partidos' for a one-day tournament without a draw). */
  ronda_nombre: z.string(),
  /** A match of a knockout draw ('Cuadro'): it has extra holes and an agreed date; false for a one-day match. */
  eliminatoria: z.boolean(),
  /** The round's deadline; null when none is set (always for a one-day match). */
  fecha_limite: z.string().nullable(),
  /** The agreed date ('YYYY-MM-DD') and time ('HH:MM'); null: to be agreed. */
  fecha: z.string().nullable(),
  hora: z.string().nullable(),
  partida_id: ZUuid.nullable(),
  lados: z.tuple([ZMatchSide.nullable(), ZMatchSide.nullable()]),
  /** Where an unknown side comes from: 'Ganador de Cuartos 1'; null when known (or nothing feeds it). */
  procedencia: z.tuple([z.string().nullable(), z.string().nullable()]),
  estado: ZMatchStatus,
  /** Live words ('Ana 2 arriba'), 'Pendiente', or the result text. */
  estado_texto: z.string(),
  ganador: ZMatchWinner.nullable(),
  /** 'Ana gana 3/2', 'Empate', 'Ana pasa (exento)', … */
  resultado_texto: z.string().nullable(),
  origen_resultado: ZMatchResultOrigin.nullable(),
  hoyos: z.array(ZMatchHole),
  hoyos_extra: z.array(ZMatchExtraHole),
  necesita_hoyos_extra: z.boolean(),
  permisos: z.object({
    /** May write strokes, concede, schedule, enter a result (a player of a side, or an admin). */
    jugar: z.boolean(),
    administrar: z.boolean(),
  }),
  /** The actor's side, null when the actor plays in neither. */
  lado_propio: ZMatchSideNumber.nullable(),
});
export type TMatch = z.infer<typeof ZMatch>;

export const ZMatchRound = z.object({
  ronda: z.number().int(),
  nombre: z.string(),
  fecha_limite: z.string().nullable(),
});
export type TMatchRound = z.infer<typeof ZMatchRound>;

/** GET /api/tournaments/:id/matches (and the admin writes' answer). */
export const ZTournamentMatches = z.object({
  torneo: z.object({
    id: ZUuid,
    nombre: z.string(),
    fecha_juego: z.string(),
    modalidad: ZModalidad,
    forma_parejas: ZFormaParejas.nullable(),
    /** The tournament has a knockout draw. */
    cuadro: z.boolean(),
  }),
  rondas: z.array(ZMatchRound),
  partidos: z.array(ZMatch),
});
export type TTournamentMatches = z.infer<typeof ZTournamentMatches>;

/** The /torneos card's draw summary: the current round and the actor's next match. */
export const ZTournamentCardDraw = z.object({
  ronda_actual: z.string(),
  mi_partido: z
    .object({
      id: ZUuid,
      rival: z.string().nullable(),
      fecha_limite: z.string().nullable(),
      fecha: z.string().nullable(),
      hora: z.string().nullable(),
      partida_id: ZUuid.nullable(),
    })
    .nullable(),
});
export type TTournamentCardDraw = z.infer<typeof ZTournamentCardDraw>;

// ─── requests ───────────────────────────────────────────────────────────────────────────────────────────────────

const ZSideField = z.union([z.literal(1), z.literal(2)], { message: M.side });
const ZWinnerField = z.union([z.literal(1), z.literal(2)], { message: M.winner });

/** POST /api/matches/:id/concede-hole: `lado` is the conceding side. */
export const ZConcedeHoleRequest = z.object({
  numero_hoyo: z
    .number({ message: M.hole })
    .int({ message: M.hole })
    .min(1, { message: M.hole })
    .max(18, { message: M.hole }),
  lado: ZSideField,
});
export type TConcedeHoleRequest = z.infer<typeof ZConcedeHoleRequest>;

/** POST /api/matches/:id/concede: `lado` concedes the match. */
export const ZConcedeMatchRequest = z.object({ lado: ZSideField });
export type TConcedeMatchRequest = z.infer<typeof ZConcedeMatchRequest>;

/** The `:numero` of PUT /api/matches/:id/extra-holes/:numero (19, 20, …). */
export const ZExtraHoleParam = z.coerce
  .number({ message: M.extraHole })
  .int({ message: M.extraHole })
  .min(19, { message: M.extraHole })
  .max(54, { message: M.extraHole });

/** PUT /api/matches/:id/extra-holes/:numero. */
export const ZExtraHoleRequest = z.object({
  ganador: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: M.extraWinner }),
});
export type TExtraHoleRequest = z.infer<typeof ZExtraHoleRequest>;

/** PUT /api/matches/:id/result: a result played on paper ('3/2', '1 arriba', 'gana en el hoyo 19'). */
export const ZMatchResultRequest = z.object({
  ganador: ZWinnerField,
  resultado: zText({ required: M.resultRequired, max: 40 }),
  sustituir_tarjeta: z.boolean({ message: M.result }).optional(),
});
export type TMatchResultRequest = z.infer<typeof ZMatchResultRequest>;

/** PUT /api/matches/:id/schedule: the agreed date and time (the partida's tee time follows). */
export const ZMatchScheduleRequest = z.object({
  fecha: ZIsoDate,
  hora: ZTimeOfDay,
});
export type TMatchScheduleRequest = z.infer<typeof ZMatchScheduleRequest>;

/** PUT /api/admin/matches/:id/walkover: the side that wins ('No presentado' the other). */
export const ZWalkoverRequest = z.object({ ganador: ZWinnerField });
export type TWalkoverRequest = z.infer<typeof ZWalkoverRequest>;

/**
 * POST /api/admin/tournaments/:id/matches (one-day match play): the matches by hand (each side a participant id,
 * a pair by its first partner's or either partner's id), or `{ sorteo: true }`.
 */
export const ZPairingRequest = z.union(
  [
    z.object({
      partidos: z
        .array(
          z.object({
            lado_1: z.string({ message: M.pairingSides }).pipe(z.uuid({ message: M.pairingSides })),
            lado_2: z.string({ message: M.pairingSides }).pipe(z.uuid({ message: M.pairingSides })),
          }),
        )
        .min(1, { message: M.pairingEmpty })
        .max(200, { message: M.pairingEmpty }),
    }),
    z.object({ sorteo: z.literal(true) }),
  ],
  { message: M.pairingEmpty },
);
export type TPairingRequest = z.infer<typeof ZPairingRequest>;

/** POST /api/admin/tournaments/:id/draw: the seeding and one deadline per round, first round first. */
export const ZDrawRequest = z.object({
  modo: z.enum(['handicap', 'sorteo'], { message: M.drawMode }),
  fechas_limite: z
    .array(ZIsoDate, { message: M.deadlines(1) })
    .min(1, { message: M.deadlines(1) })
    .max(8),
});
export type TDrawRequest = z.infer<typeof ZDrawRequest>;

/** The `:ronda` of PUT /api/admin/tournaments/:id/draw/rounds/:ronda. */
export const ZRoundParam = z.coerce
  .number({ message: M.round })
  .int({ message: M.round })
  .min(1, { message: M.round })
  .max(8, { message: M.round });

/** PUT /api/admin/tournaments/:id/draw/rounds/:ronda. */
export const ZRoundDeadlineRequest = z.object({ fecha_limite: ZIsoDate });
export type TRoundDeadlineRequest = z.infer<typeof ZRoundDeadlineRequest>;
