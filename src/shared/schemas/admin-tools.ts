/**
 * The account tools of /admin (T§2, T§7 edge functions, T§8, T§9): orphaned accounts ('Usuarios Huérfanos'),
 * players without account and their bulk accounts, assigning an existing account to a player.
 */
import { z } from 'zod';
import { ZUuid, zText } from './common';

export const ADMIN_TOOLS_MESSAGES = {
  emailOrIdRequired: 'Email o ID requerido',
  selectUsers: 'Selecciona al menos un usuario',
  selectPlayers: 'Selecciona al menos un jugador',
  tooMany: 'Demasiados elementos en una sola petición',
  userNotFound: 'Usuario de autenticación no encontrado',
  profileNotFound: 'Perfil no encontrado',
  playerHasAccount: 'Este jugador ya tiene un usuario asignado',
  accountHasPlayer: 'Este usuario ya está asignado a otro jugador',
  notOrphanAnyMore: 'Algún usuario ya no está huérfano: vuelve a cargar la lista',
  ownAccount: 'No puedes eliminar tu propia cuenta',
} as const;
const M = ADMIN_TOOLS_MESSAGES;

/** T§9: lists show ids truncated to 8 characters; temporary e-mails use the player id's first 8. */
export const SHORT_ID_LENGTH = 8;
export const TEMP_EMAIL_DOMAIN = 'temp-golf.local';
export const shortId = (id: string) => id.slice(0, SHORT_ID_LENGTH);
/** 'jugador-{8 chars}@temp-golf.local' for a player without e-mail (T§9). */
export const temporaryEmailFor = (playerId: string) => `jugador-${shortId(playerId)}@${TEMP_EMAIL_DOMAIN}`;
export const isTemporaryEmail = (email: string | null | undefined) =>
  !!email && email.toLowerCase().endsWith(`@${TEMP_EMAIL_DOMAIN}`);

const MAX_BATCH = 1000;

/** GET /api/admin/summary: the count of registered players on the /admin panel. */
export const ZAdminSummary = z.object({ jugadores: z.number().int() });
export type TAdminSummary = z.infer<typeof ZAdminSummary>;

/** An account (Better Auth user) as the tools list it (T§3 "Orphaned account": id, email, created_at). */
export const ZAuthUserItem = z.object({ id: z.string(), email: z.string(), created_at: z.string() });
export type TAuthUserItem = z.infer<typeof ZAuthUserItem>;

/** GET /api/admin/tools/orphaned-users: accounts that no player uses (also the accounts free to assign). */
export const ZOrphanedUsersResponse = z.object({
  usuarios: z.array(ZAuthUserItem),
  count: z.number().int(),
});
export type TOrphanedUsersResponse = z.infer<typeof ZOrphanedUsersResponse>;

/** POST /api/admin/tools/orphaned-users/delete: the accounts the administrator saw and confirmed. */
export const ZDeleteOrphanedUsersRequest = z.object({
  ids: z
    .array(zText({ required: M.selectUsers, max: 128 }), { message: M.selectUsers })
    .min(1, { message: M.selectUsers })
    .max(MAX_BATCH, { message: M.tooMany }),
});
export type TDeleteOrphanedUsersRequest = z.infer<typeof ZDeleteOrphanedUsersRequest>;

export const ZDeleteOrphanedUsersResponse = z.object({ deletedCount: z.number().int() });
export type TDeleteOrphanedUsersResponse = z.infer<typeof ZDeleteOrphanedUsersResponse>;

/** T§3 "Player without account": id, nombre (plus the e-mail the account would get). */
export const ZPlayerWithoutAccount = z.object({
  id: ZUuid,
  nombre: z.string(),
  email: z.string().nullable(),
});
export type TPlayerWithoutAccount = z.infer<typeof ZPlayerWithoutAccount>;

/** GET /api/admin/tools/players-without-account. */
export const ZPlayersWithoutAccountResponse = z.object({
  jugadores: z.array(ZPlayerWithoutAccount),
  count: z.number().int(),
});
export type TPlayersWithoutAccountResponse = z.infer<typeof ZPlayersWithoutAccountResponse>;

/** POST /api/admin/tools/players-without-account/create-accounts: the players the administrator chose. */
export const ZCreateAccountsRequest = z.object({
  ids: z
    .array(ZUuid, { message: M.selectPlayers })
    .min(1, { message: M.selectPlayers })
    .max(MAX_BATCH, { message: M.tooMany }),
});
export type TCreateAccountsRequest = z.infer<typeof ZCreateAccountsRequest>;

const ZCreatedAccount = z.object({ id: ZUuid, nombre: z.string(), email: z.string() });

/** The bulk summary (T§7): successful, failed and the temporary e-mails made; plus set-password e-mails sent. */
export const ZCreateAccountsResponse = z.object({
  successful: z.array(ZCreatedAccount),
  failed: z.array(z.object({ id: z.string(), nombre: z.string(), error: z.string() })),
  temporaryEmails: z.array(ZCreatedAccount),
  /** Set-password e-mails accepted by SMTP. */
  emailsSent: z.number().int(),
  /** Without SMTP: written to the outbox only, not sent. */
  emailsStored: z.number().int(),
  /** Refused by SMTP (kept in the outbox as not sent). */
  emailsFailed: z.number().int(),
});
export type TCreateAccountsResponse = z.infer<typeof ZCreateAccountsResponse>;

/** POST /api/admin/tools/assign-account: an existing account (by e-mail or id) to a player without account. */
export const ZAssignAccountRequest = z.object({
  jugador_id: ZUuid,
  usuario: zText({ required: M.emailOrIdRequired, max: 254 }),
});
export type TAssignAccountRequest = z.infer<typeof ZAssignAccountRequest>;

export const ZAssignAccountResponse = z.object({
  jugador: z.object({ id: ZUuid, nombre: z.string() }),
  usuario: z.object({ id: z.string(), email: z.string() }),
});
export type TAssignAccountResponse = z.infer<typeof ZAssignAccountResponse>;
