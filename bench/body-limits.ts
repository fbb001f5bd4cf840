/**
 * Body limits (decision record 010, item 2): the memory (RSS) of a real `npm start` server before and after four
 * 400 MB chunked POSTs to /api/accounts/sign-up as a visitor. Before the fix the server went from 0.5 GB to 4 GB
 * and stayed at 3.2 GB; with the body limit each request is cut at 64 KB.
 *   npx tsx bench/body-limits.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server';
import { processMemory, spawnNpmStart } from './support';

const MB = 1024 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-body-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawnNpmStart(port, dataDir, { SEED: 'none' });

const rssMb = () => processMemory(child.pid!).rss;

function chunkedPost(total: number): Promise<{ status: number; sentMb: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/accounts/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    const chunk = Buffer.alloc(MB, 0x61);
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          sentMb: sent / MB,
          ms: Math.round(performance.now() - started),
        }),
      );
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb();
  console.log(`RSS before: ${before} MB`);
  for (let i = 1; i <= 4; i++) {
    const r = await chunkedPost(400 * MB);
    console.log(
      `POST ${i}: ${r.status} after ${r.ms} ms, ${r.sentMb} MB written by the client; RSS ${rssMb()} MB`,
    );
  }
  await new Promise((r) => setTimeout(r, 2000));
  console.log(`RSS after: ${rssMb()} MB (before: ${before} MB)`);
} finally {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
