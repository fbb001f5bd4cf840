import { LogInIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { authPathFor, redirectTargetOf } from '@/shared/redirect-target';
import { DEFAULT_CLUB_LOGO } from '@/web/components/club-logo';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/**
 * Home for visitors (P§2): club name, what the app is, and the way in. A target the home was given
 * (`/?destino=…`) goes on to /auth, so signing in still lands there.
 */
export function LoggedOutHome({
  clubName,
  logoUrl = DEFAULT_CLUB_LOGO,
}: {
  clubName: string;
  logoUrl?: string;
}) {
  const { search } = useLocation();
  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden p-4">
      <picture aria-hidden className="absolute inset-0 -z-10">
        <source media="(min-width: 768px)" srcSet="/images/home-bg-desktop.svg" />
        <img src="/images/home-bg-mobile.svg" alt="" className="size-full object-cover" />
      </picture>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-b from-black/10 via-black/25 to-black/55"
      />
      <Card className="w-full max-w-md border-white/60 bg-card/95 text-center shadow-xl backdrop-blur">
        <CardHeader className="items-center pt-8">
          <img src={logoUrl} alt="" width={80} height={80} className="mb-2 size-20" />
          <CardTitle className="text-2xl sm:text-3xl">{clubName}</CardTitle>
          <CardDescription className="text-base">Sistema de gestión de torneos y ligas</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 pb-8">
          <p className="text-sm text-muted-foreground">
            Inicia sesión para acceder a tus torneos, partidas y resultados.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to={authPathFor(redirectTargetOf(search))}>
              <LogInIcon />
              Acceso / Registro
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
