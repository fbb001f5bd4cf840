import { SearchIcon, TrophyIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { searchMatcher } from '@/shared/domain';
import type { TTournamentCard } from '@/shared/schemas/tournaments';
import { Input } from '@/web/components/ui/input';
import { CardListSkeleton, EmptyState, LoadError } from '@/web/components/ui/list-state';
import { useTournaments } from '@/web/features/tournaments/api/list-tournaments';
import {
  CancelEnrolmentButton,
  EnrolButton,
  SignInToEnrolButton,
} from '@/web/features/tournaments/components/enrolment-buttons';
import { TournamentCard } from '@/web/features/tournaments/components/tournament-card';
import { useMe } from '@/web/lib/session';

/** The button of an upcoming tournament (T§2): by who is looking and whether they are enrolled. */
function enrolmentAction(torneo: TTournamentCard, signedIn: boolean) {
  // Once its knockout draw is made, a championship takes no enrolments (design §14).
  if (torneo.finalizado || torneo.cuadro) return null;
  if (!signedIn) return <SignInToEnrolButton />;
  if (!torneo.inscripcion) return <EnrolButton torneoId={torneo.id} />;
  // Once strokes are recorded the enrolment stays (the server refuses to cancel it).
  if (torneo.inscripcion.tiene_resultados) return null;
  return <CancelEnrolmentButton torneoId={torneo.id} />;
}

/**
 * 'Torneos Disponibles' (T§2): the search box and the active tournaments, newest first. The search runs in the
 * browser over the loaded list (accents and case ignored), so every keystroke answers at once.
 */
export function TournamentList({
  query,
  onQueryChange,
  highlightId,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  highlightId?: string;
}) {
  const { isAuthenticated } = useMe();
  const tournaments = useTournaments();
  // Called once when the highlighted card mounts (a stable ref callback).
  const scrollIntoView = useCallback((el: HTMLElement | null) => el?.scrollIntoView({ block: 'center' }), []);
  const matches = useMemo(() => {
    const match = searchMatcher(query);
    return (tournaments.data ?? []).filter((t) =>
      match([t.nombre, t.campo.nombre, ...t.ligas.map((l) => l.nombre)]),
    );
  }, [tournaments.data, query]);

  let content;
  if (tournaments.isPending) content = <CardListSkeleton />;
  else if (tournaments.isError)
    content = (
      <LoadError
        message="No se pudieron cargar los torneos"
        onRetry={() => void tournaments.refetch()}
        busy={tournaments.isFetching}
      />
    );
  else if (tournaments.data.length === 0)
    content = <EmptyState icon={<TrophyIcon />} text="No hay torneos disponibles en este momento" />;
  else if (matches.length === 0)
    content = (
      <EmptyState icon={<SearchIcon />} text="No se encontraron torneos que coincidan con tu búsqueda" />
    );
  else
    content = (
      <ul className="grid gap-3" aria-label="Torneos Disponibles">
        {matches.map((t) => (
          <li key={t.id} ref={t.id === highlightId ? scrollIntoView : undefined}>
            <TournamentCard
              torneo={t}
              to={t.finalizado ? `/clasificacion?torneo=${t.id}` : undefined}
              highlighted={t.id === highlightId}
              actions={enrolmentAction(t, isAuthenticated)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="torneos-disponibles" className="flex flex-col gap-4">
      <h2 id="torneos-disponibles" className="text-lg font-semibold">
        Torneos Disponibles
      </h2>
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Buscar torneos"
          placeholder="Buscar torneos por nombre, campo o liga..."
          // The spec's long placeholder fits a 360 px screen in the smaller size; typing stays at 16 px.
          className="pr-2 pl-9 placeholder:text-xs sm:pr-3 sm:pl-10 sm:placeholder:text-base"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          enterKeyHint="search"
        />
      </div>
      {content}
    </section>
  );
}
