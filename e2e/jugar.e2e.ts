/**
 * JUGAR on a tournament's day (decision record 032), on the demo club: a player with one tournament group today lands
 * on its score entry; with two (the demo's 'Torneo del Sábado' and 'Copa de la Tarde', added here) JUGAR offers the
 * choice at /jugar; a player with no group today keeps the personal games rule (P§2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import { loadConfig } from '@/server/config';
import * as s from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { findMyPlay } from '@/server/modules/tournaments/my-play';
import { createRuntime } from '@/server/runtime';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const TZ = 'Europe/Madrid';
const SHOTS = process.env.SHOTS_DIR;

interface Fixture {
  javier: { email: string; sabado: string; tarde: string };
  partner: { email: string; sabado: string };
  idle: { email: string };
}

async function prepare(dataDir: string): Promise<Fixture> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'silent' });
  const runtime = await createRuntime(config, { logger: createLogger('silent') });
  try {
    const db = runtime.deps.db;
    const today = todayInTimeZone(new Date(), TZ);
    const [sabado] = await db
      .select()
      .from(s.torneos)
      .where(and(eq(s.torneos.nombre, 'Torneo del Sábado'), eq(s.torneos.fecha_juego, today)));
    const seats = await db
      .select({
        partida: s.partidasParticipantes.partida_id,
        profile: s.profiles.id,
        email: s.profiles.email,
        role: s.userRoles.role,
      })
      .from(s.partidasParticipantes)
      .innerJoin(s.participantesTorneo, eq(s.participantesTorneo.id, s.partidasParticipantes.participante_id))
      .innerJoin(s.profiles, eq(s.profiles.id, s.participantesTorneo.jugador_id))
      .leftJoin(s.userRoles, eq(s.userRoles.user_id, s.profiles.user_id))
      .where(and(eq(s.participantesTorneo.torneo_id, sabado!.id), isNotNull(s.profiles.user_id)));
    const javier = seats.find((x) => x.email === 'jugador@pena.golf')!;
    // Players picked the way JUGAR asks (GET /api/me/play): the demo's match play draw pairs players differently
    // with the seed's date, and a knockout match to play is a destination too.
    const players = await db
      .select({
        profile: s.profiles.id,
        email: s.profiles.email,
        userId: s.profiles.user_id,
        role: s.userRoles.role,
      })
      .from(s.profiles)
      .leftJoin(s.userRoles, eq(s.userRoles.user_id, s.profiles.user_id))
      .where(isNotNull(s.profiles.user_id));
    const destinations = async (p: (typeof players)[number]) =>
      (
        await findMyPlay(runtime.deps, {
          userId: p.userId!,
          email: p.email!,
          name: '',
          emailVerified: true,
          profileId: p.profile,
          isAdmin: false,
        })
      ).destinos;
    let partner: { email: string | null; partida: string } | undefined;
    let idle: { email: string | null } | undefined;
    for (const player of players) {
      if (player.role !== null || player.email === javier.email) continue;
      const found = await destinations(player);
      const seat = seats.find((x) => x.profile === player.profile);
      if (!partner && seat && found.length === 1) partner = seat;
      if (!idle && !seat && found.length === 0) idle = player;
    }
    if (!partner || !idle)
      throw new Error('The demo club lacks a player with only the Sábado group, or with nothing');

    // Javier plays a second tournament today: 'Copa de la Tarde', 16:00 from the tee of the 10.
    const [tarde] = await db
      .insert(s.torneos)
      .values({ nombre: 'Copa de la Tarde', fecha_juego: today, campo_id: sabado!.campo_id })
      .returning();
    const [group] = await db
      .insert(s.partidas)
      .values({
        torneo_id: tarde!.id,
        nombre: 'Partida 1',
        fecha_juego: today,
        hora_salida: '16:00',
        hoyo_salida: 10,
        orden_salida: 1,
      })
      .returning();
    const [pt] = await db
      .insert(s.participantesTorneo)
      .values({ torneo_id: tarde!.id, jugador_id: javier.profile, handicap_torneo: 20 })
      .returning();
    await db
      .insert(s.partidasParticipantes)
      .values({ partida_id: group!.id, participante_id: pt!.id, posicion_grupo: 1 });
    return {
      javier: { email: javier.email!, sabado: javier.partida, tarde: group!.id },
      partner: { email: partner.email!, sabado: partner.partida },
      idle: { email: idle.email! },
    };
  } finally {
    await runtime.close();
  }
}

let dataDir: string;
let fixture: Fixture;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-jugar-', 'demo');
  fixture = await prepare(dataDir);
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

async function pressJugar(page: Page) {
  await page.getByRole('button', { name: 'JUGAR' }).click();
}

async function snap(page: Page, name: string) {
  await shoot(page, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }
}

describe('JUGAR on a tournament day', () => {
  it("with one group today, opens that group's score entry", async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, fixture.partner.email);
    await pressJugar(page);
    await page.waitForURL(`${server.baseUrl}/introduccion-datos/${fixture.partner.sabado}`);
    await page.getByRole('heading', { level: 1, name: /^Partida \d+$/ }).waitFor();
    await page.getByText('Torneo del Sábado').first().waitFor();
    await snap(page, 'jugar-one-group-phone');
    await context.close();
  });

  it('with two groups today, offers the choice at /jugar, each leading to its score entry', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page, context } = await newPage(browser, viewport);
      await signIn(page, fixture.javier.email);
      await pressJugar(page);
      await page.waitForURL(`${server.baseUrl}/jugar`);
      const tiles = page.getByRole('list').getByRole('link');
      await expect.poll(() => tiles.count()).toBe(2);
      const texts = (await tiles.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      expect(texts[1]).toBe('Partida 1 Copa de la Tarde · Salida 16:00 · Tee del 10');
      expect(texts[0]).toMatch(/Torneo del Sábado · Salida \d\d:\d\d$/);
      // Nothing overflows the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await snap(page, `jugar-choice-${name}`);
      if (name === 'phone') {
        await tiles.nth(1).click();
        await page.waitForURL(`${server.baseUrl}/introduccion-datos/${fixture.javier.tarde}`);
        await page.getByText('Copa de la Tarde').first().waitFor();
        await page.goBack();
        await page.waitForURL(`${server.baseUrl}/jugar`);
        await tiles.nth(0).click();
        await page.waitForURL(`${server.baseUrl}/introduccion-datos/${fixture.javier.sabado}`);
      }
      await context.close();
    }
  });

  it('without a tournament group today, keeps the personal games rule', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, fixture.idle.email);
    await pressJugar(page);
    await page.waitForURL(/\/(mis-partidas|crear-partida-personal)$/);
    await context.close();
  });
});
