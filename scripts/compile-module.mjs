// How a TypeScript module of src/ becomes one ES module that plain Node runs: the server's build
// (build-server.mjs) and the benchmarks of pure code (bench/bundled.ts) compile the same way.
import path from 'node:path';
import { build } from 'vite';
import { root } from './build-web.mjs';

/** `entry` (a path under the repository) and what it imports from src/, compiled into `outDir`/`fileName`. */
export async function compileModule(entry, outDir, fileName, emptyOutDir) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      ssr: path.join(root, entry),
      outDir,
      emptyOutDir,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: fileName, format: 'es' } },
    },
  });
}
