import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicConfig } from '@/shared/schemas/accounts';
import { api } from '@/web/lib/api-client';
import { referenceKeys } from '@/web/lib/reference-data/keys';

/** GET /api/config: what the browser needs to know about this installation. */
export const fetchPublicConfig = async (signal?: AbortSignal) =>
  ZPublicConfig.parse(await api.get<unknown>('/api/config', { signal }));

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.config(),
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
    meta: { silent: true },
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
