import { FlagIcon, PlusIcon, RotateCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePersonalGames } from '@/web/features/personal-games/api/list-personal-games';
import { GameCard } from '@/web/features/personal-games/components/game-card';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid grid-cols-1 gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border border-border bg-card p-4 shadow-sm">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="mt-3 h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <FlagIcon className="size-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold">No tienes partidas personales</p>
      <Button asChild size="lg">
        <Link to="/crear-partida-personal">
          <PlusIcon />
          Crear Partida Personal
        </Link>
      </Button>
    </div>
  );
}

/** /mis-partidas (P§2): the personal games the user created or joined, newest first. */
export default function MisPartidasPage() {
  const games = usePersonalGames();

  let content;
  if (games.isPending) content = <ListSkeleton />;
  else if (games.isError)
    content = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-10 text-center">
        <p role="alert" className="text-destructive">
          No se pudieron cargar las partidas
        </p>
        <Button variant="outline" onClick={() => void games.refetch()} disabled={games.isFetching}>
          <RotateCwIcon />
          Reintentar
        </Button>
      </div>
    );
  else if (games.data.length === 0) content = <EmptyState />;
  else
    content = (
      <ul className="grid grid-cols-1 gap-3" aria-label="Mis Partidas">
        {games.data.map((game) => (
          <li key={game.id}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    );

  return (
    <PageShell
      title="Mis Partidas"
      backTo="/"
      width="md"
      actions={
        <Button asChild>
          <Link to="/crear-partida-personal">
            <PlusIcon />
            Crear Partida
          </Link>
        </Button>
      }
    >
      {content}
    </PageShell>
  );
}
