/**
 * JUGAR on a tournament's day (decision record 032), on the demo club: a player with one tournament group today lands
 * on its score entry; with two (the demo's 'Torneo del Sábado' and 'Copa de la Tarde', added here) JUGAR offers the
 * choice at /jugar; a player with no group today keeps the personal games rule (P§2).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { DESKTOP, newPage, PHONE, shoot } from './support/browser';
import { useDemoClub } from './support/club';
import { playDestinations, playersWithAccount, todaysTournament } from './support/todays-tournament';

const SHOTS = process.env.SHOTS_DIR;

interface Fixture {
  javier: { email: string; sabado: string; tarde: string };
  partner: { email: string; sabado: string };
  idle: { email: string };
}

async function prepare(deps: AppDeps): Promise<Fixture> {
  const db = deps.db;
  const {
    today,
    torneo: sabado,
    seats,
    demoPlayer: javier,
  } = await todaysTournament(db, { withAccount: true });
  // Players picked the way JUGAR asks (GET /api/me/play): the demo's match play draw pairs players differently
  // with the seed's date, and a knockout match to play is a destination too.
  let partner: { email: string | null; partida: string } | undefined;
  let idle: { email: string | null } | undefined;
  for (const player of await playersWithAccount(db)) {
    if (player.role !== null || player.email === javier.email) continue;
    const found = await playDestinations(deps, player);
    const seat = seats.find((x) => x.profile === player.profile);
    if (!partner && seat && found.length === 1) partner = seat;
    if (!idle && !seat && found.length === 0) idle = player;
  }
  if (!partner || !idle)
    throw new Error('The demo club lacks a player with only the Sábado group, or with nothing');

  // Javier plays a second tournament today: 'Copa de la Tarde', 16:00 from the tee of the 10.
  const [tarde] = await db
    .insert(s.torneos)
    .values({ nombre: 'Copa de la Tarde', fecha_juego: today, campo_id: sabado.campo_id })
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
}

const club = useDemoClub('pena-e2e-jugar-', prepare);
const { signIn } = club;

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
    const { page, context } = await newPage(club.browser, PHONE);
    await signIn(page, club.fixture.partner.email);
    await pressJugar(page);
    await page.waitForURL(`${club.server.baseUrl}/introduccion-datos/${club.fixture.partner.sabado}`);
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
      const { page, context } = await newPage(club.browser, viewport);
      await signIn(page, club.fixture.javier.email);
      await pressJugar(page);
      await page.waitForURL(`${club.server.baseUrl}/jugar`);
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
        await page.waitForURL(`${club.server.baseUrl}/introduccion-datos/${club.fixture.javier.tarde}`);
        await page.getByText('Copa de la Tarde').first().waitFor();
        await page.goBack();
        await page.waitForURL(`${club.server.baseUrl}/jugar`);
        await tiles.nth(0).click();
        await page.waitForURL(`${club.server.baseUrl}/introduccion-datos/${club.fixture.javier.sabado}`);
      }
      await context.close();
    }
  });

  it('without a tournament group today, keeps the personal games rule', async () => {
    const { page, context } = await newPage(club.browser, PHONE);
    await signIn(page, club.fixture.idle.email);
    await pressJugar(page);
    await page.waitForURL(/\/(mis-partidas|crear-partida-personal)$/);
    await context.close();
  });
});
