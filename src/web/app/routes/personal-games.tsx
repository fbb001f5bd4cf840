import type { RouteObject } from 'react-router';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';

/** Personal games (P§2). */
export const personalGameRoutes: RouteObject[] = [
  signedInOnly([
    {
      path: 'mis-partidas',
      lazy: page(() => import('@/web/features/personal-games/pages/mis-partidas-page')),
    },
    {
      path: 'crear-partida-personal',
      lazy: page(() => import('@/web/features/personal-games/pages/crear-partida-personal-page')),
    },
    {
      path: 'partida-personal/:id',
      lazy: page(() => import('@/web/features/personal-games/pages/partida-personal-page')),
    },
    {
      path: 'editar-partida-personal/:id',
      lazy: page(() => import('@/web/features/personal-games/pages/editar-partida-personal-page')),
    },
  ]),
];
