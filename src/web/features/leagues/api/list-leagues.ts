import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLeaguesResponse } from '@/shared/schemas/leagues';
import { leagueKeys } from '@/web/lib/league-keys';
import { api } from '@/web/lib/api-client';

/** GET /api/leagues: the active leagues, newest first (T§2 Ligas tab, /ligas). */
export const listLeagues = async (signal?: AbortSignal) =>
  ZLeaguesResponse.parse(await api.get<unknown>('/api/leagues', { signal }));

export const leaguesQueryOptions = () =>
  queryOptions({
    queryKey: leagueKeys.list(),
    queryFn: ({ signal }) => listLeagues(signal),
    meta: { errorMessage: 'No se pudieron cargar las ligas' },
  });

export function useLeagues() {
  return useQuery(leaguesQueryOptions());
}
