import type { RouteObject } from 'react-router';
import PlaceholderPage from '@/web/app/placeholder-page';

/** Children of /admin (admins only, guarded in router.tsx). */
export const adminGroupsRoutes: RouteObject[] = [
  { path: 'partidas', element: <PlaceholderPage title="Gestión de Partidas" backTo="/admin" /> },
];
