import { Hono } from 'hono';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { clubNow } from '@/server/lib/clock';
import { parseWith } from '@/server/lib/validate';
import { streamTopic } from '@/server/modules/live/sse';
import { leagueTopic } from '@/server/modules/live/topics';
import { listMyTournaments } from '@/server/modules/tournaments/tournaments.queries';
import { findLeagueCard, findLeagueStandings, listMyLeagueResults } from './league-standings.service';
import { findLeagueDetail, listActiveLeagues, listMyLeagues } from './leagues.queries';

/** Answers that carry the signed-in player's data are never stored by a cache. */
const PRIVATE = { 'cache-control': 'private, no-store' };

/** Leagues for players and visitors (T§2, T§6: visitors see the league lists). Mounted at /api. */
export function leaguesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/leagues', async (c) => c.json(await listActiveLeagues(deps.db)));

  app.get('/leagues/:id', async (c) => {
    const id = parseWith(ZUuid, c.req.param('id'));
    const today = clubNow(deps.clock(), deps.config.TZ).today;
    return c.json(await findLeagueDetail(deps.db, await deps.actor(c), id, today));
  });

  app.get('/leagues/:id/standings', async (c) => {
    const id = parseWith(ZUuid, c.req.param('id'));
    const today = clubNow(deps.clock(), deps.config.TZ).today;
    const actor = await deps.actor(c);
    return c.json(await findLeagueStandings(deps.db, actor, id, today, { categorias: actor !== null }));
  });

  app.get('/leagues/:id/tournaments/:torneoId/cards/:jugadorId', async (c) => {
    const id = parseWith(ZUuid, c.req.param('id'));
    const torneoId = parseWith(ZUuid, c.req.param('torneoId'));
    const jugadorId = parseWith(ZUuid, c.req.param('jugadorId'));
    const today = clubNow(deps.clock(), deps.config.TZ).today;
    return c.json(await findLeagueCard(deps.db, await deps.actor(c), id, torneoId, jugadorId, today));
  });

  // The standings screen's live stream (design.md §8): whoever may see the league, visitors included.
  app.get('/live/leagues/:id', async (c) => {
    const id = parseWith(ZUuid, c.req.param('id'));
    const today = clubNow(deps.clock(), deps.config.TZ).today;
    await findLeagueDetail(deps.db, await deps.actor(c), id, today);
    return streamTopic(c, deps, leagueTopic(id));
  });

  // 'Mis Torneos y Ligas' (P§2): served here because the leagues module may read tournaments, never the reverse.
  app.get('/me/tournaments-leagues', async (c) => {
    const actor = await deps.signedIn(c);
    const [torneos, ligas] = [await listMyTournaments(deps, actor), await listMyLeagues(deps.db, actor)];
    return c.json({ torneos, ligas }, 200, PRIVATE);
  });

  app.get('/me/league-results', async (c) =>
    c.json(await listMyLeagueResults(deps.db, await deps.signedIn(c))),
  );

  return app;
}
