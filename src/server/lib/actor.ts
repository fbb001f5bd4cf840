/** Who is calling: resolved once per request from the Better Auth session, with the player profile and role. */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isAdminUser, type Auth } from '@/server/auth';
import type { Db } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { unauthenticated } from './app-error';
import type { Logger } from './logger';

export interface Actor {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  profileId: string | null;
  isAdmin: boolean;
}

export type AppEnv = { Variables: { actor: Actor | null | undefined; requestId: string } };

export async function resolveActor(c: Context<AppEnv>, auth: Auth, db: Db, logger: Logger): Promise<Actor | null> {
  const cached = c.get('actor');
  if (cached !== undefined) return cached;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) {
    c.set('actor', null);
    return null;
  }
  let profileId: string | null = null;
  let isAdmin = false;
  try {
    const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.user_id, session.user.id));
    profileId = profile?.id ?? null;
    isAdmin = await isAdminUser(db, session.user.id);
  } catch (err) {
    // P§6: a failure reading the profile or role is logged and treated as no profile or not admin.
    logger.error({ err, userId: session.user.id }, 'could not read profile or role');
  }
  const actor: Actor = {
    userId: session.user.id,
    email: session.user.email,
    name: session.user.name,
    emailVerified: session.user.emailVerified,
    profileId,
    isAdmin,
  };
  c.set('actor', actor);
  return actor;
}

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}
