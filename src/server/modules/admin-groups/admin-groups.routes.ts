import { Hono, type Context } from 'hono';
import { ZPublishGroupsRequest, ZSendTournamentEmailRequest } from '@/shared/schemas/admin-groups';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { parseJson, parseWith } from '@/server/lib/validate';
import { TORNEO } from '@/server/modules/scores/kinds';
import { validateScorecard } from '@/server/modules/scores/service';
import { setCardMarker } from '@/server/modules/scores/signatures';
import { ZSetMarkerRequest } from '@/shared/schemas/scorecard';
import { findTournamentGroups, listGroupTournaments, publishTournamentGroups } from './admin-groups.service';
import { sendTournamentEmail } from './tournament-email';

/**
 * /api/admin/groups ('Gestión de Partidas', T§2, T§7). Mounted at /api; the /api/admin/* gate of app.ts lets only
 * administrators through.
 */
export function adminGroupsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const admin = async (c: Context<AppEnv>) => requireAdmin(await deps.actor(c));
  const torneoId = (c: Context<AppEnv>) => parseWith(ZUuid, c.req.param('torneoId'));

  app.get('/admin/groups/tournaments', async (c) => c.json(await listGroupTournaments(deps.db)));

  app.get('/admin/groups/tournaments/:torneoId', async (c) =>
    c.json(await findTournamentGroups(deps.db, torneoId(c))),
  );

  app.put('/admin/groups/tournaments/:torneoId', async (c) => {
    const actor = await admin(c);
    const id = torneoId(c);
    const input = await parseJson(c, ZPublishGroupsRequest);
    return c.json(await publishTournamentGroups(deps, actor, id, input));
  });

  app.post('/admin/groups/tournaments/:torneoId/email', async (c) => {
    const id = torneoId(c);
    const input = await parseJson(c, ZSendTournamentEmailRequest);
    return c.json(await sendTournamentEmail(deps, id, input));
  });

  app.post('/admin/groups/partidas/:partidaId/validate', async (c) => {
    const actor = await admin(c);
    const partidaId = parseWith(ZUuid, c.req.param('partidaId'));
    return c.json(await validateScorecard(deps, TORNEO, actor, partidaId));
  });

  // 'Marcador y jugador': an administrator names a card's marker (any other participant of the tournament).
  app.put('/admin/groups/partidas/:partidaId/markers', async (c) => {
    const actor = await admin(c);
    const partidaId = parseWith(ZUuid, c.req.param('partidaId'));
    const input = await parseJson(c, ZSetMarkerRequest);
    return c.json(await setCardMarker(deps, actor, partidaId, input));
  });

  return app;
}
