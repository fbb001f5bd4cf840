/** The installed server as a club runs it (README, decision record 004): one process, headers, SPA fallback, lock, shutdown. */
import { spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntry } from '../scripts/build-web.mjs';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the server process', () => {
  it('reports the embedded database in /api/health', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok', database: { kind: 'pglite', ok: true } });
  });

  it('serves the SPA with security headers; client routes fall back to index.html; hashed assets are cached long', async () => {
    const page = await fetch(`${server.baseUrl}/mis-partidas`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const js = await fetch(`${server.baseUrl}${asset}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${server.baseUrl}/api/no-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Recurso no encontrado' } });
  });

  it('keeps an idle keep-alive connection open for the next request (a proxy reuses its connections)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(`${server.baseUrl}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Longer than Node's default keep-alive timeout (5 s), which closed the connection under the next request.
      await new Promise((r) => setTimeout(r, 6000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('a second process on the same data folder refuses to start with a clear message', () => {
    const second = spawnSync(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        PORT: '0',
        BASE_URL: server.baseUrl,
        SEED: 'none',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`The data folder ${server.dataDir} is in use by another server process`);
  });

  it('a bad configuration value prints one line and exits non-zero', () => {
    const bad = spawnSync(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe('Invalid configuration: PORT must be a port number from 0 to 65535');
  });

  it('SIGTERM finishes cleanly: the database is closed and the lock released', async () => {
    const other = await startServer();
    await other.stop();
    expect(other.output()).toContain('database closed, bye');
  });
});
