/**
 * A group that starts on the 10th (design.md: the playing order from `hoyo_salida`), on the demo club (SEED=demo):
 * Javier's group of today's 'Torneo del Sábado' is moved to the 10th, its strokes cleared, and holes 10 and 11
 * scored for everybody. Javier's phone and his partner's open the card on the same hole, 12 (the first hole without
 * the group's strokes); previous stops at 10, next goes 18 → 1 and stops at 9.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { DESKTOP, newPage, PHONE } from './support/browser';
import { useDemoClub } from './support/club';
import { chooseStrokes, entries, goToHole } from './support/scorecard';
import { todaysTournament } from './support/todays-tournament';

const SHOTS = '/tmp/shots-h-card';

/** Moves Javier's group to the 10th, its strokes only on holes 10 and 11; Javier's e-mail and a partner's. */
async function prepare({ db }: AppDeps): Promise<{ partida: string; emails: string[] }> {
  const { seats, demoPlayer: javier } = await todaysTournament(db, { withAccount: false });
  const group = seats.filter((x) => x.partida === javier.partida);
  const partner = group.find((x) => x !== javier && x.email !== null && x.role === null)!;
  const ids = group.map((x) => x.participante);
  await db.update(s.partidas).set({ hoyo_salida: 10 }).where(eq(s.partidas.id, javier.partida));
  await db.delete(s.resultadosHoyo).where(inArray(s.resultadosHoyo.participante_id, ids));
  await db
    .insert(s.resultadosHoyo)
    .values(
      ids.flatMap((id) => [10, 11].map((numero_hoyo) => ({ participante_id: id, numero_hoyo, golpes: 5 }))),
    );
  return { partida: javier.partida, emails: [javier.email!, partner.email!] };
}

const club = useDemoClub('pena-e2e-tee10-', prepare);
const { signIn } = club;

describe('a group that starts on the 10th', () => {
  it('opens on the first hole without strokes on every phone; the arrows follow 10 → 18 → 1 → 9', async () => {
    const a = await newPage(club.browser, PHONE);
    const b = await newPage(club.browser, DESKTOP);
    await signIn(a.page, club.fixture.emails[0]!);
    await signIn(b.page, club.fixture.emails[1]!);
    const url = `${club.server.baseUrl}/introduccion-datos/${club.fixture.partida}`;
    for (const { page } of [a, b]) {
      await page.goto(url);
      await entries(page, 12).waitFor();
    }
    fs.mkdirSync(SHOTS, { recursive: true });
    await a.page.screenshot({ path: path.join(SHOTS, 'tee10-phone.png') });
    await b.page.screenshot({ path: path.join(SHOTS, 'tee10-desktop.png') });

    const { page } = a;
    const previous = page.getByRole('button', { name: 'Hoyo anterior' });
    const next = page.getByRole('button', { name: 'Hoyo siguiente' });
    await previous.click();
    await previous.click();
    await entries(page, 10).waitFor();
    expect(await previous.isDisabled()).toBe(true);
    await goToHole(page, 18);
    expect(await next.isDisabled()).toBe(false);
    await next.click();
    await entries(page, 1).waitFor();
    await previous.click();
    await entries(page, 18).waitFor();
    await goToHole(page, 9);
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    // The phone remembers its hole.
    await page.reload();
    await entries(page, 9).waitFor();

    // The header's start line shows whole on a phone.
    const start = page.getByText(/^Salida \d\d:\d\d · Tee del 10$/);
    await start.waitFor();
    expect(await start.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // 'Resultado guardado' covers no player's score: it shows at the top, above the list.
    const first = await entries(page, 9).locator(':scope > li').first().innerText();
    await chooseStrokes(page, 9, first.split('\n')[0]!.trim(), '5');
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Resultado guardado' });
    await toast.waitFor();
    await page.waitForTimeout(500); // the toast's entry animation
    await page.screenshot({ path: path.join(SHOTS, 'tee10-toast-phone.png') });
    const box = (await toast.boundingBox())!;
    for (const item of await entries(page, 9).locator(':scope > li').all()) {
      const li = (await item.boundingBox())!;
      expect(box.y + box.height <= li.y || box.y >= li.y + li.height).toBe(true);
    }

    // Standings on a phone: names whole, wrapping.
    await page.goto(`${club.server.baseUrl}/clasificacion/${club.fixture.partida}`);
    await page.getByText('Javier Martín López').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'standings-phone.png'), fullPage: true });
    await a.context.close();
    await b.context.close();
  });
});
