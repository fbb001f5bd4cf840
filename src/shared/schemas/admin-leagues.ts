/** /admin/ligas 'Gestión de Ligas' (T§2, T§5, T§8): the league form, its tournaments and the points actions. */
import { z } from 'zod';
import { ZIsoDate, ZUuid, zText } from './common';
import { ZLeagueCard } from './leagues';

export const ADMIN_LEAGUE_MESSAGES = {
  nameRequired: 'El nombre de la liga es obligatorio',
  discards: 'El número de torneos descartados debe ser un entero mayor o igual que 0',
  datesReversed: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  system: 'El sistema de puntuación no es válido',
  tournamentTwice: 'Este torneo ya está en la liga',
  tournamentNotFound: 'Torneo no encontrado',
  notInLeague: 'El torneo no pertenece a esta liga',
  order: 'El orden debe incluir cada torneo de la liga una sola vez',
  // T§8 toasts
  loadFailed: 'No se pudieron cargar las ligas',
  saveFailed: 'No se pudo guardar la liga',
  deleteFailed: 'No se pudo eliminar la liga',
  addFailed: 'No se pudo añadir el torneo a la liga',
  removeFailed: 'No se pudo eliminar el torneo de la liga',
  calculateFailed: 'No se pudieron calcular las puntuaciones',
  calculated: 'Puntuaciones calculadas',
  success: 'Éxito',
} as const;

/** `om_{product}`: the product is a short word (letters, digits, '-' or '_'); anything else but 'cervecita' is refused. */
export const OM_SYSTEM = /^om_[\p{L}\p{N}_-]{1,40}$/u;

export const ZScoringSystem = z
  .string({ message: ADMIN_LEAGUE_MESSAGES.system })
  .refine((v) => v === 'cervecita' || OM_SYSTEM.test(v), { message: ADMIN_LEAGUE_MESSAGES.system });

const ZOptionalDate = z.union([ZIsoDate, z.null()]).optional();

/** POST /api/admin/leagues and PUT /api/admin/leagues/:id. */
export const ZLeagueRequest = z
  .object({
    nombre: zText({ required: ADMIN_LEAGUE_MESSAGES.nameRequired, max: 120 }),
    descripcion: zText({ max: 1000, multiline: true }).nullable().optional(),
    activa: z.boolean({ message: 'Valor no válido' }).optional(),
    fecha_inicio: ZOptionalDate,
    fecha_fin: ZOptionalDate,
    sistema_puntuacion: ZScoringSystem,
    numero_torneos_descartados: z
      .number({ message: ADMIN_LEAGUE_MESSAGES.discards })
      .int({ message: ADMIN_LEAGUE_MESSAGES.discards })
      .min(0, { message: ADMIN_LEAGUE_MESSAGES.discards })
      .max(100, { message: ADMIN_LEAGUE_MESSAGES.discards })
      .optional(),
    /** 'Mitad de puntos por equipo': each member of a pair or team gets half their side's points. */
    mitad_puntos_equipos: z.boolean({ message: 'Valor no válido' }).optional(),
  })
  .refine((v) => !v.fecha_inicio || !v.fecha_fin || v.fecha_inicio <= v.fecha_fin, {
    message: ADMIN_LEAGUE_MESSAGES.datesReversed,
    path: ['fecha_fin'],
  });
export type TLeagueRequest = z.input<typeof ZLeagueRequest>;

export const ZAdminLeague = ZLeagueCard.extend({
  numero_torneos_descartados: z.number().int(),
  mitad_puntos_equipos: z.boolean(),
});
export type TAdminLeague = z.infer<typeof ZAdminLeague>;
export const ZAdminLeagues = z.array(ZAdminLeague);

/** A tournament of the league in /admin/ligas (name and date, T§2). */
export const ZAdminLeagueTournament = z.object({
  torneo_id: ZUuid,
  nombre: z.string(),
  fecha_juego: z.string(),
  orden_torneo: z.number().int(),
});
export type TAdminLeagueTournament = z.infer<typeof ZAdminLeagueTournament>;
export const ZAdminLeagueTournaments = z.array(ZAdminLeagueTournament);

/** A tournament the dialog can add (every tournament, newest first). */
export const ZTournamentOption = z.object({ id: ZUuid, nombre: z.string(), fecha_juego: z.string() });
export const ZTournamentOptions = z.array(ZTournamentOption);
export type TTournamentOption = z.infer<typeof ZTournamentOption>;

/** POST /api/admin/leagues/:id/tournaments. */
export const ZAddLeagueTournamentRequest = z.object({ torneo_id: ZUuid });

/** PUT /api/admin/leagues/:id/tournaments/order: every tournament of the league once, in the new order. */
export const ZLeagueOrderRequest = z.object({
  torneo_ids: z.array(ZUuid).max(500),
});

/**
 * A card of a league's tournament that gets no league points because holes are missing ('Incompleta', design.md
 * §14): the side (a player, or a pair 'Nombre 1 / Nombre 2') and its holes without a result.
 */
export const ZIncompleteCard = z.object({
  torneo_id: ZUuid,
  torneo: z.string(),
  participante_ids: z.array(ZUuid),
  nombre: z.string(),
  hoyos_sin_resultado: z.array(z.number().int()),
});
export type TIncompleteCard = z.infer<typeof ZIncompleteCard>;

/** GET /api/admin/leagues/:id/calculate/preview: what 'Calcular Puntuaciones' shows before it runs. */
export const ZCalculatePreview = z.object({ incompletas: z.array(ZIncompleteCard) });
export type TCalculatePreview = z.infer<typeof ZCalculatePreview>;

/** POST /api/admin/leagues/:id/calculate ('Calcular Puntuaciones'); `incompletas` as the preview lists them. */
export const ZCalculateResponse = z.object({
  participantes: z.number().int(),
  torneos: z.number().int(),
  sistema_puntuacion: z.string(),
  incompletas: z.array(ZIncompleteCard).optional(),
});
export type TCalculateResponse = z.infer<typeof ZCalculateResponse>;

/** POST /api/admin/leagues/:id/tournaments/:torneoId/recalculate ('Recalcular puntos'). */
export const ZRecalculateResponse = z.object({ participantes: z.number().int() });
