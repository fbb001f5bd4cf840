import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminSummary } from '@/shared/schemas/admin-tools';
import { api } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin-keys';

/** GET /api/admin/summary: the count of registered players on the panel. */
export const getAdminSummary = async (signal?: AbortSignal) =>
  ZAdminSummary.parse(await api.get<unknown>('/api/admin/summary', { signal }));

export const adminSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.summary(),
    queryFn: ({ signal }) => getAdminSummary(signal),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });

export function useAdminSummary() {
  return useQuery(adminSummaryQueryOptions());
}
