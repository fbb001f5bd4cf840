import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCategoriesConfig } from '@/shared/schemas/categories';
import type { TDefaultPrizesRequest } from '@/shared/schemas/prizes';
import { ZClubSettings, type TClubSettings, type TClubSettingsRequest } from '@/shared/schemas/settings';
import { api } from '@/web/lib/api-client';
import { referenceKeys } from '@/web/lib/reference-data/keys';
import { settingsKeys } from '@/web/lib/club-settings/settings-keys';

/** GET /api/admin/settings: 'Ajustes de la peña' (decision record 044). */
export const clubSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: async ({ signal }) =>
      ZClubSettings.parse(await api.get<unknown>('/api/admin/settings', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los ajustes' },
  });

export function useClubSettings() {
  return useQuery(clubSettingsQueryOptions());
}

/** After a save: the settings, and the public config the header reads the name and logo from. */
function useOnSaved(onSuccess: (saved: TClubSettings) => void, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (saved: TClubSettings) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      void queryClient.invalidateQueries({ queryKey: referenceKeys.config() });
      onSuccess(saved);
    },
    onError,
  };
}

/** PUT /api/admin/settings. */
export function useSaveClubSettings(options: {
  onSuccess: (saved: TClubSettings) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationKey: [...settingsKeys.all, 'save'],
    mutationFn: async (input: TClubSettingsRequest) =>
      ZClubSettings.parse(await api.put<unknown>('/api/admin/settings', input)),
    ...useOnSaved(options.onSuccess, options.onError),
  });
}

/** POST /api/admin/settings/logo (a file) or DELETE it (null): back to the bundled logo. */
export function useSaveClubLogo(options: {
  onSuccess: (saved: TClubSettings) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationKey: [...settingsKeys.all, 'logo'],
    mutationFn: async (file: File | null) => {
      if (!file) return ZClubSettings.parse(await api.delete<unknown>('/api/admin/settings/logo'));
      const form = new FormData();
      form.set('file', file);
      return ZClubSettings.parse(await api.upload<unknown>('/api/admin/settings/logo', form));
    },
    ...useOnSaved(options.onSuccess, options.onError),
  });
}

/** PUT /api/admin/settings/categories: the 'Categorías' new tournaments start with. */
export function useSaveDefaultCategories(options: {
  onSuccess: (saved: TClubSettings) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationKey: [...settingsKeys.all, 'categories'],
    mutationFn: async (input: TCategoriesConfig) =>
      ZClubSettings.parse(await api.put<unknown>('/api/admin/settings/categories', input)),
    ...useOnSaved(options.onSuccess, options.onError),
  });
}

/** PUT /api/admin/settings/prizes: the special prizes new tournaments start with (the whole list). */
export function useSaveDefaultPrizes(options: {
  onSuccess: (saved: TClubSettings) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationKey: [...settingsKeys.all, 'prizes'],
    mutationFn: async (input: TDefaultPrizesRequest) =>
      ZClubSettings.parse(await api.put<unknown>('/api/admin/settings/prizes', input)),
    ...useOnSaved(options.onSuccess, options.onError),
  });
}
