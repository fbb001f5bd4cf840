/**
 * THE API client and query keys of the club's estimate (design.md §16): 'Mi hándicap', 'Mis estadísticas', 'Hándicaps
 * de la peña' and the PCC. Every answer is parsed with its zod schema.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZClubHandicaps,
  ZHandicapRoundHoles,
  ZMyHandicap,
  ZMyStatistics,
  ZPccList,
  type TPccRequest,
} from '@/shared/schemas/handicap';
import { api } from '@/web/lib/api-client';
import { MY_HANDICAP_KEY, MY_HANDICAP_PATH, MY_STATISTICS_KEY, MY_STATISTICS_PATH } from './handicap-keys';

/** THE query keys of the club's estimate. */
export const handicapKeys = {
  all: ['handicap'] as const,
  mine: () => MY_HANDICAP_KEY,
  /** One round's holes in 'Mi hándicap' (asked for when the round is opened). */
  roundHoles: (roundId: string) => [...MY_HANDICAP_KEY, 'round', roundId] as const,
  statistics: () => MY_STATISTICS_KEY,
  club: () => ['handicap', 'club'] as const,
  pcc: () => ['handicap', 'pcc'] as const,
  mutation: (operation: 'save-pcc' | 'delete-pcc') => ['handicap', operation] as const,
};

export const myHandicapQueryOptions = () =>
  queryOptions({
    queryKey: handicapKeys.mine(),
    queryFn: async ({ signal }) => ZMyHandicap.parse(await api.get<unknown>(MY_HANDICAP_PATH, { signal })),
    meta: { errorMessage: 'No se pudo cargar tu hándicap' },
  });

/** One round's holes, asked for when the player opens that round in 'Mi hándicap'. */
export const myRoundHolesQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: handicapKeys.roundHoles(roundId),
    queryFn: async ({ signal }) =>
      ZHandicapRoundHoles.parse(
        await api.get<unknown>(`${MY_HANDICAP_PATH}/vueltas/${encodeURIComponent(roundId)}`, { signal }),
      ),
    meta: { errorMessage: 'No se pudieron cargar los hoyos de la vuelta' },
  });

export const myStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: handicapKeys.statistics(),
    queryFn: async ({ signal }) =>
      ZMyStatistics.parse(await api.get<unknown>(MY_STATISTICS_PATH, { signal })),
    meta: { errorMessage: 'No se pudieron cargar tus estadísticas' },
  });

export const clubHandicapsQueryOptions = () =>
  queryOptions({
    queryKey: handicapKeys.club(),
    queryFn: async ({ signal }) =>
      ZClubHandicaps.parse(await api.get<unknown>('/api/admin/handicaps', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los hándicaps de la peña' },
  });

export const pccQueryOptions = () =>
  queryOptions({
    queryKey: handicapKeys.pcc(),
    queryFn: async ({ signal }) => ZPccList.parse(await api.get<unknown>('/api/admin/pcc', { signal })),
    meta: { errorMessage: 'No se pudo cargar el PCC' },
  });

export const useMyHandicap = () => useQuery(myHandicapQueryOptions());
export const useMyRoundHoles = (roundId: string) => useQuery(myRoundHolesQueryOptions(roundId));
export const useMyStatistics = () => useQuery(myStatisticsQueryOptions());
export const useClubHandicaps = () => useQuery(clubHandicapsQueryOptions());
export const usePccList = () => useQuery(pccQueryOptions());

export function useSavePcc() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: handicapKeys.mutation('save-pcc'),
    mutationFn: async (input: { campo_id: string; fecha: string; pcc: TPccRequest['pcc'] | string }) =>
      ZPccList.parse(await api.put<unknown>('/api/admin/pcc', input)),
    onSuccess: () => qc.invalidateQueries({ queryKey: handicapKeys.all }),
  });
}

export function useDeletePcc() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: handicapKeys.mutation('delete-pcc'),
    mutationFn: async (input: { campo_id: string; fecha: string }) =>
      ZPccList.parse(
        await api.delete<unknown>(
          `/api/admin/pcc?campo_id=${encodeURIComponent(input.campo_id)}&fecha=${encodeURIComponent(input.fecha)}`,
        ),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: handicapKeys.all }),
  });
}
