/**
 * The code as production runs it. The server runs one module compiled by `scripts/build-server.mjs` and the browser
 * runs vite's bundle: a call into another file of `src` is a plain function call there. Under tsx (what runs the
 * benchmarks) every such call goes through the export getter of the calling file's import, which costs the rules
 * engine more than half of its time. A benchmark of pure code imports the bundle this compiles, with the same
 * compiler and settings as the server's build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileModule } from '../scripts/compile-module.mjs';

/** Compiles `entry` (a path under the repository) and what it imports into one ES module and imports it. */
export async function importBundled<T>(entry: string): Promise<T> {
  // Inside the repository, so that the bundle's imports of packages find node_modules.
  const cache = path.join(import.meta.dirname, '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'pena-bench-bundle-'));
  await compileModule(entry, outDir, 'bundle.mjs', true);
  const module = (await import(pathToFileURL(path.join(outDir, 'bundle.mjs')).href)) as T;
  fs.rmSync(outDir, { recursive: true, force: true });
  return module;
}
