import type { RouteObject } from 'react-router';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';

/** The player's own screens (P§2): profile, personal area, statistics. */
export const playerRoutes: RouteObject[] = [
  signedInOnly([
    { path: 'profile', lazy: page(() => import('@/web/features/accounts/pages/profile-page')) },
    { path: 'mi-area', lazy: page(() => import('@/web/features/accounts/pages/mi-area-page')) },
    { path: 'mi-handicap', lazy: page(() => import('@/web/features/handicap/pages/mi-handicap-page')) },
    {
      path: 'mis-estadisticas',
      lazy: page(() => import('@/web/features/handicap/pages/mis-estadisticas-page')),
    },
  ]),
];
