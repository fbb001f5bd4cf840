import type { RouteObject } from 'react-router';
import { RequireAdmin, requireAdminLoader } from '@/web/app/guards';
import { adminCoursesRoutes } from '@/web/app/routes/admin-courses';
import { adminGroupsRoutes } from '@/web/app/routes/admin-groups';
import { adminHandicapsRoutes } from '@/web/app/routes/admin-handicaps';
import { adminLeaguesRoutes } from '@/web/app/routes/admin-leagues';
import { adminMailRoutes } from '@/web/app/routes/admin-mail';
import { adminPanelRoutes } from '@/web/app/routes/admin-panel';
import { adminPlayersRoutes } from '@/web/app/routes/admin-players';
import { adminSettingsRoutes } from '@/web/app/routes/admin-settings';
import { adminTournamentsRoutes } from '@/web/app/routes/admin-tournaments';

/**
 * Administration (T§2): admins only; signed out → /auth, players → / with 'Acceso denegado'. Loaded on the first
 * visit to an '/admin…' address and added under the root (route-table.tsx, `patchRoutesOnNavigation`).
 */
export const adminRoute: RouteObject = {
  id: 'admin',
  path: 'admin',
  loader: requireAdminLoader,
  element: <RequireAdmin />,
  children: [
    ...adminPanelRoutes,
    ...adminTournamentsRoutes,
    ...adminCoursesRoutes,
    ...adminPlayersRoutes,
    ...adminLeaguesRoutes,
    ...adminGroupsRoutes,
    ...adminMailRoutes,
    ...adminSettingsRoutes,
    ...adminHandicapsRoutes,
  ],
};
