import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { redirectTargetOf } from '@/shared/redirect-target';
import { ClubLogo } from '@/web/components/club-logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { AUTH_MUTATION_KEY } from '@/web/features/accounts/api/auth-errors';
import { GoogleButton } from '@/web/features/accounts/components/google-button';
import { RecoveryForm } from '@/web/features/accounts/components/recovery-form';
import { SignInForm } from '@/web/features/accounts/components/sign-in-form';
import { SignUpForm } from '@/web/features/accounts/components/sign-up-form';
import { usePublicConfig } from '@/web/lib/config';

type Tab = 'signin' | 'signup';

/** /auth: sign in, sign up and password recovery (P§2, P§4). */
export default function AuthPage() {
  const [tab, setTab] = useState<Tab>('signin');
  const [isRecovery, setIsRecovery] = useState(false);
  // Busy flag: any auth request in flight disables every button of the screen.
  const busy = useIsMutating({ mutationKey: AUTH_MUTATION_KEY }) > 0;
  const config = usePublicConfig();
  const clubName = config.data?.clubName || 'Peña de Golf';
  // Where the visitor was going (?destino=, e.g. the QR of a printed card): every way in lands there.
  const target = redirectTargetOf(useLocation().search) ?? '/';

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
          <CardTitle className="text-2xl">{isRecovery ? 'Recuperar contraseña' : 'Bienvenido'}</CardTitle>
          <CardDescription>
            {isRecovery
              ? 'Te enviaremos un enlace para crear una nueva contraseña.'
              : 'Inicia sesión o crea tu cuenta para continuar.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {isRecovery ? (
            <RecoveryForm busy={busy} onBack={() => setIsRecovery(false)} />
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
              <TabsList>
                <TabsTrigger value="signin" disabled={busy}>
                  Iniciar Sesión
                </TabsTrigger>
                <TabsTrigger value="signup" disabled={busy}>
                  Registrarse
                </TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm busy={busy} target={target} onForgotPassword={() => setIsRecovery(true)} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm busy={busy} target={target} onNeedsConfirmation={() => setTab('signin')} />
              </TabsContent>
            </Tabs>
          )}
          {/* Only when the installation has Google credentials (GET /api/config). */}
          {config.data?.googleEnabled ? (
            <>
              <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
                <span className="h-px flex-1 bg-border" />o<span className="h-px flex-1 bg-border" />
              </div>
              <GoogleButton busy={busy} googleEnabled callbackURL={target} />
            </>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
