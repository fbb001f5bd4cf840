/**
 * '/' for a visitor: index.html with the logged-out home visible before any JavaScript runs (design.md §10, the
 * phone's first paint; src/shared/first-paint.ts). Only for a request without the session cookie: a signed-in
 * user gets the plain page, so never sees the visitor's card. Installed before the static files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { withFirstPaint } from '@/shared/first-paint';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from './actor';

export function firstPaintPage(deps: AppDeps, webDir: string): MiddlewareHandler<AppEnv> {
  const sessionCookie = deps.auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);
  return async (c, next) => {
    const name = await sessionCookie;
    const cookies = (c.req.header('cookie') ?? '').split(';').map((part) => part.split('=')[0]!.trim());
    if (cookies.includes(name)) return next();
    let html: string;
    try {
      html = await fs.promises.readFile(path.join(webDir, 'index.html'), 'utf8');
    } catch {
      return next();
    }
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Cookie');
    return c.html(withFirstPaint(html, deps.config.CLUB_NAME));
  };
}
