import type { RankingMode } from '@/shared/domain';
import { formatOf, formatPoints, rankStandings } from '@/shared/domain';
import { viewOf } from '@/web/components/scorecard/format-view';
import { SideDetails } from '@/web/components/scorecard/standings-list';
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
  // The player's side: their own card, or their pair's (the server sends the pair), read as the format says.
  const standings = rankStandings(card.data);
  const row = standings.byHandicap[0];
  if (!row) return <p className="text-sm">No se pudieron cargar los detalles del jugador</p>;
  const format = formatOf(card.data.torneo);
  return (
    <div className="flex flex-col gap-2">
      {row.miembros.length > 1 ? <p className="text-sm font-medium break-words">{row.nombre}</p> : null}
      <p className="text-xs text-muted-foreground">{format.label}</p>
      <SideDetails
        row={row}
        mode={mode}
        limit={format.hole.strokeLimit(card.data.torneo.limite_golpes_hoyo)}
        view={viewOf(format)}
      />
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
