import type { QueryKey } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';
import {
  MY_HANDICAP_KEY,
  MY_HANDICAP_PATH,
  MY_STATISTICS_KEY,
  MY_STATISTICS_PATH,
} from '@/web/features/handicap/api/handicap-keys';
import { hasRememberedUser } from '@/web/lib/offline-cache';
import { preloadUnlessFresh } from '@/web/lib/query-client';

/**
 * 'Mi hándicap' and 'Mis estadísticas' ask for their data and their chart's code as the route starts (a loader runs
 * beside `lazy` and beside the session's check), not after the page's code has loaded and rendered: on a phone the
 * numbers and the chart arrive a chain of steps sooner. Only where this phone's last visit was signed in (a
 * visitor's page sends no request that would be refused). Never throws: the page's own query shows any error.
 */
function preloadOwn(queryKey: QueryKey, path: string) {
  return (): null => {
    if (!hasRememberedUser()) return null;
    preloadUnlessFresh(queryKey, path);
    // The chart's own chunk (uPlot) straight away, not through the page's wrapper: its download then starts with
    // the route, not once the main thread is free to run the wrapper (it is busy with the page's code by then).
    void import('@/web/features/handicap/components/line-chart');
    return null;
  };
}

/** The player's own screens (P§2): profile, personal area, statistics. */
export const playerRoutes: RouteObject[] = [
  signedInOnly([
    { path: 'profile', lazy: page(() => import('@/web/features/accounts/pages/profile-page')) },
    { path: 'mi-area', lazy: page(() => import('@/web/features/accounts/pages/mi-area-page')) },
    {
      path: 'mi-handicap',
      loader: preloadOwn(MY_HANDICAP_KEY, MY_HANDICAP_PATH),
      lazy: page(() => import('@/web/features/handicap/pages/mi-handicap-page')),
    },
    {
      path: 'mis-estadisticas',
      loader: preloadOwn(MY_STATISTICS_KEY, MY_STATISTICS_PATH),
      lazy: page(() => import('@/web/features/handicap/pages/mis-estadisticas-page')),
    },
  ]),
];
