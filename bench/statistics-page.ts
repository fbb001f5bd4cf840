/**
 * Budget (design.md §10 and §16): 'Mis estadísticas' and 'Mi hándicap' usable < 1 s on a phone-sized Chromium with
 * 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), for a member with 200 rounds.
 *
 *   npx tsx bench/statistics-page.ts          (RUNS=5 THROTTLE=4; the web is built when needed)
 *   LATENCY=150 npx tsx bench/statistics-page.ts   (and a mobile network's round trip, in ms, on every request)
 *
 * The demo club (SEED=demo) with 200 personal games marked 'Válida para hándicap' added for the demo player on the
 * demo's first course. The player signs in and opens each page once (the app's code in the browser's cache, as on a
 * phone that has used the app); then every run opens the page in a new tab. Measured in the page: from navigation
 * start to the first moment its numbers are on screen (a table cell) and its chart is drawn (a canvas).
 */
import fs from 'node:fs';
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { buildWebIfNeeded } from '../scripts/build-web.mjs';
import { launchBrowser, newPage, PHONE, tmpDir } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { loadConfig } from '../src/server/config';
import * as s from '../src/server/db/schema';
import { createLogger } from '../src/server/lib/logger';
import { createRuntime } from '../src/server/runtime';

const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const LATENCY = Number(process.env.LATENCY ?? 0);
const ROUNDS = 200;
const EMAIL = 'jugador@pena.golf';
const PAGES = ['/mis-estadisticas', '/mi-handicap'];

buildWebIfNeeded();
const dataDir = tmpDir('pena-bench-statistics-');
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'silent' });
const runtime = await createRuntime(config, { logger: createLogger('silent') });
const db = runtime.deps.db;
const [me] = await db.select().from(s.profiles).where(eq(s.profiles.email, EMAIL));
const [course] = await db.select().from(s.camposGolf).limit(1);
const [tee] = await db.select().from(s.tiposSalida).where(eq(s.tiposSalida.campo_id, course!.id)).limit(1);
const holes = await db.select().from(s.hoyosTipoSalida).where(eq(s.hoyosTipoSalida.tipo_salida_id, tee!.id));
let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const start = Date.UTC(2022, 0, 2);
for (let i = 0; i < ROUNDS; i++) {
  const fecha = new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10);
  const [game] = await db
    .insert(s.partidas)
    .values({
      nombre: `Vuelta ${i + 1}`,
      fecha_juego: fecha,
      hora_salida: '09:00',
      es_partida_personal: true,
      valida_para_handicap: true,
      campo_id: course!.id,
      creador_id: me!.id,
    })
    .returning({ id: s.partidas.id });
  const [p] = await db
    .insert(s.participantesPartidaPersonal)
    .values({ partida_id: game!.id, jugador_id: me!.id, handicap_partida: 14 + (i % 6) })
    .returning({ id: s.participantesPartidaPersonal.id });
  await db.insert(s.resultadosHoyoPartidaPersonal).values(
    holes.map((h) => ({
      participante_id: p!.id,
      numero_hoyo: h.numero_hoyo,
      golpes: (h.par ?? 4) + Math.floor(random() * 4),
    })),
  );
}
await runtime.close();

const server = await startServer({ SEED: 'none', DATA_DIR: dataDir });
const browser = await launchBrowser();
const results: string[] = [];
let ok = true;
try {
  const { context, page } = await newPage(browser, PHONE);
  page.setDefaultTimeout(30_000);
  await page.goto(`${server.baseUrl}/auth`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Contraseña', { exact: true }).fill('pena1234');
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL(`${server.baseUrl}/`);
  // A string: tsx's transform would wrap a function's inner helpers in names the page does not have.
  await context.addInitScript(`(() => {
    const mark = () => {
      if (window.__usable) return;
      if (document.querySelector('main td') && document.querySelector('[data-testid="chart"] canvas'))
        window.__usable = performance.now();
    };
    new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  })()`);
  for (const path of PAGES) {
    await page.goto(`${server.baseUrl}${path}`);
    await page.waitForFunction(() => (window as unknown as { __usable?: number }).__usable);
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      if (LATENCY > 0) {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: LATENCY,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      }
      await tab.goto(`${server.baseUrl}${path}`);
      await tab.waitForFunction(() => (window as unknown as { __usable?: number }).__usable, null, {
        timeout: 30_000,
      });
      samples.push(await tab.evaluate<number>('window.__usable'));
      await tab.close();
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)]!;
    ok &&= median < 1000;
    results.push(
      `${path.padEnd(18)} usable (numbers and chart, ${THROTTLE}× CPU${LATENCY ? `, ${LATENCY} ms round trip` : ''}, ${ROUNDS} rounds, ${RUNS} runs): median ${median.toFixed(0)} ms, ` +
        `min ${samples[0]!.toFixed(0)} ms, max ${samples.at(-1)!.toFixed(0)} ms (budget 1000 ms)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`load average ${loadavg()[0]!.toFixed(1)}`);
for (const line of results) console.log(line);
process.exitCode = ok ? 0 : 1;
