import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import type { TCreateAccountsResponse } from '@/shared/schemas/admin-tools';
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
import { Checkbox } from '@/web/components/ui/checkbox';
import { Spinner } from '@/web/components/ui/spinner';
import {
  playersWithoutAccountQueryOptions,
  useCreateAccounts,
} from '@/web/features/admin/api/players-without-account';
import { CreateAccountsSummary } from '@/web/features/admin/components/create-accounts-summary';
import { toolError } from '@/web/features/admin/components/tool-errors';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * Players without account (T§2 missing-users tool, T§7 create-missing-users): analyse, choose, and create their
 * accounts after the warning about temporary e-mails; the summary stays on screen.
 */
export function PlayersWithoutAccountTool() {
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const [loading, setLoading] = useState(false);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<TCreateAccountsResponse | null>(null);
  const query = useQuery({ ...playersWithoutAccountQueryOptions(), enabled: requested });
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

  async function analyse() {
    setLoading(true);
    try {
      const data = await queryClient.fetchQuery({ ...playersWithoutAccountQueryOptions(), staleTime: 0 });
      setRequested(true);
      setExcluded(new Set());
      setSummary(null);
      toastSuccess(
        'Análisis completado',
        data.count === 1 ? '1 jugador sin usuario' : `${data.count} jugadores sin usuario`,
      );
    } catch {
      toastError('Error', 'Error al obtener jugadores sin usuario');
    } finally {
      setLoading(false);
    }
  }

  const players = requested ? (query.data?.jugadores ?? []) : null;
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
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersIcon className="size-5 text-primary" />
          Jugadores sin usuario
        </CardTitle>
        <CardDescription>Jugadores que todavía no tienen cuenta para entrar en la app.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void analyse()} disabled={loading}>
            {loading ? <Spinner /> : <SearchIcon />}
            Analizar jugadores
          </Button>
          {players && players.length > 0 ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button disabled={chosen.length === 0 || create.isPending}>
                  {create.isPending ? <Spinner /> : <UserPlusIcon />}
                  Crear usuarios ({chosen.length})
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Crear usuarios</AlertDialogTitle>
                  <AlertDialogDescription>
                    Se crearán cuentas de acceso para{' '}
                    {chosen.length === 1 ? '1 jugador' : `${chosen.length} jugadores`}.
                  </AlertDialogDescription>
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
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancelar</AlertDialogCancel>
                  <AlertDialogAction onClick={() => create.mutate(chosen.map((p) => p.id))}>
                    Crear usuarios
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
        </div>
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
      </CardContent>
    </Card>
  );
}
