/**
 * 'Premios especiales' of a tournament (decision record 042): 'Bola más cercana' or 'Drive más largo' on a hole, or
 * any named prize; its current winner (distance optional, in whole centimetres) and every recording before it.
 */
import { z } from 'zod';
import { ZUuid, zText } from './common';

export const PRIZE_KINDS = ['bola_mas_cercana', 'drive_mas_largo', 'otro'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

export const PRIZE_KIND_LABELS: Record<PrizeKind, string> = {
  bola_mas_cercana: 'Bola más cercana',
  drive_mas_largo: 'Drive más largo',
  otro: 'Otro premio',
};

/** The longest distance a prize records: 500 m (a drive), in centimetres. */
export const MAX_PRIZE_DISTANCE_CM = 50_000;
/** The most special prizes of one tournament. */
export const MAX_PRIZES_PER_TOURNAMENT = 20;

export const PRIZE_MESSAGES = {
  kind: 'Tipo de premio no válido',
  name: 'Indica el nombre del premio',
  hole: 'Indica el hoyo del premio',
  holeRange: 'El hoyo debe estar entre 1 y 18',
  duplicate: 'Ya hay un premio de ese tipo en ese hoyo',
  tooMany: `Un torneo tiene como mucho ${MAX_PRIZES_PER_TOURNAMENT} premios especiales`,
  notFound: 'Premio no encontrado',
  winner: 'Elige el ganador',
  winnerNotInTournament: 'El ganador debe ser un participante del torneo',
  distance: 'Distancia no válida: escribe los metros con coma (por ejemplo 3,45)',
  distanceRange: 'La distancia debe estar entre 0 y 500 m',
  notAPlayer: 'Solo los jugadores de una partida del torneo o un administrador pueden registrar el ganador',
} as const;
const M = PRIZE_MESSAGES;

const ZHole = z
  .number({ message: M.hole })
  .int({ message: M.holeRange })
  .min(1, { message: M.holeRange })
  .max(18, { message: M.holeRange });

/** POST /api/admin/tournaments/:id/prizes → 201 TTournamentPrizes. The two named kinds name themselves. */
export const ZCreatePrizeRequest = z
  .object({
    tipo: z.enum(PRIZE_KINDS, { message: M.kind }),
    nombre: zText({ max: 80 }).nullable().optional(),
    numero_hoyo: ZHole.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.tipo !== 'otro' && (v.numero_hoyo === null || v.numero_hoyo === undefined))
      ctx.addIssue({ code: 'custom', path: ['numero_hoyo'], message: M.hole });
    if (v.tipo === 'otro' && !v.nombre) ctx.addIssue({ code: 'custom', path: ['nombre'], message: M.name });
  })
  .transform((v) => ({
    tipo: v.tipo,
    nombre: v.nombre || PRIZE_KIND_LABELS[v.tipo],
    numero_hoyo: v.numero_hoyo ?? null,
  }));
export type TCreatePrizeRequest = z.input<typeof ZCreatePrizeRequest>;

/** A special prize's definition: what a tournament copies from the club's defaults (decision record 044). */
export const ZPrizeDefinition = z.object({
  tipo: z.enum(PRIZE_KINDS),
  nombre: z.string(),
  numero_hoyo: z.number().int().nullable(),
});
export type TPrizeDefinition = z.infer<typeof ZPrizeDefinition>;

/** PUT /api/admin/settings/prizes: the special prizes every new tournament starts with. */
export const ZDefaultPrizesRequest = z.object({
  premios: z
    .array(ZCreatePrizeRequest, { message: M.kind })
    .max(MAX_PRIZES_PER_TOURNAMENT, { message: M.tooMany })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      for (const p of list) {
        if (p.numero_hoyo === null) continue;
        const key = `${p.tipo}:${p.numero_hoyo}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.duplicate });
        seen.add(key);
      }
    }),
});
export type TDefaultPrizesRequest = z.input<typeof ZDefaultPrizesRequest>;

/** PUT /api/prizes/:id/winner → TTournamentPrizes: replaces the current winner (shared/distance.ts reads the field). */
export const ZRecordPrizeWinnerRequest = z.object({
  participante_id: z.string({ message: M.winner }).min(1, { message: M.winner }).pipe(ZUuid),
  distancia_cm: z
    .number({ message: M.distance })
    .int({ message: M.distance })
    .min(0, { message: M.distanceRange })
    .max(MAX_PRIZE_DISTANCE_CM, { message: M.distanceRange })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type TRecordPrizeWinnerRequest = z.input<typeof ZRecordPrizeWinnerRequest>;

/** One recording of a winner: the current one or one it replaced. */
export const ZPrizeRecord = z.object({
  participante_id: ZUuid.nullable(),
  nombre: z.string(),
  distancia_cm: z.number().int().nullable(),
  registrado_por: z.string(),
  registrado_at: z.string(),
});
export type TPrizeRecord = z.infer<typeof ZPrizeRecord>;

export const ZPrize = z.object({
  id: ZUuid,
  tipo: z.enum(PRIZE_KINDS),
  nombre: z.string(),
  numero_hoyo: z.number().int().nullable(),
  /** The current winner; null: none recorded yet. */
  ganador: ZPrizeRecord.nullable(),
  /** Every recording, the newest first (the first is the current winner's). */
  historial: z.array(ZPrizeRecord),
});
export type TPrize = z.infer<typeof ZPrize>;

/** GET /api/tournaments/:id/prizes: the prizes by hole, what the actor may do and whom they may pick. */
export const ZTournamentPrizes = z.object({
  torneo_id: ZUuid,
  premios: z.array(ZPrize),
  permisos: z.object({ registrar: z.boolean(), administrar: z.boolean() }),
  /** The tournament's participants, by name (empty unless the actor may record a winner). */
  candidatos: z.array(z.object({ participante_id: ZUuid, nombre: z.string() })),
});
export type TTournamentPrizes = z.infer<typeof ZTournamentPrizes>;

/** A prize's title: 'Bola más cercana · Hoyo 3'. */
export const prizeTitle = (p: Pick<TPrize, 'nombre' | 'numero_hoyo'>) =>
  p.numero_hoyo === null ? p.nombre : `${p.nombre} · Hoyo ${p.numero_hoyo}`;
