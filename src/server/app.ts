/** The Hono app: middleware, one sub-app per module, the built SPA, one error handler. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { z } from 'zod';
import { FIRST_ANSWER_PAGES } from '@/shared/first-paint';
import type { AppDeps } from './context';
import type { AppEnv } from './lib/actor';
import { requireAdmin } from './lib/access';
import { isAppRoute } from '@/shared/app-routes';
import { AppError } from './lib/app-error';
import { bodyLimits } from './lib/body-limits';
import { firstAnswersPage, firstPaintPage, type AskApp } from './lib/first-paint-page';
import { safeError } from './lib/safe-error';
import { parseWith } from './lib/validate';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminGroupsRoutes } from './modules/admin-groups/admin-groups.routes';
import { authRoutes } from './modules/accounts/auth-proxy';
import { adminPlayersRoutes } from './modules/admin-players/admin-players.routes';
import { adminToolsRoutes } from './modules/admin-tools/admin-tools.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { adminMailRoutes } from './modules/admin-mail/admin-mail.routes';
import { adminCoursesRoutes } from './modules/admin-courses/admin-courses.routes';
import { adminTournamentsRoutes } from './modules/admin-tournaments/admin-tournaments.routes';
import { playersRoutes } from './modules/players/players.routes';
import { handicapRoutes } from './modules/handicap/handicap.routes';
import { backupRoutes } from './modules/system/backup.routes';
import { personalGamesRoutes } from './modules/personal-games/personal-games.routes';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { adminLeaguesRoutes } from './modules/leagues/admin-leagues.routes';
import { subscribeLeaguePoints } from './modules/leagues/league-points.events';
import { leaguesRoutes } from './modules/leagues/leagues.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { findPartidaMatch } from './modules/matches/matches.read.service';
import { scoresRoutes } from './modules/scores/scores.routes';
import { settleCardsWith } from './modules/scores/card-settler';
import { matchCardSettler } from './modules/matches/matches.strokes';
import { standingsRoutes } from './modules/standings/standings.routes';
import { papersRoutes } from './modules/papers/papers.routes';
import { prizesRoutes } from './modules/prizes/prizes.routes';
import { clubLogoUrl, clubName } from './modules/settings/club-settings';
import { settingsRoutes } from './modules/settings/settings.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { publicDocsRoutes } from './modules/public/public-docs';
import { embedPage, publicPage, publicRoutes } from './modules/public/public.routes';

export const webDistDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

const ZNotFoundLog = z.object({ path: z.string().max(2000) });

export function createApp(deps: AppDeps, webDir = webDistDir) {
  const { logger, config } = deps;
  const app = new Hono<AppEnv>();

  // The modules' events: a tournament's standings inputs changed (every writer emits it after its commit) → the
  // leagues keep its points in step and tell the leagues' standings screens.
  subscribeLeaguePoints(deps);
  // A stroke on a match-play match's partida settles the match (and the knockout's next round) in its transaction.
  settleCardsWith(matchCardSettler);

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    if (c.req.path.startsWith('/api/')) {
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    }
  });

  // The /embed/* pages may be framed by the club's website(s) (EMBED_ORIGINS) and the app itself; every other
  // address keeps refusing to be framed (frame-ancestors 'none' and X-Frame-Options: DENY below).
  const embedAncestors = ["'self'", ...config.embedOrigins].join(' ');
  app.use('/embed/*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.delete('x-frame-options');
    const csp = headers.get('content-security-policy');
    if (csp) {
      headers.set(
        'content-security-policy',
        csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${embedAncestors}`),
      );
    }
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: config.baseUrl.startsWith('https://')
        ? 'max-age=15552000; includeSubDomains'
        : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  // gzip for what is worth it: the reads (pages, assets, lists, standings). Writes answer a few bytes (a saved
  // stroke is 60) and are the hot path: compressing, or buffering them to learn their length, costs more than it
  // saves. Hono's compress skips bodies under 1 KB only when it knows their length, so JSON reads get a
  // Content-Length first.
  const compressBody = compress();
  const isRead = (c: { req: { method: string } }) => c.req.method === 'GET';
  app.use('*', async (c, next) => {
    if (!isRead(c) || c.req.path.startsWith('/api/live/')) return next();
    return compressBody(c as never, next);
  });
  app.use('/api/*', async (c, next) => {
    await next();
    const res = c.res;
    if (
      isRead(c) &&
      res.body &&
      !res.headers.has('content-length') &&
      (res.headers.get('content-type') ?? '').startsWith('application/json')
    ) {
      const body = await res.arrayBuffer();
      const headers = new Headers(res.headers);
      headers.set('content-length', String(body.byteLength));
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    }
  });

  // API answers carry personal data: no cache keeps them, unless a route says otherwise (images, live streams).
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.res.headers.has('cache-control')) return;
    try {
      c.res.headers.set('cache-control', 'private, no-store');
    } catch {
      // Immutable headers (Response.redirect): a copy with the header.
      const headers = new Headers(c.res.headers);
      headers.set('cache-control', 'private, no-store');
      c.res = new Response(c.res.body, { status: c.res.status, headers });
    }
  });

  // Requests that change something must come from our own origin (Better Auth checks its own routes the same way).
  app.use('/api/*', async (c, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && !c.req.path.startsWith('/api/auth/')) {
      const origin = c.req.header('origin');
      if (origin && origin !== config.baseUrl) {
        throw new AppError('FORBIDDEN', 'Origen de la petición no permitido');
      }
    }
    await next();
  });

  // Every /api/admin/* route is for administrators only: 401/403 before anything else runs or any body is read.
  app.use('/api/admin/*', async (c: Context<AppEnv>, next) => {
    requireAdmin(await deps.actor(c));
    await next();
  });

  // Every body counted against its route's limit (chunked ones too), after the checks above.
  app.use('*', bodyLimits(deps));

  // Better Auth, behind our input guard, with its error messages in Spanish.
  app.route('/api', authRoutes(deps));

  app.get('/api/health', async (c) => {
    let ok = false;
    try {
      ok = await deps.database.ping();
    } catch (err) {
      logger.error({ err }, 'health check: database does not answer');
    }
    return c.json(
      { status: ok ? 'ok' : 'error', database: { kind: deps.database.kind, ok } },
      ok ? 200 : 503,
    );
  });

  // The 404 page reports the attempted path with navigator.sendBeacon (sent as text/plain).
  app.post('/api/log/not-found', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse((await c.req.text()).slice(0, 4000));
    } catch {
      throw new AppError('VALIDATION', 'Datos no válidos: JSON mal formado');
    }
    const { path: attempted } = parseWith(ZNotFoundLog, body);
    logger.warn({ path: attempted, userAgent: c.req.header('user-agent') }, 'page not found');
    return c.body(null, 204);
  });

  app.route('/api', backupRoutes(deps, deps.authSecret));
  app.route('/api', accountsRoutes(deps));
  app.route('/api', playersRoutes(deps));
  app.route('/api', handicapRoutes(deps));
  app.route('/api', personalGamesRoutes(deps));
  app.route('/api', tournamentsRoutes(deps));
  app.route('/api', leaguesRoutes(deps));
  app.route('/api', adminToolsRoutes(deps));
  app.route('/api', adminPlayersRoutes(deps));
  app.route('/api', invitationsRoutes(deps));
  app.route('/api', adminCoursesRoutes(deps));
  app.route('/api', adminTournamentsRoutes(deps));
  app.route('/api', adminGroupsRoutes(deps));
  app.route('/api', adminLeaguesRoutes(deps));
  app.route('/api', adminMailRoutes(deps));
  app.route('/api', matchesRoutes(deps));
  app.route(
    '/api',
    scoresRoutes(deps, { matchOf: (actor, partidaId) => findPartidaMatch(deps, actor, partidaId) }),
  );
  app.route('/api', standingsRoutes(deps));
  app.route('/api', papersRoutes(deps));
  app.route('/api', prizesRoutes(deps));
  app.route('/api', categoriesRoutes(deps));
  app.route('/api', settingsRoutes(deps));
  app.route('/api', publicRoutes(deps));
  app.route('/api', publicDocsRoutes(deps));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Recurso no encontrado');
  });

  // The built SPA: hashed assets cached for a year, everything else falls back to index.html.
  if (fs.existsSync(webDir)) {
    const root = path.relative(process.cwd(), webDir) || '.';
    app.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_p, c) => {
          c.header('cache-control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    const visitorHome = firstPaintPage(deps, webDir, async () => ({
      name: await clubName(deps),
      logoUrl: await clubLogoUrl(deps),
    }));
    app.get('/', visitorHome);
    app.get('/index', visitorHome);
    // The visitor's first answers come from the app itself, through its routes, with the request's cookies.
    const ask: AskApp = async (c, apiPath) =>
      await app.fetch(
        new Request(new URL(apiPath, c.req.url), {
          headers: { accept: 'application/json', cookie: c.req.header('cookie') ?? '' },
        }),
        c.env,
      );
    app.get('/publico/:token', publicPage(deps, webDir));
    app.get('/embed/torneos/:id', embedPage(deps, webDir, 'torneo'));
    app.get('/embed/ligas/:id', embedPage(deps, webDir, 'liga'));
    for (const [pagePath, page] of Object.entries(FIRST_ANSWER_PAGES)) {
      app.get(pagePath, firstAnswersPage(deps, webDir, page, ask));
    }
    app.use(
      '*',
      serveStatic({
        root,
        onFound: (p, c) => {
          // The service worker and its Workbox runtime, the manifest and the pages are revalidated on every visit,
          // so a new version is found at once (docs/decisions/014-offline.md).
          const revalidate =
            p.endsWith('.html') || /(^|\/)(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/.test(p);
          c.header('cache-control', revalidate ? 'no-cache' : 'public, max-age=3600');
        },
      }),
    );
    // Any other address is the app: 200 for a page of its router (APP_ROUTES), 404 with the app's own 404 page for
    // the rest.
    app.get('*', async (c) => {
      const html = await fs.promises.readFile(path.join(webDir, 'index.html'), 'utf8');
      c.header('cache-control', 'no-cache');
      return c.html(html, isAppRoute(c.req.path) ? 200 : 404);
    });
  } else {
    app.get('*', (c) =>
      isAppRoute(c.req.path)
        ? c.text('La web no está construida: ejecuta npm run build (npm start lo hace por ti).', 503)
        : c.text('Página no encontrada', 404),
    );
  }

  app.onError((err, c) => {
    if (err instanceof AppError) {
      if (err.status >= 500) {
        logger.error(
          { code: err.code, err: safeError(err.cause), method: c.req.method, path: c.req.path },
          err.message,
        );
      }
      return c.json({ error: { code: err.code, message: err.message } }, err.status);
    }
    // Never the error object itself: a database error carries the request's values (see safe-error.ts).
    logger.error({ err: safeError(err), method: c.req.method, path: c.req.path }, 'unexpected error');
    return c.json({ error: { code: 'INTERNAL', message: 'Ocurrió un error inesperado' } }, 500);
  });

  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Recurso no encontrado' } }, 404));

  return app;
}

export type AppType = ReturnType<typeof createApp>;
