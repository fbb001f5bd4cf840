import { CalendarIcon, TableIcon } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { RankingMode } from '@/shared/domain';
import { scoringSystemLabel } from '@/shared/domain';
import type { TLeagueStandings } from '@/shared/schemas/leagues';
import { PageShell } from '@/web/components/layout/page-shell';
import { ModeToggle } from '@/web/components/scorecard/standings-list';
import { EmptyState, LoadError } from '@/web/components/ui/list-state';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useLeagueStandings } from '@/web/features/leagues/api/get-league-standings';
import { useLeagueLive } from '@/web/features/leagues/api/league-live';
import { LeagueGrid } from '@/web/features/leagues/components/league-grid';
import { PointsPopover, type SelectedCell } from '@/web/features/leagues/components/points-popover';
import { ExportActions } from '@/web/components/papers/download-button';
import { ScoringBox } from '@/web/components/leagues/scoring-box';
import { useMe } from '@/web/lib/session';
import { NotFoundPanel } from '@/web/components/layout/not-found-panel';

function summaryOf(data: TLeagueStandings, mode: RankingMode, categoria: string | null): string {
  const n = data.jugadores.length;
  return [
    `Clasificación ${mode === 'handicap' ? 'hándicap' : 'scratch'}${categoria ? ` · categoría ${categoria}` : ''}`,
    `${n} jugador${n === 1 ? '' : 'es'}`,
    `${data.torneos_jugados} de ${data.torneos.length} ${data.torneos.length === 1 ? 'torneo jugado' : 'torneos jugados'}${data.provisional ? ' (hoy, provisional)' : ''}`,
    `${data.torneos_que_cuentan === 1 ? 'cuenta' : 'cuentan'} ${data.torneos_que_cuentan} por jugador`,
    scoringSystemLabel(data.liga.sistema_puntuacion),
  ].join(' · ');
}

/**
 * 'Categoría' above the table (decision record 041, addendum): 'Todas', or one category name of the league's
 * tournaments; the table then lists only its players, ranked among themselves on the same league points.
 */
function CategoryFilter({
  data,
  value,
  onChange,
}: {
  data: TLeagueStandings;
  value: string;
  onChange: (nombre: string) => void;
}) {
  if (data.categorias.length === 0) return null;
  return (
    <label className="flex flex-col gap-1 text-sm font-medium sm:max-w-xs print:hidden">
      Categoría
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)} data-testid="league-category">
        <option value="">Todas</option>
        {data.categorias.map((c) => (
          <option key={c.nombre} value={c.nombre}>
            {c.nombre}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** The standings with only the players of category `nombre` ('' or a name no longer offered: everybody). */
function inCategory(data: TLeagueStandings, nombre: string): TLeagueStandings {
  const categoria = data.categorias.find((c) => c.nombre === nombre);
  if (!categoria) return data;
  const ids = new Set(categoria.jugadores);
  return { ...data, jugadores: data.jugadores.filter((j) => ids.has(j.jugador_id)) };
}

/** A league's table (T§2): Hándicap / Scratch, its summary, the grid of points per tournament and the scoring box. */
function LeagueStandingsTable({ data: all, ligaId }: { data: TLeagueStandings; ligaId: string }) {
  const [mode, setMode] = useState<RankingMode>('handicap');
  const [categoria, setCategoria] = useState('');
  const [cell, setCell] = useState<SelectedCell | null>(null);
  const { me } = useMe();
  const data = inCategory(all, categoria);
  const shown = data === all ? null : categoria;
  let body;
  if (data.torneos.length === 0)
    body = <EmptyState icon={<CalendarIcon />} text="Esta liga no tiene torneos asignados todavía" />;
  else if (data.jugadores.length === 0)
    body = <EmptyState icon={<TableIcon />} text="No hay datos de clasificación disponibles" />;
  else
    body = (
      <>
        <LeagueGrid data={data} mode={mode} meId={me?.profile?.id ?? null} onSelect={setCell} />
        <PointsPopover ligaId={ligaId} cell={cell} mode={mode} onClose={() => setCell(null)} />
      </>
    );
  return (
    <div className="flex flex-col gap-4">
      <ModeToggle mode={mode} onChange={setMode} />
      <CategoryFilter data={all} value={shown ?? ''} onChange={setCategoria} />
      <p className="text-sm text-muted-foreground" data-testid="league-summary">
        {summaryOf(data, mode, shown)}
      </p>
      {data.provisional && data.jugadores.length > 0 && (
        <p
          className="rounded-lg border border-gold bg-gold/10 px-3 py-2 text-sm font-medium"
          data-testid="league-provisional"
        >
          Provisional: cuenta desde mañana
        </p>
      )}
      {body}
      <ScoringBox sistema={data.liga.sistema_puntuacion} descartes={data.liga.numero_torneos_descartados} />
    </div>
  );
}

/** /ligas/:ligaId: the league standings (T§2). */
export default function LigaPage() {
  const { ligaId = '' } = useParams();
  const standings = useLeagueStandings(ligaId);
  const data = standings.data;
  // Points change while the page is open (a result corrected, 'Calcular Puntuaciones'): refetched at once.
  useLeagueLive(ligaId, !!data);

  let content;
  if (standings.isPending)
    content = (
      <div role="status" aria-label="Cargando..." className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  else if (standings.isError)
    content = (
      <LoadError
        message="No se pudieron cargar los datos de la liga"
        onRetry={() => void standings.refetch()}
        busy={standings.isFetching}
      />
    );
  else if (standings.data === null)
    content = <NotFoundPanel text="Liga no encontrada" backTo="/ligas" backLabel="Volver a Ligas" />;
  else content = <LeagueStandingsTable data={standings.data} ligaId={ligaId} />;

  return (
    <PageShell
      title={data?.liga.nombre ?? 'Liga'}
      backTo="/ligas"
      width="lg"
      actions={
        data ? (
          <ExportActions
            base={`/api/leagues/${encodeURIComponent(ligaId)}/standings`}
            name="liga"
            title={`Clasificación · ${data.liga.nombre}`}
          />
        ) : undefined
      }
    >
      {content}
    </PageShell>
  );
}
