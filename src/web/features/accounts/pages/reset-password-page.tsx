import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '@/shared/schemas/accounts';
import { ClubLogo } from '@/web/components/club-logo';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { PasswordInput } from '@/web/components/ui/password-input';
import { Spinner } from '@/web/components/ui/spinner';
import { useResetPassword } from '@/web/features/accounts/api/reset-password';
import { errorMessage } from '@/web/lib/api-client';
import { usePublicConfig } from '@/web/lib/config';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** The club's logo and name above the card (as on /auth), and the way back to sign-in below it. */
function Frame({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const clubName = config.data?.clubName || 'Peña de Golf';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-b from-secondary to-background px-4 py-8">
      <Link
        to="/"
        className="mb-5 flex items-center gap-3 rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ClubLogo size={48} className="size-12" />
        <span className="text-xl font-bold text-secondary-foreground">{clubName}</span>
      </Link>
      <Card className="w-full max-w-md">{children}</Card>
      <Link to="/auth" className="mt-4 text-sm text-muted-foreground underline-offset-4 hover:underline">
        Volver a iniciar sesión
      </Link>
    </main>
  );
}

/**
 * /auth/reset-password: Better Auth sends the e-mail link here with ?token=… (or ?error=INVALID_TOKEN).
 * The new password goes to POST /api/accounts/reset-password, which also signs the user in.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();

  if (params.get('error') || !token) {
    return (
      <Frame>
        <CardHeader>
          <CardTitle>Restablecer contraseña</CardTitle>
          <CardDescription role="alert" className="text-base text-destructive">
            El enlace de recuperación no es válido o ha caducado.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/auth">Solicitar un nuevo enlace</Link>
          </Button>
        </CardContent>
      </Frame>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      toastError('Error', 'Las contraseñas no coinciden');
      return;
    }
    if (password.length < PASSWORD_MIN) {
      toastError('Error', 'La contraseña debe tener al menos 6 caracteres');
      return;
    }
    try {
      await reset.mutateAsync({ token: token ?? '', password });
    } catch (error) {
      toastError('Error', errorMessage(error));
      return;
    }
    toastSuccess('Contraseña actualizada', 'Tu contraseña ha sido actualizada correctamente');
    await navigate('/mi-area', { replace: true });
  }

  return (
    <Frame>
      <CardHeader>
        <CardTitle>Restablecer contraseña</CardTitle>
        <CardDescription>Escribe tu nueva contraseña (mínimo 6 caracteres).</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField label="Nueva Contraseña">
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Confirmar Contraseña">
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? (
              <>
                <Spinner />
                Actualizando...
              </>
            ) : (
              'Actualizar Contraseña'
            )}
          </Button>
        </form>
      </CardContent>
    </Frame>
  );
}
