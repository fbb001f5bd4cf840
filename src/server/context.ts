/** What every module receives: the running pieces of the server. */
import type { Context } from 'hono';
import type { Auth } from './auth';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Actor, AppEnv } from './lib/actor';
import type { LiveBus } from './lib/live';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mail';
import type { Storage } from './lib/storage';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  live: LiveBus;
  storage: Storage;
  /** The club's local date 'YYYY-MM-DD' and time 'HH:MM' now (design.md §5); injectable for tests. */
  clock: () => Date;
  /** The auth secret (from AUTH_SECRET or generated into the data folder). */
  authSecret: string;
  /** Aborted when the server shuts down: long-lived streams (SSE) end on it. */
  shutdownSignal: AbortSignal;
  /** The caller, or null when signed out (cached per request). */
  actor(c: Context<AppEnv>): Promise<Actor | null>;
  /** The caller; a 401 'Debes iniciar sesión' when signed out. */
  signedIn(c: Context<AppEnv>): Promise<Actor>;
}
