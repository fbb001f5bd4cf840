import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): 'Gestión de Ligas'. */
export const adminLeaguesRoutes: RouteObject[] = [
  { path: 'ligas', lazy: page(() => import('@/web/features/admin-leagues/pages/admin-leagues-page')) },
];
