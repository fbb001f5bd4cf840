import { lazy, Suspense } from 'react';
import { DEFAULT_CLUB_LOGO } from '@/web/components/club-logo';
import { LoadingScreen } from '@/web/components/layout/loading-screen';
import { LoggedOutHome } from '@/web/features/home/components/logged-out-home';
import { usePublicConfig } from '@/web/lib/config';
import { useMe } from '@/web/lib/session';

const DEFAULT_CLUB_NAME = 'Peña de Golf';

/**
 * The signed-in home and what it pulls in (the JUGAR button's games, avatars, badges) load only for a signed-in
 * user: a visitor's phone evaluates the logged-out card alone (design.md §10). The home route's loader
 * (app/router.tsx) asks for the same module as soon as the session is known, so it is there by the first render.
 */
const LoggedInHome = lazy(async () => ({
  default: (await import('@/web/features/home/components/logged-in-home')).LoggedInHome,
}));

/** '/' and '/index' (P§2). */
export default function HomePage() {
  const { isLoading, me } = useMe();
  const config = usePublicConfig();
  if (isLoading || config.isPending) return <LoadingScreen text="Cargando..." />;
  const clubName = config.data?.clubName || DEFAULT_CLUB_NAME;
  const logoUrl = config.data?.clubLogoUrl ?? DEFAULT_CLUB_LOGO;
  if (!me) return <LoggedOutHome clubName={clubName} logoUrl={logoUrl} />;
  return (
    <Suspense fallback={<LoadingScreen text="Cargando..." />}>
      <LoggedInHome me={me} clubName={clubName} logoUrl={logoUrl} />
    </Suspense>
  );
}
