import { UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import type { TCreateAccountsResponse } from '@/shared/schemas/admin-tools';
import { Checkbox } from '@/web/components/ui/checkbox';
import { playersWithoutAccountQueryOptions, useCreateAccounts } from '@/web/features/admin/api/account-tools';
import {
  AccountTool,
  ConfirmedToolAction,
  useOnDemandList,
} from '@/web/features/admin/components/account-tool';
import { CreateAccountsSummary } from '@/web/features/admin/components/create-accounts-summary';
import { toolError } from '@/web/features/admin/components/tool-errors';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * Players without account (T§2 missing-users tool, T§7 create-missing-users): analyse, choose, and create their
 * accounts after the warning about temporary e-mails; the summary stays on screen.
 */
export function PlayersWithoutAccountTool() {
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<TCreateAccountsResponse | null>(null);
  const list = useOnDemandList(
    playersWithoutAccountQueryOptions(),
    'Error al obtener jugadores sin usuario',
    (data) => {
      setExcluded(new Set());
      setSummary(null);
      toastSuccess(
        'Análisis completado',
        data.count === 1 ? '1 jugador sin usuario' : `${data.count} jugadores sin usuario`,
      );
    },
  );
  const create = useCreateAccounts({
    onSuccess: (result) => {
      setSummary(result);
      setExcluded(new Set());
      const ok = result.successful.length;
      const ko = result.failed.length;
      toastSuccess(
        'Usuarios creados',
        `${ok} ${ok === 1 ? 'creado' : 'creados'}, ${ko} ${ko === 1 ? 'fallido' : 'fallidos'}`,
      );
    },
    onError: (error) => toastError('Error', toolError('Error al crear usuarios', error)),
  });

  const players = list.data?.jugadores ?? null;
  const chosen = players?.filter((p) => !excluded.has(p.id)) ?? [];
  const withoutEmail = chosen.filter((p) => !p.email).length;
  const toggle = (id: string, checked: boolean) =>
    setExcluded((old) => {
      const next = new Set(old);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <AccountTool
      icon={<UsersIcon className="size-5 text-primary" />}
      title="Jugadores sin usuario"
      description="Jugadores que todavía no tienen cuenta para entrar en la app."
      searchLabel="Analizar jugadores"
      loading={list.loading}
      onSearch={() => void list.load()}
      action={
        players && players.length > 0 ? (
          <ConfirmedToolAction
            icon={<UserPlusIcon />}
            label={`Crear usuarios (${chosen.length})`}
            disabled={chosen.length === 0}
            pending={create.isPending}
            title="Crear usuarios"
            description={
              <>
                Se crearán cuentas de acceso para{' '}
                {chosen.length === 1 ? '1 jugador' : `${chosen.length} jugadores`}.
              </>
            }
            details={
              <>
                {withoutEmail > 0 ? (
                  <p role="alert" className="rounded-lg bg-gold/25 p-3 text-sm text-gold-foreground">
                    Atención: se crearán emails temporales (jugador-xxxxxxxx@temp-golf.local) para{' '}
                    {withoutEmail === 1 ? '1 jugador' : `${withoutEmail} jugadores`} sin email. Podrás
                    cambiarlos después en la ficha de cada jugador.
                  </p>
                ) : null}
                <p className="text-sm text-muted-foreground">
                  Los jugadores con email recibirán un enlace para elegir su contraseña.
                </p>
              </>
            }
            confirmLabel="Crear usuarios"
            onConfirm={() => create.mutate(chosen.map((p) => p.id))}
          />
        ) : null
      }
    >
      {players === null ? null : players.length === 0 ? (
        <p className="text-sm text-muted-foreground">Todos los jugadores tienen usuario.</p>
      ) : (
        <ul
          aria-label="Jugadores sin usuario"
          className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border"
        >
          {players.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
                <Checkbox
                  checked={!excluded.has(p.id)}
                  onCheckedChange={(checked) => toggle(p.id, checked === true)}
                  aria-label={`Crear usuario para ${p.nombre}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{p.nombre}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {p.email ?? 'Sin email: se creará uno temporal'}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {summary ? <CreateAccountsSummary summary={summary} /> : null}
    </AccountTool>
  );
}
