import { Hono } from 'hono';
import { ZCategoriesConfig } from '@/shared/schemas/categories';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { parseJson, parseWith } from '@/server/lib/validate';
import { findAdminCategories, findTournamentCategories, saveCategories } from './categories.service';

/**
 * A tournament's 'Categorías' (decision record 041). Mounted at /api; the /api/admin/* gate of app.ts lets only
 * administrators through; the standings' read requires a signed-in player who may see the tournament (T§6).
 */
export function categoriesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const id = (value: string) => parseWith(ZUuid, value);

  app.get('/admin/tournaments/:id/categories', async (c) =>
    c.json(await findAdminCategories(deps.db, id(c.req.param('id')))),
  );

  app.put('/admin/tournaments/:id/categories', async (c) => {
    await deps.signedIn(c);
    const torneoId = id(c.req.param('id'));
    const input = await parseJson(c, ZCategoriesConfig);
    return c.json(await saveCategories(deps, torneoId, input));
  });

  app.get('/tournaments/:torneoId/categories', async (c) => {
    const actor = await deps.signedIn(c);
    return c.json(await findTournamentCategories(deps, actor, c.req.param('torneoId')));
  });

  return app;
}
