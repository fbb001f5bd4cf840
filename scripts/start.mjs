// npm start: builds the web app and the server when their sources changed, then runs the compiled server
// (migrations and seed happen there) with plain Node: no TypeScript loader in the running process.
import { pathToFileURL } from 'node:url';
import { buildServerIfNeeded, buildWebIfNeeded, serverEntry } from './build-web.mjs';

try {
  buildWebIfNeeded();
  buildServerIfNeeded();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverEntry).href);
