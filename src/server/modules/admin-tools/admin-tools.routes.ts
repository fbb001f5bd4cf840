import { Hono } from 'hono';
import { ZCreateAccountsRequest, ZDeleteOrphanedUsersRequest } from '@/shared/schemas/admin-tools';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { parseJson } from '@/server/lib/validate';
import {
  accountDiagnostics,
  adminSummary,
  createMissingAccounts,
  deleteOrphanedUsers,
  listOrphanedUsers,
  listPlayersWithoutAccount,
} from './admin-tools.service';

/**
 * /api/admin/summary and /api/admin/tools/* (the /admin panel and its account tools). Mounted at /api; the
 * /api/admin/* gate of app.ts lets only administrators through.
 */
export function adminToolsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/admin/summary', async (c) => c.json(await adminSummary(db)));

  app.get('/admin/tools/diagnostics', async (c) => c.json(await accountDiagnostics(db)));

  app.get('/admin/tools/orphaned-users', async (c) => c.json(await listOrphanedUsers(db)));

  app.post('/admin/tools/orphaned-users/delete', async (c) => {
    const actor = requireAdmin(await deps.actor(c));
    const { ids } = await parseJson(c, ZDeleteOrphanedUsersRequest);
    return c.json({ deletedCount: await deleteOrphanedUsers(db, actor, ids) });
  });

  app.get('/admin/tools/players-without-account', async (c) => c.json(await listPlayersWithoutAccount(db)));

  app.post('/admin/tools/players-without-account/create-accounts', async (c) => {
    const { ids } = await parseJson(c, ZCreateAccountsRequest);
    return c.json(await createMissingAccounts(deps, ids));
  });

  // POST /admin/tools/assign-account is served by the admin-players module: an account waiting to be joined to the
  // player is joined there (pending-accounts.ts assignOrJoinAccount).

  return app;
}
