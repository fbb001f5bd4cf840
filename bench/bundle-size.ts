/**
 * Budget (design.md §10): initial JavaScript of the first page ≤ 130 KB gzip. Reads the built index.html and adds
 * up the gzip size of the entry script and every module it preloads (what a phone downloads before the home
 * screen renders; the home route's own lazy chunk is added too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebIfNeeded } from '../scripts/build-web.mjs';

buildWebIfNeeded();
const dist = path.resolve('dist/web');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const size = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).byteLength;

const entry = initial.find((f) => /assets\/index-/.test(f));
const homeChunk = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => /^home-page-.*\.js$/.test(f))
  .map((f) => `assets/${f}`);
const files = [...new Set([...initial, ...homeChunk])];
let total = 0;
for (const f of files) {
  const bytes = size(f);
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${f}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial JavaScript of the first page, gzip (budget 130 KB)`,
);
if (!entry) console.warn('entry chunk not found in index.html');
process.exitCode = total <= 130 * 1024 ? 0 : 1;
