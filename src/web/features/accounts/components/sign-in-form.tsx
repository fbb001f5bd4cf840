import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ZEmail } from '@/shared/schemas/accounts';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useSignIn } from '@/web/features/accounts/api/sign-in';
import { CredentialFields } from '@/web/features/accounts/components/credential-fields';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** Sign-in: e-mail and password required (P§5). */
const ZSignInForm = z.object({
  email: ZEmail,
  password: z
    .string({ message: 'La contraseña es obligatoria' })
    .min(1, { message: 'La contraseña es obligatoria' }),
});

/** `target`: a same-origin path (checked by the caller with safeRedirectTarget) to land on after signing in. */
export function SignInForm({
  busy,
  target = '/',
  onForgotPassword,
}: {
  busy: boolean;
  target?: string;
  onForgotPassword: () => void;
}) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(ZSignInForm), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  // mutateAsync: the page unmounts as soon as the session appears (RedirectIfAuthed), so the
  // follow-up must not depend on mutate() callbacks, which only run while mounted.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      toastError('Error en el inicio de sesión', errorMessage(error));
      return;
    }
    toastSuccess('¡Bienvenido!', 'Has iniciado sesión correctamente.');
    await navigate(target, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <CredentialFields email={form.register('email')} password={form.register('password')} errors={errors} />
      <Button type="submit" className="w-full" disabled={busy}>
        {signIn.isPending ? <Spinner /> : null}
        Iniciar Sesión
      </Button>
      <Button type="button" variant="link" className="mx-auto" onClick={onForgotPassword} disabled={busy}>
        ¿Olvidaste tu contraseña?
      </Button>
    </form>
  );
}
