import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating } from '@tanstack/react-query';
import { LinkIcon, LogOutIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { authPathFor, DESTINO_PARAM, redirectTargetOf } from '@/shared/redirect-target';
import { ZEmail, ZPassword } from '@/shared/schemas/accounts';
import type { TInvitationLookup } from '@/shared/schemas/invitations';
import { ClubLogo } from '@/web/components/club-logo';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { AUTH_MUTATION_KEY } from '@/web/features/accounts/api/auth-errors';
import {
  invitationToken,
  keepInvitationToken,
  useClaimInvitation,
  useInvitation,
  useInvitedSignUp,
} from '@/web/features/accounts/api/invitation';
import { GoogleButton } from '@/web/features/accounts/components/google-button';
import { CredentialFields } from '@/web/features/accounts/components/credential-fields';
import { errorMessage } from '@/web/lib/api-client';
import { usePublicConfig } from '@/web/lib/config';
import { formatShortDate } from '@/web/lib/format';
import { useMe } from '@/web/lib/session';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { useSignOut } from '@/web/lib/use-sign-out';

const ZInvitedForm = z.object({ email: ZEmail, password: ZPassword });

/** E-mail and password of the invited player's new account (its name is the player's). */
function InvitedSignUpForm({
  token,
  invitation,
  busy,
  target,
}: {
  token: string;
  invitation: TInvitationLookup;
  busy: boolean;
  /** Where the page was going (`?destino=`), else null: the home. */
  target: string | null;
}) {
  const navigate = useNavigate();
  const signUp = useInvitedSignUp();
  const form = useForm({
    resolver: zodResolver(ZInvitedForm),
    defaultValues: { email: invitation.email ?? '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ token, ...values, ...(target ? { destino: target } : {}) });
    } catch (error) {
      toastError('Error en el registro', errorMessage(error));
      return;
    }
    toastSuccess('¡Bienvenido!', `Tu cuenta ya es la de ${invitation.nombre}.`);
    await navigate(target ?? '/', { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <CredentialFields
        email={form.register('email')}
        password={form.register('password')}
        errors={errors}
        newPassword
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {signUp.isPending ? <Spinner /> : null}
        Crear mi cuenta
      </Button>
    </form>
  );
}

/** Signed in already: the account can become the invited player's (what it played moves to them). */
function ClaimInvitation({
  token,
  invitation,
  busy,
  target,
}: {
  token: string;
  invitation: TInvitationLookup;
  busy: boolean;
  target: string | null;
}) {
  const navigate = useNavigate();
  const { me } = useMe();
  const claim = useClaimInvitation();
  const { signOut, isSigningOut } = useSignOut(`/invitacion#${token}`);

  async function accept() {
    try {
      await claim.mutateAsync(token);
    } catch (error) {
      toastError('No se pudo unir la cuenta', errorMessage(error));
      return;
    }
    toastSuccess('¡Bienvenido!', `Tu cuenta ya es la de ${invitation.nombre}.`);
    await navigate(target ?? '/', { replace: true });
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Has iniciado sesión como <strong className="break-all">{me?.user.email}</strong>
        {me?.profile && me.profile.nombre !== invitation.nombre ? ` (${me.profile.nombre})` : ''}.
      </p>
      <p className="text-sm text-muted-foreground">
        {`Si eres ${invitation.nombre}, une esta cuenta a tu ficha de jugador: tendrás tu hándicap y tu historial, y lo que hayas jugado con esta cuenta pasará a tu ficha. Si no, cierra la sesión y regístrate con el enlace.`}
      </p>
      <Button type="button" className="w-full" disabled={busy || isSigningOut} onClick={() => void accept()}>
        {claim.isPending ? <Spinner /> : <LinkIcon />}
        Unir mi cuenta a mi ficha
      </Button>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={busy || isSigningOut}
        onClick={() => void signOut()}
      >
        {isSigningOut ? <Spinner /> : <LogOutIcon />}
        Cerrar sesión
      </Button>
    </div>
  );
}

/**
 * /invitacion#{token}: the personal sign-up link an administrator sent (decision record 029). 'Hola, {nombre}',
 * then e-mail and password (or Google) for a new account that is that player; signed in, one button joins the
 * account to the player. A used, expired or annulled link says so.
 */
export default function InvitationPage() {
  const location = useLocation();
  const token = invitationToken(location.hash);
  // Where the visitor was going: kept through sign-up, the claim, Google and 'Inicia sesión' (the token stays in
  // this tab's storage, never in an address the server sees).
  const target = redirectTargetOf(location.search);
  const invitationPath = target
    ? `/invitacion?${DESTINO_PARAM}=${encodeURIComponent(target)}`
    : '/invitacion';
  const invitation = useInvitation(token);
  const session = useMe();
  const config = usePublicConfig();
  const clubName = config.data?.clubName || 'Peña de Golf';
  const busy = useIsMutating({ mutationKey: AUTH_MUTATION_KEY }) > 0;

  let title = 'Invitación';
  let description: string | null = null;
  let body;
  if (!token) {
    description =
      'Este enlace de invitación no es válido. Comprueba que está completo o pide uno nuevo al administrador del club.';
  } else if (invitation.isError) {
    description = errorMessage(invitation.error);
  } else if (!invitation.data || session.isLoading) {
    body = (
      <div className="grid gap-3" aria-busy>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  } else {
    const data = invitation.data;
    title = `Hola, ${data.nombre}`;
    description = session.isAuthenticated
      ? `Esta invitación es para unirte a ${clubName} como ${data.nombre}.`
      : `Crea tu cuenta de ${clubName}: será la de tu ficha de jugador, con tu hándicap y tu historial. Invitación válida hasta el ${formatShortDate(data.expira_en)}.`;
    body = session.isAuthenticated ? (
      <ClaimInvitation token={token} invitation={data} busy={busy} target={target} />
    ) : (
      <>
        <InvitedSignUpForm token={token} invitation={data} busy={busy} target={target} />
        {config.data?.googleEnabled ? (
          <>
            <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
              <span className="h-px flex-1 bg-border" />o<span className="h-px flex-1 bg-border" />
            </div>
            <GoogleButton
              busy={busy}
              googleEnabled
              callbackURL={invitationPath}
              beforeLeaving={() => keepInvitationToken(token)}
            />
          </>
        ) : null}
        <p className="text-center text-sm text-muted-foreground">
          ¿Ya tienes cuenta?{' '}
          <Link
            to={authPathFor(invitationPath)}
            onClick={() => keepInvitationToken(token)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Inicia sesión
          </Link>{' '}
          y vuelve a abrir este enlace.
        </p>
      </>
    );
  }
  const failed = !token || invitation.isError;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-b from-secondary to-background px-4 py-8">
      <Link
        to="/"
        className="mb-5 flex items-center gap-3 rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ClubLogo size={48} className="size-12" />
        <span className="text-xl font-bold text-secondary-foreground">{clubName}</span>
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader className="pb-2 text-center">
          <CardTitle className="text-2xl break-words">{title}</CardTitle>
          {description ? (
            <CardDescription
              role={failed ? 'alert' : undefined}
              className={failed ? 'text-destructive' : undefined}
            >
              {description}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-5">
          {failed ? (
            <div className="grid gap-2 sm:grid-cols-2">
              <Button asChild>
                <Link to="/auth">Iniciar sesión</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/">Ir al inicio</Link>
              </Button>
            </div>
          ) : (
            body
          )}
        </CardContent>
      </Card>
    </main>
  );
}
