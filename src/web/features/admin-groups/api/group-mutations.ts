import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSendTournamentEmailResponse,
  ZTournamentGroups,
  type TPublishGroupsRequest,
  type TSendTournamentEmailRequest,
  type TSendTournamentEmailResponse,
  type TTournamentGroups,
} from '@/shared/schemas/admin-groups';
import { ZValidateResponse, type TValidateResponse } from '@/shared/schemas/scorecard';
import { api } from '@/web/lib/api-client';
import { groupKeys } from '@/web/features/admin-groups/api/group-keys';
import { groupsTournamentPath } from '@/web/features/admin-groups/api/group-queries';
import { tournamentKeys } from '@/web/lib/tournament-keys';

export interface Callbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

/** PUT /api/admin/groups/tournaments/:torneoId: 'Publicar Partidas' / 'Actualizar Partidas'. */
export function usePublishGroups(torneoId: string, callbacks: Callbacks<TTournamentGroups>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'groups', 'publish'],
    mutationFn: async (body: TPublishGroupsRequest) =>
      ZTournamentGroups.parse(await api.put<unknown>(groupsTournamentPath(torneoId), body)),
    onSuccess: (result) => {
      queryClient.setQueryData(groupKeys.tournament(torneoId), result);
      // Players' tournament cards ('Mi Partida') read their group from the tournaments area.
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
      callbacks.onSuccess?.(result);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/admin/groups/partidas/:partidaId/validate: validates a group (the scorecard engine's validation). */
export function useValidateGroup(torneoId: string, callbacks: Callbacks<TValidateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'groups', 'validate'],
    mutationFn: async (partidaId: string) =>
      ZValidateResponse.parse(
        await api.post<unknown>(`/api/admin/groups/partidas/${encodeURIComponent(partidaId)}/validate`),
      ),
    onSuccess: (result) => {
      queryClient.setQueryData<TTournamentGroups>(groupKeys.tournament(torneoId), (old) =>
        old
          ? {
              ...old,
              partidas: old.partidas.map((g) => (g.id === result.id ? { ...g, validada: true } : g)),
            }
          : old,
      );
      callbacks.onSuccess?.(result);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/admin/groups/tournaments/:torneoId/email: the tournament e-mail with each player's tee time. */
export function useSendTournamentEmail(torneoId: string, callbacks: Callbacks<TSendTournamentEmailResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'groups', 'email'],
    mutationFn: async (body: TSendTournamentEmailRequest) =>
      ZSendTournamentEmailResponse.parse(
        await api.post<unknown>(`${groupsTournamentPath(torneoId)}/email`, body),
      ),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      callbacks.onSuccess?.(result);
    },
    onError: callbacks.onError,
  });
}
