import { queryOptions } from '@tanstack/react-query';
import { ZTournamentCard, type TTournamentCard } from '@/shared/schemas/tournaments';
import { tournamentKeys } from '@/web/lib/tournament-keys';
import { api } from '@/web/lib/api-client';
import { orNotFound } from '@/web/lib/not-found';

/**
 * GET /api/tournaments/:id → the card, or null when the tournament does not exist for this viewer (`orNotFound`:
 * unknown, hidden or a malformed id). Other failures throw.
 */
export async function getTournament(id: string, signal?: AbortSignal): Promise<TTournamentCard | null> {
  return orNotFound(async () =>
    ZTournamentCard.parse(await api.get<unknown>(`/api/tournaments/${encodeURIComponent(id)}`, { signal })),
  );
}

export const tournamentQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: tournamentKeys.card(id, viewer),
    queryFn: ({ signal }) => getTournament(id, signal),
    meta: { errorMessage: 'No se pudieron cargar los torneos' },
  });
