import { useQuery } from '@tanstack/react-query';
import { ListOrderedIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { NotFoundPanel } from '@/web/components/layout/not-found-panel';
import { KnockoutDraw } from '@/web/components/matches/match-draw';
import { Button } from '@/web/components/ui/button';
import { LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { tournamentMatchesQueryOptions, useLiveMatches } from '@/web/lib/matches/api';
import { isNotFound } from '@/web/lib/not-found';

function DrawSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-4 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/** /torneos/{id}/cuadro (design §14): the knockout draw, every round, result and next match, live. */
export default function CuadroPage() {
  const { torneoId = '' } = useParams();
  const query = useQuery({ ...tournamentMatchesQueryOptions(torneoId), enabled: torneoId !== '' });
  const live = useLiveMatches(query.data ? torneoId : null);
  const data = query.data;
  return (
    <PageShell
      title="Cuadro"
      description={data ? data.torneo.nombre : '\u00a0'}
      backTo="/torneos"
      width="xl"
      actions={
        data ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/clasificacion?torneo=${encodeURIComponent(torneoId)}`}>
              <ListOrderedIcon />
              Partidos
            </Link>
          </Button>
        ) : null
      }
    >
      {data ? (
        data.torneo.cuadro ? (
          <KnockoutDraw data={data} live={live} />
        ) : (
          <NotFoundPanel text="Este torneo no tiene cuadro" />
        )
      ) : query.isPending ? (
        <DrawSkeleton />
      ) : isNotFound(query.error) ? (
        <NotFoundPanel text="Torneo no encontrado" />
      ) : (
        <LoadError
          message="No se pudo cargar el cuadro"
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        />
      )}
    </PageShell>
  );
}
