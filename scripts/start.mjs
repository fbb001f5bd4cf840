// npm start: builds the web app when its sources changed, then runs the server (migrations and seed happen there).
import path from 'node:path';
import { buildWebIfNeeded, root } from './build-web.mjs';

try {
  buildWebIfNeeded();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src', 'server', 'index.ts'));
