/**
 * Decision record 010, item 2: a body without Content-Length is counted as it streams. A real HTTP server (the app under
 * @hono/node-server, as `npm start` runs it) gets 50 MB chunked bodies: 413 (or the 403 of a caller who may not
 * send it) long before the end, and the process's memory does not grow with the body.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let server: ServerType;
let port: number;
let player: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  player = await t.signUp();
  admin = await t.signUp();
  await t.makeAdmin(admin);
  server = serve({ fetch: t.runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const MB = 1024 * 1024;

interface Streamed {
  status: number;
  body: string;
  /** Bytes the client had written when the answer arrived. */
  sent: number;
}

/** POSTs `total` bytes chunked (no Content-Length), stopping as soon as the server answers. */
function streamPost(pathname: string, headers: Record<string, string>, total: number): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: pathname,
      method: 'POST',
      headers: { ...headers, origin: BASE_URL, 'transfer-encoding': 'chunked' },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sent: at });
        req.destroy();
      });
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('body limits count the stream', () => {
  it.each([
    ['a visitor', '/api/accounts/sign-up', 'application/json', () => ''],
    ['a visitor', '/api/auth/sign-in/email', 'application/json', () => ''],
    ['a player', '/api/profiles/me', 'application/json', () => player.cookie],
    ['an administrator', '/api/profiles/me/image', 'multipart/form-data; boundary=x', () => admin.cookie],
  ])(
    '%s sending 50 MB chunked to %s gets a 413 early, memory stays',
    async (_who, pathname, type, cookie) => {
      global.gc?.();
      const before = process.memoryUsage().rss;
      const started = performance.now();
      const res = await streamPost(pathname, { 'content-type': type, cookie: cookie() }, 50 * MB);
      const ms = performance.now() - started;
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'TOO_LARGE' } });
      expect(res.sent).toBeLessThan(20 * MB);
      expect(ms).toBeLessThan(10_000);
      expect(process.memoryUsage().rss - before).toBeLessThan(40 * MB);
    },
  );

  it('a player sending a chunked image gets the 403 before the body is read', async () => {
    const res = await streamPost(
      `/api/profiles/${player.profileId}/image`,
      { 'content-type': 'multipart/form-data; boundary=x', cookie: player.cookie },
      50 * MB,
    );
    expect(res.status).toBe(403);
    expect(res.sent).toBeLessThan(10 * MB);
  });

  it('the 404 beacon takes a few KB at most', async () => {
    const res = await streamPost('/api/log/not-found', { 'content-type': 'text/plain' }, 1 * MB);
    expect(res.status).toBe(413);
    const ok = await t.request('/api/log/not-found', {
      method: 'POST',
      body: JSON.stringify({ path: '/no-existe' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(ok.status).toBe(204);
  });

  it('a JSON body over 64 KB with Content-Length is a 413 in Spanish; a normal one passes', async () => {
    const res = await t.request('/api/profiles/me', {
      method: 'PUT',
      json: { nombre: 'x'.repeat(70 * 1024) },
      cookie: player.cookie,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'TOO_LARGE', message: 'La petición es demasiado grande' },
    });
    const small = await t.request('/api/profiles/me', {
      method: 'PUT',
      json: { nombre: 'x' },
      cookie: player.cookie,
    });
    expect(small.status).toBe(400);
  });
});
