/**
 * The code as production runs it. The server runs one module compiled by `scripts/build-server.mjs` and the browser
 * runs vite's bundle: a call into another file of `src` is a plain function call there. Under tsx (what runs the
 * benchmarks) every such call goes through the export getter of the calling file's import, which costs the rules
 * engine more than half of its time. A benchmark of pure code imports the bundle this compiles, with the same
 * compiler and settings as the server's build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileModule } from '../scripts/compile-module.mjs';

/** Compiles `entry` (a path under the repository) and what it imports into one ES module and imports it. */
export async function importBundled<T>(entry: string): Promise<T> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-bundle-'));
  await compileModule(entry, outDir, 'bundle.mjs', true);
  const module = (await import(pathToFileURL(path.join(outDir, 'bundle.mjs')).href)) as T;
  fs.rmSync(outDir, { recursive: true, force: true });
  return module;
}
