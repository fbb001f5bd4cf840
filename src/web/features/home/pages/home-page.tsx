import { LoadingScreen } from '@/web/components/layout/loading-screen';
import { LoggedInHome } from '@/web/features/home/components/logged-in-home';
import { LoggedOutHome } from '@/web/features/home/components/logged-out-home';
import { usePublicConfig } from '@/web/lib/config';
import { useMe } from '@/web/lib/session';

const DEFAULT_CLUB_NAME = 'Peña de Golf';

/** '/' and '/index' (P§2). */
export default function HomePage() {
  const { isLoading, me } = useMe();
  const config = usePublicConfig();
  if (isLoading || config.isPending) return <LoadingScreen text="Cargando..." />;
  const clubName = config.data?.clubName || DEFAULT_CLUB_NAME;
  return me ? <LoggedInHome me={me} clubName={clubName} /> : <LoggedOutHome clubName={clubName} />;
}
