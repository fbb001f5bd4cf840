/**
 * Login accounts of players, made and changed by administrators through Better Auth's own API (its internal
 * adapter and password hasher: nothing hand-written). Shared by the account tools and the player editor.
 */
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { TOutboxState } from '@/shared/schemas/admin-mail';
import { ADMIN_PLAYER_MESSAGES as M } from '@/shared/schemas/admin-players';
import { ADMIN_TOOLS_MESSAGES } from '@/shared/schemas/admin-tools';
import type { AppDeps } from '@/server/context';
import { withProfileLink } from '@/server/auth';
import type { DbOrTx } from '@/server/db/client';
import { profiles, user, verification } from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/app-error';
import { withDeliveries } from '@/server/lib/mail';

/** Where the set-password link of a new account lands (the reset page signs the player in). */
export const SET_PASSWORD_PATH = '/auth/reset-password';

/** Refuses an e-mail that another account or another player already has (409, Spanish message). */
export async function requireEmailFree(
  db: DbOrTx,
  email: string,
  own: { profileId?: string | undefined; userId?: string | null | undefined } = {},
): Promise<void> {
  const normalized = email.toLowerCase();
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${normalized}`, own.userId ? ne(user.id, own.userId) : undefined))
    .limit(1);
  if (account) throw conflict(M.emailTakenByAccount);
  const [player] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.email}) = ${normalized}`,
        own.profileId ? ne(profiles.id, own.profileId) : undefined,
      ),
    )
    .limit(1);
  if (player) throw conflict(M.emailTakenByPlayer);
}

export interface CreatedAccount {
  userId: string;
  /** What became of the set-password e-mail: sent, stored in the outbox (no SMTP), failed; null when not asked. */
  email: TOutboxState | null;
}

/**
 * Creates the login account of a player who has none, linked to THAT player (withProfileLink), with the e-mail
 * confirmed (an administrator vouches for it), and sets the profile's e-mail to the account's. With
 * `sendSetPasswordEmail` Better Auth sends its password e-mail so that the player chooses a password.
 */
export async function createAccountForPlayer(
  deps: Pick<AppDeps, 'db' | 'auth' | 'logger'>,
  player: { id: string; nombre: string },
  email: string,
  opts: { sendSetPasswordEmail: boolean },
): Promise<CreatedAccount> {
  const { db, auth, logger } = deps;
  const [current] = await db
    .select({ user_id: profiles.user_id })
    .from(profiles)
    .where(eq(profiles.id, player.id));
  if (!current) throw notFound(M.profileNotFound);
  if (current.user_id) throw conflict(ADMIN_TOOLS_MESSAGES.playerHasAccount);
  await requireEmailFree(db, email, { profileId: player.id });

  const ctx = await auth.$context;
  let userId: string;
  try {
    const created = await withProfileLink(player.id, () =>
      ctx.internalAdapter.createUser(
        { name: player.nombre, email, emailVerified: true },
        { method: 'admin' },
      ),
    );
    userId = created.id;
  } catch (err) {
    // The link failed after the account row was written (a concurrent change of this player): remove that
    // account again so that nothing is left half done, then explain.
    await db
      .delete(user)
      .where(
        and(
          sql`lower(${user.email}) = ${email.toLowerCase()}`,
          sql`not exists (select 1 from ${profiles} where ${profiles.user_id} = ${user.id})`,
        ),
      );
    const [after] = await db
      .select({ user_id: profiles.user_id })
      .from(profiles)
      .where(eq(profiles.id, player.id));
    if (!after) throw notFound(M.profileNotFound);
    if (after.user_id) throw conflict(ADMIN_TOOLS_MESSAGES.playerHasAccount);
    await requireEmailFree(db, email, { profileId: player.id });
    throw err;
  }
  await db.update(profiles).set({ email }).where(eq(profiles.id, player.id));

  let sent: TOutboxState | null = null;
  if (opts.sendSetPasswordEmail) {
    try {
      // Better Auth logs and swallows a failed e-mail: the mailer tells what became of it.
      const { deliveries } = await withDeliveries(() =>
        auth.api.requestPasswordReset({ body: { email, redirectTo: SET_PASSWORD_PATH } }),
      );
      sent = deliveries[0] ?? 'fallido';
    } catch (err) {
      sent = 'fallido';
      logger.error({ err, email }, 'set-password e-mail for a new account could not be sent');
    }
  }
  return { userId, email: sent };
}

/** Sets the password of an account with Better Auth's hasher; ends its sessions unless it is the caller's. */
export async function setAccountPassword(
  deps: Pick<AppDeps, 'auth'>,
  userId: string,
  password: string,
  opts: { keepSessions: boolean },
): Promise<void> {
  const ctx = await deps.auth.$context;
  const hash = await ctx.password.hash(password);
  if (await ctx.internalAdapter.findCredentialAccount(userId)) {
    await ctx.internalAdapter.updatePassword(userId, hash);
  } else {
    await ctx.internalAdapter.createAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
  if (!opts.keepSessions) await ctx.internalAdapter.deleteUserSessions(userId);
}

/**
 * Deletes accounts inside the caller's transaction: their sessions, sign-in methods and roles go with them
 * (foreign keys on cascade), and so do their pending password links.
 */
export async function deleteAccounts(tx: DbOrTx, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  await tx
    .delete(verification)
    .where(and(inArray(verification.value, userIds), like(verification.identifier, 'reset-password:%')));
  const deleted = await tx.delete(user).where(inArray(user.id, userIds)).returning({ id: user.id });
  return deleted.length;
}
