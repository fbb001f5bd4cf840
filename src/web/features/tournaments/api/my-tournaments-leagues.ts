import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMyTournamentsAndLeagues } from '@/shared/schemas/tournaments';
import { tournamentKeys } from '@/web/lib/tournament-keys';
import { api } from '@/web/lib/api-client';
import { useMe } from '@/web/lib/session';

/** GET /api/me/tournaments-leagues: the player's tournaments and leagues (P§2 'Mis Torneos y Ligas'). */
export const getMyTournamentsAndLeagues = async (signal?: AbortSignal) =>
  ZMyTournamentsAndLeagues.parse(await api.get<unknown>('/api/me/tournaments-leagues', { signal }));

export function useMyTournamentsAndLeagues() {
  const { me } = useMe();
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.mine(me?.user.id ?? null),
      queryFn: ({ signal }) => getMyTournamentsAndLeagues(signal),
      meta: { errorMessage: 'No se pudieron cargar los torneos' },
    }),
  );
}
