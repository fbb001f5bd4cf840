import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCategoriesConfig, type TCategoriesConfig } from '@/shared/schemas/categories';
import { api } from '@/web/lib/api-client';
import { categoryKeys } from '@/web/lib/category-keys';

const adminPath = (torneoId: string) => `/api/admin/tournaments/${encodeURIComponent(torneoId)}/categories`;

/** GET /api/admin/tournaments/:id/categories: the configuration. */
export const adminCategoriesOptions = (torneoId: string) =>
  queryOptions({
    queryKey: categoryKeys.admin(torneoId),
    queryFn: async ({ signal }) =>
      ZCategoriesConfig.parse(await api.get<unknown>(adminPath(torneoId), { signal })),
    meta: { errorMessage: 'No se pudieron cargar las categorías' },
  });

export function useSaveCategories(
  torneoId: string,
  callbacks: { onSuccess?: () => void; onError?: (e: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', 'categories'],
    mutationFn: async (body: TCategoriesConfig) =>
      ZCategoriesConfig.parse(await api.put<unknown>(adminPath(torneoId), body)),
    onSuccess: (config) => {
      queryClient.setQueryData(categoryKeys.admin(torneoId), config);
      void queryClient.invalidateQueries({ queryKey: categoryKeys.standings(torneoId) });
      callbacks.onSuccess?.();
    },
    onError: callbacks.onError,
  });
}
