import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCalendarAddress, type TCalendarAddress } from '@/shared/schemas/papers';
import { api } from '@/web/lib/api-client';

/** THE query keys of the player's private calendar address: everything under ['calendar']. */
export const calendarKeys = {
  all: ['calendar'] as const,
  mine: (viewer: string | null) => ['calendar', 'mine', viewer] as const,
};

export const myCalendarQueryOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: calendarKeys.mine(viewer),
    queryFn: async ({ signal }) =>
      ZCalendarAddress.parse(await api.get<unknown>('/api/me/calendar', { signal })),
    meta: { silent: true },
  });

export function useMyCalendar(viewer: string | null) {
  return useQuery({ ...myCalendarQueryOptions(viewer), enabled: viewer !== null });
}

/** POST /api/me/calendar (a new address: the old one stops working) and DELETE (no address). */
export function useCalendarAddressMutations(viewer: string | null) {
  const queryClient = useQueryClient();
  const store = (address: TCalendarAddress) => queryClient.setQueryData(calendarKeys.mine(viewer), address);
  const renew = useMutation({
    mutationKey: ['calendar', 'renew'],
    meta: { errorMessage: 'No se pudo crear la dirección del calendario' },
    mutationFn: async () => ZCalendarAddress.parse(await api.post<unknown>('/api/me/calendar')),
    onSuccess: store,
  });
  const disable = useMutation({
    mutationKey: ['calendar', 'disable'],
    meta: { errorMessage: 'No se pudo desactivar el calendario' },
    mutationFn: () => api.delete('/api/me/calendar'),
    onSuccess: () => store({ url: null }),
  });
  return { renew, disable };
}
