import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTournamentCategories } from '@/shared/schemas/categories';
import { api } from '@/web/lib/api-client';
import { categoryKeys } from '@/web/lib/category-keys';

/** GET /api/tournaments/:id/categories: the configuration and each category's sides (the standings page). */
export const tournamentCategoriesOptions = (torneoId: string) =>
  queryOptions({
    queryKey: categoryKeys.standings(torneoId),
    queryFn: async ({ signal }) =>
      ZTournamentCategories.parse(
        await api.get<unknown>(`/api/tournaments/${encodeURIComponent(torneoId)}/categories`, { signal }),
      ),
    meta: { errorMessage: 'No se pudieron cargar las categorías' },
  });

export const useTournamentCategories = (torneoId: string) => useQuery(tournamentCategoriesOptions(torneoId));

/** The live 'categories' event of a tournament's stream (parsed by the live hook): its categories are asked again. */
export function useCategoriesChanged() {
  const queryClient = useQueryClient();
  return ({ torneo_id }: { torneo_id: string }) =>
    void queryClient.invalidateQueries({ queryKey: categoryKeys.standings(torneo_id) });
}
