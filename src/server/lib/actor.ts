/** Who is calling: resolved once per request from the Better Auth session, with the player profile and role. */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Auth } from '@/server/auth';
import type { Db } from '@/server/db/client';
import { profiles, user, userRoles } from '@/server/db/schema';
import { unauthenticated } from './app-error';
import type { Logger } from './logger';
import { cookieSessionReader, headersForBetterAuth } from './session-cookie';

export interface Actor {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  profileId: string | null;
  isAdmin: boolean;
}

/**
 * The signed-in account of a request, without its profile and role (see `resolveSessionUser`), and its session's
 * token (a write that trusts the cookie cache checks it in the database in its own statement).
 */
export type SessionUser = Pick<Actor, 'userId' | 'email' | 'name' | 'emailVerified'> & {
  sessionToken: string;
};

export type AppEnv = {
  Variables: {
    actor: Actor | null | undefined;
    sessionUser: SessionUser | null | undefined;
    requestId: string;
  };
};

/**
 * Only the session's account (cached per request): for hot paths that read the player's profile and role in
 * their own query (the score save does it in its one statement).
 *
 * Without `fromCookie` the session is read from the database, so a session ended on the server is refused at once.
 * `fromCookie` (only the score saves, for speed) lets a valid signed cookie cache answer without the database
 * (valid for a minute, auth.ts): the caller MUST then check `sessionToken` in the database itself — the score
 * save's one statement does (scores/statements.ts), so no write trusts the cache alone.
 */
export async function resolveSessionUser(
  c: Context<AppEnv>,
  auth: Auth,
  { fromCookie = false }: { fromCookie?: boolean } = {},
): Promise<SessionUser | null> {
  const cached = c.get('sessionUser');
  if (cached !== undefined) return cached;
  if (fromCookie) {
    // The plain case checked here without Better Auth's endpoint machinery; everything else goes to it. Not kept
    // for the request: it is not checked in the database yet.
    const fast = (await cookieSessionReader(auth))?.(c.req.header('cookie'));
    if (fast) return fast;
  }
  const { headers, response: session } = await auth.api.getSession({
    headers: headersForBetterAuth(c.req.raw.headers),
    query: { disableCookieCache: !fromCookie },
    returnHeaders: true,
  });
  // A refreshed session cookie (or its cache) travels back with whatever this request answers.
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  const found = session
    ? {
        userId: session.user.id,
        email: session.user.email,
        name: session.user.name,
        emailVerified: session.user.emailVerified,
        sessionToken: session.session.token,
      }
    : null;
  if (!fromCookie) c.set('sessionUser', found);
  return found;
}

export async function resolveActor(
  c: Context<AppEnv>,
  auth: Auth,
  db: Db,
  logger: Logger,
): Promise<Actor | null> {
  const cached = c.get('actor');
  if (cached !== undefined) return cached;
  const session = await resolveSessionUser(c, auth);
  if (!session) {
    c.set('actor', null);
    return null;
  }
  let profileId: string | null = null;
  let isAdmin = false;
  try {
    const [row] = await db
      .select({ id: profiles.id, role: userRoles.role })
      .from(user)
      .leftJoin(profiles, eq(profiles.user_id, user.id))
      .leftJoin(userRoles, and(eq(userRoles.user_id, user.id), eq(userRoles.role, 'admin')))
      .where(eq(user.id, session.userId))
      .limit(1);
    profileId = row?.id ?? null;
    isAdmin = row?.role === 'admin';
  } catch (err) {
    // P§6: a failure reading the profile or role is logged and treated as no profile or not admin.
    logger.error({ err, userId: session.userId }, 'could not read profile or role');
  }
  const { userId, email, name, emailVerified } = session;
  const actor: Actor = { userId, email, name, emailVerified, profileId, isAdmin };
  c.set('actor', actor);
  return actor;
}

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}
