import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTournamentCard, type TTournamentCard } from '@/shared/schemas/tournaments';
import { tournamentKeys } from '@/web/lib/tournament-keys';
import { api } from '@/web/lib/api-client';

/** POST /api/tournaments/:id/enrolment: the signed-in player enrols; answers the updated card. */
export const enrol = async (torneoId: string) =>
  ZTournamentCard.parse(
    await api.post<unknown>(`/api/tournaments/${encodeURIComponent(torneoId)}/enrolment`),
  );

/** DELETE /api/tournaments/:id/enrolment: the signed-in player cancels their enrolment. */
export const cancelEnrolment = (torneoId: string) =>
  api.delete(`/api/tournaments/${encodeURIComponent(torneoId)}/enrolment`);

/** What the screen does after the server answered (its toasts); the hooks keep the cache right. */
export interface EnrolmentCallbacks<T> {
  onSuccess?: (data: T, torneoId: string) => void;
  onError?: (error: unknown, torneoId: string) => void;
}

/** Patches the new card into every cached list, then refetches everything of the area in the background. */
function useAfterEnrolmentChange() {
  const queryClient = useQueryClient();
  return (card?: TTournamentCard) => {
    if (card) {
      queryClient.setQueriesData<TTournamentCard[]>({ queryKey: tournamentKeys.lists() }, (old) =>
        old?.map((c) => (c.id === card.id ? card : c)),
      );
    }
    return queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
  };
}

/** 'Inscribirse' (T§2): the caller gives the toasts ('¡Inscripción exitosa!' / 'No se pudo completar…'). */
export function useEnrol({ onSuccess, onError }: EnrolmentCallbacks<TTournamentCard> = {}) {
  const refresh = useAfterEnrolmentChange();
  return useMutation({
    mutationKey: ['tournaments', 'enrol'],
    mutationFn: enrol,
    onSuccess: async (card, torneoId) => {
      onSuccess?.(card, torneoId);
      await refresh(card);
    },
    onError: async (error, torneoId) => {
      onError?.(error, torneoId);
      // The tournament may have changed meanwhile (finished, enrolled from another tab).
      await refresh();
    },
  });
}

/** 'Cancelar Inscripción' (T§2, P§2): the list reloads once the server answered. */
export function useCancelEnrolment({ onSuccess, onError }: EnrolmentCallbacks<void> = {}) {
  const refresh = useAfterEnrolmentChange();
  return useMutation({
    mutationKey: ['tournaments', 'cancel'],
    mutationFn: cancelEnrolment,
    onSuccess: async (_data, torneoId) => {
      onSuccess?.(undefined, torneoId);
      await refresh();
    },
    onError: async (error, torneoId) => {
      onError?.(error, torneoId);
      await refresh();
    },
  });
}
