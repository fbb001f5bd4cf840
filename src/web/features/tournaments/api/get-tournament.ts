import { queryOptions } from '@tanstack/react-query';
import { ZTournamentCard, type TTournamentCard } from '@/shared/schemas/tournaments';
import { tournamentKeys } from '@/web/features/tournaments/api/keys';
import { api, isApiError } from '@/web/lib/api-client';

/**
 * GET /api/tournaments/:id → the card, or null when the tournament does not exist for this viewer (404, or a
 * malformed id: 400). Other failures throw.
 */
export async function getTournament(id: string, signal?: AbortSignal): Promise<TTournamentCard | null> {
  try {
    return ZTournamentCard.parse(
      await api.get<unknown>(`/api/tournaments/${encodeURIComponent(id)}`, { signal }),
    );
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const tournamentQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: tournamentKeys.card(id, viewer),
    queryFn: ({ signal }) => getTournament(id, signal),
    meta: { errorMessage: 'No se pudieron cargar los torneos' },
  });
