/**
 * A club for a browser test file: its data folder, the real server on it and Chromium, started before the file's tests
 * and stopped after them (beforeAll/afterAll registered by `useClub`).
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '@/server/config';
import type { AppDeps } from '@/server/context';
import { createLogger } from '@/server/lib/logger';
import { createRuntime } from '@/server/runtime';
import { DESKTOP, launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { signInThroughForm } from './sign-in';
import { clubDataDir, type TemplateSeed } from './templates';

/** The demo club's accounts' password (SEED=demo). */
export const DEMO_PASSWORD = 'pena1234';

export interface Club {
  /** The running server (read in a hook or a test, once the club has started). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's address of `path`. */
  readonly url: (path: string) => string;
}

/** Registers the file's beforeAll/afterAll: `start` starts the club's server, then Chromium starts; both end after. */
export function useClub(start: () => Promise<RunningServer>): Club {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The club has not started (read it in a hook or a test)');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    url: (path) => `${started(server).baseUrl}${path}`,
  };
}

/** A page of the club's browser (a new profile), opened before the file's tests; it closes with the browser. */
export function usePage(
  club: Club,
  viewport = DESKTOP,
): { readonly context: BrowserContext; readonly page: Page } {
  let opened: { context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    opened = await newPage(club.browser, viewport);
  });
  const get = () => {
    if (!opened) throw new Error('The page is not open yet (read it in a hook or a test)');
    return opened;
  };
  return {
    get context() {
      return get().context;
    },
    get page() {
      return get().page;
    },
  };
}

/** The server's env for a club whose administrator is `admin` (the account is made at start when missing). */
export function adminEnv(admin: { email: string; password: string }): Record<string, string> {
  return { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
}

/**
 * Makes a new data folder holding the club a server with SEED=`seed` and `env` would make, in this process (so that
 * the server starts on a ready database), then runs `prepare` on it for the test's own data. The folder is removed
 * when that fails.
 */
export async function prepareClub<T>(
  prefix: string,
  seed: TemplateSeed,
  env: Record<string, string>,
  prepare: (deps: AppDeps) => Promise<T>,
): Promise<{ dataDir: string; fixture: T }> {
  const dataDir = clubDataDir(prefix, seed);
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED: seed,
      LOG_LEVEL: 'silent',
      ...env,
    });
    const runtime = await createRuntime(config, { logger: createLogger('silent') });
    try {
      return { dataDir, fixture: await prepare(runtime.deps) };
    } finally {
      await runtime.close();
    }
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The server on a folder of prepareClub's (which it removes when it stops, or here when it does not start). */
async function startOn(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  try {
    return await startServer({ ...env, DATA_DIR: dataDir });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * An empty club (SEED=none) whose administrator is `admin` (ADMIN_EMAIL/ADMIN_PASSWORD), its database made in this
 * process first so that the server starts on a ready one.
 */
export async function startEmptyClub(
  prefix: string,
  admin: { email: string; password: string },
): Promise<RunningServer> {
  const env = adminEnv(admin);
  const { dataDir } = await prepareClub(prefix, 'none', env, () => Promise.resolve());
  return startOn(dataDir, { ...env, SEED: 'none' });
}

export interface DemoClub<T> extends Club {
  /** What the file's `prepare` returned. */
  readonly fixture: T;
  /** Signs a demo account in through the /auth form (DEMO_PASSWORD). */
  readonly signIn: (page: Page, email: string) => Promise<void>;
}

/**
 * The demo club (SEED=demo) for the file: a copy of its data folder, on which the file's `prepare` adds what its tests
 * need (and finds who plays what) before the server starts; then the server and Chromium (useClub).
 */
export function useDemoClub<T>(prefix: string, prepare: (deps: AppDeps) => Promise<T>): DemoClub<T> {
  let fixture: { value: T } | undefined;
  const club = useClub(async () => {
    const prepared = await prepareClub(prefix, 'demo', {}, prepare);
    fixture = { value: prepared.fixture };
    return startOn(prepared.dataDir, { SEED: 'demo' });
  });
  return {
    get server() {
      return club.server;
    },
    get browser() {
      return club.browser;
    },
    url: club.url,
    get fixture() {
      if (!fixture) throw new Error('The demo club has not started (read it in a hook or a test)');
      return fixture.value;
    },
    signIn: (page, email) => signInThroughForm(page, club.server.baseUrl, { email, password: DEMO_PASSWORD }),
  };
}
