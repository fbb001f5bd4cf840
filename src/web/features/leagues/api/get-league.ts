import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLeagueDetail, type TLeagueDetail } from '@/shared/schemas/leagues';
import { leagueKeys } from '@/web/features/leagues/api/keys';
import { api, isApiError } from '@/web/lib/api-client';
import { useMe } from '@/web/lib/session';

/** GET /api/leagues/:id → the league with its tournaments, or null for 'Liga no encontrada' (404, bad id). */
export async function getLeague(id: string, signal?: AbortSignal): Promise<TLeagueDetail | null> {
  try {
    return ZLeagueDetail.parse(await api.get<unknown>(`/api/leagues/${encodeURIComponent(id)}`, { signal }));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function useLeague(id: string) {
  const { me, isLoading } = useMe();
  return useQuery({
    ...queryOptions({
      queryKey: leagueKeys.detail(id, me?.user.id ?? null),
      queryFn: ({ signal }) => getLeague(id, signal),
      meta: { errorMessage: 'No se pudieron cargar los datos de la liga' },
    }),
    enabled: !isLoading,
  });
}
