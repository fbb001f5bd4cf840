/**
 * Budget (design.md §10, phone side): Lighthouse mobile performance ≥ 95 on / and /torneos, accessibility and best
 * practices 100. Starts `npm start` on a throwaway data folder with the demo club, runs Lighthouse's default mobile
 * run (simulated slow 4G and a 4× slower CPU) three times per page in Debian's Chromium and prints the median of each
 * category with LCP and TBT.
 *
 * Lighthouse is not a dependency of the app (200 packages a club never needs): the script uses `LIGHTHOUSE_BIN` when
 * set, or `npx --yes lighthouse@12` (from the npm registry). Its CPU figures follow the machine: run it on a quiet
 * one and write the load average beside the figures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server';
import { spawnNpmStart } from './support';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/torneos'];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-lighthouse-'));
const server = spawnNpmStart(port, dataDir, { SEED: 'demo' });
const deadline = Date.now() + 300_000;
for (;;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (Date.now() > deadline) throw new Error('el servidor no arrancó en 300 s');
  await new Promise((r) => setTimeout(r, 500));
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

interface RunReport extends Report {
  runtimeError?: { code: string; message: string };
}

/**
 * One Lighthouse run in a fresh Chromium profile. Chromium 132+ has only the new headless mode, where a run now and
 * then records no navigation start ('NO_NAVSTART') or times out: such a run is repeated (up to three times) rather
 * than failing the whole bench. `LIGHTHOUSE_CHROME_FLAGS` adds flags (e.g. `--headless=old` for a Chromium that
 * still has it).
 */
function lighthouse(url: string): Report {
  const out = path.join(dataDir, 'report.json');
  const [cmd, ...pre] = process.env.LIGHTHOUSE_BIN
    ? [process.env.LIGHTHOUSE_BIN]
    : ['npx', '--yes', 'lighthouse@12'];
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
    fs.rmSync(out, { force: true });
    const chromeFlags = [
      process.env.LIGHTHOUSE_CHROME_FLAGS ?? '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
    ].join(' ');
    try {
      execFileSync(
        cmd,
        [
          ...pre,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices',
          '--max-wait-for-load=60000',
          `--chrome-flags=${chromeFlags}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
    } catch (e) {
      lastError = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    } finally {
      fs.rmSync(profile, { recursive: true, force: true });
    }
    if (fs.existsSync(out)) {
      const report = JSON.parse(fs.readFileSync(out, 'utf8')) as RunReport;
      if (!report.runtimeError && report.categories.performance?.score != null) return report;
      lastError = report.runtimeError
        ? `${report.runtimeError.code}: ${report.runtimeError.message}`
        : 'sin puntuación';
    }
    console.warn(`${url}: intento ${attempt} sin resultado (${lastError}); se repite`);
  }
  throw new Error(`Lighthouse no pudo medir ${url}: ${lastError}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let ok = true;
try {
  // One visit first: the server builds nothing on request, but the first answer warms its caches.
  await fetch(`${base}/`);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const page of PAGES) {
    const reports = Array.from({ length: RUNS }, () => lighthouse(`${base}${page}`));
    const score = (c: string) => Math.round(median(reports.map((r) => r.categories[c]!.score)) * 100);
    const audit = (a: string) => median(reports.map((r) => r.audits[a]?.numericValue ?? NaN));
    const perf = score('performance');
    const a11y = score('accessibility');
    const bp = score('best-practices');
    console.log(
      `${page.padEnd(9)} performance ${perf} (budget 95)  accessibility ${a11y}  best practices ${bp}  LCP ${(audit('largest-contentful-paint') / 1000).toFixed(1)} s  TBT ${Math.round(audit('total-blocking-time'))} ms  (median of ${RUNS})`,
    );
    ok &&= perf >= 95 && a11y === 100 && bp === 100;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
