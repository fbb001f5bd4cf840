import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';
import { personalGameKeys } from '@/web/lib/personal-game-keys';

/** GET /api/personal-games: the games the user created and joined, newest first (P§2 'Mis Partidas'). */
export const listPersonalGames = async (signal?: AbortSignal) =>
  ZPersonalGamesResponse.parse(await api.get<unknown>('/api/personal-games', { signal }));

export const personalGamesQueryOptions = () =>
  queryOptions({
    queryKey: personalGameKeys.list(),
    queryFn: ({ signal }) => listPersonalGames(signal),
    meta: { errorMessage: 'No se pudieron cargar las partidas' },
  });

export function usePersonalGames() {
  return useQuery(personalGamesQueryOptions());
}
