import { Hono } from 'hono';
import { ZCreatePrizeRequest, ZRecordPrizeWinnerRequest } from '@/shared/schemas/prizes';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { parseJson } from '@/server/lib/validate';
import { createPrize, findTournamentPrizes, recordPrizeWinner, removePrize } from './prizes.service';

/**
 * 'Premios especiales' (decision record 042): /api/tournaments/:id/prizes, the winner's recording
 * /api/prizes/:id/winner, and the administrators' /api/admin/tournaments/:id/prizes and /api/admin/prizes/:id.
 * Mounted at /api.
 */
export function prizesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = deps.signedIn.bind(deps);

  app.get('/tournaments/:torneoId/prizes', async (c) =>
    c.json(await findTournamentPrizes(deps, await signedIn(c), c.req.param('torneoId'))),
  );

  app.put('/prizes/:id/winner', async (c) => {
    const actor = await signedIn(c);
    const input = await parseJson(c, ZRecordPrizeWinnerRequest);
    return c.json(await recordPrizeWinner(deps, actor, c.req.param('id'), input));
  });

  app.post('/admin/tournaments/:torneoId/prizes', async (c) => {
    const actor = requireAdmin(await deps.actor(c));
    const input = await parseJson(c, ZCreatePrizeRequest);
    return c.json(await createPrize(deps, actor, c.req.param('torneoId'), input), 201);
  });

  app.delete('/admin/prizes/:id', async (c) => {
    const actor = requireAdmin(await deps.actor(c));
    return c.json(await removePrize(deps, actor, c.req.param('id')));
  });

  return app;
}
