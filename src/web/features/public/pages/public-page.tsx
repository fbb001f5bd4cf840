import { useParams } from 'react-router';
import { ClubLogo } from '@/web/components/club-logo';
import { NotFoundPanel } from '@/web/components/layout/not-found-panel';
import { PageShell } from '@/web/components/layout/page-shell';
import { LoadingScreen } from '@/web/components/layout/loading-screen';
import { usePublicView } from '@/web/features/public/api/public-api';
import { PublicLeague, PublicTournament } from '@/web/features/public/components/public-tournament';

/**
 * /publico/:token (design.md §17): a tournament's or league's public link, for anybody, without an account. Asks again
 * every few seconds (a 304 when nothing changed); a link switched off or renewed is 'Enlace no disponible'.
 */
export default function PublicPage() {
  const { token = '' } = useParams();
  const { data, isPending } = usePublicView({ token });
  if (isPending) return <LoadingScreen />;
  if (!data) {
    return (
      <PageShell title="Enlace público" backTo={null} width="md">
        <NotFoundPanel text="Enlace no disponible" />
      </PageShell>
    );
  }
  const title = data.tipo === 'torneo' ? data.standings.torneo.nombre : data.standings.liga.nombre;
  return (
    <PageShell
      title={
        <span className="flex items-center gap-2">
          <ClubLogo size={32} className="size-8" />
          <span className="min-w-0">{title}</span>
        </span>
      }
      backTo={null}
      // A knockout draw's rounds side by side on a wide screen.
      width={data.tipo === 'torneo' && data.partidos?.torneo.cuadro ? 'lg' : 'md'}
    >
      {data.tipo === 'torneo' ? <PublicTournament snap={data} /> : <PublicLeague snap={data} />}
    </PageShell>
  );
}
