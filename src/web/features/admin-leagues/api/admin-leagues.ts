/** /api/admin/leagues… for 'Gestión de Ligas' (T§2): one query-key factory, responses parsed with their schemas. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminLeague,
  ZAdminLeagues,
  ZAdminLeagueTournaments,
  ZCalculatePreview,
  ZCalculateResponse,
  ZRecalculateResponse,
  ZTournamentOptions,
  type TLeagueRequest,
} from '@/shared/schemas/admin-leagues';
import { api } from '@/web/lib/api-client';
import { leagueKeys } from '@/web/lib/league-keys';

export const adminLeagueKeys = {
  all: ['admin', 'leagues'] as const,
  list: () => ['admin', 'leagues', 'list'] as const,
  tournaments: (id: string) => ['admin', 'leagues', 'tournaments', id] as const,
  options: () => ['admin', 'leagues', 'tournament-options'] as const,
};

const base = (id: string) => `/api/admin/leagues/${encodeURIComponent(id)}`;

export function useAdminLeagues() {
  return useQuery({
    queryKey: adminLeagueKeys.list(),
    queryFn: async ({ signal }) =>
      ZAdminLeagues.parse(await api.get<unknown>('/api/admin/leagues', { signal })),
    meta: { errorMessage: 'No se pudieron cargar las ligas' },
  });
}

/** GET /api/admin/leagues/:id/tournaments: the league's tournaments in order. */
export const leagueTournamentsOptions = (id: string) =>
  queryOptions({
    queryKey: adminLeagueKeys.tournaments(id),
    queryFn: async ({ signal }) =>
      ZAdminLeagueTournaments.parse(await api.get<unknown>(`${base(id)}/tournaments`, { signal })),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });

export function useLeagueTournaments(id: string | null) {
  return useQuery({ ...leagueTournamentsOptions(id ?? ''), enabled: id !== null });
}

export function useTournamentOptions(enabled: boolean) {
  return useQuery({
    queryKey: adminLeagueKeys.options(),
    queryFn: async ({ signal }) =>
      ZTournamentOptions.parse(await api.get<unknown>('/api/admin/leagues/tournament-options', { signal })),
    enabled,
    meta: { errorMessage: 'No se pudieron cargar los torneos' },
  });
}

export interface Callbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

function useAdminLeagueMutation<V, T>(fn: (v: V) => Promise<T>, callbacks: Callbacks<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: adminLeagueKeys.all });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      callbacks.onSuccess?.(result);
    },
    onError: callbacks.onError,
  });
}

export const useSaveLeague = (cb: Callbacks<ReturnType<typeof ZAdminLeague.parse>>) =>
  useAdminLeagueMutation(
    async ({ id, body }: { id?: string | undefined; body: TLeagueRequest }) =>
      ZAdminLeague.parse(
        id ? await api.put<unknown>(base(id), body) : await api.post<unknown>('/api/admin/leagues', body),
      ),
    cb,
  );

export const useDeleteLeague = (cb: Callbacks<string>) =>
  useAdminLeagueMutation(async (id: string) => {
    await api.delete(base(id));
    return id;
  }, cb);

export const useAddLeagueTournament = (cb: Callbacks<unknown>) =>
  useAdminLeagueMutation(
    async ({ id, torneoId }: { id: string; torneoId: string }) =>
      ZAdminLeagueTournaments.parse(
        await api.post<unknown>(`${base(id)}/tournaments`, { torneo_id: torneoId }),
      ),
    cb,
  );

export const useRemoveLeagueTournament = (cb: Callbacks<unknown>) =>
  useAdminLeagueMutation(
    async ({ id, torneoId }: { id: string; torneoId: string }) =>
      ZAdminLeagueTournaments.parse(
        await api.delete<unknown>(`${base(id)}/tournaments/${encodeURIComponent(torneoId)}`),
      ),
    cb,
  );

export const useOrderLeagueTournaments = (cb: Callbacks<unknown>) =>
  useAdminLeagueMutation(
    async ({ id, torneoIds }: { id: string; torneoIds: string[] }) =>
      ZAdminLeagueTournaments.parse(
        await api.put<unknown>(`${base(id)}/tournaments/order`, { torneo_ids: torneoIds }),
      ),
    cb,
  );

/** GET /api/admin/leagues/:id/calculate/preview: the incomplete cards 'Calcular Puntuaciones' lists first. */
export const getCalculatePreview = async (id: string) =>
  ZCalculatePreview.parse(await api.get<unknown>(`${base(id)}/calculate/preview`));

export const useCalculateLeague = (cb: Callbacks<ReturnType<typeof ZCalculateResponse.parse>>) =>
  useAdminLeagueMutation(
    async (id: string) => ZCalculateResponse.parse(await api.post<unknown>(`${base(id)}/calculate`)),
    cb,
  );

export const useRecalculateTournament = (cb: Callbacks<{ participantes: number }>) =>
  useAdminLeagueMutation(
    async ({ id, torneoId }: { id: string; torneoId: string }) =>
      ZRecalculateResponse.parse(
        await api.post<unknown>(`${base(id)}/tournaments/${encodeURIComponent(torneoId)}/recalculate`),
      ),
    cb,
  );
