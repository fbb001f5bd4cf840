// Builds the web app into dist/web, and the server into dist/server, when their sources are newer than the last
// build. Used by npm start and the e2e setup. Both builds run vite in a child process, never in the caller's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Runs `args` with Node unless `stamp` is newer than every input; then touches the stamp. */
function buildIfNeeded(stamp, inputs, message, args) {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  if (built >= Math.max(...inputs.map(newestMtime))) return;
  console.log(message);
  // Always a production build, even when called from a test runner (vitest sets NODE_ENV=test, which would
  // bundle React's development build).
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  fs.writeFileSync(stamp, new Date().toISOString());
}

export function buildWebIfNeeded() {
  buildIfNeeded(
    path.join(root, 'dist', 'web', '.build-stamp'),
    ['src/web', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'],
    'Construyendo la web (solo la primera vez o tras cambios)...',
    [vite, 'build', '--logLevel', 'warn'],
  );
}

/** dist/server/index.mjs, the server compiled to JavaScript: npm start runs it with plain Node (no tsx loader). */
export const serverEntry = path.join(root, 'dist', 'server', 'index.mjs');

export function buildServerIfNeeded() {
  buildIfNeeded(
    path.join(root, 'dist', 'server', '.build-stamp'),
    [
      'src/server',
      'src/shared',
      'scripts/build-server.mjs',
      'scripts/compile-module.mjs',
      'package-lock.json',
    ],
    'Construyendo el servidor (solo la primera vez o tras cambios)...',
    [path.join(root, 'scripts', 'build-server.mjs')],
  );
}
