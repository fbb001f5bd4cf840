/** ADMIN_EMAIL + ADMIN_PASSWORD at start create or promote an administrator (design.md §12). */
import { eq } from 'drizzle-orm';
import { claimMemberProfile, type Auth } from '@/server/auth';
import type { Db } from '@/server/db/client';
import { user, userRoles } from '@/server/db/schema';
import type { Logger } from '@/server/lib/logger';

export async function ensureAdmin(
  db: Db,
  auth: Auth,
  logger: Logger,
  email: string,
  password: string,
): Promise<void> {
  const normalized = email.toLowerCase();
  let [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, normalized));
  if (!existing) {
    const created = await auth.api.signUpEmail({
      body: { name: normalized.split('@')[0] ?? 'Admin', email: normalized, password },
    });
    existing = { id: created.user.id };
    logger.info({ email: normalized }, 'administrator account created');
  }
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, existing.id));
  // The operator vouches for this e-mail: a club player with it and no account becomes the administrator's.
  await claimMemberProfile(db, existing.id, normalized, logger);
  await db.insert(userRoles).values({ user_id: existing.id, role: 'admin' }).onConflictDoNothing();
  logger.info({ email: normalized }, 'administrator role ensured');
}
