/**
 * 'Importar jugadores' and 'Actualizar hándicaps' (decision record 021): the spreadsheet goes to the server for a
 * preview (nothing written), the confirmed rows go back in one request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZHandicapPreview,
  ZHandicapUpdateResponse,
  ZPlayerImportPreview,
  ZPlayerImportResponse,
  type THandicapUpdateRequest,
  type THandicapUpdateResponse,
  type TPlayerImportOptions,
  type TPlayerImportRequest,
} from '@/shared/schemas/player-import';
import { api } from '@/web/lib/api-client';
import type { Callbacks } from '@/web/features/admin-players/api/player-mutations';
import { adminKeys } from '@/web/lib/admin-keys';

function fileForm(file: File): FormData {
  const form = new FormData();
  form.set('archivo', file);
  return form;
}

/** The sheet again with the administrator's choices (column mapping, what 'M' means) at each change. */
export const usePreviewPlayerImport = () =>
  useMutation({
    mutationKey: ['admin', 'players', 'import-preview'],
    mutationFn: async ({ file, opciones }: { file: File; opciones: TPlayerImportOptions }) => {
      const form = fileForm(file);
      form.set('opciones', JSON.stringify(opciones));
      return ZPlayerImportPreview.parse(await api.upload<unknown>('/api/admin/players/import/preview', form));
    },
  });

export const usePreviewHandicaps = () =>
  useMutation({
    mutationKey: ['admin', 'players', 'handicaps-preview'],
    mutationFn: async (file: File) =>
      ZHandicapPreview.parse(
        await api.upload<unknown>('/api/admin/players/handicaps/preview', fileForm(file)),
      ),
  });

/** After a write every administration list (players, diagnostics, the panel count) refetches. */
function useAdminWrite<V, R>(name: string, mutationFn: (v: V) => Promise<R>, callbacks: Callbacks<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'players', name],
    mutationFn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (q) => q.queryKey[1] !== 'courses',
      });
      callbacks.onSuccess?.(result);
    },
    onError: callbacks.onError,
  });
}

export const useImportPlayers = (callbacks: Callbacks<{ creados: number }>) =>
  useAdminWrite(
    'import',
    async (body: TPlayerImportRequest) =>
      ZPlayerImportResponse.parse(await api.post<unknown>('/api/admin/players/import', body)),
    callbacks,
  );

export const useUpdateHandicaps = (callbacks: Callbacks<THandicapUpdateResponse>) =>
  useAdminWrite(
    'handicaps',
    async (body: THandicapUpdateRequest) =>
      ZHandicapUpdateResponse.parse(await api.post<unknown>('/api/admin/players/handicaps', body)),
    callbacks,
  );
