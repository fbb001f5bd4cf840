import { queryOptions } from '@tanstack/react-query';
import { ZMyPlay } from '@/shared/schemas/tournaments';
import { api } from '@/web/lib/api-client';

/** THE query keys of the home's JUGAR: where it leads depends on who asks. */
export const homeKeys = {
  play: (viewer: string | null) => ['home', 'play', viewer] as const,
};

/** GET /api/me/play: the tournament groups the player can play now, for JUGAR and /jugar. */
export const getMyPlay = async (signal?: AbortSignal) =>
  ZMyPlay.parse(await api.get<unknown>('/api/me/play', { signal }));

export const myPlayQueryOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: homeKeys.play(viewer),
    queryFn: ({ signal }) => getMyPlay(signal),
    // Groups are made and validated on the day: JUGAR asks again after a few seconds.
    staleTime: 10_000,
    retry: false,
    meta: { silent: true },
  });
