import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): 'Gestión de Partidas' (?torneo={id}). */
export const adminGroupsRoutes: RouteObject[] = [
  { path: 'partidas', lazy: page(() => import('@/web/features/admin-groups/pages/admin-groups-page')) },
];
