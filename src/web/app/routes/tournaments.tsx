import type { RouteObject } from 'react-router';
import { signedInOnly } from '@/web/app/routes/guarded';
import { page } from '@/web/app/routes/lazy-page';

/**
 * Tournaments for players (T§2 public and player side, P§2 'Mis Torneos y Ligas'): lists, enrolment. The pages
 * that show leagues too are composed here from both features (features do not import each other), still
 * code-split: each route loads its page and the leagues pieces it needs on demand.
 */
export const tournamentRoutes: RouteObject[] = [
  {
    path: 'torneos',
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
