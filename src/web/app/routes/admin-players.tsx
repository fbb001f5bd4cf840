import type { RouteObject } from 'react-router';
import { page } from '@/web/app/routes/lazy-page';

/** Children of /admin (admins only, guarded in router.tsx): players and the player editor. */
export const adminPlayersRoutes: RouteObject[] = [
  { path: 'jugadores', lazy: page(() => import('@/web/features/admin-players/pages/admin-players-page')) },
  {
    path: 'jugadores/invitaciones',
    lazy: page(() => import('@/web/features/admin-players/pages/invitations-sheet-page')),
  },
  {
    path: 'jugadores/:jugadorId',
    lazy: page(() => import('@/web/features/admin-players/pages/admin-player-page')),
  },
];
