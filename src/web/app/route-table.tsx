import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { AppHydrateFallback, RedirectIfAuthed, redirectIfAuthedLoader } from '@/web/app/guards';
import { notFoundLoader } from '@/web/app/not-found';
import { RootError } from '@/web/app/root-error';
import { RootLayout } from '@/web/app/root-layout';
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
const tv = page(() => import('@/web/features/public/pages/tv-page'));
/** A signed-in user's home code loads beside the page's, once the session is known (features/home/pages). */
async function homeLoader(): Promise<null> {
  if (await getSession(queryClient)) await import('@/web/features/home/components/logged-in-home');
  return null;
}

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
      { path: 'tv', lazy: tv },
      // A screen an administrator paired ('Pantallas del club'): every tournament of the day.
      { path: 'tv/:secreto', lazy: tv },
      // The club's website's iframes (framed only by EMBED_ORIGINS).
      { path: 'embed/torneos/:id', lazy: embed },
      { path: 'embed/ligas/:id', lazy: embed },
      { path: 'embed/proximo', lazy: embed },
      // '/admin' and its pages are added on the first visit (patchRoutesOnNavigation below).
      {
        path: '*',
        loader: notFoundLoader,
        shouldRevalidate: () => false,
        lazy: page(() => import('@/web/app/not-found-page')),
      },
    ],
  },
];

/**
 * The administration's routes (app/admin-route-table.tsx) are not in the first page's code, which every visitor and
 * player downloads (design.md §10: the first page ≤ 130 KB): until then an '/admin…' address only matches the '*'
 * page, and React Router asks here, on the first navigation (or load) to it, before running any loader. They are
 * added under the root once; the guard then sends a player away as before.
 */
let adminAdded = false;
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (adminAdded || !/^\/admin(\/|$)/.test(path)) return;
  const { adminRoute } = await import('@/web/app/admin-route-table');
  if (adminAdded) return;
  adminAdded = true;
  patch('root', [adminRoute]);
};
