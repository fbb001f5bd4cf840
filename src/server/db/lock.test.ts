import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

describe('the data folder lock (design.md Platform facts)', () => {
  it('refuses a second process while the first one lives, and takes over a lock left by a dead one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-lock-'));
    // Another process holds the lock: write its pid the way lockDataDir does, and keep it alive.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    fs.writeFileSync(path.join(dir, 'server.lock'), String(holder.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`is in use by another server process (pid ${holder.pid})`);
    } finally {
      const exited = new Promise((r) => holder.once('exit', r));
      holder.kill();
      await exited;
    }
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
