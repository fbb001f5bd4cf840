import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): the panel 'Administración del Club'. */
export const adminPanelRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('@/web/features/admin/pages/admin-panel-page')) },
];
