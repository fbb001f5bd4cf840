/**
 * Invitations (decision record 029): an administrator makes a personal sign-up link for a club player without
 * account; whoever signs up through it — or, signed in, accepts it — becomes that player's account through the
 * same join as 'Unir cuenta a este jugador' (admin-players/pending-accounts.ts). Only the SHA-256 of a link's token
 * is stored; the link itself exists only in the answer that made it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  INVITATION_DAYS,
  INVITATION_MESSAGES as M,
  type TCreateInvitationsResponse,
  type TCreatedInvitation,
  type TInvitationAccepted,
  type TInvitationLookup,
  type TInvitedSignUpRequest,
  type TOpenInvitation,
} from '@/shared/schemas/invitations';
import { safeRedirectTarget } from '@/shared/redirect-target';
import type { AppDeps } from '@/server/context';
import { spanish } from '@/server/db/collation';
import type { Db } from '@/server/db/client';
import { invitaciones, profiles, user } from '@/server/db/schema';
import { withoutConfirmationEmail } from '@/server/auth';
import type { Actor } from '@/server/lib/actor';
import { AppError, conflict, notFound } from '@/server/lib/app-error';
import { authFailure, type AuthResult } from '@/server/modules/accounts/accounts.service';
import { joinAccountToPlayer } from '@/server/modules/admin-players/pending-accounts';
import { deleteAccounts } from '@/server/modules/admin-tools/player-accounts';

export type InvitationDeps = Pick<AppDeps, 'db' | 'auth' | 'config' | 'logger' | 'live' | 'clock'>;

/** Where a link lands: the token travels in the fragment, which no server, proxy log or Referer ever sees. */
export const INVITATION_PATH = '/invitacion';
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The open invitations: not used, not annulled, not expired. */
export async function listOpenInvitations(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<TOpenInvitation[]> {
  const rows = await deps.db
    .select({
      jugador_id: invitaciones.jugador_id,
      created_at: invitaciones.created_at,
      expira_en: invitaciones.expira_en,
    })
    .from(invitaciones)
    .where(
      and(
        isNull(invitaciones.usada_en),
        isNull(invitaciones.anulada_en),
        gt(invitaciones.expira_en, deps.clock()),
      ),
    )
    .orderBy(asc(invitaciones.created_at));
  return rows.map((r) => ({
    jugador_id: r.jugador_id,
    created_at: r.created_at.toISOString(),
    expira_en: r.expira_en.toISOString(),
  }));
}

/**
 * Invites each chosen player without account: a new link (30 days) that replaces their open one. Players with an
 * account, or unknown, are listed in `omitidos`. One transaction for all: the players' rows are locked, so a link
 * is never made for a player who got an account meanwhile.
 */
export async function createInvitations(
  deps: InvitationDeps,
  actor: Actor,
  ids: string[],
): Promise<TCreateInvitationsResponse> {
  const unique = [...new Set(ids)];
  const now = deps.clock();
  const expira = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const made = await deps.db.transaction(async (tx) => {
    const players = await tx
      .select({ id: profiles.id, nombre: profiles.nombre, user_id: profiles.user_id })
      .from(profiles)
      .where(inArray(profiles.id, unique))
      .orderBy(spanish(profiles.nombre), asc(profiles.id))
      .for('update');
    const found = new Set(players.map((p) => p.id));
    const omitidos: TCreateInvitationsResponse['omitidos'] = unique
      .filter((id) => !found.has(id))
      .map((id) => ({ jugador_id: id, nombre: '', motivo: M.skippedNotFound }));
    const invited = players.filter((p) => {
      if (p.user_id) omitidos.push({ jugador_id: p.id, nombre: p.nombre, motivo: M.skippedHasAccount });
      return !p.user_id;
    });
    const links = invited.map((p) => ({ player: p, token: randomBytes(32).toString('base64url') }));
    if (links.length > 0) {
      await tx
        .update(invitaciones)
        .set({ anulada_en: now })
        .where(
          and(
            inArray(
              invitaciones.jugador_id,
              invited.map((p) => p.id),
            ),
            isNull(invitaciones.usada_en),
            isNull(invitaciones.anulada_en),
          ),
        );
      await tx.insert(invitaciones).values(
        links.map(({ player, token }) => ({
          jugador_id: player.id,
          token_hash: hashToken(token),
          creada_por: actor.userId,
          created_at: now,
          expira_en: expira,
        })),
      );
    }
    return { links, omitidos };
  });
  const invitations: TCreatedInvitation[] = [];
  for (const { player, token } of made.links) {
    const url = `${deps.config.baseUrl}${INVITATION_PATH}#${token}`;
    invitations.push({
      jugador_id: player.id,
      nombre: player.nombre,
      url,
      qr_svg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      expira_en: expira.toISOString(),
    });
  }
  return { invitaciones: invitations, omitidos: made.omitidos };
}

/** Annuls the player's open invitation: its link says 'Esta invitación se ha anulado'. */
export async function revokeInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, playerId: string): Promise<void> {
  const annulled = await deps.db
    .update(invitaciones)
    .set({ anulada_en: deps.clock() })
    .where(
      and(
        eq(invitaciones.jugador_id, playerId),
        isNull(invitaciones.usada_en),
        isNull(invitaciones.anulada_en),
      ),
    )
    .returning({ id: invitaciones.id });
  if (annulled.length === 0) throw notFound(M.noOpenInvitation);
}

interface OpenInvitation {
  id: string;
  jugador_id: string;
  nombre: string;
  email: string | null;
  expira_en: Date;
}

/** The invitation of this token when it can still be used; otherwise the Spanish reason why not. */
async function openInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<OpenInvitation> {
  const [row] = await deps.db
    .select({
      id: invitaciones.id,
      jugador_id: invitaciones.jugador_id,
      expira_en: invitaciones.expira_en,
      usada_en: invitaciones.usada_en,
      anulada_en: invitaciones.anulada_en,
      nombre: profiles.nombre,
      email: profiles.email,
      user_id: profiles.user_id,
    })
    .from(invitaciones)
    .innerJoin(profiles, eq(profiles.id, invitaciones.jugador_id))
    .where(eq(invitaciones.token_hash, hashToken(token)));
  if (!row) throw notFound(M.notFound);
  if (row.usada_en) throw conflict(M.used);
  if (row.anulada_en) throw conflict(M.revoked);
  if (row.expira_en.getTime() <= deps.clock().getTime()) throw conflict(M.expired);
  if (row.user_id) throw conflict(M.playerHasAccount);
  return {
    id: row.id,
    jugador_id: row.jugador_id,
    nombre: row.nombre,
    email: row.email,
    expira_en: row.expira_en,
  };
}

/** POST /api/invitations/lookup: whom an open link is for. */
export async function lookupInvitation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<TInvitationLookup> {
  const inv = await openInvitation(deps, token);
  return { nombre: inv.nombre, email: inv.email, expira_en: inv.expira_en.toISOString() };
}

async function markUsed(db: Db, invitationId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(invitaciones)
    .set({ usada_en: at, usuario_id: userId })
    .where(eq(invitaciones.id, invitationId));
}

/**
 * The e-mail an invited player signs up with must be nobody else's: not another account's (sign in with it and
 * accept the link instead), not another player's (whose link or join it would be).
 */
async function requireEmailForInvitation(db: Db, email: string, playerId: string): Promise<void> {
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (account) throw conflict(M.emailHasAccount);
  const [other] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.email}) = ${email}`, ne(profiles.id, playerId)))
    .limit(1);
  if (other) throw conflict(M.emailOfOtherPlayer);
}

/**
 * POST /api/invitations/sign-up: Better Auth's e-mail sign-up under the player's name, then the join that makes the
 * new account the player's (its sign-up profile goes; the player's e-mail becomes the account's, confirmed). When
 * the join is refused (the player got an account meanwhile) the new account is removed again: nothing is left half
 * done. The answer carries the session cookie, with or without SMTP.
 */
export async function signUpWithInvitation(
  deps: InvitationDeps,
  input: TInvitedSignUpRequest,
  headers: Headers,
): Promise<AuthResult<TInvitationAccepted>> {
  const { db, auth } = deps;
  const inv = await openInvitation(deps, input.token);
  await requireEmailForInvitation(db, input.email, inv.jugador_id);

  const res = await withoutConfirmationEmail(() =>
    auth.api.signUpEmail({
      body: {
        name: inv.nombre,
        email: input.email,
        password: input.password,
        callbackURL: safeRedirectTarget(input.destino) ?? '/',
      },
      headers,
      asResponse: true,
    }),
  );
  if (!res.ok) throw await authFailure(res);
  const body = (await res.json()) as { token: string | null; user: { id: string } };
  const userId = body.user.id;
  try {
    await joinAccountToPlayer(deps, userId, inv.jugador_id, userId);
  } catch (err) {
    await db.transaction(async (tx) => {
      await tx.delete(profiles).where(eq(profiles.user_id, userId));
      await deleteAccounts(tx, [userId]);
    });
    if (err instanceof AppError && err.code === 'CONFLICT') throw conflict(M.playerHasAccount);
    throw err;
  }
  await markUsed(db, inv.id, userId, deps.clock());
  deps.logger.info({ userId, profileId: inv.jugador_id }, 'account made through an invitation');

  if (body.token) return { body: { jugador_id: inv.jugador_id }, cookies: res.headers.getSetCookie() };
  // With SMTP Better Auth signs nobody in before the e-mail is confirmed; the join has confirmed it.
  const signIn = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (!signIn.ok) throw await authFailure(signIn);
  return { body: { jugador_id: inv.jugador_id }, cookies: signIn.headers.getSetCookie() };
}

/**
 * POST /api/invitations/claim: the signed-in account (an earlier sign-up, or one just made with Google) becomes the
 * invited player's through the same join; what its own profile had (enrolments, personal games) moves to the
 * player. Not for an administrator's account (an administrator opening a link to try it must not become the
 * player), nor for an account whose e-mail is another player's (whose join it waits for).
 */
export async function claimInvitation(
  deps: InvitationDeps,
  actor: Actor,
  token: string,
): Promise<TInvitationAccepted> {
  const inv = await openInvitation(deps, token);
  if (actor.isAdmin) throw conflict(M.adminClaim);
  if (!actor.profileId) throw conflict(M.claimNoProfile);
  const [other] = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.email}) = ${actor.email.toLowerCase()}`,
        isNull(profiles.user_id),
        ne(profiles.id, inv.jugador_id),
      ),
    )
    .limit(1);
  if (other) throw conflict(M.claimOtherPlayer);
  await joinAccountToPlayer(deps, actor.userId, inv.jugador_id, actor.userId);
  await markUsed(deps.db, inv.id, actor.userId, deps.clock());
  deps.logger.info(
    { userId: actor.userId, profileId: inv.jugador_id },
    'account joined through an invitation',
  );
  return { jugador_id: inv.jugador_id };
}
