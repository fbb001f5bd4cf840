import type { RouteObject } from 'react-router';
import PlaceholderPage from '@/web/app/placeholder-page';

/** Children of /admin (admins only, guarded in router.tsx). */
export const adminTournamentsRoutes: RouteObject[] = [
  { path: 'torneos', element: <PlaceholderPage title="Gestión de Torneos" backTo="/admin" /> },
];
