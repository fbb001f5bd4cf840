import { Hono } from 'hono';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import {
  findGroupStandingsInputs,
  findParticipantGroup,
  findTournamentStandingsInputs,
} from './standings.service';

/**
 * Standings (T§2 /clasificacion, T§6: they require a signed-in player) and the group lookup of
 * /introduccion-datos?torneo=&participante=. Mounted at /api.
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

  return app;
}
