/**
 * Public pages (decision record 038). Mounted at /api:
 * - GET /public/tv: today's tournaments whose public link is on (the club's TV) — a knockout with a match agreed for
 *   today among them —, or the next one.
 * - GET /public/:token: the snapshot of a link that is on (ETag, 304, a proxy may hold it a second); a link off,
 *   renewed or unknown is a 404.
 * - administrators: GET/PUT /admin/{tournaments|leagues}/:id/public-link and POST …/public-link/renew.
 * - GET /public/torneos/:id, /public/ligas/:id: the same snapshot by id, for the club's website (the embeds and
 *   the read-only public JSON API, docs at /api/docs); only while the link is on, else a 404.
 * - GET /public/proximo: the tournament /embed/proximo shows (today's, else the next one with its link on).
 * - GET /public/tv/:secreto: a paired screen ('Pantallas del club'): today's active tournaments, link on or off, or
 *   the next one; GET /public/tv/:secreto/torneos/:id the snapshot of one of them. An unknown, renewed or removed
 *   secret is a 404. Administrators pair them: GET/POST /admin/screens, PUT/DELETE /admin/screens/:id and
 *   POST /admin/screens/:id/renew.
 * And `publicPage` / `embedPage`, the HTML of /publico/:token and /embed/{torneos|ligas}/:id with their title,
 * description and preview tags.
 */
import { clubName } from '@/server/modules/settings/club-settings';
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { ZUuid } from '@/shared/schemas/common';
import {
  PUBLIC_MESSAGES as M,
  SCREEN_MESSAGES,
  ZClubScreenRequest,
  ZPublicLinkUpdate,
  type TPublicNext,
  type TTvToday,
} from '@/shared/schemas/public';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import { parseJson, parseWith } from '@/server/lib/validate';
import {
  createScreen,
  isPairedScreen,
  listScreens,
  removeScreen,
  renameScreen,
  renewScreen,
} from './club-screens.service';
import { findLinkSettings, renewLink, updateLinkSettings, type LinkTarget } from './public-links.service';
import {
  createPublicSnapshots,
  findPublicLink,
  findPublicLinkOf,
  findScreenLinkOf,
  type PublicLink,
  type PublicSnapshots,
} from './public-snapshots';
import {
  findActiveTournamentsOn,
  findLeagueName,
  findLinkedTournamentsOn,
  findNextActiveTournament,
  findNextLinkedTournament,
  findTournamentTitle,
} from './public.repository';

/** A proxy may hold a public answer for a second; browsers revalidate with the ETag. */
export const PUBLIC_CACHE = 'public, max-age=1, must-revalidate';
/**
 * A paired screen's answers are for that screen alone: no proxy keeps them (they show tournaments whose link is off,
 * and a renewed or removed address must stop at once); the browser revalidates every time with the ETag.
 */
export const SCREEN_CACHE = 'private, no-cache';

export function publicRoutes(deps: AppDeps, snapshots: PublicSnapshots = createPublicSnapshots(deps)) {
  const app = new Hono<AppEnv>();

  app.get('/public/tv', async (c) => {
    const { today } = clubNow(deps.clock(), deps.config.TZ);
    const todays = await findLinkedTournamentsOn(deps.db, today);
    const next = todays.length ? undefined : await findNextLinkedTournament(deps.db, today, true);
    const body: TTvToday = {
      torneos: todays.map((t) => ({ token: t.token!, nombre: t.nombre })),
      proximo: next ? { nombre: next.nombre, fecha_juego: next.fecha_juego } : null,
    };
    return c.json(body, 200, { 'cache-control': PUBLIC_CACHE });
  });

  /** Today's tournaments for a paired screen, or a 404 'no está emparejada' for an unknown secret. */
  const screenToday = async (c: Context<AppEnv>) => {
    if (!(await isPairedScreen(deps, c.req.param('secreto') ?? '')))
      throw notFound(SCREEN_MESSAGES.notPaired);
    const { today } = clubNow(deps.clock(), deps.config.TZ);
    return { today, todays: await findActiveTournamentsOn(deps.db, today) };
  };
  app.get('/public/tv/:secreto', async (c) => {
    const { today, todays } = await screenToday(c);
    const next = todays.length ? undefined : await findNextActiveTournament(deps.db, today);
    const body: TTvToday = {
      torneos: todays.map((t) => ({ token: t.id, nombre: t.nombre })),
      proximo: next ?? null,
    };
    return c.json(body, 200, { 'cache-control': SCREEN_CACHE });
  });
  // Only one of today's tournaments: a screen's secret opens nothing else.
  app.get('/public/tv/:secreto/torneos/:id', async (c) => {
    const { todays } = await screenToday(c);
    const id = c.req.param('id');
    const link = todays.some((t) => t.id === id) ? await findScreenLinkOf(deps.db, id) : null;
    return sendSnapshot(c, link, SCREEN_CACHE);
  });

  app.get('/public/proximo', async (c) => {
    const { today } = clubNow(deps.clock(), deps.config.TZ);
    const body: TPublicNext = { torneo: (await findNextLinkedTournament(deps.db, today, false)) ?? null };
    return c.json(body, 200, { 'cache-control': PUBLIC_CACHE });
  });

  /** The snapshot of a link that is on: the same bytes and ETag for every viewer, a 304 for a reload. */
  const sendSnapshot = async (c: Context<AppEnv>, link: PublicLink | null, cache = PUBLIC_CACHE) => {
    if (!link) throw notFound(M.notFound);
    const snapshot = await snapshots.get(link);
    const headers = { etag: snapshot.etag, 'cache-control': cache };
    if (matchesEtag(c.req.header('if-none-match'), snapshot.etag)) return c.body(null, 304, headers);
    return c.body(snapshot.body, 200, { ...headers, 'content-type': 'application/json; charset=UTF-8' });
  };
  app.get('/public/torneos/:id', async (c) =>
    sendSnapshot(c, await linkOf(deps, 'torneo', c.req.param('id'))),
  );
  app.get('/public/ligas/:id', async (c) => sendSnapshot(c, await linkOf(deps, 'liga', c.req.param('id'))));
  app.get('/public/:token', async (c) =>
    sendSnapshot(c, await findPublicLink(deps.db, c.req.param('token'))),
  );

  const targets = [
    ['tournaments', 'torneo'],
    ['leagues', 'liga'],
  ] as const;
  for (const [segment, kind] of targets) {
    const target = (c: Context<AppEnv>): LinkTarget => ({ kind, id: parseWith(ZUuid, c.req.param('id')) });
    const forget = (t: LinkTarget) =>
      snapshots.forget(kind === 'torneo' ? { torneo_id: t.id } : { liga_id: t.id });
    app.get(`/admin/${segment}/:id/public-link`, async (c) =>
      c.json(await findLinkSettings(deps.db, deps.config, target(c))),
    );
    app.put(`/admin/${segment}/:id/public-link`, async (c) => {
      const t = target(c);
      const body = await parseJson(c, ZPublicLinkUpdate);
      const settings = await updateLinkSettings(deps.db, deps.config, t, body);
      forget(t);
      return c.json(settings);
    });
    app.post(`/admin/${segment}/:id/public-link/renew`, async (c) => {
      const t = target(c);
      const settings = await renewLink(deps.db, deps.config, t);
      forget(t);
      return c.json(settings);
    });
  }

  app.get('/admin/screens', async (c) => c.json(await listScreens(deps, await deps.actor(c))));
  app.post('/admin/screens', async (c) => {
    const actor = await deps.actor(c);
    const body = await parseJson(c, ZClubScreenRequest);
    return c.json(await createScreen(deps, actor, body), 201);
  });
  app.put('/admin/screens/:id', async (c) => {
    const actor = await deps.actor(c);
    const id = parseWith(ZUuid, c.req.param('id'));
    const body = await parseJson(c, ZClubScreenRequest);
    return c.json(await renameScreen(deps, actor, id, body));
  });
  app.post('/admin/screens/:id/renew', async (c) => {
    const actor = await deps.actor(c);
    return c.json(await renewScreen(deps, actor, parseWith(ZUuid, c.req.param('id'))));
  });
  app.delete('/admin/screens/:id', async (c) => {
    await removeScreen(deps, await deps.actor(c), parseWith(ZUuid, c.req.param('id')));
    return c.body(null, 204);
  });

  return app;
}

/** The link of a tournament or league by its id (anything that is not an id is simply not found). */
async function linkOf(deps: AppDeps, kind: 'torneo' | 'liga', id: string | undefined) {
  const parsed = ZUuid.safeParse(id);
  if (!parsed.success) return null;
  return findPublicLinkOf(deps.db, kind === 'torneo' ? { torneo_id: parsed.data } : { liga_id: parsed.data });
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * GET /publico/:token: the app's page with the title, description and preview tags of what the link opens, so a
 * messaging app shows them (they read the HTML, not what the JavaScript paints). An unknown or switched-off link
 * is the app's 404 page.
 */
export function publicPage(deps: AppDeps, webDir: string) {
  return async (c: Context<AppEnv>) => {
    const link = await findPublicLink(deps.db, c.req.param('token') ?? '');
    return pageOf(deps, webDir, c, link, link ? `${deps.config.baseUrl}/publico/${link.token}` : '');
  };
}

/**
 * GET /embed/torneos/:id and /embed/ligas/:id: the page the club's website shows in an iframe (framed only by the
 * sites of EMBED_ORIGINS, see app.ts), with the same tags; a tournament or league whose link is off is a 404.
 */
export function embedPage(deps: AppDeps, webDir: string, kind: 'torneo' | 'liga') {
  return async (c: Context<AppEnv>) => {
    const link = await linkOf(deps, kind, c.req.param('id'));
    const url = `${deps.config.baseUrl}/embed/${kind === 'torneo' ? 'torneos' : 'ligas'}/${c.req.param('id')}`;
    return pageOf(deps, webDir, c, link, url);
  };
}

async function pageOf(
  deps: AppDeps,
  webDir: string,
  c: Context<AppEnv>,
  link: PublicLink | null,
  url: string,
) {
  const html = await fs.promises.readFile(path.join(webDir, 'index.html'), 'utf8');
  c.header('cache-control', 'no-cache');
  if (!link) return c.html(html, 404);
  const club = await clubName(deps);
  let title: string;
  let description: string;
  if (link.torneo_id) {
    const t = await findTournamentTitle(deps.db, link.torneo_id);
    title = `${t?.nombre ?? 'Torneo'} · ${club}`;
    const fecha = t
      ? new Date(`${t.fecha}T12:00:00Z`).toLocaleDateString('es-ES', { dateStyle: 'long', timeZone: 'UTC' })
      : '';
    description = `Clasificación en directo, partidas y horarios de salida. ${fecha}${t ? ` · ${t.campo}` : ''}`;
  } else {
    const l = await findLeagueName(deps.db, link.liga_id!);
    title = `${l?.nombre ?? 'Liga'} · ${club}`;
    description = 'Clasificación de la liga';
  }
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(club)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${deps.config.baseUrl}/icons/icon-512.png`)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="robots" content="noindex" />`,
  ].join('\n    ');
  const page = html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
  return c.html(page, 200);
}
