/** The administrators' side of invitations (decision record 029): open links, making them, annulling one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCreateInvitationsResponse,
  ZOpenInvitationsResponse,
  type TCreateInvitationsResponse,
} from '@/shared/schemas/invitations';
import { api } from '@/web/lib/api-client';
import { playerKeys } from '@/web/features/admin-players/api/player-keys';
import type { Callbacks } from '@/web/features/admin-players/api/player-mutations';

/** GET /api/admin/invitations: the players with a link still open, and until when. */
export const openInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.invitations(),
    queryFn: async ({ signal }) =>
      ZOpenInvitationsResponse.parse(await api.get<unknown>('/api/admin/invitations', { signal })),
    meta: { errorMessage: 'No se pudieron cargar las invitaciones' },
  });
export const useOpenInvitations = () => useQuery(openInvitationsQueryOptions());

/** POST /api/admin/invitations: new links (each replaces the player's previous one); the answer is their only copy. */
export function useCreateInvitations(callbacks: Callbacks<TCreateInvitationsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'players', 'invite'],
    mutationFn: async (jugadorIds: string[]) =>
      ZCreateInvitationsResponse.parse(
        await api.post<unknown>('/api/admin/invitations', { jugador_ids: jugadorIds }),
      ),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: playerKeys.invitations() });
      callbacks.onSuccess?.(result);
    },
    onError: callbacks.onError,
  });
}

/** DELETE /api/admin/invitations/:jugadorId: the player's open link stops working. */
export function useRevokeInvitation(callbacks: Callbacks<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'players', 'revoke-invitation'],
    mutationFn: async (jugadorId: string) =>
      api.delete(`/api/admin/invitations/${encodeURIComponent(jugadorId)}`),
    onSuccess: (_data, jugadorId) => {
      void queryClient.invalidateQueries({ queryKey: playerKeys.invitations() });
      callbacks.onSuccess?.(jugadorId);
    },
    onError: callbacks.onError,
  });
}
