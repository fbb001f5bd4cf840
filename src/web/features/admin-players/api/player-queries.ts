import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAccountDiagnostics,
  ZAdminPlayerDetail,
  ZAdminPlayersResponse,
  ZPlayerDeletionImpact,
} from '@/shared/schemas/admin-players';
import { api } from '@/web/lib/api-client';
import { playerKeys } from '@/web/features/admin-players/api/player-keys';

const playerPath = (id: string) => `/api/admin/players/${encodeURIComponent(id)}`;

/** GET /api/admin/players: every player by name. */
export const adminPlayersQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.list(),
    queryFn: async ({ signal }) =>
      ZAdminPlayersResponse.parse(await api.get<unknown>('/api/admin/players', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });
export const useAdminPlayers = () => useQuery(adminPlayersQueryOptions());

/** GET /api/admin/tools/diagnostics: the account diagnostics. */
export const accountDiagnosticsQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.diagnostics(),
    queryFn: async ({ signal }) =>
      ZAccountDiagnostics.parse(await api.get<unknown>('/api/admin/tools/diagnostics', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });
export const useAccountDiagnostics = () => useQuery(accountDiagnosticsQueryOptions());

/** GET /api/admin/players/:id: the profile and its account. 'Perfil no encontrado' is shown by the page. */
export const adminPlayerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playerKeys.detail(id),
    queryFn: async ({ signal }) =>
      ZAdminPlayerDetail.parse(await api.get<unknown>(playerPath(id), { signal })),
    meta: { silent: true },
  });
export const useAdminPlayer = (id: string) => useQuery(adminPlayerQueryOptions(id));

/** GET /api/admin/players/:id/deletion: what deleting takes with it, loaded when the dialog opens. */
export const deletionImpactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playerKeys.deletion(id),
    queryFn: async ({ signal }) =>
      ZPlayerDeletionImpact.parse(await api.get<unknown>(`${playerPath(id)}/deletion`, { signal })),
    staleTime: 0,
  });
export const useDeletionImpact = (id: string, enabled: boolean) =>
  useQuery({ ...deletionImpactQueryOptions(id), enabled });
