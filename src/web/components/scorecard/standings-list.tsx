import { ChevronDownIcon } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { formatToPar, type RankingMode, type Standings, type StandingsRow } from '@/shared/domain';
import { badgeVariants } from '@/web/components/ui/badge';
import { HoleGrid, HoleGridLegend } from '@/web/components/scorecard/hole-grid';
import { formatHandicap } from '@/web/lib/format-number';
import { cn, initialsOf } from '@/web/lib/utils';

const MODES: { value: RankingMode; label: string }[] = [
  { value: 'handicap', label: 'Hándicap' },
  { value: 'scratch', label: 'Scratch' },
];

/** The Hándicap / Scratch toggle of every standings screen (P§2, T§2). */
export function ModeToggle({ mode, onChange }: { mode: RankingMode; onChange: (mode: RankingMode) => void }) {
  return (
    <div
      role="group"
      aria-label="Modo de clasificación"
      className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1"
    >
      {MODES.map((m) => (
        <button
          key={m.value}
          type="button"
          aria-pressed={mode === m.value}
          onClick={() => onChange(m.value)}
          className={cn(
            'h-11 cursor-pointer rounded-lg text-sm font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
            mode === m.value
              ? 'bg-primary text-primary-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}

/** T§9: "player names truncated to 12 characters on mobile" (below the 768 px breakpoint). */
export const MOBILE_NAME_LENGTH = 12;
export const truncateName = (nombre: string) =>
  nombre.length > MOBILE_NAME_LENGTH ? `${nombre.slice(0, MOBILE_NAME_LENGTH)}…` : nombre;

/** Class strings of a row, built once (no class merging per row: a 150-row list renders on phones). */
const BADGE = badgeVariants({ variant: 'outline' });
const ROW_BASE =
  'overflow-hidden rounded-xl border bg-card shadow-xs [contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]';

const resultOf = (row: StandingsRow, mode: RankingMode) =>
  mode === 'scratch' ? row.resultado_scratch : row.resultado_handicap;

function Totals({ row, mode }: { row: StandingsRow; mode: RankingMode }) {
  const result = resultOf(row, mode);
  const items = [
    ['Golpes Brutos', String(row.golpes_brutos)],
    ['Golpes Netos', String(row.golpes_netos)],
    ['Hándicap de Juego', formatHandicap(row.handicap)],
    ['Resultado vs Par', result === null ? '–' : formatToPar(result, 'PAR')],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlayerDetails({
  row,
  mode,
  limit,
}: {
  row: StandingsRow;
  mode: RankingMode;
  limit?: number | null;
}) {
  if (row.hoyos_jugados === 0) {
    return <p className="text-sm text-muted-foreground">No hay resultados registrados para este jugador</p>;
  }
  return (
    <div className="grid grid-cols-1 gap-3">
      <h3 className="text-sm font-semibold">Resultados por Hoyo</h3>
      <HoleGrid holes={row.holes} mode={mode} />
      <HoleGridLegend limit={limit} />
      <Totals row={row} mode={mode} />
    </div>
  );
}

function PlayerAvatar({ row }: { row: StandingsRow }) {
  if (row.profile_image_url) {
    return (
      <img
        src={row.profile_image_url}
        alt=""
        loading="lazy"
        className="size-9 shrink-0 rounded-full bg-secondary object-cover sm:size-10"
      />
    );
  }
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground sm:size-10">
      {initialsOf(row.nombre)}
    </span>
  );
}

const PlayerRow = memo(function PlayerRow({
  row,
  position,
  mode,
  expanded,
  onToggle,
  truncateNames,
  highlighted,
  limit,
}: {
  row: StandingsRow;
  position: number | null;
  mode: RankingMode;
  expanded: boolean;
  onToggle: (id: string) => void;
  truncateNames: boolean;
  highlighted: boolean;
  limit?: number | null;
}) {
  const panelId = `standings-${row.participante_id}`;
  const result = resultOf(row, mode);
  return (
    <li className={`${ROW_BASE} ${highlighted ? 'border-primary ring-1 ring-primary/40' : 'border-border'}`}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        title={row.nombre}
        onClick={() => onToggle(row.participante_id)}
        className="flex min-h-16 w-full cursor-pointer items-center gap-2.5 p-3 text-left transition-colors sm:gap-3 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      >
        <span
          className={`w-6 shrink-0 text-center text-lg font-extrabold tabular-nums sm:w-7 ${
            position === 1 ? 'text-primary' : 'text-foreground'
          }`}
        >
          {position === null ? <span className="text-muted-foreground">–</span> : position}
        </span>
        <PlayerAvatar row={row} />
        <span className="min-w-0 flex-1">
          {truncateNames ? (
            <>
              <span className="block truncate text-[15px] font-semibold md:hidden">
                {truncateName(row.nombre)}
              </span>
              <span className="hidden truncate font-semibold md:block">{row.nombre}</span>
            </>
          ) : (
            <span className="block truncate font-semibold">{row.nombre}</span>
          )}
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span className={BADGE}>HCP {formatHandicap(row.handicap)}</span>
            <span className="tabular-nums">{row.hoyos_jugados}/18</span>
          </span>
        </span>
        <span
          className={`shrink-0 text-xl font-extrabold tabular-nums ${
            result !== null && result < 0 ? 'text-destructive' : 'text-foreground'
          }`}
        >
          {result === null ? '–' : formatToPar(result, 'PAR')}
        </span>
        <ChevronDownIcon
          aria-hidden
          className={`size-5 shrink-0 text-muted-foreground transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      {expanded ? (
        <div id={panelId} className="border-t border-border p-3">
          <PlayerDetails row={row} mode={mode} limit={limit} />
        </div>
      ) : null}
    </li>
  );
});

/**
 * The standings of both kinds (P§2 'Clasificación', T§2 /clasificacion): rows in the mode's order with their
 * position (unranked players last, '–'), each expanding to the 18-hole colour grid and the totals.
 */
export function StandingsList({
  standings,
  mode,
  truncateNames = false,
  highlightId,
  limit,
  emptyText = 'Todavía no hay resultados',
}: {
  standings: Standings;
  mode: RankingMode;
  /** Truncate names to 12 characters on phones (T§9). */
  truncateNames?: boolean;
  /** The current user's row, highlighted. */
  highlightId?: string | null;
  /** The stroke limit, for the grid's legend. */
  limit?: number | null;
  emptyText?: string;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const rows = mode === 'scratch' ? standings.byScratch : standings.byHandicap;
  const position = (row: StandingsRow) => (mode === 'scratch' ? row.posicion_scratch : row.posicion_handicap);
  const toggle = useCallback(
    (id: string) =>
      setExpanded((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      {rows.every((r) => position(r) === null) ? (
        <p className="rounded-xl border border-dashed border-border bg-card px-4 py-6 text-center text-muted-foreground">
          {emptyText}
        </p>
      ) : null}
      <ol aria-label="Clasificación" className="grid grid-cols-1 gap-2">
        {rows.map((row) => (
          <PlayerRow
            key={row.participante_id}
            row={row}
            position={position(row)}
            mode={mode}
            expanded={expanded.has(row.participante_id)}
            onToggle={toggle}
            truncateNames={truncateNames}
            highlighted={highlightId === row.participante_id}
            limit={limit}
          />
        ))}
      </ol>
    </div>
  );
}
