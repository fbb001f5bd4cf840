import { Trash2Icon, UserXIcon } from 'lucide-react';
import { shortId } from '@/shared/schemas/admin-tools';
import { orphanedUsersQueryOptions, useDeleteOrphanedUsers } from '@/web/features/admin/api/account-tools';
import {
  AccountTool,
  ConfirmedToolAction,
  useOnDemandList,
} from '@/web/features/admin/components/account-tool';
import { toolError } from '@/web/features/admin/components/tool-errors';
import { formatShortDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** 'Usuarios Huérfanos' (T§2, T§7 cleanup-orphaned-users): accounts no player uses; delete after confirming. */
export function OrphanedUsersTool() {
  const list = useOnDemandList(orphanedUsersQueryOptions(), 'Error al obtener usuarios huérfanos');
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
  const users = list.data?.usuarios ?? null;

  return (
    <AccountTool
      icon={<UserXIcon className="size-5 text-primary" />}
      title="Usuarios Huérfanos"
      description="Cuentas de acceso que no pertenecen a ningún jugador."
      searchLabel="Buscar usuarios huérfanos"
      loading={list.loading}
      onSearch={() => void list.load()}
      action={
        users && users.length > 0 ? (
          <ConfirmedToolAction
            icon={<Trash2Icon />}
            label={`Eliminar huérfanos (${users.length})`}
            destructive
            disabled={false}
            pending={remove.isPending}
            title="Eliminar usuarios huérfanos"
            description={
              <>
                Se eliminarán definitivamente {users.length === 1 ? '1 cuenta' : `${users.length} cuentas`}{' '}
                sin jugador y se cerrarán sus sesiones. Esta acción no se puede deshacer.
              </>
            }
            confirmLabel="Eliminar"
            onConfirm={() => remove.mutate(users.map((u) => u.id))}
          />
        ) : null
      }
    >
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
    </AccountTool>
  );
}
