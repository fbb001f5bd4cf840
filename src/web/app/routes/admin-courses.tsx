import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): 'Gestión de Campos'. */
export const adminCoursesRoutes: RouteObject[] = [
  { path: 'campos', lazy: page(() => import('@/web/features/admin-courses/pages/admin-courses-page')) },
];
