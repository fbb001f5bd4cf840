/**
 * Budget (design.md §10): the standings of a 150-player tournament render on a phone-sized Chromium with 4× CPU
 * throttling (CDP Emulation.setCPUThrottlingRate) in < 1 s after their data arrives.
 *
 *   npx tsx bench/standings-render.ts          (PLAYERS=150 RUNS=7 THROTTLE=4; the web is built when needed)
 *
 * Measured in the page: from the end of the standings response (Resource Timing responseEnd) to the end of the
 * first frame in which the list shows every player — zod parse, ranking by the rules engine, React's render,
 * layout and paint included.
 */
import { randomInt } from 'node:crypto';
import { buildWebIfNeeded } from '../scripts/build-web.mjs';
import { launchBrowser, PHONE } from '../e2e/support/browser';
import * as s from '../src/server/db/schema';
import { createTarget, insertTournament, percentile, startServer } from './club';

const PLAYERS = Number(process.env.PLAYERS ?? 150);
const RUNS = Number(process.env.RUNS ?? 7);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

buildWebIfNeeded();
const target = await createTarget('pglite');
const setup = await target.open();
const club = await insertTournament(setup, { players: PLAYERS, viewers: 1, fecha: '2099-01-01' });
// Every player has played 14 holes (the tournament is under way; the last ones unplayed, so both the ranked and
// the hole grids have work to do).
const results = club.groups.flatMap((g) =>
  g.players.flatMap((p) =>
    PARS.slice(0, 14).map((par, i) => ({
      participante_id: p.participanteId,
      numero_hoyo: i + 1,
      golpes: Math.max(1, par + randomInt(-1, 4)),
    })),
  ),
);
for (let i = 0; i < results.length; i += 500)
  await setup.db.insert(s.resultadosHoyo).values(results.slice(i, i + 500));
await setup.close();

const server = await startServer(target);
const browser = await launchBrowser();
const samples: number[] = [];
try {
  const context = await browser.newContext({ viewport: PHONE, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const [name, value] = club.viewers[0]!.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: server.base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const url = `${server.base}/clasificacion?torneo=${club.torneoId}`;
  for (let run = 0; run < RUNS; run++) {
    await page.goto(url);
    // A string: tsx's transform would wrap a function's inner helpers in names the page does not have.
    const ms = await page.evaluate<number>(`(async () => {
      const rows = () => document.querySelectorAll('ol[aria-label="Clasificación"] > li').length;
      while (rows() < ${PLAYERS}) await new Promise((r) => requestAnimationFrame(r));
      // The frame that shows them: after its layout and paint.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const shown = performance.now();
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/tournaments/${club.torneoId}/standings'));
      return shown - entry.responseEnd;
    })()`);
    samples.push(ms);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  await target.drop();
}
samples.sort((a, b) => a - b);
console.log(
  `standings of ${PLAYERS} players, phone ${PHONE.width}×${PHONE.height}, CPU ×${THROTTLE}, ${RUNS} loads: ` +
    `data → list shown median ${percentile(samples, 50).toFixed(0)} ms, max ${samples.at(-1)!.toFixed(0)} ms ` +
    `(budget < 1,000 ms)`,
);
