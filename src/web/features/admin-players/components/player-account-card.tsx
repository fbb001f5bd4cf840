import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon, MailIcon, RefreshCwIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  ZChangePlayerPasswordRequest,
  ZSetPlayerEmailRequest,
  type TAdminPlayerDetail,
} from '@/shared/schemas/admin-players';
import { MAIL_MESSAGES } from '@/shared/schemas/admin-mail';
import { isTemporaryEmail } from '@/shared/schemas/admin-tools';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { Separator } from '@/web/components/ui/separator';
import { Spinner } from '@/web/components/ui/spinner';
import {
  useChangePlayerPassword,
  useSetPlayerEmail,
  useSyncPlayerEmail,
} from '@/web/features/admin-players/api/player-mutations';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * The player's login account (T§7 manage-player-email, sync-player-email, change-user-password): set or change
 * the e-mail (creating the account when there is none), copy the account's e-mail to the profile when they
 * differ, and set a new password.
 */
export function PlayerAccountCard({ detail }: { detail: TAdminPlayerDetail }) {
  const { perfil, cuenta } = detail;
  const emailForm = useForm({
    resolver: zodResolver(ZSetPlayerEmailRequest),
    defaultValues: { email: cuenta?.email ?? perfil.email ?? '' },
  });
  const passwordForm = useForm({
    resolver: zodResolver(ZChangePlayerPasswordRequest),
    defaultValues: { password: '' },
  });
  const setEmail = useSetPlayerEmail({
    onSuccess: (res) => {
      emailForm.reset({ email: res.cuenta?.email ?? res.perfil.email ?? '' });
      if (res.cuenta_creada) {
        toastSuccess(
          'Cuenta creada',
          res.email === 'enviado'
            ? `Se ha enviado a ${res.perfil.email} un enlace para elegir la contraseña`
            : res.email === null
              ? 'Asígnale una contraseña con «Cambiar contraseña»'
              : `${res.email === 'guardado' ? MAIL_MESSAGES.stored(1) : MAIL_MESSAGES.failed(1)}. Asígnale una contraseña con «Cambiar contraseña»`,
        );
      } else {
        toastSuccess('Email actualizado', res.perfil.email ?? '');
      }
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const sync = useSyncPlayerEmail({
    onSuccess: (res) => toastSuccess('Email sincronizado', res.perfil.email ?? ''),
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const changePassword = useChangePlayerPassword({
    onSuccess: () => {
      passwordForm.reset({ password: '' });
      toastSuccess('Contraseña actualizada', `Nueva contraseña de ${perfil.nombre}`);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const differs = cuenta !== null && (perfil.email ?? '').toLowerCase() !== cuenta.email.toLowerCase();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Cuenta de acceso
          {cuenta ? (
            <Badge variant="secondary">Con cuenta</Badge>
          ) : (
            <Badge variant="outline">Sin cuenta</Badge>
          )}
          {cuenta?.es_admin ? <Badge variant="gold">Administrador</Badge> : null}
        </CardTitle>
        <CardDescription>
          {cuenta
            ? `Cuenta creada el ${formatShortDate(cuenta.created_at)}${cuenta.email_verificado ? '' : ' · email sin confirmar'}.`
            : 'Al guardar un email se crea la cuenta del jugador y se le envía un enlace para elegir su contraseña.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form
          noValidate
          onSubmit={emailForm.handleSubmit(({ email }) => setEmail.mutate({ id: perfil.id, email }))}
          className="grid gap-3"
        >
          <FormField
            label="Email"
            error={emailForm.formState.errors.email?.message}
            hint={
              isTemporaryEmail(cuenta?.email ?? perfil.email)
                ? 'Email temporal: cámbialo por el real del jugador.'
                : undefined
            }
          >
            {(field) => (
              <Input
                {...field}
                type="email"
                inputMode="email"
                autoComplete="off"
                {...emailForm.register('email')}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={setEmail.isPending}>
              {setEmail.isPending ? <Spinner /> : <MailIcon />}
              {cuenta ? 'Cambiar email' : 'Crear cuenta con este email'}
            </Button>
          </div>
        </form>
        {differs ? (
          <div role="status" className="grid gap-2 rounded-lg bg-gold/20 p-3 text-sm">
            <p>
              El email del perfil ({perfil.email ?? 'ninguno'}) no coincide con el de la cuenta (
              {cuenta.email}).
            </p>
            <div>
              <Button variant="outline" onClick={() => sync.mutate(perfil.id)} disabled={sync.isPending}>
                {sync.isPending ? <Spinner /> : <RefreshCwIcon />}
                Sincronizar email
              </Button>
            </div>
          </div>
        ) : null}
        {cuenta ? (
          <>
            <Separator />
            <form
              noValidate
              onSubmit={passwordForm.handleSubmit((body) => changePassword.mutate({ id: perfil.id, body }))}
              className="grid gap-3"
            >
              <FormField
                label="Nueva contraseña"
                error={passwordForm.formState.errors.password?.message}
                hint={
                  cuenta.tiene_contrasena
                    ? 'Al cambiarla se cierran las sesiones abiertas del jugador.'
                    : 'La cuenta aún no tiene contraseña.'
                }
              >
                {(field) => (
                  <PasswordInput
                    {...field}
                    autoComplete="new-password"
                    {...passwordForm.register('password')}
                  />
                )}
              </FormField>
              <div>
                <Button type="submit" variant="outline" disabled={changePassword.isPending}>
                  {changePassword.isPending ? <Spinner /> : <KeyRoundIcon />}
                  Cambiar contraseña
                </Button>
              </div>
            </form>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
