import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPointsTable,
  ZQuickCard,
  type TPointsTable,
  type TQuickCard,
  type TQuickCardRequest,
} from '@/shared/schemas/admin-tournaments';
import { api } from '@/web/lib/api-client';
import { tournamentKeys, type MutationCallbacks } from './keys';

const pointsPath = (torneoId: string) => `/api/admin/tournaments/${encodeURIComponent(torneoId)}/points`;
const cardPath = (id: string) => `/api/admin/participants/${encodeURIComponent(id)}/card`;

/** GET …/points: the table (the 30 default rows are stored first when the tournament has none). */
export const pointsOptions = (torneoId: string) =>
  queryOptions({
    queryKey: tournamentKeys.points(torneoId),
    queryFn: async ({ signal }) =>
      ZPointsTable.parse(await api.get<unknown>(pointsPath(torneoId), { signal })),
    meta: POINTS_META,
  });

/** T§8: a failed load, or the server's 'No se pudo crear la configuración por defecto' (DEFAULTS_NOT_CREATED). */
export const POINTS_META = {
  errorMessage: 'No se pudo cargar la configuración de puntos',
  serverMessageFor: ['DEFAULTS_NOT_CREATED'],
} as const;

export const usePointsTable = (torneoId: string) => useQuery(pointsOptions(torneoId));

export function useSavePoints(torneoId: string, callbacks: MutationCallbacks<TPointsTable>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', 'points'],
    mutationFn: async (v: { reset: true } | { reset: false; body: TPointsTable }) =>
      ZPointsTable.parse(
        v.reset
          ? await api.post<unknown>(`${pointsPath(torneoId)}/reset`)
          : await api.put<unknown>(pointsPath(torneoId), v.body),
      ),
    onSuccess: (table) => {
      queryClient.setQueryData(tournamentKeys.points(torneoId), table);
      callbacks.onSuccess?.(table);
    },
    onError: callbacks.onError,
  });
}

export const quickCardOptions = (participanteId: string) =>
  queryOptions({
    queryKey: tournamentKeys.card(participanteId),
    queryFn: async ({ signal }) =>
      ZQuickCard.parse(await api.get<unknown>(cardPath(participanteId), { signal })),
    meta: { errorMessage: 'No se pudieron cargar los resultados del jugador' },
  });

export const useQuickCard = (participanteId: string | null) =>
  useQuery({ ...quickCardOptions(participanteId ?? ''), enabled: participanteId !== null });

export function useSaveQuickCard(callbacks: MutationCallbacks<TQuickCard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', 'quick-card'],
    mutationFn: async (v: { participanteId: string; torneoId: string; body: TQuickCardRequest }) =>
      ZQuickCard.parse(await api.put<unknown>(cardPath(v.participanteId), v.body)),
    onSuccess: (card, v) => {
      queryClient.setQueryData(tournamentKeys.card(v.participanteId), card);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.participants(v.torneoId) });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(v.torneoId) });
      callbacks.onSuccess?.(card);
    },
    onError: callbacks.onError,
  });
}
