import { useState, type FormEvent } from 'react';
import { MAIL_MESSAGES } from '@/shared/schemas/admin-mail';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { EmailInput } from '@/web/components/ui/email-input';
import { Spinner } from '@/web/components/ui/spinner';
import { useRequestPasswordReset } from '@/web/features/accounts/api/request-password-reset';
import { usePublicConfig } from '@/web/lib/config';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** Password recovery: e-mail, 'Enviar enlace de recuperación', back to sign-in (P§2, P§5). */
export function RecoveryForm({ busy, onBack }: { busy: boolean; onBack: () => void }) {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const config = usePublicConfig();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toastError('Email requerido', 'Por favor ingresa tu email para recuperar la contraseña');
      return;
    }
    request.mutate(value.toLowerCase(), {
      onSuccess: () =>
        config.data?.emailEnabled === false
          ? toastError('Email no enviado', MAIL_MESSAGES.noServerForPassword)
          : toastSuccess('Email enviado', 'Revisa tu bandeja de entrada para recuperar tu contraseña.'),
      onError: (error) => toastError('Error', error.message),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormField label="Email">
        {(field) => (
          <EmailInput
            {...field}
            placeholder="tu@email.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {request.isPending ? <Spinner /> : null}
        Enviar enlace de recuperación
      </Button>
      <Button type="button" variant="link" className="mx-auto" onClick={onBack} disabled={busy}>
        Volver a iniciar sesión
      </Button>
    </form>
  );
}
