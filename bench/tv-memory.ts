/**
 * The club's TV left on for a day (design §17: 'its memory in the browser stays flat over 8 hours'). The demo club's
 * tournament of today with its public link on; `/tv` at 1920×1080 rotating every INTERVAL seconds while an
 * administrator saves a stroke every SAVE_MS (the pages, the last holes and the standings change all day); the
 * server is restarted half-way (the TV must reconnect by itself). Every SAMPLE_S seconds the page's garbage is
 * collected and its retained JavaScript heap, DOM nodes and event listeners are read (CDP); the line fitted to the
 * heap after the first tenth of the run (the page's caches filling up) is the growth per hour.
 *
 *   npx tsx bench/tv-memory.ts                    (HOURS=8: the whole day)
 *   HOURS=0.5 INTERVAL=5 npx tsx bench/tv-memory.ts   (a shorter run with four times the page turns)
 *
 * Budget: flat — the retained heap grows less than 1 MB per hour and ends within 2 MB of where it was after the
 * first tenth; DOM nodes and listeners do not grow.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import type { TPublicLinkUpdate } from '../src/shared/schemas/public';
import { apiOf } from '../e2e/support/api';
import { DESKTOP, launchBrowser, newPage } from '../e2e/support/browser';
import { startServer, type RunningServer } from '../e2e/support/server';
import { signInThroughForm } from '../e2e/support/sign-in';

const HOURS = Number(process.env.HOURS ?? 8);
const INTERVAL = Number(process.env.INTERVAL ?? 20);
const SAVE_MS = Number(process.env.SAVE_MS ?? 3000);
const SAMPLE_S = Number(process.env.SAMPLE_S ?? Math.max(30, Math.round((HOURS * 3600) / 60)));
const MB = 1024 * 1024;

let server: RunningServer = await startServer({ SEED: 'demo' });
const port = Number(new URL(server.baseUrl).port);
const browser = await launchBrowser();

interface Inputs {
  participantes: { id: string; partida_id: string | null }[];
}

try {
  const { page: admin } = await newPage(browser, DESKTOP);
  await signInThroughForm(admin, server.baseUrl, { email: 'admin@pena.golf', password: 'pena1234' });
  const api = apiOf(admin, server.baseUrl);
  const list = await api<{ id: string; nombre: string }[]>('GET', '/api/tournaments');
  const torneoId = list.find((t) => t.nombre === 'Torneo del Sábado')!.id;
  const link: TPublicLinkUpdate = { activo: true, nombres: 'inicial', ocultar_clasificacion: false };
  await api('PUT', `/api/admin/tournaments/${torneoId}/public-link`, link);
  const inputs = await api<Inputs>('GET', `/api/tournaments/${torneoId}/standings`);
  const seated = inputs.participantes.filter((p) => p.partida_id !== null);

  const { page: tv } = await newPage(browser, { width: 1920, height: 1080 });
  await tv.goto(`${server.baseUrl}/tv?intervalo=${INTERVAL}`);
  await tv.getByRole('heading', { name: 'Torneo del Sábado' }).waitFor();
  const cdp = await tv.context().newCDPSession(tv);
  await cdp.send('Performance.enable');

  // Strokes all day: every seated player's holes in turn, 3 to 6 strokes, over and over.
  let saves = 0;
  let saveErrors = 0;
  let restarting = false;
  const saver = setInterval(() => {
    if (restarting) return;
    const p = seated[saves % seated.length]!;
    const hole = (Math.floor(saves / seated.length) % 18) + 1;
    saves++;
    void apiOf(admin, server.baseUrl)('PUT', `/api/groups/${p.partida_id}/scores`, {
      participante_id: p.id,
      numero_hoyo: hole,
      golpes: 3 + (saves % 4),
    }).catch(() => saveErrors++);
  }, SAVE_MS);

  const samples: { t: number; heap: number; nodes: number; listeners: number }[] = [];
  const sample = async (page: Page) => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const s = {
      t: (Date.now() - started) / 3_600_000,
      heap: metric('JSHeapUsedSize'),
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
    };
    samples.push(s);
    const signIn = await page.getByLabel('Email').count();
    console.log(
      `${(s.t * 60).toFixed(1).padStart(6)} min  heap ${(s.heap / MB).toFixed(2)} MB  nodes ${s.nodes}  ` +
        `listeners ${s.listeners}  saves ${saves} (${saveErrors} failed)${signIn ? '  SIGN-IN PAGE SHOWN' : ''}`,
    );
  };

  const started = Date.now();
  const end = started + HOURS * 3_600_000;
  let restarted = false;
  while (Date.now() < end) {
    await sample(tv);
    await new Promise((r) => setTimeout(r, Math.min(SAMPLE_S * 1000, Math.max(0, end - Date.now()))));
    if (!restarted && Date.now() - started > (HOURS * 3_600_000) / 2) {
      restarted = true;
      restarting = true;
      await server.stop(true);
      server = await startServer({ SEED: 'demo', DATA_DIR: server.dataDir }, { port });
      restarting = false;
      console.log('       server restarted');
    }
  }
  await sample(tv);
  clearInterval(saver);
  const heading = await tv.locator('header h1').innerText();

  // Least-squares slope of the retained heap after the first tenth of the run (the page's caches filling up).
  const warm = samples.filter((x) => x.t >= HOURS / 10);
  const meanT = warm.reduce((a, s) => a + s.t, 0) / warm.length;
  const meanH = warm.reduce((a, s) => a + s.heap, 0) / warm.length;
  const slope =
    warm.reduce((a, s) => a + (s.t - meanT) * (s.heap - meanH), 0) /
    (warm.reduce((a, s) => a + (s.t - meanT) ** 2, 0) || 1);
  const first = warm[0]!;
  const last = samples.at(-1)!;
  const flat =
    slope < MB &&
    last.heap - first.heap < 2 * MB &&
    last.nodes <= first.nodes * 1.1 + 50 &&
    last.listeners <= first.listeners + 20;
  console.log(
    `\nTV ${HOURS} h, pages every ${INTERVAL} s, a stroke every ${SAVE_MS} ms (${saves} saves, ${saveErrors} failed), ` +
      `server restarted half-way; showing '${heading}' at the end`,
  );
  console.log(
    `retained JS heap: ${(first.heap / MB).toFixed(2)} MB after the first tenth of the run → ${(last.heap / MB).toFixed(2)} MB ` +
      `at the end; growth ${(slope / MB).toFixed(3)} MB/h; DOM nodes ${first.nodes} → ${last.nodes}; listeners ` +
      `${first.listeners} → ${last.listeners} (budget: flat — < 1 MB/h, within 2 MB): ${flat ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`);
  process.exitCode = flat ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
