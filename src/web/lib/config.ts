import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicConfig } from '@/shared/schemas/accounts';
import { api } from '@/web/lib/api-client';

/** GET /api/config: what the browser needs to know about this installation. */
export const fetchPublicConfig = async (signal?: AbortSignal) =>
  ZPublicConfig.parse(await api.get<unknown>('/api/config', { signal }));

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
    meta: { silent: true },
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
