import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): 'Ajustes de la peña' (decision record 044). */
export const adminSettingsRoutes: RouteObject[] = [
  { path: 'ajustes', lazy: page(() => import('@/web/features/admin-settings/pages/admin-settings-page')) },
];
