import type { RouteObject } from 'react-router';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';
import { queryClient } from '@/web/lib/query-client';
import { getSession } from '@/web/lib/session';

/**
 * /torneos asks for its list as soon as the session is known, while its page's code is still loading (a loader
 * runs beside `lazy`), instead of after the page has rendered: one round trip less before the cards paint. The
 * list's code (and zod) load here on demand, not with the first page's JavaScript. Never throws: the page's own
 * query shows any error.
 */
async function prefetchTournaments(): Promise<null> {
  const [{ tournamentsQueryOptions }, me] = await Promise.all([
    import('@/web/features/tournaments/api/list-tournaments'),
    getSession(queryClient),
  ]);
  void queryClient.prefetchQuery(tournamentsQueryOptions(me?.user.id ?? null));
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
    loader: prefetchTournaments,
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
