/**
 * Invitations (decision record 029): a personal sign-up link for a club player without account, made by an
 * administrator ('Invitar' in /admin/jugadores) and opened at /invitacion#{token}.
 */
import { z } from 'zod';
import { ZEmail, ZPassword } from './accounts';
import { ZUuid, zText } from './common';

export const INVITATION_MESSAGES = {
  selectPlayers: 'Selecciona al menos un jugador',
  tooMany: 'Demasiados jugadores en una sola petición',
  tokenRequired: 'Falta el código de la invitación',
  notFound:
    'Este enlace de invitación no es válido. Comprueba que está completo o pide uno nuevo al administrador del club.',
  expired: 'Esta invitación ha caducado. Pide una nueva al administrador del club.',
  used: 'Esta invitación ya se ha usado. Inicia sesión con tu cuenta.',
  revoked: 'Esta invitación se ha anulado. Pide una nueva al administrador del club.',
  playerHasAccount: 'Este jugador ya tiene cuenta. Inicia sesión con ella.',
  emailHasAccount:
    'Ya hay una cuenta con este email. Inicia sesión con ella y vuelve a abrir el enlace para unirla a tu perfil.',
  emailOfOtherPlayer: 'Este email es el de otro jugador de la peña. Escribe el tuyo.',
  noOpenInvitation: 'Este jugador no tiene ninguna invitación abierta',
  skippedHasAccount: 'Ya tiene cuenta',
  skippedNotFound: 'Perfil no encontrado',
  adminClaim:
    'Has iniciado sesión como administrador: cierra sesión para registrarte con esta invitación, o asigna la cuenta desde la ficha del jugador.',
  claimNoProfile:
    'Tu cuenta no tiene perfil de jugador: pide a un administrador que la asigne a este jugador.',
  claimOtherPlayer:
    'El email de tu cuenta es el de otro jugador de la peña: pide a un administrador que una tu cuenta.',
} as const;
const M = INVITATION_MESSAGES;

/** How long a link stays valid. */
export const INVITATION_DAYS = 30;
const MAX_BATCH = 1000;

/** POST /api/admin/invitations: invite these players (a new link replaces a player's previous one). */
export const ZCreateInvitationsRequest = z.object({
  jugador_ids: z
    .array(ZUuid, { message: M.selectPlayers })
    .min(1, { message: M.selectPlayers })
    .max(MAX_BATCH, { message: M.tooMany }),
});
export type TCreateInvitationsRequest = z.infer<typeof ZCreateInvitationsRequest>;

/** A link just made: the only time its address exists outside the player's hands (only its hash is kept). */
export const ZCreatedInvitation = z.object({
  jugador_id: ZUuid,
  nombre: z.string(),
  url: z.string(),
  /** The address as a QR code, an SVG document. */
  qr_svg: z.string(),
  expira_en: z.string(),
});
export type TCreatedInvitation = z.infer<typeof ZCreatedInvitation>;

export const ZCreateInvitationsResponse = z.object({
  invitaciones: z.array(ZCreatedInvitation),
  /** Players not invited, and why ('Ya tiene cuenta'). */
  omitidos: z.array(z.object({ jugador_id: z.string(), nombre: z.string(), motivo: z.string() })),
});
export type TCreateInvitationsResponse = z.infer<typeof ZCreateInvitationsResponse>;

/** GET /api/admin/invitations: the open invitations (not used, annulled or expired), one per player at most. */
export const ZOpenInvitation = z.object({
  jugador_id: ZUuid,
  created_at: z.string(),
  expira_en: z.string(),
});
export type TOpenInvitation = z.infer<typeof ZOpenInvitation>;
export const ZOpenInvitationsResponse = z.array(ZOpenInvitation);

const ZToken = zText({ required: M.tokenRequired, max: 200 });

/** POST /api/invitations/lookup and /claim: the token of the link (from the address's fragment). */
export const ZInvitationTokenRequest = z.object({ token: ZToken });
export type TInvitationTokenRequest = z.infer<typeof ZInvitationTokenRequest>;

/** Whom the link is for: the sign-up page greets them ('Hola, {nombre}') and suggests the e-mail on file. */
export const ZInvitationLookup = z.object({
  nombre: z.string(),
  email: z.string().nullable(),
  expira_en: z.string(),
});
export type TInvitationLookup = z.infer<typeof ZInvitationLookup>;

/** POST /api/invitations/sign-up: the account of the invited player (its name is the player's). */
export const ZInvitedSignUpRequest = z.object({
  token: ZToken,
  email: ZEmail,
  password: ZPassword,
  /** Where the page was going (`/invitacion?destino=…`): Better Auth's callbackURL when it is a path of ours. */
  destino: z.string({ message: 'Destino no válido' }).max(512, { message: 'Destino no válido' }).optional(),
});
export type TInvitedSignUpRequest = z.infer<typeof ZInvitedSignUpRequest>;
export type TInvitedSignUpInput = z.input<typeof ZInvitedSignUpRequest>;

/** The answer of the invited sign-up and of the claim: the session cookie is set; the profile is the player's. */
export const ZInvitationAccepted = z.object({ jugador_id: ZUuid });
export type TInvitationAccepted = z.infer<typeof ZInvitationAccepted>;
