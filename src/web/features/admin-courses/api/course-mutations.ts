import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminCourse, type TAdminCourse, type TCourseRequest } from '@/shared/schemas/admin-courses';
import { api } from '@/web/lib/api-client';
import { courseKeys } from '@/web/features/admin-courses/api/course-keys';

export interface MutationCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

/** POST /api/admin/courses, or PUT /api/admin/courses/:id when `id` is given. */
export const saveCourse = async ({ id, body }: { id?: string | undefined; body: TCourseRequest }) =>
  ZAdminCourse.parse(
    id
      ? await api.put<unknown>(`/api/admin/courses/${encodeURIComponent(id)}`, body)
      : await api.post<unknown>('/api/admin/courses', body),
  );

export function useSaveCourse(callbacks: MutationCallbacks<TAdminCourse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'courses', 'save'],
    mutationFn: saveCourse,
    onSuccess: (course) => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
      callbacks.onSuccess?.(course);
    },
    onError: callbacks.onError,
  });
}

/** DELETE /api/admin/courses/:id (409 with the message naming what uses it). */
export const deleteCourse = (id: string) => api.delete(`/api/admin/courses/${encodeURIComponent(id)}`);

export function useDeleteCourse(callbacks: MutationCallbacks<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'courses', 'delete'],
    mutationFn: deleteCourse,
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
      callbacks.onSuccess?.(id);
    },
    onError: callbacks.onError,
  });
}
