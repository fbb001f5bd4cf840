/** Builds the running server pieces from a configuration: used by the process entry and by the API tests. */
import type { Context } from 'hono';
import { startNightlyBackups } from './modules/system/backups.service';
import { createApp } from './app';
import { createAuth } from './auth';
import type { Config } from './config';
import type { AppDeps } from './context';
import { openPglite, openPostgres, type Database } from './db/client';
import { seedDemoClubIfEmpty } from './db/seed';
import { resolveActor, requireSignedIn, type AppEnv } from './lib/actor';
import { createLiveBus } from './lib/live';
import { createLogger, type Logger } from './lib/logger';
import { createMailer } from './lib/mail';
import { loadOrCreateSecret } from './lib/secret';
import { createStorage } from './lib/storage';
import { ensureAdmin } from './modules/accounts/admin-bootstrap';

export interface RuntimeOptions {
  /** An already open database (tests); otherwise PGlite under DATA_DIR or PostgreSQL from DATABASE_URL. */
  database?: Database;
  logger?: Logger;
  clock?: () => Date;
  /** The built web app's folder (default dist/web). */
  webDir?: string;
}

export interface Runtime {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** Demo accounts printed at start when the demo club was seeded. */
  seeded: { admin: { email: string; password: string }; player: { email: string; password: string } } | null;
  /** Ends long-lived streams (SSE) so that the HTTP server can finish. */
  stopStreams(): void;
  close(): Promise<void>;
}

export async function createRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const database =
    opts.database ??
    (config.DATABASE_URL
      ? openPostgres(config.DATABASE_URL, 10, (err) =>
          logger.warn({ err }, 'idle database connection closed'),
        )
      : await openPglite(config.dataDir));
  await database.migrate();
  const db = database.db;
  const secret = loadOrCreateSecret(config.dataDir, config.AUTH_SECRET);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, logger });
  const auth = createAuth({ config, db, mailer, logger, secret });
  const live = await createLiveBus({ pool: database.pool, logger });
  const storage = createStorage(config.dataDir);
  const shutdown = new AbortController();

  const actor = (c: Context<AppEnv>) => resolveActor(c, auth, db, logger);
  const deps: AppDeps = {
    config,
    database,
    db,
    auth,
    mailer,
    logger,
    live,
    storage,
    clock: opts.clock ?? (() => new Date()),
    authSecret: secret,
    shutdownSignal: shutdown.signal,
    actor,
    signedIn: async (c) => requireSignedIn(await actor(c)),
  };
  const app = createApp(deps, opts.webDir);

  // The demo club goes into an empty embedded database unless SEED=none; on PostgreSQL only with SEED=demo.
  const shouldSeed = config.SEED === 'demo' || (config.SEED === undefined && database.kind === 'pglite');
  const seeded = shouldSeed ? await seedDemoClubIfEmpty(deps) : null;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdmin(db, auth, logger, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  }

  const stopBackups = startNightlyBackups(deps);

  return {
    deps,
    app,
    seeded,
    stopStreams: () => shutdown.abort(),
    async close() {
      shutdown.abort();
      stopBackups();
      await live.close();
      mailer.close();
      await database.close();
    },
  };
}
