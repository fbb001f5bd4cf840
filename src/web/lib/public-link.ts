import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPublicLinkSettings, type TPublicLinkUpdate } from '@/shared/schemas/public';
import { api } from '@/web/lib/api-client';
import { publicKeys } from '@/web/lib/public-keys';

type LinkKind = 'tournaments' | 'leagues';
const linkPath = (kind: LinkKind, id: string) => `/api/admin/${kind}/${encodeURIComponent(id)}/public-link`;

/** The 'Enlace público' settings of a tournament or league (administrators). */
export function usePublicLink(kind: LinkKind, id: string) {
  return useQuery(
    queryOptions({
      queryKey: publicKeys.link(kind, id),
      queryFn: async ({ signal }) =>
        ZPublicLinkSettings.parse(await api.get<unknown>(linkPath(kind, id), { signal })),
      meta: { errorMessage: 'No se pudo cargar el enlace público' },
    }),
  );
}

export function useUpdatePublicLink(kind: LinkKind, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPublicLinkUpdate) =>
      ZPublicLinkSettings.parse(await api.put<unknown>(linkPath(kind, id), body)),
    onSuccess: (settings) => qc.setQueryData(publicKeys.link(kind, id), settings),
  });
}

export function useRenewPublicLink(kind: LinkKind, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => ZPublicLinkSettings.parse(await api.post<unknown>(`${linkPath(kind, id)}/renew`)),
    onSuccess: (settings) => qc.setQueryData(publicKeys.link(kind, id), settings),
  });
}
