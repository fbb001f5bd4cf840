/**
 * 'Gestión de Partidas' (T§2, T§4, T§5, T§7, T§9): a tournament's groups with tee times, published by the
 * administrator, their validation, and the tournament e-mail with each player's group and tee time.
 */
import { z } from 'zod';
import { HOLES_PER_ROUND, MAX_GROUP_SIZE, MAX_INTERVAL_MINUTES, MIN_INTERVAL_MINUTES } from '@/shared/domain';
import { ZUuid } from './common';

export const ADMIN_GROUPS_MESSAGES = {
  noParticipants: 'No hay participantes en este torneo',
  publishNeeds: 'Debe seleccionar un torneo y tener partidas creadas',
  groupSize: 'Cada partida debe tener entre 1 y 4 jugadores',
  duplicatePlayer: 'Un jugador no puede estar en dos partidas',
  duplicateGroup: 'Una partida aparece dos veces',
  interval: 'Los minutos entre partidas deben estar entre 5 y 30',
  teeTime: 'La hora de salida debe tener el formato HH:MM',
  teeTimeOverflow: 'Las horas de salida pasan de las 23:59',
  notParticipant: 'Algún jugador no está inscrito en este torneo: vuelve a cargar los participantes',
  unknownGroup: 'Alguna partida ya no existe: vuelve a cargar las partidas',
  tooManyGroups: 'Demasiadas partidas en una sola petición',
  tournamentNotFound: 'Torneo no encontrado',
  inactive: 'Solo se gestionan las partidas de los torneos activos',
  groupNotFound: 'Partida no encontrada',
  validatedChanged: (names: string) =>
    `${names}: partida validada. Confirma que quieres cambiar sus jugadores.`,
  noPublishedGroups: 'El torneo no tiene partidas publicadas',
  alreadySent: 'Los emails de este torneo ya se enviaron. Confirma que quieres enviarlos de nuevo.',
  sendFailedOne: 'No se pudo enviar el email',
  sendFailedMany: 'No se pudieron enviar los emails',
  startHole: 'El hoyo de salida debe estar entre 1 y 18',
  startMode: 'El modo de salida debe ser por intervalo o a tiro',
  shotgunTooMany: 'Una salida a tiro admite como máximo 18 partidas (una por hoyo)',
} as const;
const M = ADMIN_GROUPS_MESSAGES;

/** A tournament of the selector (T§7: active ones by fecha_juego descending), with its course and e-mail state. */
export const ZGroupsTournament = z.object({
  id: z.string(),
  nombre: z.string(),
  fecha_juego: z.string(),
  activo: z.boolean(),
  campo: z.object({ nombre: z.string(), ubicacion: z.string().nullable() }).nullable(),
  email_enviado_at: z.string().nullable(),
});
export type TGroupsTournament = z.infer<typeof ZGroupsTournament>;

export const ZGroupsTournamentsResponse = z.array(ZGroupsTournament);
export type TGroupsTournamentsResponse = z.infer<typeof ZGroupsTournamentsResponse>;

/** A participant as the panel shows it (T§7: id, handicap_torneo, profile nombre, handicap). */
export const ZGroupParticipant = z.object({
  participante_id: z.string(),
  nombre: z.string(),
  handicap_torneo: z.number().nullable(),
  handicap: z.number().nullable(),
  es_invitado: z.boolean(),
  /** Whether the tournament e-mail can reach them (a real e-mail on their profile). */
  tiene_email: z.boolean(),
  /** Holes with strokes: they follow the player whatever group they move to. */
  hoyos_jugados: z.number().int(),
});
export type TGroupParticipant = z.infer<typeof ZGroupParticipant>;

/** A published group: participant ids by seat. */
export const ZPublishedGroup = z.object({
  id: z.string(),
  nombre: z.string(),
  orden_salida: z.number().int(),
  /** 'HH:MM'; null: a match without an agreed time. */
  hora_salida: z.string().nullable(),
  /** The hole the group starts from (1 unless a shotgun start or a split tee). */
  hoyo_salida: z.number().int(),
  validada: z.boolean(),
  participantes: z.array(z.string()),
});
export type TPublishedGroup = z.infer<typeof ZPublishedGroup>;

/** GET and PUT /api/admin/groups/tournaments/:torneoId. */
export const ZTournamentGroups = z.object({
  torneo: ZGroupsTournament,
  participantes: z.array(ZGroupParticipant),
  partidas: z.array(ZPublishedGroup),
  /** The accepted pairs of a pairs tournament ([] otherwise): 'Generar Partidas' keeps partners together. */
  parejas: z.array(z.object({ participante_ids: z.tuple([ZUuid, ZUuid]) })),
});
export type TTournamentGroups = z.infer<typeof ZTournamentGroups>;

const ZTeeTime = z.string({ message: M.teeTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: M.teeTime });

/** 'intervalo': group k at hora_inicio + (k − 1) × interval from hole 1; 'tiro' (shotgun): all at hora_inicio, group k from hole k. */
export const MODOS_SALIDA = ['intervalo', 'tiro'] as const;
export const ZModoSalida = z.enum(MODOS_SALIDA, { message: M.startMode });
export type TModoSalida = z.infer<typeof ZModoSalida>;

const ZDraftGroup = z.object({
  /** A saved group's id (it keeps its id and validation); absent or null for a new group. */
  id: ZUuid.nullish(),
  participantes: z
    .array(ZUuid, { message: M.groupSize })
    .min(1, { message: M.groupSize })
    .max(MAX_GROUP_SIZE, { message: M.groupSize }),
  /** This group's own tee time; absent: it follows from hora_inicio + interval ('intervalo') or is hora_inicio ('tiro'). */
  hora_salida: ZTeeTime.optional(),
  /** This group's starting hole (1–18); absent: 1 ('intervalo') or its place in the order ('tiro'). */
  hoyo_salida: z
    .number({ message: M.startHole })
    .int({ message: M.startHole })
    .min(1, { message: M.startHole })
    .max(HOLES_PER_ROUND, { message: M.startHole })
    .optional(),
});

/**
 * PUT /api/admin/groups/tournaments/:torneoId ('Publicar Partidas' / 'Actualizar Partidas'): the groups in start
 * order; names and tee times follow from the order, the first tee time and the interval (T§9).
 */
export const ZPublishGroupsRequest = z
  .object({
    hora_inicio: ZTeeTime,
    /** Absent: 'intervalo'. */
    modo_salida: ZModoSalida.optional(),
    intervalo_minutos: z
      .number({ message: M.interval })
      .int({ message: M.interval })
      .min(MIN_INTERVAL_MINUTES, { message: M.interval })
      .max(MAX_INTERVAL_MINUTES, { message: M.interval }),
    partidas: z
      .array(ZDraftGroup, { message: M.publishNeeds })
      .min(1, { message: M.publishNeeds })
      .max(200, { message: M.tooManyGroups }),
    /** Required to change the players of a validated group or to remove one (design.md §13). */
    confirmar_validadas: z.boolean({ message: 'Datos no válidos' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.modo_salida === 'tiro' && body.partidas.length > HOLES_PER_ROUND) {
      ctx.addIssue({ code: 'custom', path: ['partidas'], message: M.shotgunTooMany });
    }
    const players = new Set<string>();
    const groups = new Set<string>();
    body.partidas.forEach((group, i) => {
      if (group.id) {
        if (groups.has(group.id)) {
          ctx.addIssue({ code: 'custom', path: ['partidas', i, 'id'], message: M.duplicateGroup });
        }
        groups.add(group.id);
      }
      for (const id of group.participantes) {
        if (players.has(id)) {
          ctx.addIssue({ code: 'custom', path: ['partidas', i], message: M.duplicatePlayer });
          return;
        }
        players.add(id);
      }
    });
  });
export type TPublishGroupsRequest = z.infer<typeof ZPublishGroupsRequest>;

/** POST /api/admin/groups/tournaments/:torneoId/email. */
export const ZSendTournamentEmailRequest = z.object({
  /** Required once the e-mail was sent: sending twice asks first. */
  reenviar: z.boolean({ message: 'Datos no válidos' }).optional(),
});
export type TSendTournamentEmailRequest = z.infer<typeof ZSendTournamentEmailRequest>;

export const ZSendTournamentEmailResponse = z.object({
  /** Accepted by the SMTP server. */
  enviados: z.number().int(),
  /** Without SMTP: written to the outbox only (with their .ics), not sent. */
  guardados: z.number().int(),
  /** Every address that could not be sent to, with the reason: never silently dropped. */
  fallidos: z.array(z.object({ nombre: z.string(), email: z.string(), error: z.string() })),
  /** Participants in a group without a usable e-mail (guests, no e-mail, temporary e-mail). */
  sin_email: z.array(z.string()),
  /** Participants with an e-mail but in no published group. */
  sin_partida: z.array(z.string()),
  email_enviado_at: z.string().nullable(),
});
export type TSendTournamentEmailResponse = z.infer<typeof ZSendTournamentEmailResponse>;
