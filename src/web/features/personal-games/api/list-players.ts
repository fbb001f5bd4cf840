import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlayersResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';

/** GET /api/players: every registered player (id, nombre, handicap) ordered by name. */
export const listPlayers = (signal?: AbortSignal) => api.get<TPlayersResponse>('/api/players', { signal });

export const playersQueryOptions = () =>
  queryOptions({
    queryKey: ['players'] as const,
    queryFn: ({ signal }) => listPlayers(signal),
    staleTime: 5 * 60_000,
  });

export function usePlayers() {
  return useQuery(playersQueryOptions());
}
