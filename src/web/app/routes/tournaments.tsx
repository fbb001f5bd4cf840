import type { RouteObject } from 'react-router';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';
import { tournamentsPath } from '@/web/features/tournaments/api/tournaments-path';
import { preloadGet } from '@/web/lib/api-client';
import { preloadUnlessFresh, queryClient } from '@/web/lib/query-client';
import { getSession, ME_QUERY_KEY, type Me } from '@/web/lib/session';
import { tournamentKeys } from '@/web/lib/tournament-keys';

/**
 * /torneos asks for its list as the route starts, beside its page's code and the session's check (a loader runs
 * beside `lazy`), as the statistics pages do (routes/player.tsx): the page's first query takes the answer
 * (`preloadGet`), one round trip sooner than after the page has rendered. The list is public: asked for a visitor
 * too (whose answer may already be in the page, src/shared/first-paint.ts). The page renders once the session is
 * known. Never throws: the page's own query shows any error.
 */
async function torneosLoader(): Promise<null> {
  const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
  // Whose list the page will show is known once the session is (a first visit: preloaded regardless).
  if (me === undefined) preloadGet(tournamentsPath());
  else preloadUnlessFresh(tournamentKeys.list(me?.user.id ?? null), tournamentsPath());
  await getSession(queryClient);
  return null;
}

/**
 * Tournaments for players (T§2 public and player side, P§2 'Mis Torneos y Ligas'): lists, enrolment. The pages
 * that show leagues too are composed here from both features (features do not import each other), still
 * code-split: each route loads its page and the leagues pieces it needs on demand.
 */
export const tournamentRoutes: RouteObject[] = [
  {
    path: 'torneos',
    loader: torneosLoader,
    lazy: async () => {
      const [{ default: TorneosPage }, { ActiveLeagues }] = await Promise.all([
        import('@/web/features/tournaments/pages/torneos-page'),
        import('@/web/features/leagues/components/active-leagues'),
      ]);
      return { Component: () => <TorneosPage leagues={<ActiveLeagues />} /> };
    },
  },
  {
    path: 'torneos/:torneoId/participantes',
    lazy: page(() => import('@/web/features/tournaments/pages/participantes-page')),
  },
  signedInOnly([
    // The knockout draw (design §14): as visible as the tournament's standings, which need a player.
    {
      path: 'torneos/:torneoId/cuadro',
      lazy: page(() => import('@/web/features/tournaments/pages/cuadro-page')),
    },
    {
      // Its loader sends a past tournament to its standings (T§2); signed out → /auth like its siblings.
      path: 'torneos/:torneoId/inscripcion',
      lazy: async () => {
        const { default: Component, inscripcionLoader } =
          await import('@/web/features/tournaments/pages/inscripcion-page');
        return { loader: inscripcionLoader, Component };
      },
    },
    {
      path: 'mis-torneos-ligas',
      lazy: async () => {
        const [{ default: MisTorneosLigasPage }, { LeagueCards }] = await Promise.all([
          import('@/web/features/tournaments/pages/mis-torneos-ligas-page'),
          import('@/web/features/leagues/components/league-card'),
        ]);
        return {
          Component: () => (
            <MisTorneosLigasPage renderLeagues={(ligas) => <LeagueCards ligas={ligas} variant="mine" />} />
          ),
        };
      },
    },
  ]),
];
