import type { RouteObject } from 'react-router';
import PlaceholderPage from '@/web/app/placeholder-page';

/** Children of /admin (admins only, guarded in router.tsx). */
export const adminLeaguesRoutes: RouteObject[] = [
  { path: 'ligas', element: <PlaceholderPage title="Gestión de Ligas" backTo="/admin" /> },
];
