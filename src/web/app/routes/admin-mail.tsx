import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): 'Gestión del Correo'. */
export const adminMailRoutes: RouteObject[] = [
  { path: 'correo', lazy: page(() => import('@/web/features/admin-mail/pages/admin-mail-page')) },
];
