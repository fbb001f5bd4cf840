import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): 'Gestión de Torneos' and one tournament. */
export const adminTournamentsRoutes: RouteObject[] = [
  {
    path: 'torneos',
    lazy: page(() => import('@/web/features/admin-tournaments/pages/admin-tournaments-page')),
  },
  {
    path: 'torneos/:torneoId',
    lazy: page(() => import('@/web/features/admin-tournaments/pages/admin-tournament-page')),
  },
];
