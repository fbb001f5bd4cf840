import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBackupFile, ZBackupList } from '@/shared/schemas/backups';
import { adminKeys } from '@/web/lib/admin-keys';
import { api } from '@/web/lib/api-client';

/** GET /api/admin/backups: the server's copies of the database ('Copias de seguridad'). */
export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.backups(),
    queryFn: async ({ signal }) =>
      ZBackupList.parse(await api.get<unknown>('/api/admin/backups', { signal })),
    meta: { errorMessage: 'No se pudieron cargar las copias de seguridad' },
  });

export function useBackups() {
  return useQuery(backupsQueryOptions());
}

/** POST /api/admin/backups: 'Hacer copia ahora'. */
export function useMakeBackup(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => ZBackupFile.parse(await api.post<unknown>('/api/admin/backups')),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.backups() });
      options.onSuccess();
    },
    onError: options.onError,
  });
}
