import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';

/** GET /api/personal-games: the games the user created and joined, newest first (P§2 'Mis Partidas'). */
export const listPersonalGames = (signal?: AbortSignal) =>
  api.get<TPersonalGamesResponse>('/api/personal-games', { signal });

export const personalGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['personal-games', 'list'] as const,
    queryFn: ({ signal }) => listPersonalGames(signal),
    meta: { errorMessage: 'No se pudieron cargar las partidas' },
  });

export function usePersonalGames() {
  return useQuery(personalGamesQueryOptions());
}
