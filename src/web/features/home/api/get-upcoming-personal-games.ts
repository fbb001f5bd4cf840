import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export interface UpcomingPersonalGames {
  hasUpcoming: boolean;
}

/** GET /api/personal-games/upcoming: does the user have personal games still to play? (JUGAR rule, P§2) */
export const getUpcomingPersonalGames = (signal?: AbortSignal) =>
  api.get<UpcomingPersonalGames>('/api/personal-games/upcoming', { signal });

export const upcomingPersonalGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['personal-games', 'upcoming'] as const,
    queryFn: ({ signal }) => getUpcomingPersonalGames(signal),
    staleTime: 30_000,
    retry: false,
    meta: { silent: true },
  });

/** Prefetches the answer while the home is shown, so JUGAR usually navigates at once. */
export function useUpcomingPersonalGames(enabled: boolean) {
  return useQuery({ ...upcomingPersonalGamesQueryOptions(), enabled });
}
