import { Hono } from 'hono';
import { ZUuid } from '@/shared/schemas/common';
import { SCORECARD_MESSAGES as M } from '@/shared/schemas/scorecard';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { streamTopic } from '@/server/modules/live/sse';
import { tournamentTopic } from '@/server/modules/live/topics';
import { isTournamentVisible } from '@/server/modules/tournaments/tournaments.access';
import {
  findGroupStandingsInputs,
  findParticipantGroup,
  findTournamentStandingsInputs,
} from './standings.service';

/**
 * Standings (T§2 /clasificacion, T§6: they require a signed-in player), their live stream
 * /api/live/tournaments/:torneoId (design.md §8: signed-in players who may see the tournament) and the group lookup
 * of /introduccion-datos?torneo=&participante=. Mounted at /api.
 */
export function standingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = deps.signedIn.bind(deps);

  app.get('/tournaments/:torneoId/standings', async (c) => {
    const actor = await signedIn(c);
    return c.json(await findTournamentStandingsInputs(deps, actor, c.req.param('torneoId')));
  });

  app.get('/groups/:partidaId/standings', async (c) => {
    const actor = await signedIn(c);
    return c.json(await findGroupStandingsInputs(deps, actor, c.req.param('partidaId')));
  });

  app.get('/tournaments/:torneoId/participants/:participanteId/group', async (c) => {
    const actor = await signedIn(c);
    return c.json(
      await findParticipantGroup(deps, actor, c.req.param('torneoId'), c.req.param('participanteId')),
    );
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
