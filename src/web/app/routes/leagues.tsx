import type { RouteObject } from 'react-router';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';

/** Leagues (T§2 /ligas, /ligas/{id}; P§2 /mis-resultados). */
export const leagueRoutes: RouteObject[] = [
  { path: 'ligas', lazy: page(() => import('@/web/features/leagues/pages/ligas-page')) },
  { path: 'ligas/:ligaId', lazy: page(() => import('@/web/features/leagues/pages/liga-page')) },
  signedInOnly([
    {
      path: 'mis-resultados',
      lazy: page(() => import('@/web/features/leagues/pages/mis-resultados-page')),
    },
  ]),
];
