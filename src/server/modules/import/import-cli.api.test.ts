/**
 * `npm run import` as a club runs it: on a new data folder it creates and migrates the embedded database itself
 * (no demo seed), under the data folder's lock, so that `npm start` afterwards is the whole move.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/server/db/client';
import { lockDataDir } from '@/server/db/lock';
import * as s from '@/server/db/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const fixture = path.join(root, 'src/server/modules/import/fixtures/oldclub-copy.sql');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-import-cli-'));

function runImport(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  // Vitest's own BASE_URL ('/') is not the app's.
  delete env.DATABASE_URL;
  delete env.BASE_URL;
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 240_000,
  });
}

describe('npm run import', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is refused while another process (a server) holds the data folder', () => {
    const unlock = lockDataDir(dataDir);
    try {
      const run = runImport(fixture);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('is in use by another server process');
    } finally {
      unlock();
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('creates the database of a new data folder, imports without the demo club and releases the lock', async () => {
    const run = runImport(fixture);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Importación terminada.');
    expect(run.stdout).toContain('Ana García: scratch 31 → 33');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const database = await openPglite(dataDir);
    try {
      const [profiles] = await database.db.select({ n: count() }).from(s.profiles);
      const [courses] = await database.db.select({ n: count() }).from(s.camposGolf);
      expect([profiles!.n, courses!.n]).toEqual([5, 1]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
