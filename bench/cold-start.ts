/**
 * Budget (design.md §10): cold start of `npm start` to a served page < 5 s on the embedded database.
 * Measures, from process spawn to the first 200 of GET / : (1) a brand-new data folder (database created,
 * migrated and seeded), (2) a restart on the existing folder. The web build is done beforehand.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded } from '../scripts/build-web.mjs';

buildWebIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function coldStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

const first = await coldStart();
const restarts: number[] = [];
for (let i = 0; i < 3; i++) restarts.push(await coldStart());
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`first start (new database, migrations, demo seed): ${Math.round(first)} ms`);
console.log(
  `restart on an existing database: ${restarts.map((m) => Math.round(m)).join(' / ')} ms (budget 5000 ms)`,
);
