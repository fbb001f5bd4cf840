import { PageShell } from '@/web/components/layout/page-shell';
import { ActiveLeagues } from '@/web/features/leagues/components/active-leagues';

/** /ligas (T§2): the active leagues, back to /. */
export default function LigasPage() {
  return (
    <PageShell title="Ligas" backTo="/" width="md">
      <ActiveLeagues />
    </PageShell>
  );
}
