// Compiles the server (src/server/index.ts and what it imports from src/) into one ES module, dist/server/index.mjs,
// that plain Node runs without a TypeScript loader. Packages stay imports of node_modules. Run as a child process by
// build-web.mjs, so that vite is never loaded into the server's process.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-web.mjs';
import { compileModule } from './compile-module.mjs';

const outDir = path.join(root, 'dist', 'server');

/** `entry` (under src/server) and what it imports from src/, compiled into dist/server/`fileName`. */
const compile = (entry, fileName, emptyOutDir) =>
  compileModule(path.join('src', 'server', entry), outDir, fileName, emptyOutDir);

await compile('index.ts', 'index.mjs', true);
// The migrator reads the SQL files next to the module (client.ts: new URL('./migrations', import.meta.url)).
fs.cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});

// The spreadsheet worker (modules/admin-players/spreadsheet.ts starts it from beside the module): plain JavaScript.
fs.copyFileSync(
  path.join(root, 'src', 'server', 'modules', 'admin-players', 'xlsx-worker.mjs'),
  path.join(outDir, 'xlsx-worker.mjs'),
);

// The fonts the PDF papers embed (modules/papers/fonts.ts looks for them beside the module, then in src/).
fs.cpSync(path.join(root, 'src', 'server', 'assets'), path.join(outDir, 'assets'), { recursive: true });

// The new data folder's cluster, created and migrated here once instead of at every first start (db/client.ts,
// `pgliteTemplateDir`): its own small module beside the server, built from db/template.ts.
await compile(path.join('db', 'template.ts'), 'db-template.mjs', false);
const { makePgliteTemplate } = await import(pathToFileURL(path.join(outDir, 'db-template.mjs')).href);
await makePgliteTemplate();
