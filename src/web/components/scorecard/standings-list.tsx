import { ChevronDownIcon } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import {
  formatToPar,
  ROW_STATUS_LABELS,
  ROW_STATUS_SHORT,
  strokeTotals,
  type RankingMode,
  type Standings,
  type StandingsRow,
} from '@/shared/domain';
import { badgeVariants } from '@/web/components/ui/badge';
import { HoleGrid, HoleGridLegend } from '@/web/components/scorecard/hole-grid';
import { STROKE_VIEW, type FormatView } from '@/web/components/scorecard/format-view';
import { formatHandicap } from '@/shared/domain/handicap-text';
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
      className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1 print:hidden"
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

/**
 * A name that wraps to two lines instead of being cut (T§9 cut names to 12 characters on phones: 'Ángel Sánche…'
 * did not say who it was); the class of every player name in standings and league rows.
 */
export const NAME_LINES = 'line-clamp-2 break-words';

/** Class strings of a row, built once (no class merging per row: a 150-row list renders on phones). */
const BADGE = badgeVariants({ variant: 'outline' });
const ROW_BASE =
  'overflow-hidden rounded-xl border bg-card shadow-xs [contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]';

const resultOf = (row: StandingsRow, mode: RankingMode) =>
  mode === 'scratch' ? row.resultado_scratch : row.resultado_handicap;
const pointsOf = (row: StandingsRow, mode: RankingMode) =>
  (mode === 'scratch' ? row.puntos_scratch : row.puntos_handicap) ?? null;

/** The total a row shows: Stableford points, or the result to par of the strokes. */
export function totalOf(
  row: StandingsRow,
  mode: RankingMode,
  view: FormatView,
): { text: string; under: boolean } {
  if (view.points) {
    const points = pointsOf(row, mode);
    return { text: points === null || row.hoyos_jugados === 0 ? '–' : String(points), under: false };
  }
  const result = resultOf(row, mode);
  return { text: result === null ? '–' : formatToPar(result, 'PAR'), under: result !== null && result < 0 };
}

/** A two-ball pair plays each partner's own handicap ('17 / 10'); any other side, its one playing handicap. */
const sideHandicap = (row: StandingsRow, view: FormatView) =>
  view.markCounting && row.miembros.length > 1
    ? row.miembros.map((m) => formatHandicap(m.handicap)).join(' / ')
    : formatHandicap(row.handicap);

function Totals({ row, mode, view }: { row: StandingsRow; mode: RankingMode; view: FormatView }) {
  const result = resultOf(row, mode);
  const points = pointsOf(row, mode);
  const { gross, net } = strokeTotals(row);
  const items = view.points
    ? ([
        ['Puntos', points === null ? '–' : String(points)],
        ['Golpes Brutos', gross],
        ['Golpes Netos', net],
        ['Hándicap de Juego', sideHandicap(row, view)],
      ] as const)
    : ([
        ['Golpes Brutos', gross],
        ['Golpes Netos', net],
        ['Hándicap de Juego', sideHandicap(row, view)],
        ['Resultado vs Par', result === null ? '–' : formatToPar(result, 'PAR')],
      ] as const);
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

/** A side's details: the DESC reason, the 18-hole grid (a two-ball pair: each partner's), the legend and totals. */
export function SideDetails({
  row,
  mode,
  limit,
  view,
}: {
  row: StandingsRow;
  mode: RankingMode;
  limit?: number | null;
  view: FormatView;
}) {
  const reason =
    row.estado === 'DESC' && row.motivo_estado ? (
      <p className="text-sm">
        <span className="font-semibold">{ROW_STATUS_LABELS.DESC}:</span> {row.motivo_estado}
      </p>
    ) : null;
  if (row.hoyos_jugados === 0) {
    return (
      <div className="grid grid-cols-1 gap-2">
        {reason}
        <p className="text-sm text-muted-foreground">No hay resultados registrados para este jugador</p>
      </div>
    );
  }
  // A two-ball pair shows each partner's card with the ball that counted marked; a side of one ball, its card.
  const members = view.markCounting && row.miembros.length > 1 ? row.miembros : null;
  return (
    <div className="grid grid-cols-1 gap-3">
      {reason}
      <h3 className="text-sm font-semibold">Resultados por Hoyo</h3>
      {members ? (
        members.map((m) => (
          <div key={m.participante_id} className="grid gap-1.5">
            <p className="text-sm font-medium">
              {m.nombre}{' '}
              <span className="text-xs text-muted-foreground">HCP {formatHandicap(m.handicap)}</span>
            </p>
            <HoleGrid holes={m.holes} mode={mode} view={view} label={`Resultados por Hoyo de ${m.nombre}`} />
          </div>
        ))
      ) : (
        <HoleGrid holes={row.holes} mode={mode} view={view} />
      )}
      <HoleGridLegend
        limit={view.points ? null : limit}
        view={members ? view : { ...view, markCounting: false }}
      />
      <Totals row={row} mode={mode} view={view} />
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
  highlighted,
  limit,
  view,
}: {
  row: StandingsRow;
  position: number | null;
  mode: RankingMode;
  expanded: boolean;
  onToggle: (id: string) => void;
  highlighted: boolean;
  limit?: number | null;
  view: FormatView;
}) {
  const panelId = `standings-${row.participante_id}`;
  const total = totalOf(row, mode, view);
  const estado = row.estado ?? null;
  return (
    <li className={`${ROW_BASE} ${highlighted ? 'border-primary ring-1 ring-primary/40' : 'border-border'}`}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        title={row.nombre}
        onClick={() => onToggle(row.participante_id)}
        className="flex min-h-16 w-full cursor-pointer items-center gap-2.5 p-3 text-left print:min-h-0 print:py-1.5 transition-colors sm:gap-3 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
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
          {/* A pair, 'Nombre 1 / Nombre 2': both partners whole, on up to three lines. */}
          <span
            className={cn(
              NAME_LINES,
              'text-[15px] font-semibold md:text-base',
              row.miembros.length > 1 && 'line-clamp-3',
            )}
          >
            {row.nombre}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span className={BADGE}>HCP {sideHandicap(row, view)}</span>
            <span className="tabular-nums">{row.hoyos_jugados}/18</span>
            {estado ? (
              <span
                className={`${BADGE} border-destructive/40 text-destructive`}
                title={
                  row.motivo_estado
                    ? `${ROW_STATUS_LABELS[estado]}: ${row.motivo_estado}`
                    : ROW_STATUS_LABELS[estado]
                }
              >
                {ROW_STATUS_SHORT[estado]}
              </span>
            ) : null}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end">
          <span
            className={`text-xl leading-tight font-extrabold tabular-nums ${
              total.under ? 'text-destructive' : 'text-foreground'
            }`}
          >
            {total.text}
          </span>
          {/* Points say what they are; a result to par ('−4', 'PAR') reads alone. */}
          {view.points ? (
            <span className="text-[10px] leading-none text-muted-foreground">{view.totalLabel}</span>
          ) : null}
        </span>
        <ChevronDownIcon
          aria-hidden
          className={`size-5 shrink-0 text-muted-foreground transition-transform print:hidden ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      {expanded ? (
        <div id={panelId} className="border-t border-border p-3">
          <SideDetails row={row} mode={mode} limit={limit} view={view} />
        </div>
      ) : null}
    </li>
  );
});

/**
 * The standings of both kinds (P§2 'Clasificación', T§2 /clasificacion): rows (players or pairs) in the mode's
 * order with their position, then the rows with a status ('NP', 'RET', 'DESC', 'Incompleta') and those without
 * holes ('–'), each expanding to the 18-hole colour grid and the totals, read as the format says.
 */
export function StandingsList({
  standings,
  mode,
  highlightId,
  limit,
  emptyText = 'Todavía no hay resultados',
  view = STROKE_VIEW,
}: {
  standings: Standings;
  mode: RankingMode;
  /** The current user's participant id: their row (or their pair's) is highlighted. */
  highlightId?: string | null;
  /** The stroke limit, for the grid's legend. */
  limit?: number | null;
  emptyText?: string;
  /** How the format reads (points or strokes, the pair's counting ball); stroke play when absent. */
  view?: FormatView;
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
            highlighted={
              highlightId != null &&
              (row.participante_id === highlightId ||
                row.miembros.some((m) => m.participante_id === highlightId))
            }
            limit={limit}
            view={view}
          />
        ))}
      </ol>
    </div>
  );
}
