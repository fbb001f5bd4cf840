import { BarChart3Icon, FlagIcon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TLeagueCard } from '@/shared/schemas/leagues';
import type { TTournamentCard } from '@/shared/schemas/tournaments';
import { PageShell } from '@/web/components/layout/page-shell';
import { Button } from '@/web/components/ui/button';
import { CardListSkeleton, EmptyState, LoadError } from '@/web/components/ui/list-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useMyTournamentsAndLeagues } from '@/web/features/tournaments/api/my-tournaments-leagues';
import { CancelEnrolmentButton } from '@/web/features/tournaments/components/enrolment-buttons';
import { TournamentCard } from '@/web/features/tournaments/components/tournament-card';

/** P§2: 'Ver Resultados' for a past tournament, 'Cancelar Inscripción' for an upcoming one. */
function Actions({ torneo }: { torneo: TTournamentCard }) {
  if (torneo.finalizado)
    return (
      <Button asChild variant="outline" className="w-full sm:w-auto">
        <Link to={`/clasificacion?torneo=${torneo.id}`}>
          <BarChart3Icon />
          Ver Resultados
        </Link>
      </Button>
    );
  // The server refuses to cancel in an inactive tournament or once strokes are recorded.
  if (!torneo.activo || torneo.inscripcion?.tiene_resultados || torneo.entradas?.cerrada) return null;
  return <CancelEnrolmentButton torneoId={torneo.id} />;
}

/**
 * /mis-torneos-ligas (P§2): the player's tournaments and leagues in two tabs with their counts. The league cards
 * come from the route (the leagues feature draws them).
 */
export default function MisTorneosLigasPage({
  renderLeagues,
}: {
  renderLeagues: (ligas: TLeagueCard[]) => ReactNode;
}) {
  const mine = useMyTournamentsAndLeagues();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ligas' ? 'ligas' : 'torneos';
  const data = mine.data;

  let torneos: ReactNode;
  let ligas: ReactNode;
  if (mine.isPending) torneos = ligas = <CardListSkeleton count={2} />;
  else if (mine.isError)
    torneos = ligas = (
      <LoadError
        message="No se pudieron cargar los torneos"
        onRetry={() => void mine.refetch()}
        busy={mine.isFetching}
      />
    );
  else {
    torneos =
      mine.data.torneos.length === 0 ? (
        <EmptyState icon={<FlagIcon />} text="No has participado en ningún torneo aún.">
          <Button asChild variant="outline">
            <Link to="/torneos">Torneos Disponibles</Link>
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Mis Torneos">
          {mine.data.torneos.map((t) => (
            <li key={t.id}>
              <TournamentCard torneo={t} actions={<Actions torneo={t} />} />
            </li>
          ))}
        </ul>
      );
    ligas =
      mine.data.ligas.length === 0 ? (
        <EmptyState icon={<TrophyIcon />} text="No has participado en ninguna liga aún." />
      ) : (
        renderLeagues(mine.data.ligas)
      );
  }

  return (
    <PageShell title="Mis Torneos y Ligas" backTo="/mi-area" width="md">
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'ligas' ? { tab: 'ligas' } : {}, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList>
          <TabsTrigger value="torneos">{data ? `Torneos (${data.torneos.length})` : 'Torneos'}</TabsTrigger>
          <TabsTrigger value="ligas">{data ? `Ligas (${data.ligas.length})` : 'Ligas'}</TabsTrigger>
        </TabsList>
        <TabsContent value="torneos">{torneos}</TabsContent>
        <TabsContent value="ligas">{ligas}</TabsContent>
      </Tabs>
    </PageShell>
  );
}
