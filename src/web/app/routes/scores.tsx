import type { RouteObject } from 'react-router';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';

/** Score entry and standings of tournament groups (T§2, T§5, T§6: they require a signed-in player; design.md §13). */
export const scoreRoutes: RouteObject[] = [
  signedInOnly([
    {
      path: 'clasificacion',
      lazy: page(() => import('@/web/features/scores/pages/tournament-standings-page')),
    },
    // A personal game opened here goes to /partida-personal/:partidaId (P§2, T§2); groups stay.
    {
      path: 'clasificacion/:partidaId',
      // Its code loads with the route, not with the first page's JavaScript (design.md §10).
      loader: async (args) =>
        (await import('@/web/features/personal-games/redirect-loader')).personalGameRedirectLoader(args),
      lazy: page(() => import('@/web/features/scores/pages/group-standings-page')),
    },
    { path: 'introduccion-datos', lazy: page(() => import('@/web/features/scores/pages/find-group-page')) },
    {
      path: 'introduccion-datos/:partidaId',
      lazy: page(() => import('@/web/features/scores/pages/score-entry-page')),
    },
  ]),
];
