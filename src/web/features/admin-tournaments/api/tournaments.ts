import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { ZAdminCoursesResponse } from '@/shared/schemas/admin-courses';
import {
  ZAdminTournament,
  ZAdminTournamentsPage,
  type TAdminTournament,
  type TTournamentRequest,
} from '@/shared/schemas/admin-tournaments';
import type { TDuplicateTournamentRequest } from '@/shared/schemas/papers';
import { api } from '@/web/lib/api-client';
import { tournamentKeys, type MutationCallbacks } from './keys';

const path = (id: string) => `/api/admin/tournaments/${encodeURIComponent(id)}`;

/** GET /api/admin/tournaments?q=&offset=: 20 a page, newest first (T§7). */
export const adminTournamentsInfiniteOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: tournamentKeys.list(q),
    queryFn: async ({ pageParam, signal }) =>
      ZAdminTournamentsPage.parse(
        await api.get<unknown>(
          `/api/admin/tournaments?${new URLSearchParams({ q, offset: String(pageParam) }).toString()}`,
          { signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });

export const useAdminTournaments = (q: string) => useInfiniteQuery(adminTournamentsInfiniteOptions(q));

const ZChoices = z.array(z.object({ id: z.string(), nombre: z.string(), fecha_juego: z.string() }));

/** GET /api/admin/tournaments/choices: every tournament for the quick entry's select. */
export const useTournamentChoices = () =>
  useQuery({
    queryKey: tournamentKeys.choices(),
    queryFn: async ({ signal }) =>
      ZChoices.parse(await api.get<unknown>('/api/admin/tournaments/choices', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los torneos' },
  });

export const adminTournamentOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: async ({ signal }) => ZAdminTournament.parse(await api.get<unknown>(path(id), { signal })),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });

export const useAdminTournament = (id: string) => useQuery(adminTournamentOptions(id));

/** The courses with their tees (the form's selects). */
export const useCoursesWithTees = () =>
  useQuery({
    queryKey: tournamentKeys.courses(),
    queryFn: async ({ signal }) =>
      ZAdminCoursesResponse.parse(await api.get<unknown>('/api/admin/courses', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los tipos de salida' },
  });

/** POST /api/admin/tournaments, or PUT /api/admin/tournaments/:id when `id` is given. */
export const saveTournament = async ({ id, body }: { id?: string | undefined; body: TTournamentRequest }) =>
  ZAdminTournament.parse(
    id ? await api.put<unknown>(path(id), body) : await api.post<unknown>('/api/admin/tournaments', body),
  );

export function useSaveTournament(callbacks: MutationCallbacks<TAdminTournament>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', 'save'],
    mutationFn: saveTournament,
    onSuccess: (saved) => {
      queryClient.setQueryData(tournamentKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
      callbacks.onSuccess?.(saved);
    },
    onError: callbacks.onError,
  });
}

export function useDeleteTournament(callbacks: MutationCallbacks<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', 'delete'],
    mutationFn: async (id: string) => {
      await api.delete(path(id));
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: tournamentKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
      callbacks.onSuccess?.(id);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/admin/tournaments/:id/duplicate ('Duplicar torneo'): the new tournament, same settings, no players. */
export function useDuplicateTournament(callbacks: MutationCallbacks<TAdminTournament>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', 'duplicate'],
    mutationFn: async ({ id, body }: { id: string; body: TDuplicateTournamentRequest }) =>
      ZAdminTournament.parse(await api.post<unknown>(`${path(id)}/duplicate`, body)),
    onSuccess: (created) => {
      queryClient.setQueryData(tournamentKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
      callbacks.onSuccess?.(created);
    },
    onError: callbacks.onError,
  });
}
