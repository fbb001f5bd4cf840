/**
 * WCAG 2.1 AA on the main screens (axe-core, injected into the page): the demo club (SEED=demo) as a player
 * (Javier, who has a group today) and as an administrator, at phone width. Every screen has zero violations.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { newPage, PHONE } from './support/browser';
import { useDemoClub } from './support/club';
import { todaysTournament } from './support/todays-tournament';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Ids {
  torneo: string;
  partida: string;
  liga: string;
}

async function prepare({ db }: AppDeps): Promise<Ids> {
  const { torneo, demoPlayer } = await todaysTournament(db, { withAccount: false });
  const [liga] = await db.select().from(s.ligas).limit(1);
  return { torneo: torneo.id, partida: demoPlayer.partida, liga: liga!.id };
}

const club = useDemoClub('pena-e2e-a11y-', prepare);
const { signIn } = club;

/** The WCAG 2.1 A and AA violations axe finds on the page: 'rule: selector' per node. */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(club.url(path));
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
    const { page, context } = await newPage(club.browser, PHONE);
    await signIn(page, 'jugador@pena.golf');
    const found: string[] = [];
    for (const path of [
      '/',
      '/torneos',
      `/torneos/${club.fixture.torneo}`,
      `/clasificacion?torneo=${club.fixture.torneo}`,
      `/introduccion-datos/${club.fixture.partida}`,
      '/mis-partidas',
      '/mis-resultados',
      '/ligas',
      `/ligas/${club.fixture.liga}`,
      '/profile',
    ]) {
      found.push(...(await violations(page, path)));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('an administrator: tournaments, players, courses, leagues', async () => {
    const { page, context } = await newPage(club.browser, PHONE);
    await signIn(page, 'admin@pena.golf');
    const found: string[] = [];
    for (const path of ['/admin/torneos', '/admin/jugadores', '/admin/campos', '/admin/ligas']) {
      found.push(...(await violations(page, path)));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
