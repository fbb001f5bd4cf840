/** Accounts: sign-up with the player's profile, password reset that signs the player in, the session summary. */
import { and, eq, sql } from 'drizzle-orm';
import { safeRedirectTarget } from '@/shared/redirect-target';
import type { TMeResponse, TResetPasswordRequest, TSignUpRequest } from '@/shared/schemas/accounts';
import { claimMemberProfile, type Auth } from '@/server/auth';
import type { Db } from '@/server/db/client';
import { profiles, user, verification } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import type { Logger } from '@/server/lib/logger';
import { AppError, badRequest } from '@/server/lib/app-error';
import { spanishAuthMessage } from '@/server/lib/auth-messages';
import { accountAwaitsJoin } from '@/server/modules/admin-players/pending-accounts';
import { toProfileDto } from '@/server/modules/players/profile-dto';

/** Turns a failed Better Auth response into our AppError with its Spanish message. */
export async function authFailure(res: Response): Promise<AppError> {
  let code: string | undefined;
  try {
    code = ((await res.json()) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  const message = spanishAuthMessage(code, res.status);
  if (res.status === 401) return new AppError('UNAUTHENTICATED', message);
  if (res.status === 403) return new AppError('FORBIDDEN', message);
  if (
    res.status === 409 ||
    code === 'USER_ALREADY_EXISTS' ||
    code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
  ) {
    return new AppError('CONFLICT', message);
  }
  if (res.status >= 500) return new AppError('VALIDATION', 'Ocurrió un error inesperado');
  return new AppError('VALIDATION', message);
}

export interface AuthResult<T> {
  body: T;
  /** Set-Cookie headers of Better Auth's answer, to forward to the browser. */
  cookies: string[];
}

export async function signUp(
  db: Db,
  auth: Auth,
  input: TSignUpRequest,
  headers: Headers,
): Promise<AuthResult<{ requiresEmailConfirmation: boolean }>> {
  const res = await auth.api.signUpEmail({
    body: {
      name: input.nombre,
      email: input.email,
      password: input.password,
      callbackURL: safeRedirectTarget(input.destino) ?? '/',
    },
    headers,
    asResponse: true,
  });
  if (!res.ok) throw await authFailure(res);
  const body = (await res.json()) as { token: string | null; user: { id: string } };
  await db
    .update(profiles)
    .set({ telefono: input.telefono, nombre: input.nombre })
    .where(eq(profiles.user_id, body.user.id));
  return { body: { requiresEmailConfirmation: body.token === null }, cookies: res.headers.getSetCookie() };
}

const INVALID_LINK = 'El enlace de recuperación no es válido o ha caducado.';

/** Sets the new password from the e-mailed token, confirms the e-mail (the link proved it) and signs the player in. */
export async function resetPassword(
  db: Db,
  auth: Auth,
  input: TResetPasswordRequest,
  headers: Headers,
  logger: Logger,
): Promise<AuthResult<{ ok: true }>> {
  const [token] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `reset-password:${input.token}`),
        sql`${verification.expiresAt} > now()`,
      ),
    );
  if (!token) throw badRequest(INVALID_LINK);
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, token.userId));
  if (!owner) throw badRequest(INVALID_LINK);

  const reset = await auth.api.resetPassword({
    body: { newPassword: input.password, token: input.token },
    headers,
    asResponse: true,
  });
  if (!reset.ok) throw await authFailure(reset);
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, token.userId));
  // The link proved the e-mail: a club player with it and no account becomes this account's.
  await claimMemberProfile(db, token.userId, owner.email.toLowerCase(), logger);

  const signIn = await auth.api.signInEmail({
    body: { email: owner.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (!signIn.ok) throw await authFailure(signIn);
  return { body: { ok: true }, cookies: signIn.headers.getSetCookie() };
}

export async function describeMe(db: Db, actor: Actor): Promise<TMeResponse> {
  const [profile] = actor.profileId
    ? await db.select().from(profiles).where(eq(profiles.id, actor.profileId))
    : [];
  return {
    user: { id: actor.userId, email: actor.email, name: actor.name, emailVerified: actor.emailVerified },
    profile: profile ? toProfileDto(profile) : null,
    isAdmin: actor.isAdmin,
    unionPendiente: await accountAwaitsJoin(db, actor.userId),
  };
}
