import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGroupsTournamentsResponse, ZTournamentGroups } from '@/shared/schemas/admin-groups';
import { api } from '@/web/lib/api-client';
import { groupKeys } from '@/web/features/admin-groups/api/group-keys';

export const groupsTournamentPath = (torneoId: string) =>
  `/api/admin/groups/tournaments/${encodeURIComponent(torneoId)}`;

/** GET /api/admin/groups/tournaments: the active tournaments, newest first. */
export const groupTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.tournaments(),
    queryFn: async ({ signal }) =>
      ZGroupsTournamentsResponse.parse(await api.get<unknown>('/api/admin/groups/tournaments', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los torneos' },
  });
export const useGroupTournaments = () => useQuery(groupTournamentsQueryOptions());

/** GET /api/admin/groups/tournaments/:torneoId: participants and published groups. */
export const tournamentGroupsQueryOptions = (torneoId: string) =>
  queryOptions({
    queryKey: groupKeys.tournament(torneoId),
    queryFn: async ({ signal }) =>
      ZTournamentGroups.parse(await api.get<unknown>(groupsTournamentPath(torneoId), { signal })),
    meta: { errorMessage: 'No se pudieron cargar los participantes' },
  });
export const useTournamentGroups = (torneoId: string) => useQuery(tournamentGroupsQueryOptions(torneoId));
