import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminTeeDetail } from '@/shared/schemas/admin-courses';
import { api } from '@/web/lib/api-client';
import { courseKeys } from '@/web/features/admin-courses/api/course-keys';

/** GET /api/admin/tees/:id: the tee with its 18 holes. */
export const getAdminTee = async (teeId: string, signal?: AbortSignal) =>
  ZAdminTeeDetail.parse(await api.get<unknown>(`/api/admin/tees/${encodeURIComponent(teeId)}`, { signal }));

export const adminTeeQueryOptions = (teeId: string) =>
  queryOptions({
    queryKey: courseKeys.tee(teeId),
    queryFn: ({ signal }) => getAdminTee(teeId, signal),
    meta: { errorMessage: 'No se pudieron cargar los tipos de salida' },
  });

export function useAdminTee(teeId: string) {
  return useQuery(adminTeeQueryOptions(teeId));
}
