/**
 * Worker of lock-race.test.ts: on "go <dir>" it tries to lock the folder and answers "acquired" or "refused";
 * on "release" it lets the lock go and answers "released".
 */
import readline from 'node:readline';
import { DataDirLockedError, lockDataDir } from './lock';

let release: (() => void) | null = null;
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.startsWith('go ')) {
    try {
      release = lockDataDir(line.slice(3));
      process.stdout.write('acquired\n');
    } catch (e) {
      process.stdout.write(e instanceof DataDirLockedError ? 'refused\n' : `error ${String(e)}\n`);
    }
  } else if (line === 'release') {
    release?.();
    release = null;
    process.stdout.write('released\n');
  }
});
process.stdout.write('ready\n');
