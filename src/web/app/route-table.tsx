import type { RouteObject } from 'react-router';
import {
  AppHydrateFallback,
  RedirectIfAuthed,
  redirectIfAuthedLoader,
  RequireAdmin,
  requireAdminLoader,
} from '@/web/app/guards';
import { notFoundLoader } from '@/web/app/not-found';
import { RootError } from '@/web/app/root-error';
import { RootLayout } from '@/web/app/root-layout';
import { adminCoursesRoutes } from '@/web/app/routes/admin-courses';
import { adminGroupsRoutes } from '@/web/app/routes/admin-groups';
import { adminLeaguesRoutes } from '@/web/app/routes/admin-leagues';
import { adminMailRoutes } from '@/web/app/routes/admin-mail';
import { adminSettingsRoutes } from '@/web/app/routes/admin-settings';
import { adminHandicapsRoutes } from '@/web/app/routes/admin-handicaps';
import { adminPanelRoutes } from '@/web/app/routes/admin-panel';
import { adminPlayersRoutes } from '@/web/app/routes/admin-players';
import { adminTournamentsRoutes } from '@/web/app/routes/admin-tournaments';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';
import { leagueRoutes } from '@/web/app/routes/leagues';
import { personalGameRoutes } from '@/web/app/routes/personal-games';
import { playerRoutes } from '@/web/app/routes/player';
import { scoreRoutes } from '@/web/app/routes/scores';
import { tournamentRoutes } from '@/web/app/routes/tournaments';
import { queryClient } from '@/web/lib/query-client';
import { getSession } from '@/web/lib/session';

/**
 * The whole route table of P§2 / T§2, composed from one file per area under app/routes/ (each area's routes, with
 * their guards). Pages are code-split with `page(() => import(...))`. Every address here is in the shared list
 * APP_ROUTES (src/shared/app-routes.ts), by which the server tells a page from a 404: route-table.test.ts keeps
 * them equal.
 */
const home = page(() => import('@/web/features/home/pages/home-page'));
const embed = page(() => import('@/web/features/public/pages/embed-page'));
/** A signed-in user's home code loads beside the page's, once the session is known (features/home/pages). */
async function homeLoader(): Promise<null> {
  if (await getSession(queryClient)) await import('@/web/features/home/components/logged-in-home');
  return null;
}

/** Administration (T§2): admins only; signed out → /auth, players → / with 'Acceso denegado'. */
const adminRoutes: RouteObject[] = [
  ...adminPanelRoutes,
  ...adminTournamentsRoutes,
  ...adminCoursesRoutes,
  ...adminPlayersRoutes,
  ...adminLeaguesRoutes,
  ...adminGroupsRoutes,
  ...adminMailRoutes,
  ...adminSettingsRoutes,
  ...adminHandicapsRoutes,
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <AppHydrateFallback />,
    children: [
      { index: true, loader: homeLoader, lazy: home },
      { path: 'index', loader: homeLoader, lazy: home },
      // JUGAR's choice among today's tournament groups.
      signedInOnly([{ path: 'jugar', lazy: page(() => import('@/web/features/home/pages/jugar-page')) }]),
      {
        path: 'auth',
        loader: redirectIfAuthedLoader,
        element: <RedirectIfAuthed />,
        children: [{ index: true, lazy: page(() => import('@/web/features/accounts/pages/auth-page')) }],
      },
      // A personal sign-up link (decision record 029): signed in or not, the page says what the link can do.
      { path: 'invitacion', lazy: page(() => import('@/web/features/accounts/pages/invitation-page')) },
      {
        path: 'auth/reset-password',
        lazy: page(() => import('@/web/features/accounts/pages/reset-password-page')),
      },
      ...tournamentRoutes,
      ...scoreRoutes,
      ...leagueRoutes,
      ...playerRoutes,
      ...personalGameRoutes,
      // Public pages (decision record 038): anybody, never a sign-in page.
      { path: 'publico/:token', lazy: page(() => import('@/web/features/public/pages/public-page')) },
      { path: 'tv', lazy: page(() => import('@/web/features/public/pages/tv-page')) },
      // The club's website's iframes (framed only by EMBED_ORIGINS).
      { path: 'embed/torneos/:id', lazy: embed },
      { path: 'embed/ligas/:id', lazy: embed },
      { path: 'embed/proximo', lazy: embed },
      { path: 'admin', loader: requireAdminLoader, element: <RequireAdmin />, children: adminRoutes },
      {
        path: '*',
        loader: notFoundLoader,
        shouldRevalidate: () => false,
        lazy: page(() => import('@/web/app/not-found-page')),
      },
    ],
  },
];
