import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { formatToPar, rankPersonalGame, type PersonalGameRow, type RankingMode } from '@/shared/domain';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { Avatar, AvatarFallback } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { HoleGrid } from '@/web/features/personal-games/components/hole-grid';
import { formatHandicap } from '@/web/lib/format-number';
import { cn, initialsOf } from '@/web/lib/utils';

const MODES: { value: RankingMode; label: string }[] = [
  { value: 'handicap', label: 'Hándicap' },
  { value: 'scratch', label: 'Scratch' },
];

function Totals({ row }: { row: PersonalGameRow }) {
  const items = [
    ['Golpes Brutos', String(row.golpes_brutos)],
    ['Golpes Netos', String(row.golpes_netos)],
    ['Hándicap de Juego', formatHandicap(row.handicap_partida)],
    ['Resultado vs Par', row.resultado === null ? '–' : formatToPar(row.resultado, 'PAR')],
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

function PlayerDetails({ row, mode }: { row: PersonalGameRow; mode: RankingMode }) {
  if (row.hoyos_jugados === 0) {
    return <p className="text-sm text-muted-foreground">No hay resultados registrados para este jugador</p>;
  }
  return (
    <div className="grid grid-cols-1 gap-3">
      <h3 className="text-sm font-semibold">Resultados por Hoyo</h3>
      <HoleGrid holes={row.holes} mode={mode} />
      <p className="text-xs text-muted-foreground">* Recibe golpe de hándicap</p>
      <Totals row={row} />
    </div>
  );
}

function PlayerRow({
  row,
  position,
  mode,
  expanded,
  onToggle,
}: {
  row: PersonalGameRow;
  position: number | null;
  mode: RankingMode;
  expanded: boolean;
  onToggle: () => void;
}) {
  const panelId = `standings-${row.id}`;
  return (
    <li className="overflow-hidden rounded-xl border border-border bg-card shadow-xs">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-16 w-full cursor-pointer items-center gap-3 p-3 text-left transition-colors hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      >
        <span
          className={cn(
            'w-7 shrink-0 text-center text-lg font-extrabold tabular-nums',
            position === 1 ? 'text-primary' : 'text-foreground',
          )}
        >
          {position === null ? <span className="text-muted-foreground">–</span> : position}
        </span>
        <Avatar className="size-10">
          <AvatarFallback className="text-sm">{initialsOf(row.nombre)}</AvatarFallback>
        </Avatar>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{row.nombre}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="outline">HCP {formatHandicap(row.handicap_partida)}</Badge>
            <span className="tabular-nums">{row.hoyos_jugados}/18</span>
          </span>
        </span>
        <span
          className={cn(
            'shrink-0 text-xl font-extrabold tabular-nums',
            row.resultado !== null && row.resultado < 0 ? 'text-destructive' : 'text-foreground',
          )}
        >
          {row.resultado === null ? '–' : formatToPar(row.resultado, 'PAR')}
        </span>
        <ChevronDownIcon
          aria-hidden
          className={cn(
            'size-5 shrink-0 text-muted-foreground transition-transform',
            expanded && 'rotate-180',
          )}
        />
      </button>
      {expanded ? (
        <div id={panelId} className="border-t border-border p-3">
          <PlayerDetails row={row} mode={mode} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Clasificación' (P§2, P§9): Hándicap or Scratch, ranked in the browser by the rules engine; players without
 * holes follow without a rank. Each player expands to the hole-by-hole grid and totals.
 */
export function Standings({ game }: { game: TPersonalGameDetail }) {
  const [mode, setMode] = useState<RankingMode>('handicap');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const ranking = rankPersonalGame(
    game.participantes.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      handicap_partida: p.handicap_partida,
      results: game.resultados.filter((r) => r.participante_id === p.id),
    })),
    game.hoyos,
    mode,
  );

  function toggle(id: string): void {
    setExpanded((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="grid grid-cols-1 gap-4">
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
            onClick={() => setMode(m.value)}
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
      {ranking.ranked.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-card px-4 py-6 text-center text-muted-foreground">
          Todavía no hay resultados
        </p>
      ) : null}
      <ol aria-label="Clasificación" className="grid grid-cols-1 gap-2">
        {ranking.ranked.map(({ row, posicion }) => (
          <PlayerRow
            key={row.id}
            row={row}
            position={posicion}
            mode={mode}
            expanded={expanded.has(row.id)}
            onToggle={() => toggle(row.id)}
          />
        ))}
        {ranking.unranked.map((row) => (
          <PlayerRow
            key={row.id}
            row={row}
            position={null}
            mode={mode}
            expanded={expanded.has(row.id)}
            onToggle={() => toggle(row.id)}
          />
        ))}
      </ol>
    </div>
  );
}
