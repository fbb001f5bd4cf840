// Builds the web app into dist/web when its sources are newer than the last build. Used by npm start and the e2e setup.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', 'web', '.build-stamp');
const inputs = ['src/web', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildWebIfNeeded() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  if (built >= Math.max(...inputs.map(newestMtime))) return;
  console.log('Construyendo la web (solo la primera vez o tras cambios)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Always a production build, even when called from a test runner (vitest sets NODE_ENV=test, which would
  // bundle React's development build).
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
  fs.writeFileSync(stamp, new Date().toISOString());
}
