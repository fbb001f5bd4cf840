import type { RankingMode } from '@/shared/domain';
import { formatPoints, formatToPar, rankStandings } from '@/shared/domain';
import { HoleGrid, HoleGridLegend } from '@/web/components/scorecard/hole-grid';
import { Popover, PopoverContent } from '@/web/components/ui/popover';
import { Spinner } from '@/web/components/ui/spinner';
import { useLeagueCard } from '@/web/features/leagues/api/get-league-standings';
import { formatShortDate } from '@/web/lib/format';
import { Popover as PopoverPrimitive } from 'radix-ui';

export interface SelectedCell {
  anchor: HTMLElement;
  jugador: string;
  torneo: { id: string; nombre: string; fecha_juego: string };
  /** The profile id (a guest: its participante_id). */
  jugadorId: string;
  puntos: number;
  cuenta: boolean;
}

function CardBody({ ligaId, cell, mode }: { ligaId: string; cell: SelectedCell; mode: RankingMode }) {
  const card = useLeagueCard(ligaId, cell.torneo.id, cell.jugadorId, true);
  if (card.isPending)
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Cargando...
      </div>
    );
  if (card.isError) return <p className="text-sm">No se pudieron cargar los detalles del jugador</p>;
  const standings = rankStandings(card.data);
  const row = standings.byHandicap[0];
  if (!row) return <p className="text-sm">No se pudieron cargar los detalles del jugador</p>;
  const result = mode === 'scratch' ? row.resultado_scratch : row.resultado_handicap;
  return (
    <div className="flex flex-col gap-2">
      <HoleGrid holes={row.holes} mode={mode} />
      <dl className="grid grid-cols-3 gap-1 text-center text-xs">
        <div>
          <dt className="text-muted-foreground">Brutos</dt>
          <dd className="font-semibold tabular-nums">{row.golpes_brutos}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Netos</dt>
          <dd className="font-semibold tabular-nums">{row.golpes_netos}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Resultado</dt>
          <dd className="font-semibold tabular-nums">{result === null ? '–' : formatToPar(result, 'PAR')}</dd>
        </div>
      </dl>
      <HoleGridLegend limit={card.data.torneo.limite_golpes_hoyo} />
    </div>
  );
}

/** One popover for the whole grid, anchored to the clicked points cell (T§2: the player's hole-by-hole card). */
export function PointsPopover({
  ligaId,
  cell,
  mode,
  onClose,
}: {
  ligaId: string;
  cell: SelectedCell | null;
  mode: RankingMode;
  onClose: () => void;
}) {
  return (
    <Popover open={cell !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {cell ? (
        <>
          <PopoverPrimitive.Anchor virtualRef={{ current: cell.anchor }} />
          <PopoverContent aria-label={`Tarjeta de ${cell.jugador}`}>
            <div className="mb-2">
              <p className="font-semibold break-words">{cell.jugador}</p>
              <p className="text-xs text-muted-foreground">
                {cell.torneo.nombre} · {formatShortDate(cell.torneo.fecha_juego)} ·{' '}
                {formatPoints(cell.puntos)} puntos
                {cell.cuenta ? '' : ' (descartado)'}
              </p>
            </div>
            <CardBody ligaId={ligaId} cell={cell} mode={mode} />
          </PopoverContent>
        </>
      ) : null}
    </Popover>
  );
}
