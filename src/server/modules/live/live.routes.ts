import { Hono } from 'hono';
import { SCORECARD_MESSAGES as M } from '@/shared/schemas/scorecard';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { requireAccess } from '@/server/lib/access';
import { clubNow } from '@/server/lib/clock';
import { notFound } from '@/server/lib/app-error';
import { ZUuid } from '@/shared/schemas/common';
import { loadScorecardFacts, subjectOf } from '@/server/modules/scores/access';
import { TORNEO } from '@/server/modules/scores/kinds';
import { isTournamentVisible } from '@/server/modules/tournaments/tournaments.access';
import { streamTopic } from './sse';
import { partidaTopic, tournamentTopic } from './topics';

/**
 * Live streams (design.md §8): a group's open score entries (its members and admins, like its card) and a
 * tournament's open standings screens (signed-in players who may see the tournament, like the standings). Personal games keep theirs at
 * /api/live/personal-games/:id. Mounted at /api.
 */
export function liveRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = deps.signedIn.bind(deps);

  app.get('/live/groups/:partidaId', async (c) => {
    const actor = await signedIn(c);
    const today = clubNow(deps.clock(), deps.config.TZ).today;
    const facts = await loadScorecardFacts(deps.db, TORNEO, actor, c.req.param('partidaId'), today);
    requireAccess(actor, 'readScorecard', subjectOf(TORNEO, actor, facts));
    return streamTopic(c, deps, partidaTopic(facts.id));
  });

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
