import { Hono } from 'hono';
import { SCORECARD_MESSAGES as M } from '@/shared/schemas/scorecard';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { ZUuid } from '@/shared/schemas/common';
import { isTournamentVisible } from '@/server/modules/tournaments/tournaments.access';
import { streamTopic } from './sse';
import { tournamentTopic } from './topics';

/**
 * Live streams (design.md §8): a tournament's open standings screens (signed-in players who may see the
 * tournament, like the standings). The modules that own a stream's access rule serve theirs with `streamTopic`:
 * a group's (scores, /api/live/groups/:id), a league's (leagues, /api/live/leagues/:id) and a personal game's
 * (/api/live/personal-games/:id); this module depends on none of them. Mounted at /api.
 */
export function liveRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = deps.signedIn.bind(deps);

  app.get('/live/tournaments/:torneoId', async (c) => {
    const actor = await signedIn(c);
    const torneoId = c.req.param('torneoId');
    const visible =
      ZUuid.safeParse(torneoId).success && (await isTournamentVisible(deps.db, actor, torneoId));
    if (!visible) throw notFound(M.tournamentNotFound);
    return streamTopic(c, deps, tournamentTopic(torneoId));
  });

  return app;
}
