import { CalendarIcon, MapPinIcon, SearchIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatOf } from '@/shared/domain';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { CardListSkeleton, EmptyState, LoadError } from '@/web/components/ui/list-state';
import { Spinner } from '@/web/components/ui/spinner';
import { useAdminTournaments } from '@/web/features/admin-tournaments/api/tournaments';
import { formatShortDate } from '@/web/lib/format';

/** T§9: the list loads 20 at a time with a 200 ms pause between pages. */
const PAGE_DELAY_MS = 200;

/**
 * The tournament list of /admin/torneos (T§2, T§7): newest first, 20 a page loaded as the end of the list comes
 * into view, searched by name, course or modality.
 */
export function TournamentList() {
  const [query, setQuery] = useState('');
  const q = query.trim();
  const list = useAdminTournaments(q);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // Subscribing to the browser's IntersectionObserver is the one job of this effect (an external system).
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) {
        timer = setTimeout(() => void fetchNextPage(), PAGE_DELAY_MS);
      }
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-3">
      <div className="relative max-w-md">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Buscar torneos"
          placeholder="Buscar por nombre, campo o modalidad"
          className="pl-9"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {list.isPending ? (
        <CardListSkeleton count={3} />
      ) : list.isError && items.length === 0 ? (
        <LoadError
          message="No se pudieron cargar los datos"
          onRetry={() => void list.refetch()}
          busy={list.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          text={q ? 'No se encontraron torneos que coincidan con tu búsqueda' : 'Todavía no hay torneos'}
        />
      ) : (
        <ul className="grid gap-2" aria-label="Torneos">
          {items.map((t) => (
            <li key={t.id}>
              <Link
                to={`/admin/torneos/${t.id}`}
                className="grid gap-1 rounded-xl border border-border bg-card p-3 shadow-xs transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[1fr_auto] sm:items-center sm:p-4"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    <span className="min-w-0 break-words">{t.nombre}</span>
                    <Badge variant="secondary">{formatOf(t).label}</Badge>
                    {t.activo ? null : <Badge variant="outline">Inactivo</Badge>}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <CalendarIcon className="size-4" />
                      {formatShortDate(t.fecha_juego)}
                    </span>
                    <span className="inline-flex min-w-0 items-center gap-1">
                      <MapPinIcon className="size-4 shrink-0" />
                      <span className="truncate">{t.campo.nombre}</span>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <UsersIcon className="size-4" />
                      {t.participantes} participantes
                    </span>
                  </p>
                </div>
                <span className="text-sm font-medium text-primary">Gestionar</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden className="h-1" />
      {isFetchingNextPage ? (
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Cargando más torneos...
        </p>
      ) : hasNextPage ? (
        <Button variant="outline" onClick={() => void fetchNextPage()} className="justify-self-center">
          Cargar más
        </Button>
      ) : null}
    </div>
  );
}
