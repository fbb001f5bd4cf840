import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPersonalGameDetail, type TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';
import { orNotFound } from '@/web/lib/not-found';
import { personalGameKeys } from '@/web/lib/personal-game-keys';

/**
 * GET /api/personal-games/:id → the game, or null when it does not exist for this user (`orNotFound`: unknown, not
 * a personal game, or the user does not take part). Other failures throw.
 */
export async function getPersonalGame(id: string, signal?: AbortSignal): Promise<TPersonalGameDetail | null> {
  return orNotFound(async () =>
    ZPersonalGameDetail.parse(
      await api.get<unknown>(`/api/personal-games/${encodeURIComponent(id)}`, { signal }),
    ),
  );
}

export const personalGameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: personalGameKeys.detail(id),
    queryFn: ({ signal }) => getPersonalGame(id, signal),
    // First-load failure: toast 'Error' / this text; the page then goes to / (P§8).
    meta: { errorMessage: 'No se pudo cargar la información de la partida' },
  });

export function usePersonalGame(id: string) {
  return useQuery(personalGameQueryOptions(id));
}
