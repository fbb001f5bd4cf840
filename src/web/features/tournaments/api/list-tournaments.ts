import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZTournamentSeasons,
  ZTournamentsResponse,
  type TTournamentsQuery,
} from '@/shared/schemas/tournaments';
import { tournamentsPath } from '@/web/features/tournaments/api/tournaments-path';
import { tournamentKeys } from '@/web/lib/tournament-keys';
import { api } from '@/web/lib/api-client';
import { useMe } from '@/web/lib/session';

/**
 * GET /api/tournaments: the active tournaments, newest first, with the viewer's enrolment (T§2). Without a query
 * the upcoming and current season's; a past season or a search on demand (decision record 043).
 */
export const listTournaments = async (query: TTournamentsQuery = {}, signal?: AbortSignal) =>
  ZTournamentsResponse.parse(await api.get<unknown>(tournamentsPath(query), { signal }));

export const tournamentsQueryOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: tournamentKeys.list(viewer),
    queryFn: ({ signal }) => listTournaments({}, signal),
    meta: { errorMessage: 'No se pudieron cargar los torneos' },
  });

export function useTournaments() {
  const { me, isLoading } = useMe();
  return useQuery({ ...tournamentsQueryOptions(me?.user.id ?? null), enabled: !isLoading });
}

/** A past season's tournaments, asked for when the player opens it. */
export function useSeasonTournaments(temporada: number | null) {
  const { me, isLoading } = useMe();
  return useQuery({
    queryKey: tournamentKeys.season(me?.user.id ?? null, temporada ?? 0),
    queryFn: ({ signal }) => listTournaments({ temporada: temporada ?? undefined }, signal),
    enabled: !isLoading && temporada !== null,
    meta: { errorMessage: 'No se pudieron cargar los torneos' },
  });
}

/** The server's search over every season; the previous answer stays on screen while the next one comes. */
export function useTournamentSearch(q: string) {
  const { me, isLoading } = useMe();
  return useQuery({
    queryKey: tournamentKeys.search(me?.user.id ?? null, q),
    queryFn: ({ signal }) => listTournaments({ q }, signal),
    enabled: !isLoading && q !== '',
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'No se pudieron buscar los torneos' },
  });
}

/** GET /api/tournament-seasons: the seasons with tournaments, newest first. */
export function useTournamentSeasons(enabled: boolean) {
  return useQuery({
    queryKey: tournamentKeys.seasons(),
    queryFn: async ({ signal }) =>
      ZTournamentSeasons.parse(await api.get<unknown>('/api/tournament-seasons', { signal })),
    enabled,
    meta: { errorMessage: 'No se pudieron cargar las temporadas' },
  });
}
