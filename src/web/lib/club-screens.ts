import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZClubScreen,
  ZClubScreens,
  type TClubScreen,
  type TClubScreenRequest,
  type TClubScreens,
} from '@/shared/schemas/public';
import { api } from '@/web/lib/api-client';
import { publicKeys } from '@/web/lib/public-keys';

const SCREENS = '/api/admin/screens';
const screenPath = (id: string) => `${SCREENS}/${encodeURIComponent(id)}`;

/** 'Pantallas del club' (administrators): the club's /tv address and the screens paired with a secret address. */
export function useClubScreens() {
  return useQuery(
    queryOptions({
      queryKey: publicKeys.screens(),
      queryFn: async ({ signal }) => ZClubScreens.parse(await api.get<unknown>(SCREENS, { signal })),
      meta: { errorMessage: 'No se pudieron cargar las pantallas del club' },
    }),
  );
}

/** Puts a screen the server answered into the list (a new one at the end). */
function useStoreScreen() {
  const qc = useQueryClient();
  return (screen: TClubScreen) =>
    qc.setQueryData<TClubScreens>(publicKeys.screens(), (list) =>
      list
        ? {
            ...list,
            pantallas: list.pantallas.some((s) => s.id === screen.id)
              ? list.pantallas.map((s) => (s.id === screen.id ? screen : s))
              : [...list.pantallas, screen],
          }
        : list,
    );
}

/** 'Emparejar pantalla'. */
export function usePairScreen() {
  const store = useStoreScreen();
  return useMutation({
    mutationFn: async (body: TClubScreenRequest) => ZClubScreen.parse(await api.post<unknown>(SCREENS, body)),
    onSuccess: store,
  });
}

export function useRenameScreen(id: string) {
  const store = useStoreScreen();
  return useMutation({
    mutationFn: async (body: TClubScreenRequest) =>
      ZClubScreen.parse(await api.put<unknown>(screenPath(id), body)),
    onSuccess: store,
  });
}

/** 'Renovar dirección': the old address stops working at once. */
export function useRenewScreen(id: string) {
  const store = useStoreScreen();
  return useMutation({
    mutationFn: async () => ZClubScreen.parse(await api.post<unknown>(`${screenPath(id)}/renew`)),
    onSuccess: store,
  });
}

/** 'Quitar': the screen is unpaired. */
export function useRemoveScreen(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => api.delete(screenPath(id)),
    onSuccess: () =>
      qc.setQueryData<TClubScreens>(publicKeys.screens(), (list) =>
        list ? { ...list, pantallas: list.pantallas.filter((s) => s.id !== id) } : list,
      ),
  });
}
