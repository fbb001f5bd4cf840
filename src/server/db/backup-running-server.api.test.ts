/**
 * `npm run backup` while the server runs finds it from the data folder alone (DATA_DIR/server.json), even when the
 * script's environment has another PORT and AUTH_SECRET than the server's; the copy restores into the same club.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerFile, serverFilePath } from '@/server/lib/server-file';
import { openPglite, restorePglite, type Database } from './client';

const tsx = path.resolve('node_modules/.bin/tsx');
const dirs: string[] = [];
let server: ChildProcess | null = null;

function tempDir(prefix: string): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
}

async function waitFor<T>(what: () => T | null, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every table's rows, counted and hashed: the same club has the same rows. */
async function club(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.db.execute<{ f: string }>(
      sql.raw(`select count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) as f from "${name}" x`),
    );
    out[name] = rows[0]!.f;
  }
  return out;
}

afterAll(() => {
  server?.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('npm run backup with the server running', () => {
  it('finds the server from DATA_DIR/server.json and its copy restores the same club', async () => {
    const dataDir = tempDir('pena-live-');
    server = spawn(tsx, ['src/server/index.ts'], {
      env: {
        ...process.env,
        // vitest's own BASE_URL ('/') is not the app's.
        BASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED: 'demo',
        LOG_LEVEL: 'silent',
        AUTH_SECRET: 'server-secret-server-secret-server-secret-0123',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // A first start creates and migrates the embedded database: seconds on a quiet machine, a minute on a loaded one.
    const info = await waitFor(() => readServerFile(dataDir), 150_000);
    expect(info.port).toBeGreaterThan(0);

    const target = path.join(tempDir('pena-copy-'), 'copia.tar.gz');
    const run = spawnSync(tsx, ['scripts/backup.ts', target], {
      env: {
        ...process.env,
        BASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '1',
        AUTH_SECRET: 'another-secret-another-secret-another-secret-99',
      },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Copia de seguridad escrita');

    // The server stops cleanly and takes its file away.
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    server = null;
    expect(fs.existsSync(serverFilePath(dataDir))).toBe(false);

    const live = await openPglite(dataDir);
    const before = await club(live);
    await live.close();
    expect(before.profiles).not.toMatch(/^0:/);

    const restoredDir = tempDir('pena-restored-');
    await restorePglite(restoredDir, new Uint8Array(fs.readFileSync(target)));
    const restored = await openPglite(restoredDir);
    expect(await club(restored)).toEqual(before);
    await restored.close();
  }, 240_000);
});
