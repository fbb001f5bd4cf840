import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { shortId, ZAssignAccountRequest, type TAssignAccountRequest } from '@/shared/schemas/admin-tools';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { EmailInput } from '@/web/components/ui/email-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { useAssignAccount } from '@/web/features/admin/api/assign-account';
import {
  orphanedUsersQueryOptions,
  playersWithoutAccountQueryOptions,
} from '@/web/features/admin/api/account-tools';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

const EMPTY: TAssignAccountRequest = { jugador_id: '', usuario: '' };

/**
 * Assigning an existing account to a player without account (T§2 missing-users tool): the account is searched by
 * e-mail, then by id; accounts without player are listed to pick from.
 */
export function AssignAccountTool() {
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const [loading, setLoading] = useState(false);
  const accounts = useQuery({ ...orphanedUsersQueryOptions(), enabled: requested });
  const players = useQuery({ ...playersWithoutAccountQueryOptions(), enabled: requested });
  const form = useForm({ resolver: zodResolver(ZAssignAccountRequest), defaultValues: EMPTY });
  const { errors } = form.formState;
  const assign = useAssignAccount({
    onSuccess: ({ jugador, usuario }) => {
      toastSuccess('Usuario asignado', `${usuario.email} → ${jugador.nombre}`);
      form.reset(EMPTY);
    },
    onError: (error) => toastError('Error', `Error al asignar usuario: ${errorMessage(error)}`),
  });

  async function load() {
    setLoading(true);
    // T§8: the accounts without a player failing to load say 'Error al obtener usuarios de auth'.
    let failure = 'Error al obtener usuarios';
    try {
      const [free] = await Promise.all([
        queryClient.fetchQuery({ ...orphanedUsersQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
          failure = 'Error al obtener usuarios de auth';
          throw error;
        }),
        queryClient.fetchQuery({ ...playersWithoutAccountQueryOptions(), staleTime: 0 }),
      ]);
      setRequested(true);
      if (free.count === 0) toastSuccess('Sin usuarios disponibles', 'No hay cuentas sin jugador asignado');
      else
        toastSuccess(
          'Usuarios cargados',
          free.count === 1 ? '1 usuario disponible' : `${free.count} usuarios disponibles`,
        );
    } catch {
      toastError('Error', failure);
    } finally {
      setLoading(false);
    }
  }

  const onSubmit = form.handleSubmit((values) => assign.mutate(values));
  const freeAccounts = requested ? (accounts.data?.usuarios ?? []) : [];
  const lonelyPlayers = requested ? (players.data?.jugadores ?? []) : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LinkIcon className="size-5 text-primary" />
          Asignar usuario a un jugador
        </CardTitle>
        <CardDescription>
          Vincula una cuenta existente (por email o ID) a un jugador que no tiene usuario.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button variant="outline" onClick={() => void load()} disabled={loading}>
            {loading ? <Spinner /> : <DownloadIcon />}
            Cargar usuarios
          </Button>
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
        >
          <FormField
            label="Jugador sin usuario"
            error={errors.jugador_id ? 'Selecciona un jugador' : undefined}
          >
            {(field) => (
              <Controller
                control={form.control}
                name="jugador_id"
                render={({ field: { value, onChange, ref } }) => (
                  <Select value={value || undefined} onValueChange={onChange} disabled={!requested}>
                    <SelectTrigger ref={ref} {...field}>
                      <SelectValue
                        placeholder={requested ? 'Selecciona un jugador' : 'Carga los usuarios primero'}
                      />
                    </SelectTrigger>
                    <SelectContent>
                      {lonelyPlayers.map((p) => (
                        <SelectItem key={p.id} value={p.id}>
                          {p.nombre}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField label="Email o ID del usuario" error={errors.usuario?.message}>
            {(field) => (
              <EmailInput {...field} orId placeholder="usuario@ejemplo.com" {...form.register('usuario')} />
            )}
          </FormField>
          <Button type="submit" className="md:mt-[22px]" disabled={assign.isPending}>
            {assign.isPending ? <Spinner /> : <LinkIcon />}
            Asignar usuario
          </Button>
        </form>
        {requested && freeAccounts.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">Usuarios disponibles</h3>
            <ul
              aria-label="Usuarios disponibles"
              className="max-h-56 divide-y divide-border overflow-y-auto rounded-lg border border-border"
            >
              {freeAccounts.map((u) => (
                <li key={u.id} className="flex items-center gap-3 px-3 py-1.5 text-sm">
                  <code className="font-mono text-xs text-muted-foreground" title={u.id}>
                    {shortId(u.id)}
                  </code>
                  <span className="min-w-0 flex-1 truncate">{u.email}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Usar ${u.email}`}
                    onClick={() => form.setValue('usuario', u.email, { shouldValidate: true })}
                  >
                    Usar
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
