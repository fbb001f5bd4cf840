import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminTeeDetail,
  type TAdminTeeDetail,
  type TCreateTeeRequest,
  type TMergeTeeRequest,
  type TTeeHolesRequest,
} from '@/shared/schemas/admin-courses';
import { api } from '@/web/lib/api-client';
import { courseKeys } from '@/web/features/admin-courses/api/course-keys';
import type { MutationCallbacks } from '@/web/features/admin-courses/api/course-mutations';

const teePath = (id: string) => `/api/admin/tees/${encodeURIComponent(id)}`;

/** Every tee write answers the tee with its holes: it goes straight into the cache, the list refetches. */
function useTeeMutation<V>(
  name: string,
  mutationFn: (variables: V) => Promise<TAdminTeeDetail>,
  callbacks: MutationCallbacks<TAdminTeeDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'courses', name],
    mutationFn,
    onSuccess: (tee) => {
      queryClient.setQueryData(courseKeys.tee(tee.id), tee);
      void queryClient.invalidateQueries({ queryKey: courseKeys.list() });
      callbacks.onSuccess?.(tee);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/admin/courses/:id/tees, or PUT /api/admin/tees/:id when `teeId` is given. */
export const saveTee = async (v: { campoId: string; teeId?: string | undefined; body: TCreateTeeRequest }) =>
  ZAdminTeeDetail.parse(
    v.teeId
      ? await api.put<unknown>(teePath(v.teeId), v.body)
      : await api.post<unknown>(`/api/admin/courses/${encodeURIComponent(v.campoId)}/tees`, v.body),
  );

export const useSaveTee = (callbacks: MutationCallbacks<TAdminTeeDetail>) =>
  useTeeMutation('save-tee', saveTee, callbacks);

/** POST /api/admin/tees/:id/duplicate → '{nombre} (Copia)'. */
export const duplicateTee = async (teeId: string) =>
  ZAdminTeeDetail.parse(await api.post<unknown>(`${teePath(teeId)}/duplicate`));

export const useDuplicateTee = (callbacks: MutationCallbacks<TAdminTeeDetail>) =>
  useTeeMutation('duplicate-tee', duplicateTee, callbacks);

/** PUT /api/admin/tees/:id/holes: the 18 holes at once. */
export const saveTeeHoles = async (v: { teeId: string; body: TTeeHolesRequest }) =>
  ZAdminTeeDetail.parse(await api.put<unknown>(`${teePath(v.teeId)}/holes`, v.body));

export const useSaveTeeHoles = (callbacks: MutationCallbacks<TAdminTeeDetail>) =>
  useTeeMutation('save-holes', saveTeeHoles, callbacks);

/** DELETE /api/admin/tees/:id (409 with the message naming what uses it). */
export const deleteTee = (teeId: string) => api.delete(teePath(teeId));

export function useDeleteTee(callbacks: MutationCallbacks<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'courses', 'delete-tee'],
    mutationFn: deleteTee,
    onSuccess: (_data, teeId) => {
      queryClient.removeQueries({ queryKey: courseKeys.tee(teeId) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.list() });
      callbacks.onSuccess?.(teeId);
    },
    onError: callbacks.onError,
  });
}

/**
 * POST /api/admin/tees/:id/merge: the tee becomes the women's rating of `destino_id` and is deleted; answers the
 * destination. Its grid, if open, is loaded again (its 'Par Dam.' and 'Hcp Dam.' are new).
 */
export const mergeTee = async (v: { teeId: string; body: TMergeTeeRequest }) =>
  ZAdminTeeDetail.parse(await api.post<unknown>(`${teePath(v.teeId)}/merge`, v.body));

export function useMergeTee(callbacks: MutationCallbacks<TAdminTeeDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'courses', 'merge-tee'],
    mutationFn: mergeTee,
    onSuccess: (tee, { teeId }) => {
      queryClient.removeQueries({ queryKey: courseKeys.tee(teeId) });
      void queryClient.resetQueries({ queryKey: courseKeys.tee(tee.id) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.list() });
      callbacks.onSuccess?.(tee);
    },
    onError: callbacks.onError,
  });
}
