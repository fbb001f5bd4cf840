import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUpcomingPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';
import { personalGameKeys } from '@/web/lib/personal-game-keys';

/** GET /api/personal-games/upcoming: does the user have personal games still to play? (JUGAR rule, P§2) */
export const getUpcomingPersonalGames = async (signal?: AbortSignal) =>
  ZUpcomingPersonalGamesResponse.parse(await api.get<unknown>('/api/personal-games/upcoming', { signal }));

export const upcomingPersonalGamesQueryOptions = () =>
  queryOptions({
    queryKey: personalGameKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingPersonalGames(signal),
    staleTime: 30_000,
    retry: false,
    meta: { silent: true },
  });

/** Prefetches the answer while the home is shown, so JUGAR usually navigates at once. */
export function useUpcomingPersonalGames(enabled: boolean) {
  return useQuery({ ...upcomingPersonalGamesQueryOptions(), enabled });
}
