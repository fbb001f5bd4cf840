import { useState, type ChangeEvent, type FormEvent } from 'react';
import { PASSWORD_MIN } from '@/shared/schemas/accounts';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { PasswordInput } from '@/web/components/ui/password-input';
import { Spinner } from '@/web/components/ui/spinner';
import { useChangePassword } from '@/web/features/accounts/api/change-password';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

const EMPTY = { current: '', next: '', confirm: '' };

/** 'Cambiar contraseña' (P§2, P§5). Unlike the old app, the current password is checked (design §12). */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword();
  const set = (key: keyof typeof EMPTY) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.next !== values.confirm) {
      toastError('Error', 'Las contraseñas no coinciden');
      return;
    }
    if (values.next.length < PASSWORD_MIN) {
      toastError('Error', 'La nueva contraseña debe tener al menos 6 caracteres');
      return;
    }
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          toastSuccess('Contraseña actualizada');
          setValues(EMPTY);
        },
        onError: (error) => toastError('Error', `No se pudo cambiar la contraseña: ${errorMessage(error)}`),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cambiar contraseña</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField label="Contraseña actual">
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="current-password"
                value={values.current}
                onChange={set('current')}
              />
            )}
          </FormField>
          <FormField label="Nueva contraseña">
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                value={values.next}
                onChange={set('next')}
              />
            )}
          </FormField>
          <FormField label="Confirmar nueva contraseña">
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                value={values.confirm}
                onChange={set('confirm')}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
              {change.isPending ? <Spinner /> : null}
              Cambiar contraseña
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
