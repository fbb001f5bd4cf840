/**
 * Decision record 010, item 3: two processes locking the same data folder at the same instant, many times. Two long-lived
 * processes get "go" in the same write loop (the barrier) and try at once; half of the rounds start with a stale
 * lock left by a dead process, which both then want to take over. Never may both hold the lock.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const worker = fileURLToPath(new URL('./lock-race.worker.ts', import.meta.url));
const ROUNDS = 100;

interface Worker {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<string>;
}

function startWorker(): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', worker], { stdio: 'pipe' });
  const queue: string[] = [];
  const waiting: ((l: string) => void)[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else queue.push(l);
  });
  return {
    child,
    next: () =>
      queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise<string>((r) => waiting.push(r)),
  };
}

let workers: Worker[] = [];
beforeAll(async () => {
  workers = [startWorker(), startWorker()];
  for (const w of workers) expect(await w.next()).toBe('ready');
}, 60_000);
afterAll(() => {
  for (const w of workers) w.child.kill();
});

describe('the data-folder lock under a race', () => {
  it(`${ROUNDS} pairs starting at the same instant: exactly one acquires, every time`, async () => {
    // The pid of a process that has exited: a stale lock.
    const deadPid = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-lock-race-'));
    let both = 0;
    let none = 0;
    let errors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const dir = path.join(root, String(round));
      fs.mkdirSync(dir);
      if (round % 2 === 1) fs.writeFileSync(path.join(dir, 'server.lock'), String(deadPid));
      const answers = workers.map((w) => w.next());
      for (const w of workers) w.child.stdin.write(`go ${dir}\n`);
      const results = await Promise.all(answers);
      errors += results.filter((r) => !/^(acquired|refused)$/.test(r)).length;
      const acquired = results.filter((r) => r === 'acquired').length;
      if (acquired === 2) both += 1;
      if (acquired === 0) none += 1;
      const released = workers.map((w) => w.next());
      for (const w of workers) w.child.stdin.write('release\n');
      await Promise.all(released);
    }
    console.warn(
      `lock race: ${ROUNDS} pairs, both acquired ${both}, none acquired ${none}, errors ${errors}`,
    );
    fs.rmSync(root, { recursive: true, force: true });
    expect(both).toBe(0);
    expect(none).toBe(0);
    expect(errors).toBe(0);
  }, 120_000);
});
