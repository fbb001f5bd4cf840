import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLeagueStandings, type TLeagueStandings } from '@/shared/schemas/leagues';
import { ZStandingsInputs } from '@/shared/schemas/standings';
import { leagueKeys } from '@/web/lib/league-keys';
import { api } from '@/web/lib/api-client';
import { orNotFound } from '@/web/lib/not-found';
import { useMe } from '@/web/lib/session';

/** GET /api/leagues/:id/standings → the season, or null for 'Liga no encontrada' (`orNotFound`). */
export async function getLeagueStandings(id: string, signal?: AbortSignal): Promise<TLeagueStandings | null> {
  return orNotFound(async () =>
    ZLeagueStandings.parse(
      await api.get<unknown>(`/api/leagues/${encodeURIComponent(id)}/standings`, { signal }),
    ),
  );
}

export function useLeagueStandings(id: string) {
  const { me, isLoading } = useMe();
  return useQuery({
    ...queryOptions({
      queryKey: leagueKeys.standings(id, me?.user.id ?? null),
      queryFn: ({ signal }) => getLeagueStandings(id, signal),
      meta: { errorMessage: 'No se pudieron cargar los datos de la liga' },
    }),
    enabled: !isLoading,
  });
}

/** GET /api/leagues/:id/tournaments/:torneoId/cards/:jugadorId: one player's card (the points popover). */
export function useLeagueCard(id: string, torneoId: string, jugadorId: string, enabled: boolean) {
  return useQuery({
    queryKey: leagueKeys.card(id, torneoId, jugadorId),
    queryFn: async ({ signal }) =>
      ZStandingsInputs.parse(
        await api.get<unknown>(
          `/api/leagues/${encodeURIComponent(id)}/tournaments/${encodeURIComponent(torneoId)}/cards/${encodeURIComponent(jugadorId)}`,
          { signal },
        ),
      ),
    enabled,
    staleTime: 60_000,
  });
}
