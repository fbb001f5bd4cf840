import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlayersResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';
import { referenceKeys } from '@/web/lib/reference-data/keys';

/** Reference data any feature may use: GET /api/players, every registered player (id, nombre, handicap) by name. */
export const listPlayers = async (signal?: AbortSignal) =>
  ZPlayersResponse.parse(await api.get<unknown>('/api/players', { signal }));

export const playersQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.players(),
    queryFn: ({ signal }) => listPlayers(signal),
    staleTime: 5 * 60_000,
  });

export function usePlayers() {
  return useQuery(playersQueryOptions());
}
