/** Better Auth over the same database: e-mail + password, Google, confirmation and reset e-mails, sessions. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { todayInTimeZone } from '@/shared/domain';
import type { Config } from './config';
import type { Db } from './db/client';
import * as schema from './db/schema';
import type { Logger } from './lib/logger';
import { isBcryptHash, verifyBcrypt } from './lib/imported-passwords';
import { linkEmail, type Mailer } from './lib/mail';
import { CLIENT_ADDRESS_HEADER } from './lib/client-address';
import { LONGEST_LIMIT_WINDOW } from './lib/rate-limit';
import { FOREIGN_KEY_VIOLATION, safeLogArgs, sqlState } from './lib/safe-error';
import { clubEmailLogoUrl, clubName } from './modules/settings/club-settings';

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

/** An account being created for a known player by an administrator (see {@link withProfileLink}). */
const profileLink = new AsyncLocalStorage<{ profileId: string }>();

/**
 * Runs `create` — a Better Auth call that creates an account — so that the new account is linked to the player
 * `profileId` (which must have no account yet) instead of getting a profile of its own. Used by the
 * administrators' account tools; the link is made by the user-creation hook below, in the same call.
 */
export function withProfileLink<T>(profileId: string, create: () => Promise<T>): Promise<T> {
  return profileLink.run({ profileId }, create);
}

/** A sign-up through an invitation link (decision record 029): the administrator vouched for it, no confirmation. */
const invitedSignUp = new AsyncLocalStorage<true>();

/**
 * Runs `signUp` — Better Auth's e-mail sign-up of an invited player — without the confirmation e-mail: the
 * invitation's join marks the e-mail confirmed (an administrator vouched for whoever holds the link).
 */
export function withoutConfirmationEmail<T>(signUp: () => Promise<T>): Promise<T> {
  return invitedSignUp.run(true, signUp);
}

export function createAuth({ config, db, mailer, logger, secret }: AuthDeps) {
  const log = logger.child({ module: 'auth' });
  // The name the e-mails print (decision record 044): the club's settings, else CLUB_NAME.
  const club = () => clubName({ db, config });
  const requireConfirmation = mailer.smtpEnabled;
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : undefined;

  return betterAuth({
    appName: config.CLUB_NAME,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.baseUrl],
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const fn =
          level === 'error'
            ? log.error.bind(log)
            : level === 'warn'
              ? log.warn.bind(log)
              : log.debug.bind(log);
        fn({ args: safeLogArgs(args) }, message);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    // Counters in the database (shared by several instances), keyed by the address our proxy resolved from the
    // socket or the TRUST_PROXY header (never a header a client could choose). Sign-in, sign-up and password
    // recovery are counted by our own limiter, per address and per account (lib/rate-limit.ts).
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/request-password-reset': false,
        '/reset-password': false,
        '/change-password': { window: 60, max: 10 },
        // Keeps our limiter's rows (same table) until its longest window has passed: Better Auth prunes rows
        // older than its own longest window.
        '/__pena-longest-window': { window: LONGEST_LIMIT_WINDOW, max: 1 },
      },
    },
    // Better Auth skips its origin and callbackURL checks when NODE_ENV is 'test' unless told otherwise: they stay
    // on everywhere, so the tests exercise what production runs (no open redirect through callbackURL).
    advanced: {
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER], ipv6Subnet: 64 },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed cookie caches the session for a minute, used only by the score saves (actor.ts `fromCookie`) so
      // they do not need a request of their own to Better Auth (design.md §10's budget); their one statement still checks
      // the session's row, so a session ended on the server cannot save a stroke. Every other request reads the
      // session from the database, and Better Auth's own writes never see the cache (auth-proxy.ts). Profile, role
      // and group membership are never cached (the save's one statement reads them).
      cookieCache: { enabled: true, maxAge: 60 },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: requireConfirmation,
      autoSignIn: !requireConfirmation,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Passwords imported from the old app keep their bcrypt hash until the member's first sign-in, which
      // replaces it with this app's own (decision record 021).
      password: {
        hash: hashPassword,
        verify: async ({ hash, password }) => {
          if (!isBcryptHash(hash)) return verifyPassword({ hash, password });
          if (!(await verifyBcrypt(password, hash))) return false;
          const replaced = await db
            .update(schema.account)
            .set({ password: await hashPassword(password), updatedAt: new Date() })
            .where(and(eq(schema.account.providerId, 'credential'), eq(schema.account.password, hash)))
            .returning({ userId: schema.account.userId });
          log.info({ userId: replaced[0]?.userId }, 'imported bcrypt password replaced by this app’s hash');
          return true;
        },
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `${await club()}: recupera tu contraseña`,
          kind: 'cuenta',
          ...linkEmail({
            clubName: await club(),
            clubLogoUrl: await clubEmailLogoUrl({ db, config }),
            greeting: `Hola ${user.name},`,
            body: 'Hemos recibido una petición para cambiar tu contraseña. El enlace caduca en una hora. Si no fuiste tú, ignora este mensaje.',
            action: 'Cambiar mi contraseña',
            url,
          }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        if (invitedSignUp.getStore()) return;
        await mailer.send({
          to: user.email,
          subject: `${await club()}: confirma tu cuenta`,
          kind: 'cuenta',
          ...linkEmail({
            clubName: await club(),
            clubLogoUrl: await clubEmailLogoUrl({ db, config }),
            greeting: `Hola ${user.name},`,
            body: requireConfirmation
              ? 'Gracias por registrarte. Confirma tu email para poder iniciar sesión.'
              : 'Gracias por registrarte. Tu cuenta ya está activa; confirma tu email cuando quieras.',
            action: 'Confirmar mi email',
            url,
          }),
        });
      },
    },
    socialProviders: google,
    databaseHooks: {
      user: {
        update: {
          /** The e-mail was just proven (the confirmation link): the club's player with that e-mail is theirs. */
          after: async (user) => {
            if (user.emailVerified) await claimMemberProfile(db, user.id, user.email.toLowerCase(), log);
          },
        },
        create: {
          /** Every account gets its player profile: its own, or the club's player with its proven e-mail. */
          after: async (user) => {
            const email = user.email.toLowerCase();
            const pending = profileLink.getStore();
            if (pending) {
              const [linked] = await db
                .update(schema.profiles)
                .set({ user_id: user.id })
                .where(and(eq(schema.profiles.id, pending.profileId), isNull(schema.profiles.user_id)))
                .returning({ id: schema.profiles.id });
              if (!linked)
                throw new Error(`profile ${pending.profileId} is missing or already has an account`);
              log.info(
                { userId: user.id, profileId: linked.id },
                'account created for a player by an administrator',
              );
              return;
            }
            // A player of the club with this e-mail and no account yet is linked only once the e-mail is
            // proven (Google vouches for it; otherwise the confirmation or recovery link, see claimMemberProfile):
            // until then the newcomer gets a profile of their own and sees nothing of the member's.
            if (user.emailVerified && (await claimMemberProfile(db, user.id, email, log))) return;
            await db.insert(schema.profiles).values({
              user_id: user.id,
              nombre: user.name.trim() || email.split('@')[0] || email,
              email,
              fecha_entrada_pena: todayInTimeZone(new Date(), config.TZ),
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Links the club's player with this e-mail and no account (decision record 010, item 6) to the account `userId`, whose e-mail
 * has been proven. A profile the account got at sign-up is removed when nothing refers to it yet (it is then only
 * the name and phone typed at sign-up); when it is already in use (games, enrolments) nothing changes and an
 * administrator decides. Returns true when the member's profile is now the account's.
 */
export async function claimMemberProfile(
  db: Db,
  userId: string,
  email: string,
  log: Logger,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: schema.profiles.id })
        .from(schema.profiles)
        .where(and(isNull(schema.profiles.user_id), sql`lower(${schema.profiles.email}) = ${email}`))
        .orderBy(schema.profiles.created_at)
        .limit(1)
        .for('update');
      if (!member) return false;
      const own = await tx
        .delete(schema.profiles)
        .where(eq(schema.profiles.user_id, userId))
        .returning({ id: schema.profiles.id });
      await tx
        .update(schema.profiles)
        .set({ user_id: userId })
        .where(and(eq(schema.profiles.id, member.id), isNull(schema.profiles.user_id)));
      log.info(
        { userId, profileId: member.id, replaced: own[0]?.id ?? null },
        'account linked to the club player with its proven e-mail',
      );
      return true;
    });
  } catch (err) {
    // 23503: the sign-up profile is already referred to (a game, an enrolment): keep both, an administrator decides.
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) {
      log.warn(
        { userId },
        'proven e-mail of a club player, but the account’s own profile is in use: not linked',
      );
      return false;
    }
    throw err;
  }
}

export async function isAdminUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.userRoles.id })
    .from(schema.userRoles)
    .where(and(eq(schema.userRoles.user_id, userId), eq(schema.userRoles.role, 'admin')))
    .limit(1);
  return rows.length > 0;
}
