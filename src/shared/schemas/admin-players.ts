/** /admin/jugadores and /admin/jugadores/{jugadorId} (T§2, T§3, T§5, T§7 "Administration"). */
import { z } from 'zod';
import { HANDICAP_INDEX_MAX, HANDICAP_INDEX_MIN } from '@/shared/domain';
import { ZProfile } from './accounts';
import { ZOutboxState } from './admin-mail';
import { ZIsoDate, ZSexo, ZTramoEdad, ZUuid, zHandicapNumber, zText } from './common';

export const ADMIN_PLAYER_MESSAGES = {
  required: 'El nombre y la fecha de nacimiento son obligatorios',
  handicap: 'El hándicap debe estar entre -10 y 54',
  handicapNumber: 'El handicap debe ser un número válido',
  handicapStep: 'El hándicap admite como máximo un decimal',
  telefono: 'Teléfono no válido',
  email: 'Email no válido',
  emailRequired: 'Email requerido',
  date: 'Fecha no válida',
  profileNotFound: 'Perfil no encontrado',
  authUserNotFound: 'Usuario de autenticación no encontrado',
  emailTakenByAccount: 'Este email ya está en uso por otra cuenta',
  emailTakenByPlayer: 'Este email ya está asignado a otro jugador',
  passwordShort: 'La contraseña debe tener al menos 6 caracteres',
  noPendingAccount: 'Este jugador no tiene ninguna cuenta pendiente de unir',
  joinBothResults: 'No se pueden unir: la cuenta y el jugador tienen resultados de torneo',
  joinSameTournament: 'No se pueden unir: la cuenta y el jugador están inscritos en el mismo torneo',
  joinSameGame: 'No se pueden unir: la cuenta y el jugador juegan la misma partida personal',
  joinChanged: 'El jugador o la cuenta han cambiado mientras tanto: vuelve a intentarlo',
  accountAwaitsOther: (nombre: string) =>
    `Esta cuenta está pendiente de unirse a ${nombre}: únela desde su ficha con 'Unir cuenta a este jugador'`,
} as const;
const M = ADMIN_PLAYER_MESSAGES;

export const PLAYER_LIMITS = {
  nombreMax: 120,
  telefonoMax: 30,
  licenciaMax: 40,
  handicapMin: HANDICAP_INDEX_MIN,
  handicapMax: HANDICAP_INDEX_MAX,
  /** T§5: "Profile handicap input range -10 to 54, step 0.1". */
  handicapStep: 0.1,
  passwordMin: 6,
  passwordMax: 128,
} as const;

const PHONE = /^[+()\d\s.-]{6,30}$/;
const EMAIL = z.email();

/** A text that may be left empty: '' and null both mean "none". */
const optionalText = (max: number) =>
  zText({ max })
    .nullish()
    .transform((v) => (v ? v : null));

const ZOptionalDate = z
  .string({ message: M.date })
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(ZIsoDate.nullable());

/** The player's e-mail, trimmed and lower-cased. */
export const ZPlayerEmail = zText({ required: M.emailRequired, max: 254 })
  .refine((v) => EMAIL.safeParse(v).success, { message: M.email })
  .transform((v) => v.toLowerCase());

/**
 * Profile handicap index: −10…54, one decimal at most (step 0.1), or null / '' (no handicap). Typed as the club
 * writes it: '12,4', and '+0,8' for a plus handicap (stored −0.8).
 */
export const ZPlayerHandicap = zHandicapNumber(M.handicapNumber)
  .pipe(
    z
      .number({ message: M.handicapNumber })
      .min(HANDICAP_INDEX_MIN, { message: M.handicap })
      .max(HANDICAP_INDEX_MAX, { message: M.handicap })
      .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: M.handicapStep })
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

/** Every profile field of T§3 an administrator edits (the e-mail and the image have their own calls). */
const playerFields = {
  nombre: zText({ required: M.required, max: PLAYER_LIMITS.nombreMax }),
  fecha_nacimiento: z.string({ message: M.required }).trim().min(1, { message: M.required }).pipe(ZIsoDate),
  /** Admins may change the entry date; a new player without one enters today (T§5). */
  fecha_entrada_pena: ZOptionalDate,
  telefono: optionalText(PLAYER_LIMITS.telefonoMax).refine((v) => v === null || PHONE.test(v), {
    message: M.telefono,
  }),
  handicap: ZPlayerHandicap,
  sexo: ZSexo.nullish().transform((v) => v ?? null),
  tramo_edad: ZTramoEdad.nullish().transform((v) => v ?? null),
  numero_licencia_federativa: optionalText(PLAYER_LIMITS.licenciaMax),
};

/** PUT /api/admin/players/:id. */
export const ZUpdatePlayerRequest = z.object(playerFields);
export type TUpdatePlayerRequest = z.input<typeof ZUpdatePlayerRequest>;

/** POST /api/admin/players: a player without account; an e-mail given here is kept on the profile only. */
export const ZCreatePlayerRequest = z.object({
  ...playerFields,
  email: z
    .union([z.literal(''), ZPlayerEmail], { message: M.email })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TCreatePlayerRequest = z.input<typeof ZCreatePlayerRequest>;

/** PUT /api/admin/players/:id/email: set or change the e-mail (creates the account when there is none). */
export const ZSetPlayerEmailRequest = z.object({ email: ZPlayerEmail });
export type TSetPlayerEmailRequest = z.input<typeof ZSetPlayerEmailRequest>;

/** PUT /api/admin/players/:id/password: the new password of the player's account (T§5: at least 6). */
export const ZChangePlayerPasswordRequest = z.object({
  password: z
    .string({ message: M.passwordShort })
    .min(PLAYER_LIMITS.passwordMin, { message: M.passwordShort })
    .max(PLAYER_LIMITS.passwordMax, { message: 'La contraseña no puede tener más de 128 caracteres' }),
});
export type TChangePlayerPasswordRequest = z.infer<typeof ZChangePlayerPasswordRequest>;

/** A row of the players table. */
export const ZAdminPlayerListItem = z.object({
  id: ZUuid,
  nombre: z.string(),
  email: z.string().nullable(),
  handicap: z.number().nullable(),
  /** Empty for a player imported from a sheet without it (decision record 030): the list flags it. */
  fecha_nacimiento: z.string().nullable(),
  tiene_cuenta: z.boolean(),
  profile_image_url: z.string().nullable(),
  /** The e-mail of an account signed up with this player's e-mail and waiting to be joined to it. */
  cuenta_pendiente: z.string().nullable(),
});
export type TAdminPlayerListItem = z.infer<typeof ZAdminPlayerListItem>;

/** GET /api/admin/players: every player, by name in Spanish order. */
export const ZAdminPlayersResponse = z.array(ZAdminPlayerListItem);
export type TAdminPlayersResponse = z.infer<typeof ZAdminPlayersResponse>;

/** The player's login account, when linked. */
export const ZPlayerAccount = z.object({
  id: z.string(),
  email: z.string(),
  email_verificado: z.boolean(),
  tiene_contrasena: z.boolean(),
  es_admin: z.boolean(),
  created_at: z.string(),
});
export type TPlayerAccount = z.infer<typeof ZPlayerAccount>;

/**
 * An account signed up with the e-mail of a player who has no account: it got a profile of its own (the e-mail was
 * not proven) and waits to be joined to the player — by the confirmation or recovery link, or by an administrator.
 */
export const ZPendingAccount = z.object({
  id: z.string(),
  email: z.string(),
  email_verificado: z.boolean(),
  /** The profile the sign-up got, which the join removes. */
  perfil_id: ZUuid,
  perfil_nombre: z.string(),
});
export type TPendingAccount = z.infer<typeof ZPendingAccount>;

/** GET /api/admin/players/:id and the answer of every write on one player. */
export const ZAdminPlayerDetail = z.object({
  perfil: ZProfile,
  cuenta: ZPlayerAccount.nullable(),
  cuenta_pendiente: ZPendingAccount.nullable(),
});
export type TAdminPlayerDetail = z.infer<typeof ZAdminPlayerDetail>;

/** PUT /api/admin/players/:id/email. */
export const ZSetPlayerEmailResponse = ZAdminPlayerDetail.extend({
  cuenta_creada: z.boolean(),
  /**
   * The set-password e-mail of a new account: 'enviado' (SMTP accepted it), 'guardado' (no SMTP: in the outbox
   * only), 'fallido' (SMTP refused it); null when none was due (a temporary e-mail, an existing account).
   */
  email: ZOutboxState.nullable(),
});
export type TSetPlayerEmailResponse = z.infer<typeof ZSetPlayerEmailResponse>;

/** GET /api/admin/players/:id/deletion: what deleting the player takes with it and what it keeps. */
export const ZPlayerDeletionImpact = z.object({
  nombre: z.string(),
  /** The account deleted with the player (its e-mail), or null. */
  cuenta_email: z.string().nullable(),
  /** Enrolments in tournaments that are not finished (deleted). */
  inscripciones: z.array(z.object({ torneo: z.string(), fecha_juego: z.string() })),
  /** Finished tournaments whose participant row is kept with the player's name. */
  torneos_conservados: z.number().int(),
  /** Personal games where the player's row is kept with their name. */
  partidas_conservadas: z.number().int(),
  /** Personal games the player created: they stay, read-only, without creator. */
  partidas_creadas: z.number().int(),
  /** Why the player cannot be deleted now, or null. */
  bloqueo: z.string().nullable(),
});
export type TPlayerDeletionImpact = z.infer<typeof ZPlayerDeletionImpact>;

/** GET /api/admin/tools/diagnostics: the account diagnostics of /admin/jugadores. */
export const ZAccountDiagnostics = z.object({
  cuentas: z.number().int(),
  jugadores: z.number().int(),
  jugadores_con_cuenta: z.number().int(),
  jugadores_sin_cuenta: z.number().int(),
  cuentas_huerfanas: z.number().int(),
});
export type TAccountDiagnostics = z.infer<typeof ZAccountDiagnostics>;

/** POST /api/admin/players/:id/join-account: what moved from the sign-up's profile to the player. */
export const ZJoinAccountResponse = ZAdminPlayerDetail.extend({
  movido: z.object({ torneos: z.number().int(), partidas: z.number().int() }),
});
export type TJoinAccountResponse = z.infer<typeof ZJoinAccountResponse>;
