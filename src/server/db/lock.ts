/**
 * An exclusive lock on the data folder: PGlite is one process's database, and two processes opening the same
 * folder silently lose data (design.md "Platform facts"). The lock file holds the owner's pid; a lock left by a
 * dead process is taken over.
 *
 * Atomic by the operating system (decision record 010, item 3): the pid is written to a file of our own first, which is then
 * hard-linked to `server.lock` — link(2) either creates the name with its full content or fails with EEXIST, so no
 * process ever sees a half-written lock. Taking over a stale lock happens only while holding a second lock (a
 * directory, mkdir(2) being atomic too), re-reading the pid under it, so two processes cannot both remove a stale
 * lock and then one of them the other's fresh one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** A takeover directory older than this was left by a process that died in the middle of a takeover. */
const TAKEOVER_STALE_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in the lock file; null when there is no lock file; NaN when its content is not a pid. */
function readPid(file: string): number | null {
  try {
    return Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function lockedError(dataDir: string, pid: number): DataDirLockedError {
  return new DataDirLockedError(
    `The data folder ${dataDir} is in use by another server process (pid ${pid}). ` +
      'Stop it first: two processes on the same embedded database lose data.',
  );
}

/** Removes the lock file if, under the takeover lock, it still belongs to a dead process. */
function removeStale(file: string): void {
  const takeover = `${file}.takeover`;
  try {
    fs.mkdirSync(takeover);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    try {
      if (Date.now() - fs.statSync(takeover).mtimeMs > TAKEOVER_STALE_MS) fs.rmdirSync(takeover);
    } catch {
      /* gone meanwhile */
    }
    sleepSync(5);
    return;
  }
  try {
    const pid = readPid(file);
    // Our own pid in a lock we did not take: left by an earlier life of this pid (a restarted container).
    const held = Number.isInteger(pid) && pid! > 0 && pid !== process.pid && isAlive(pid!);
    if (pid !== null && !held) fs.rmSync(file, { force: true });
  } finally {
    fs.rmdirSync(takeover);
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const mine = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(mine, String(process.pid), { mode: 0o600, flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        fs.linkSync(mine, file);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const pid = readPid(file);
      if (pid === null) continue;
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw lockedError(dataDir, pid);
      }
      removeStale(file);
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
