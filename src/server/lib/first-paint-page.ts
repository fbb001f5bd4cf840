/**
 * Pages a visitor gets painted sooner (design.md §10, the phone's first paint; src/shared/first-paint.ts), each
 * only for a request without the session cookie: a signed-in user gets the plain page, so never sees the visitor's
 * card nor answers given to someone else. Installed before the static files.
 * - '/': index.html with the logged-out home visible before any JavaScript runs.
 * - the pages of FIRST_ANSWER_PAGES: index.html with the answers of the GETs the page asks for at start, asked of
 *   the app itself with the request's cookies (the same answers the API gives that visitor), the page's code
 *   preloaded, and the page itself painted from those answers by the web build's renderer (dist/web-render), over
 *   the app until React shows it. The renderer (React's server renderer and the page's components) is loaded with
 *   the first such request, not at the server's start.
 */
import { redirectTargetOf } from '@/shared/redirect-target';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import {
  modulePreloads,
  withFirstAnswers,
  withFirstPaint,
  withFirstPaintMarkup,
  type FirstAnswersPage,
  type FirstPaintRenderer,
  type ManifestChunk,
} from '@/shared/first-paint';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from './actor';

/** True when the request carries the session cookie (valid or not: either way it is not a visitor's page). */
function sessionCookieCheck(deps: AppDeps): (c: Context<AppEnv>) => Promise<boolean> {
  const sessionCookie = deps.auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);
  return async (c) => {
    const name = await sessionCookie;
    const cookies = (c.req.header('cookie') ?? '').split(';').map((part) => part.split('=')[0]!.trim());
    return cookies.includes(name);
  };
}

const readIndexHtml = (webDir: string) =>
  fs.promises.readFile(path.join(webDir, 'index.html'), 'utf8').catch(() => null);

/** The visitor's page is not the signed-in user's: never served from a cache to another request. */
function visitorPage(c: Context<AppEnv>, html: string) {
  c.header('cache-control', 'no-cache');
  c.header('vary', 'Cookie');
  return c.html(html);
}

/** `club`: the name and logo the page shows (the club's settings, else CLUB_NAME and the bundled logo; decision record 044). */
export function firstPaintPage(
  deps: AppDeps,
  webDir: string,
  club: () => Promise<{ name: string; logoUrl: string }>,
): MiddlewareHandler<AppEnv> {
  const hasSessionCookie = sessionCookieCheck(deps);
  return async (c, next) => {
    if (await hasSessionCookie(c)) return next();
    const html = await readIndexHtml(webDir);
    if (html === null) return next();
    const { name, logoUrl } = await club();
    return visitorPage(c, withFirstPaint(html, name, redirectTargetOf(new URL(c.req.url).search), logoUrl));
  };
}

/** A GET of the app itself, as the request `c` would make it (its cookies), answered without the network. */
export type AskApp = (c: Context<AppEnv>, apiPath: string) => Promise<Response>;

export function firstAnswersPage(
  deps: AppDeps,
  webDir: string,
  page: FirstAnswersPage,
  ask: AskApp,
): MiddlewareHandler<AppEnv> {
  const hasSessionCookie = sessionCookieCheck(deps);
  let renderer: Promise<FirstPaintRenderer | null> | undefined;
  const render = (answers: Record<string, unknown>): Promise<string | null> => {
    if (!page.render) return Promise.resolve(null);
    renderer ??= import(pathToFileURL(path.join(webDir, '..', 'web-render', page.render)).href).then(
      (module: FirstPaintRenderer) => module,
      (err: unknown) => {
        deps.logger.warn({ err: String(err) }, 'first paint renderer not available');
        return null;
      },
    );
    return renderer.then((module) => {
      try {
        return module?.renderFirstPaint(answers) ?? null;
      } catch (err) {
        deps.logger.warn({ err: String(err) }, 'first paint not rendered');
        return null;
      }
    });
  };
  return async (c, next) => {
    if (await hasSessionCookie(c)) return next();
    const html = await readIndexHtml(webDir);
    if (html === null) return next();
    const answers: Record<string, unknown> = {};
    for (const apiPath of page.answers) {
      const res = await ask(c, apiPath);
      // Anything but a plain answer (an error, a redirect): the page asks for it itself, as it always did.
      if (res.status !== 200) return next();
      answers[apiPath] = await res.json();
    }
    let preloads: string[] = [];
    try {
      const manifest = JSON.parse(
        await fs.promises.readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk>;
      preloads = modulePreloads(manifest, page.modules);
    } catch {
      // A build without its manifest: the page loads its code as it always did.
    }
    // Painted as it first shows: an address with a tab or a search (?tab=ligas, ?q=…) gets its answers only.
    const markup = new URL(c.req.url).search ? null : await render(answers);
    // Painted: the page's code is asked for after the first frame (with the entry); otherwise at once.
    if (markup !== null) {
      return visitorPage(c, withFirstAnswers(withFirstPaintMarkup(html, markup, preloads), answers, []));
    }
    return visitorPage(c, withFirstAnswers(html, answers, preloads));
  };
}
