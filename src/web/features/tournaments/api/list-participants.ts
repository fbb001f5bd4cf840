import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZTournamentParticipantsResponse,
  type TTournamentParticipantsResponse,
} from '@/shared/schemas/tournaments';
import { tournamentKeys } from '@/web/lib/tournament-keys';
import { api } from '@/web/lib/api-client';
import { orNotFound } from '@/web/lib/not-found';
import { useMe } from '@/web/lib/session';

/** GET /api/tournaments/:id/participants → the table, or null for 'Torneo no encontrado' (`orNotFound`). */
export async function listParticipants(
  id: string,
  signal?: AbortSignal,
): Promise<TTournamentParticipantsResponse | null> {
  return orNotFound(async () =>
    ZTournamentParticipantsResponse.parse(
      await api.get<unknown>(`/api/tournaments/${encodeURIComponent(id)}/participants`, { signal }),
    ),
  );
}

export function useParticipants(id: string) {
  const { me, isLoading } = useMe();
  return useQuery({
    ...queryOptions({
      queryKey: tournamentKeys.participants(id, me?.user.id ?? null),
      queryFn: ({ signal }) => listParticipants(id, signal),
      meta: { errorMessage: 'No se pudieron cargar los participantes' },
    }),
    enabled: !isLoading,
  });
}
