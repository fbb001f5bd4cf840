import { HistoryIcon, SearchIcon, TrophyIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { searchMatcher } from '@/shared/domain';
import type { TTournamentCard } from '@/shared/schemas/tournaments';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { CardListSkeleton, EmptyState, LoadError } from '@/web/components/ui/list-state';
import {
  useSeasonTournaments,
  useTournamentSearch,
  useTournamentSeasons,
  useTournaments,
} from '@/web/features/tournaments/api/list-tournaments';
import {
  CancelEnrolmentButton,
  EnrolButton,
  LeaveWaitingListButton,
  SignInToEnrolButton,
} from '@/web/features/tournaments/components/enrolment-buttons';
import { TournamentCard } from '@/web/features/tournaments/components/tournament-card';
import { useMe } from '@/web/lib/session';

/** The button of an upcoming tournament (T§2): by who is looking and whether they are enrolled. */
function enrolmentAction(torneo: TTournamentCard, signedIn: boolean) {
  // Once its knockout draw is made, a championship takes no enrolments (design §14).
  if (torneo.finalizado || torneo.cuadro) return null;
  // After the close only the administrators enrol or cancel (decision record 039).
  if (torneo.entradas?.cerrada) return null;
  if (!signedIn) return <SignInToEnrolButton torneoId={torneo.id} />;
  if (torneo.entradas?.mi_puesto_espera) return <LeaveWaitingListButton torneoId={torneo.id} />;
  if (!torneo.inscripcion)
    return <EnrolButton torneoId={torneo.id} full={torneo.entradas?.plazas_libres === 0} />;
  // Once strokes are recorded the enrolment stays (the server refuses to cancel it).
  if (torneo.inscripcion.tiene_resultados) return null;
  return <CancelEnrolmentButton torneoId={torneo.id} />;
}

/** The cards of a list, the highlighted one scrolled into view. */
function Cards({
  torneos,
  label,
  highlightId,
}: {
  torneos: readonly TTournamentCard[];
  label: string;
  highlightId?: string;
}) {
  const { isAuthenticated } = useMe();
  // Called once when the highlighted card mounts (a stable ref callback).
  const scrollIntoView = useCallback((el: HTMLElement | null) => el?.scrollIntoView({ block: 'center' }), []);
  return (
    <ul className="grid gap-3" aria-label={label}>
      {torneos.map((t) => (
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
}

/**
 * 'Temporadas anteriores' (decision record 043): the seasons before the current one, asked for when opened, and
 * the chosen season's tournaments, asked for when chosen.
 */
function PastSeasons() {
  const [open, setOpen] = useState(false);
  const [temporada, setTemporada] = useState<number | null>(null);
  const seasons = useTournamentSeasons(open);
  const season = useSeasonTournaments(temporada);
  const currentYear = new Date().getFullYear();
  const past = (seasons.data ?? []).filter((s) => s.temporada < currentYear);

  if (!open)
    return (
      <Button variant="outline" className="self-center" onClick={() => setOpen(true)}>
        <HistoryIcon aria-hidden />
        Temporadas anteriores
      </Button>
    );
  let content;
  if (seasons.isPending) content = <CardListSkeleton />;
  else if (seasons.isError)
    content = (
      <LoadError
        message="No se pudieron cargar las temporadas"
        onRetry={() => void seasons.refetch()}
        busy={seasons.isFetching}
      />
    );
  else if (past.length === 0) content = <p className="text-muted-foreground">No hay temporadas anteriores</p>;
  else
    content = (
      <div className="flex flex-wrap gap-2" role="group" aria-label="Temporadas anteriores">
        {past.map((s) => (
          <Button
            key={s.temporada}
            size="sm"
            variant={s.temporada === temporada ? 'default' : 'outline'}
            aria-pressed={s.temporada === temporada}
            onClick={() => setTemporada(s.temporada)}
          >
            {s.temporada} · {s.torneos} {s.torneos === 1 ? 'torneo' : 'torneos'}
          </Button>
        ))}
      </div>
    );
  let list = null;
  if (temporada !== null) {
    if (season.isPending) list = <CardListSkeleton />;
    else if (season.isError)
      list = (
        <LoadError
          message="No se pudieron cargar los torneos"
          onRetry={() => void season.refetch()}
          busy={season.isFetching}
        />
      );
    else
      list = (
        <>
          <h3 className="font-semibold">Temporada {temporada}</h3>
          <Cards torneos={season.data} label={`Temporada ${temporada}`} />
        </>
      );
  }
  return (
    <section aria-labelledby="temporadas-anteriores" className="flex flex-col gap-3">
      <h2 id="temporadas-anteriores" className="text-lg font-semibold">
        Temporadas anteriores
      </h2>
      {content}
      {list}
    </section>
  );
}

/**
 * 'Torneos Disponibles' (T§2): the search box and the active tournaments, newest first: those still to play and
 * the current season's, never the whole history (design.md §10, decision record 043). A search asks the server,
 * over every season; until it answers, the loaded list is filtered in the browser (accents and case ignored), so
 * the first keystroke answers at once. Older seasons are under 'Temporadas anteriores'.
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
  const tournaments = useTournaments();
  // The server is asked once the player pauses typing; the loaded list answers each keystroke meanwhile.
  const [asked, setAsked] = useState(() => query.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useTournamentSearch(asked);
  const local = useMemo(() => {
    const match = searchMatcher(query);
    return (tournaments.data ?? []).filter((t) =>
      match([t.nombre, t.campo.nombre, ...t.ligas.map((l) => l.nombre)]),
    );
  }, [tournaments.data, query]);
  const searching = query.trim() !== '';
  const answered = searching && asked === query.trim() && search.data && !search.isPlaceholderData;
  const matches = answered ? search.data : local;

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
  else if (!searching && tournaments.data.length === 0)
    content = <EmptyState icon={<TrophyIcon />} text="No hay torneos disponibles en este momento" />;
  else if (matches.length === 0 && searching && !answered) content = <CardListSkeleton />;
  else if (matches.length === 0)
    content = (
      <EmptyState icon={<SearchIcon />} text="No se encontraron torneos que coincidan con tu búsqueda" />
    );
  else content = <Cards torneos={matches} label="Torneos Disponibles" highlightId={highlightId} />;

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
      {!searching && !tournaments.isPending && !tournaments.isError ? <PastSeasons /> : null}
    </section>
  );
}
