import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): 'Hándicaps de la peña' and the PCC. */
export const adminHandicapsRoutes: RouteObject[] = [
  { path: 'handicaps', lazy: page(() => import('@/web/features/handicap/pages/admin-handicaps-page')) },
];
