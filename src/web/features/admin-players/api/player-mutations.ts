import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPlayerDetail,
  type TAdminPlayersResponse,
  ZJoinAccountResponse,
  ZSetPlayerEmailResponse,
  type TJoinAccountResponse,
  type TAdminPlayerDetail,
  type TChangePlayerPasswordRequest,
  type TCreatePlayerRequest,
  type TSetPlayerEmailResponse,
  type TUpdatePlayerRequest,
} from '@/shared/schemas/admin-players';
import { ZProfile } from '@/shared/schemas/accounts';
import { api } from '@/web/lib/api-client';
import { playerKeys } from '@/web/features/admin-players/api/player-keys';
import { adminKeys } from '@/web/lib/admin-keys';

export interface Callbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

const playerPath = (id: string) => `/api/admin/players/${encodeURIComponent(id)}`;

/**
 * A write on one player: the answer (profile + account) goes into the cache and every administration list
 * (players, diagnostics, the panel count, the account tools) refetches.
 */
function usePlayerWrite<V, R extends TAdminPlayerDetail>(
  name: string,
  mutationFn: (variables: V) => Promise<R>,
  callbacks: Callbacks<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'players', name],
    mutationFn,
    onSuccess: (result) => {
      queryClient.setQueryData(playerKeys.detail(result.perfil.id), {
        perfil: result.perfil,
        cuenta: result.cuenta,
        cuenta_pendiente: result.cuenta_pendiente,
      });
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (q) => q.queryKey[1] !== 'courses' && q.queryKey[2] !== 'detail',
      });
      callbacks.onSuccess?.(result);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/admin/players: a player without account. */
export const useCreatePlayer = (callbacks: Callbacks<TAdminPlayerDetail>) =>
  usePlayerWrite(
    'create',
    async (body: TCreatePlayerRequest) =>
      ZAdminPlayerDetail.parse(await api.post<unknown>('/api/admin/players', body)),
    callbacks,
  );

/** PUT /api/admin/players/:id: every profile field. */
export const useUpdatePlayer = (callbacks: Callbacks<TAdminPlayerDetail>) =>
  usePlayerWrite(
    'update',
    async ({ id, body }: { id: string; body: TUpdatePlayerRequest }) =>
      ZAdminPlayerDetail.parse(await api.put<unknown>(playerPath(id), body)),
    callbacks,
  );

/** PUT /api/admin/players/:id/email: sets or changes the e-mail, creating the account when there is none. */
export const useSetPlayerEmail = (callbacks: Callbacks<TSetPlayerEmailResponse>) =>
  usePlayerWrite(
    'email',
    async ({ id, email }: { id: string; email: string }) =>
      ZSetPlayerEmailResponse.parse(await api.put<unknown>(`${playerPath(id)}/email`, { email })),
    callbacks,
  );

/** POST /api/admin/players/:id/sync-email: the account's e-mail onto the profile. */
export const useSyncPlayerEmail = (callbacks: Callbacks<TAdminPlayerDetail>) =>
  usePlayerWrite(
    'sync-email',
    async (id: string) => ZAdminPlayerDetail.parse(await api.post<unknown>(`${playerPath(id)}/sync-email`)),
    callbacks,
  );

/** POST /api/admin/players/:id/join-account: the account waiting for this player becomes its account. */
export const useJoinPendingAccount = (callbacks: Callbacks<TJoinAccountResponse>) =>
  usePlayerWrite(
    'join-account',
    async (id: string) =>
      ZJoinAccountResponse.parse(await api.post<unknown>(`${playerPath(id)}/join-account`)),
    callbacks,
  );

/** PUT /api/admin/players/:id/password. */
export const useChangePlayerPassword = (callbacks: Callbacks<TAdminPlayerDetail>) =>
  usePlayerWrite(
    'password',
    async ({ id, body }: { id: string; body: TChangePlayerPasswordRequest }) =>
      ZAdminPlayerDetail.parse(await api.put<unknown>(`${playerPath(id)}/password`, body)),
    callbacks,
  );

/** POST /api/profiles/:id/image (the players module's upload: sniffed, ≤ 5 MB, resized, overwriting). */
export function useUploadPlayerImage(callbacks: Callbacks<TAdminPlayerDetail>) {
  const queryClient = useQueryClient();
  return usePlayerWrite(
    'image',
    async ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      const perfil = ZProfile.parse(
        await api.upload<unknown>(`/api/profiles/${encodeURIComponent(id)}/image`, form),
      );
      const cached = queryClient.getQueryData<TAdminPlayerDetail>(playerKeys.detail(id));
      return { perfil, cuenta: cached?.cuenta ?? null, cuenta_pendiente: cached?.cuenta_pendiente ?? null };
    },
    callbacks,
  );
}

/** DELETE /api/admin/players/:id: the player, their account and pending enrolments; history stays. */
export function useDeletePlayer(callbacks: Callbacks<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'players', 'delete'],
    mutationFn: (id: string) => api.delete(playerPath(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: playerKeys.detail(id) });
      queryClient.setQueryData<TAdminPlayersResponse>(playerKeys.list(), (old) =>
        old?.filter((p) => p.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      callbacks.onSuccess?.(id);
    },
    onError: callbacks.onError,
  });
}
