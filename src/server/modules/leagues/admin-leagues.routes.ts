import { Hono } from 'hono';
import {
  ZAddLeagueTournamentRequest,
  ZLeagueOrderRequest,
  ZLeagueRequest,
} from '@/shared/schemas/admin-leagues';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { parseJson, parseWith } from '@/server/lib/validate';
import {
  addLeagueTournament,
  calculateLeague,
  previewCalculateLeague,
  createLeague,
  deleteLeague,
  listAdminLeagues,
  listLeagueTournaments,
  listTournamentOptions,
  orderLeagueTournaments,
  recalculateLeagueTournament,
  removeLeagueTournament,
  updateLeague,
} from './admin-leagues.service';

/**
 * /api/admin/leagues… (T§2 /admin/ligas). Mounted at /api; the /api/admin/* gate of app.ts lets only
 * administrators through (401/403 before anything here runs).
 */
export function adminLeaguesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const id = (value: string) => parseWith(ZUuid, value);

  app.get('/admin/leagues', async (c) => c.json(await listAdminLeagues(db)));
  app.get('/admin/leagues/tournament-options', async (c) => c.json(await listTournamentOptions(db)));

  app.post('/admin/leagues', async (c) =>
    c.json(await createLeague(db, await parseJson(c, ZLeagueRequest)), 201),
  );

  app.put('/admin/leagues/:id', async (c) => {
    const ligaId = id(c.req.param('id'));
    return c.json(await updateLeague(deps, ligaId, await parseJson(c, ZLeagueRequest)));
  });

  app.delete('/admin/leagues/:id', async (c) => {
    await deleteLeague(db, id(c.req.param('id')));
    return c.body(null, 204);
  });

  app.get('/admin/leagues/:id/tournaments', async (c) =>
    c.json(await listLeagueTournaments(db, id(c.req.param('id')))),
  );

  app.post('/admin/leagues/:id/tournaments', async (c) => {
    const ligaId = id(c.req.param('id'));
    const { torneo_id } = await parseJson(c, ZAddLeagueTournamentRequest);
    return c.json(await addLeagueTournament(deps, ligaId, torneo_id), 201);
  });

  app.put('/admin/leagues/:id/tournaments/order', async (c) => {
    const ligaId = id(c.req.param('id'));
    const { torneo_ids } = await parseJson(c, ZLeagueOrderRequest);
    return c.json(await orderLeagueTournaments(deps, ligaId, torneo_ids));
  });

  app.delete('/admin/leagues/:id/tournaments/:torneoId', async (c) =>
    c.json(await removeLeagueTournament(deps, id(c.req.param('id')), id(c.req.param('torneoId')))),
  );

  app.get('/admin/leagues/:id/calculate/preview', async (c) =>
    c.json(await previewCalculateLeague(deps, id(c.req.param('id')))),
  );

  app.post('/admin/leagues/:id/calculate', async (c) =>
    c.json(await calculateLeague(deps, id(c.req.param('id')))),
  );

  app.post('/admin/leagues/:id/tournaments/:torneoId/recalculate', async (c) =>
    c.json(await recalculateLeagueTournament(deps, id(c.req.param('id')), id(c.req.param('torneoId')))),
  );

  return app;
}
