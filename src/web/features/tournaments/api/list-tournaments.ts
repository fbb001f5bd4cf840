import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTournamentsResponse } from '@/shared/schemas/tournaments';
import { tournamentKeys } from '@/web/features/tournaments/api/keys';
import { api } from '@/web/lib/api-client';
import { useMe } from '@/web/lib/session';

/** GET /api/tournaments: the active tournaments, newest first, with the viewer's enrolment (T§2). */
export const listTournaments = async (signal?: AbortSignal) =>
  ZTournamentsResponse.parse(await api.get<unknown>('/api/tournaments', { signal }));

export const tournamentsQueryOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: tournamentKeys.list(viewer),
    queryFn: ({ signal }) => listTournaments(signal),
    meta: { errorMessage: 'No se pudieron cargar los torneos' },
  });

export function useTournaments() {
  const { me, isLoading } = useMe();
  return useQuery({ ...tournamentsQueryOptions(me?.user.id ?? null), enabled: !isLoading });
}
