import { MedalIcon } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import { formatPoints, rankLeagueStandings, type RankingMode } from '@/shared/domain';
import type { TLeagueStandings, TLeagueStandingsPlayer } from '@/shared/schemas/leagues';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { truncateName } from '@/web/components/scorecard/standings-list';
import { formatHandicap } from '@/web/lib/format-number';
import { formatDayMonth } from '@/web/lib/format';
import { cn, initialsOf } from '@/web/lib/utils';
import type { SelectedCell } from './points-popover';

const MEDAL = ['text-yellow-500', 'text-slate-400', 'text-amber-700'] as const;
const STICKY = 'sticky z-10 bg-card';

type Torneo = TLeagueStandings['torneos'][number];

const Row = memo(function Row({
  posicion,
  jugador,
  torneos,
  mode,
  isMe,
}: {
  posicion: number;
  jugador: TLeagueStandingsPlayer;
  torneos: readonly Torneo[];
  mode: RankingMode;
  isMe: boolean;
}) {
  const cells = new Map(jugador.puntos.map((c) => [c[0], c]));
  const total = mode === 'scratch' ? jugador.total_puntos_scratch : jugador.total_puntos_handicap;
  const bg = isMe ? 'bg-primary/10' : '';
  return (
    <tr className={cn('border-t border-border', bg)} aria-current={isMe ? 'true' : undefined}>
      <td
        className={cn(STICKY, 'left-0 w-10 px-1 text-center font-semibold tabular-nums', isMe && 'bg-accent')}
      >
        {posicion <= 3 ? (
          <span className="inline-flex items-center gap-0.5">
            <MedalIcon aria-label={`Medalla ${posicion}`} className={cn('size-4', MEDAL[posicion - 1])} />
            {posicion}
          </span>
        ) : (
          posicion
        )}
      </td>
      <th
        scope="row"
        className={cn(
          STICKY,
          'left-10 max-w-36 border-r border-border px-1.5 py-1.5 text-left font-normal sm:max-w-56',
          isMe && 'bg-accent',
        )}
      >
        <div className="flex items-center gap-2">
          <Avatar className="size-7 shrink-0">
            {jugador.profile_image_url ? <AvatarImage src={jugador.profile_image_url} alt="" /> : null}
            <AvatarFallback className="text-[10px]">{initialsOf(jugador.nombre)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 leading-tight">
            <p className="truncate text-sm font-medium">
              <span className="md:hidden">{truncateName(jugador.nombre)}</span>
              <span className="hidden md:inline">{jugador.nombre}</span>
            </p>
            <p className="text-[11px] text-muted-foreground tabular-nums">
              HCP {jugador.handicap === null ? '–' : formatHandicap(jugador.handicap)}
            </p>
          </div>
        </div>
      </th>
      {torneos.map((t, index) => {
        const cell = cells.get(index);
        if (!cell)
          return (
            <td key={t.id} className="px-1 text-center text-muted-foreground">
              –
            </td>
          );
        const [, puntosScratch, puntosHandicap, cuentaScratch, cuentaHandicap] = cell;
        const puntos = mode === 'scratch' ? puntosScratch : puntosHandicap;
        const cuenta = mode === 'scratch' ? cuentaScratch : cuentaHandicap;
        const text = formatPoints(puntos);
        return (
          <td key={t.id} className="p-0.5 text-center">
            <button
              type="button"
              data-torneo={t.id}
              data-jugador-id={jugador.jugador_id}
              data-jugador={jugador.nombre}
              data-puntos={puntos}
              data-cuenta={cuenta ? '1' : '0'}
              aria-label={`${t.nombre}: ${text} puntos, ${cuenta ? 'cuenta' : 'descartado'}`}
              title={cuenta ? 'Cuenta' : 'Descartado'}
              className={cn(
                'min-h-9 w-full min-w-11 cursor-pointer rounded-md px-1 text-sm tabular-nums hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                cuenta ? 'font-semibold' : 'text-muted-foreground line-through',
              )}
            >
              {text}
            </button>
          </td>
        );
      })}
      <td className="px-2 text-right font-bold tabular-nums">{formatPoints(total)}</td>
    </tr>
  );
});

/**
 * The league grid (T§2 /ligas/{id}): position with medals for the top 3, player (avatar and handicap) in a sticky
 * column, a column per tournament headed dd/mm in the league's order, and Total; horizontal scroll on phones.
 */
export function LeagueGrid({
  data,
  mode,
  meId,
  onSelect,
}: {
  data: TLeagueStandings;
  mode: RankingMode;
  meId: string | null;
  onSelect: (cell: SelectedCell) => void;
}) {
  const lines = rankLeagueStandings(data.jugadores, mode);
  const byId = new Map(data.torneos.map((t) => [t.id, t]));
  const handleClick = (e: MouseEvent<HTMLTableElement>) => {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-torneo]');
    if (!button) return;
    const torneo = byId.get(button.dataset.torneo ?? '');
    if (!torneo) return;
    onSelect({
      anchor: button,
      jugador: button.dataset.jugador ?? '',
      torneo,
      jugadorId: button.dataset.jugadorId ?? '',
      puntos: Number(button.dataset.puntos),
      cuenta: button.dataset.cuenta === '1',
    });
  };
  return (
    <div
      data-testid="league-grid"
      className="max-h-[75dvh] overflow-auto overscroll-x-contain rounded-xl border border-border bg-card shadow-sm"
    >
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm" onClick={handleClick}>
        <thead className="sticky top-0 z-20 bg-muted">
          <tr>
            <th scope="col" className={cn(STICKY, 'left-0 z-30 w-10 bg-muted px-1 py-2 text-center text-xs')}>
              Pos
            </th>
            <th
              scope="col"
              className={cn(STICKY, 'left-10 z-30 border-r border-border bg-muted px-1.5 text-left text-xs')}
            >
              Jugador
            </th>
            {data.torneos.map((t) => (
              <th
                key={t.id}
                scope="col"
                title={t.nombre}
                className="px-1 text-center text-xs font-semibold tabular-nums"
              >
                {formatDayMonth(t.fecha_juego)}
              </th>
            ))}
            <th scope="col" className="px-2 text-right text-xs font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ posicion, jugador }) => (
            <Row
              key={jugador.jugador_id}
              posicion={posicion}
              jugador={jugador}
              torneos={data.torneos}
              mode={mode}
              isMe={jugador.jugador_id === meId}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
