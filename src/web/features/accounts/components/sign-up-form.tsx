import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ZSignUpRequest } from '@/shared/schemas/accounts';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { useSignUp } from '@/web/features/accounts/api/sign-up';
import { CredentialFields } from '@/web/features/accounts/components/credential-fields';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * Sign-up: Nombre Completo, Teléfono, Email, Contraseña (P§2, P§5). `target` (a same-origin path) is where the
 * new player lands, now or from the confirmation e-mail's link (sent to the server as `destino`).
 */
export function SignUpForm({
  busy,
  target = '/',
  onNeedsConfirmation,
}: {
  busy: boolean;
  target?: string;
  onNeedsConfirmation: () => void;
}) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(ZSignUpRequest),
    defaultValues: { nombre: '', telefono: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  // mutateAsync: when the server signs the user in, the page unmounts (RedirectIfAuthed) before
  // mutate() callbacks would run.
  const onSubmit = form.handleSubmit(async (values) => {
    let requiresEmailConfirmation: boolean;
    try {
      ({ requiresEmailConfirmation } = await signUp.mutateAsync(
        target === '/' ? values : { ...values, destino: target },
      ));
    } catch (error) {
      toastError('Error en el registro', errorMessage(error));
      return;
    }
    if (requiresEmailConfirmation) {
      toastSuccess('Registro exitoso', 'Revisa tu email para confirmar tu cuenta.');
      form.reset();
      onNeedsConfirmation();
      return;
    }
    toastSuccess('Registro exitoso', 'Has iniciado sesión correctamente.');
    await navigate(target, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label="Nombre Completo" error={errors.nombre?.message}>
        {(field) => <Input {...field} autoComplete="name" {...form.register('nombre')} />}
      </FormField>
      <FormField label="Teléfono" error={errors.telefono?.message}>
        {(field) => (
          <Input {...field} type="tel" autoComplete="tel" inputMode="tel" {...form.register('telefono')} />
        )}
      </FormField>
      <CredentialFields
        email={form.register('email')}
        password={form.register('password')}
        errors={errors}
        newPassword
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {signUp.isPending ? <Spinner /> : null}
        Registrarse
      </Button>
    </form>
  );
}
