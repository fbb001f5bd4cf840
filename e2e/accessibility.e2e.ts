/**
 * WCAG 2.1 AA on the main screens (axe-core, injected into the page): the demo club (SEED=demo) as a player
 * (Javier, who has a group today) and as an administrator, at phone width. Every screen has zero violations.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import { loadConfig } from '@/server/config';
import * as s from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { createRuntime } from '@/server/runtime';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Ids {
  torneo: string;
  partida: string;
  liga: string;
}

async function prepare(dataDir: string): Promise<Ids> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'silent' });
  const runtime = await createRuntime(config, { logger: createLogger('silent') });
  try {
    const db = runtime.deps.db;
    const today = todayInTimeZone(new Date(), 'Europe/Madrid');
    const [sabado] = await db
      .select()
      .from(s.torneos)
      .where(and(eq(s.torneos.nombre, 'Torneo del Sábado'), eq(s.torneos.fecha_juego, today)));
    const [seat] = await db
      .select({ partida: s.partidasParticipantes.partida_id })
      .from(s.partidasParticipantes)
      .innerJoin(s.participantesTorneo, eq(s.participantesTorneo.id, s.partidasParticipantes.participante_id))
      .innerJoin(s.profiles, eq(s.profiles.id, s.participantesTorneo.jugador_id))
      .where(and(eq(s.participantesTorneo.torneo_id, sabado!.id), eq(s.profiles.email, 'jugador@pena.golf')));
    const [liga] = await db.select().from(s.ligas).limit(1);
    return { torneo: sabado!.id, partida: seat!.partida, liga: liga!.id };
  } finally {
    await runtime.close();
  }
}

let dataDir: string;
let ids: Ids;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-a11y-', 'demo');
  ids = await prepare(dataDir);
  server = await startServer({ DATA_DIR: dataDir, SEED: 'demo' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function signIn(page: Page, email: string) {
  return signInThroughForm(page, server.baseUrl, { email, password: 'pena1234' });
}

/** The WCAG 2.1 A and AA violations axe finds on the page: 'rule: selector' per node. */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
  return found.map((v) => `${path} ${v}`);
}

describe('accessibility of the main screens (WCAG 2.1 AA, axe-core)', () => {
  it('a player: home, torneos, a tournament, standings, score entry, mis-partidas, results, leagues, profile', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, 'jugador@pena.golf');
    const found: string[] = [];
    for (const path of [
      '/',
      '/torneos',
      `/torneos/${ids.torneo}`,
      `/clasificacion?torneo=${ids.torneo}`,
      `/introduccion-datos/${ids.partida}`,
      '/mis-partidas',
      '/mis-resultados',
      '/ligas',
      `/ligas/${ids.liga}`,
      '/profile',
    ]) {
      found.push(...(await violations(page, path)));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('an administrator: tournaments, players, courses, leagues', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, 'admin@pena.golf');
    const found: string[] = [];
    for (const path of ['/admin/torneos', '/admin/jugadores', '/admin/campos', '/admin/ligas']) {
      found.push(...(await violations(page, path)));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
