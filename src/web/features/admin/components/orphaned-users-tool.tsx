import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchIcon, Trash2Icon, UserXIcon } from 'lucide-react';
import { useState } from 'react';
import { shortId } from '@/shared/schemas/admin-tools';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { orphanedUsersQueryOptions, useDeleteOrphanedUsers } from '@/web/features/admin/api/orphaned-users';
import { toolError } from '@/web/features/admin/components/tool-errors';
import { formatShortDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** 'Usuarios Huérfanos' (T§2, T§7 cleanup-orphaned-users): accounts no player uses; delete after confirming. */
export function OrphanedUsersTool() {
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const [loading, setLoading] = useState(false);
  const query = useQuery({ ...orphanedUsersQueryOptions(), enabled: requested });
  const remove = useDeleteOrphanedUsers({
    onSuccess: ({ deletedCount }) =>
      toastSuccess(
        'Limpieza completada',
        deletedCount === 1
          ? 'Se eliminó 1 usuario huérfano'
          : `Se eliminaron ${deletedCount} usuarios huérfanos`,
      ),
    onError: (error) => toastError('Error', toolError('Error al eliminar usuarios huérfanos', error)),
  });

  async function load() {
    setLoading(true);
    try {
      await queryClient.fetchQuery({ ...orphanedUsersQueryOptions(), staleTime: 0 });
      setRequested(true);
    } catch {
      toastError('Error', 'Error al obtener usuarios huérfanos');
    } finally {
      setLoading(false);
    }
  }

  const users = requested ? (query.data?.usuarios ?? []) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserXIcon className="size-5 text-primary" />
          Usuarios Huérfanos
        </CardTitle>
        <CardDescription>Cuentas de acceso que no pertenecen a ningún jugador.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void load()} disabled={loading}>
            {loading ? <Spinner /> : <SearchIcon />}
            Buscar usuarios huérfanos
          </Button>
          {users && users.length > 0 ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="destructive" disabled={remove.isPending}>
                  {remove.isPending ? <Spinner /> : <Trash2Icon />}
                  Eliminar huérfanos ({users.length})
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Eliminar usuarios huérfanos</AlertDialogTitle>
                  <AlertDialogDescription>
                    Se eliminarán definitivamente{' '}
                    {users.length === 1 ? '1 cuenta' : `${users.length} cuentas`} sin jugador y se cerrarán
                    sus sesiones. Esta acción no se puede deshacer.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancelar</AlertDialogCancel>
                  <AlertDialogAction
                    variant="destructive"
                    onClick={() => remove.mutate(users.map((u) => u.id))}
                  >
                    Eliminar
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
        </div>
        {users === null ? null : users.length === 0 ? (
          <p className="text-sm text-muted-foreground">No hay usuarios huérfanos.</p>
        ) : (
          <ul
            aria-label="Usuarios huérfanos"
            className="max-h-64 divide-y divide-border overflow-y-auto rounded-lg border border-border"
          >
            {users.map((u) => (
              <li
                key={u.id}
                className="grid grid-cols-[auto_1fr] gap-x-3 px-3 py-2 text-sm sm:grid-cols-[auto_1fr_auto]"
              >
                <code className="font-mono text-xs text-muted-foreground" title={u.id}>
                  {shortId(u.id)}
                </code>
                <span className="min-w-0 truncate font-medium">{u.email}</span>
                <span className="col-start-2 text-xs text-muted-foreground sm:col-start-auto">
                  {formatShortDate(u.created_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
