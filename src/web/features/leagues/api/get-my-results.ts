import { useQuery } from '@tanstack/react-query';
import { ZPlayerLeagueResults } from '@/shared/schemas/leagues';
import { leagueKeys } from '@/web/lib/league-keys';
import { api } from '@/web/lib/api-client';
import { useMe } from '@/web/lib/session';

/** GET /api/me/league-results: the player's league points rows (P§2 /mis-resultados). */
export function useMyLeagueResults() {
  const { me, isLoading } = useMe();
  return useQuery({
    queryKey: leagueKeys.myResults(me?.user.id ?? null),
    queryFn: async ({ signal }) =>
      ZPlayerLeagueResults.parse(await api.get<unknown>('/api/me/league-results', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
    enabled: !isLoading && me !== null,
  });
}
