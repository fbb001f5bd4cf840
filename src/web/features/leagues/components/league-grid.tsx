import { MedalIcon } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import { formatPoints, rankLeagueStandings, type RankingMode } from '@/shared/domain';
import type { TLeagueStandings, TLeagueStandingsPlayer } from '@/shared/schemas/leagues';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { NAME_LINES } from '@/web/components/scorecard/standings-list';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { formatDayMonth } from '@/web/lib/format';
import { cn, initialsOf } from '@/web/lib/utils';
import type { SelectedCell } from './points-popover';

const MEDAL = ['text-yellow-500', 'text-slate-400', 'text-amber-700'] as const;
/**
 * Pos and player stay on screen while the tournaments scroll sideways: one sticky box per row holds both cells
 * (a sticky box is a layer of its own for the compositor; one per row instead of two halves the layers that
 * every scrolled frame of 200 rows has to update).
 */
const STICKY = 'sticky left-0 col-span-2 flex h-full';
const POS = 'flex w-10 shrink-0 items-center justify-center';
const PLAYER = 'flex w-(--player-col) shrink-0 items-center border-r border-border px-1.5';
/**
 * A row is a grid of its own: rows off screen are skipped by the browser (content-visibility), so scrolling a
 * season of 200 players × 40 tournaments paints only what is visible.
 */
const ROW =
  'grid w-max min-w-full items-center border-t border-border [contain-intrinsic-size:auto_3rem] [content-visibility:auto]';
/** A points button: the result counts (bold) or is discarded (struck through); class strings built once. */
const POINTS =
  'min-h-9 w-full min-w-11 cursor-pointer rounded-md px-1 text-sm tabular-nums hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
const COUNTS = `${POINTS} font-semibold`;
const DISCARDED = `${POINTS} text-muted-foreground line-through`;

/** Pos, player, a column per tournament, Total. */
const columnsOf = (tournaments: number) =>
  `2.5rem var(--player-col) repeat(${tournaments}, 3.25rem) minmax(4rem, 1fr)`;

type Torneo = TLeagueStandings['torneos'][number];

const Row = memo(function Row({
  posicion,
  jugador,
  torneos,
  mode,
  isMe,
  columns,
}: {
  columns: string;
  posicion: number;
  jugador: TLeagueStandingsPlayer;
  torneos: readonly Torneo[];
  mode: RankingMode;
  isMe: boolean;
}) {
  const cells = new Map(jugador.puntos.map((c) => [c[0], c]));
  const total = mode === 'scratch' ? jugador.total_puntos_scratch : jugador.total_puntos_handicap;
  const bg = isMe ? 'bg-accent' : 'bg-card';
  return (
    <div
      role="row"
      className={cn(ROW, isMe ? 'bg-primary/10' : '')}
      style={{ gridTemplateColumns: columns }}
      aria-current={isMe ? 'true' : undefined}
    >
      <div role="none" className={`${STICKY} z-10 ${bg}`}>
        <div role="cell" className={`${POS} font-semibold tabular-nums`}>
          {posicion <= 3 ? (
            <span className="inline-flex items-center gap-0.5">
              <MedalIcon aria-label={`Medalla ${posicion}`} className={cn('size-4', MEDAL[posicion - 1])} />
              {posicion}
            </span>
          ) : (
            posicion
          )}
        </div>
        <div role="rowheader" className={`${PLAYER} py-1.5 text-left`}>
          <div className="flex min-w-0 items-center gap-2">
            <Avatar className="size-7 shrink-0">
              {jugador.profile_image_url ? <AvatarImage src={jugador.profile_image_url} alt="" /> : null}
              <AvatarFallback className="text-[10px]">{initialsOf(jugador.nombre)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 leading-tight">
              <p className={`${NAME_LINES} text-sm font-medium`}>{jugador.nombre}</p>
              <p className="text-[11px] text-muted-foreground tabular-nums">
                HCP {jugador.handicap === null ? '–' : formatHandicap(jugador.handicap)}
              </p>
            </div>
          </div>
        </div>
      </div>
      {torneos.map((t, index) => {
        const cell = cells.get(index);
        if (!cell)
          return (
            <div role="cell" key={t.id} className="px-1 text-center text-muted-foreground">
              –
            </div>
          );
        const [, puntosScratch, puntosHandicap, cuentaScratch, cuentaHandicap] = cell;
        const puntos = mode === 'scratch' ? puntosScratch : puntosHandicap;
        const cuenta = mode === 'scratch' ? cuentaScratch : cuentaHandicap;
        const text = formatPoints(puntos);
        return (
          <div role="cell" key={t.id} className="p-0.5 text-center">
            <button
              type="button"
              data-torneo={t.id}
              data-jugador-id={jugador.jugador_id}
              data-jugador={jugador.nombre}
              data-puntos={puntos}
              data-cuenta={cuenta ? '1' : '0'}
              aria-label={`${t.nombre}: ${text} puntos, ${cuenta ? 'cuenta' : 'descartado'}`}
              title={cuenta ? 'Cuenta' : 'Descartado'}
              className={cuenta ? COUNTS : DISCARDED}
            >
              {text}
            </button>
          </div>
        );
      })}
      <div role="cell" className="px-2 text-right font-bold tabular-nums">
        {formatPoints(total)}
      </div>
    </div>
  );
});

/**
 * The league grid (T§2 /ligas/{id}): position with medals for the top 3, player (avatar and handicap) in a sticky
 * column, a column per tournament headed dd/mm in the league's order, and Total; horizontal scroll on phones.
 * On phones the grid spans the page's width like the boxes around it (Total takes what is left).
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
  const handleClick = (e: MouseEvent<HTMLDivElement>) => {
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
  const columns = columnsOf(data.torneos.length);
  return (
    <div
      data-testid="league-grid"
      role="table"
      aria-label="Clasificación de la liga"
      aria-rowcount={lines.length + 1}
      onClick={handleClick}
      className="max-h-[75dvh] w-full overflow-auto print:w-fit print:max-h-none print:overflow-visible print:[--player-col:14rem] md:w-fit md:max-w-full overscroll-x-contain rounded-xl border border-border bg-card text-sm shadow-sm [--player-col:9.5rem] md:[--player-col:14rem]"
    >
      <div role="rowgroup" className="sticky top-0 z-20 w-max min-w-full bg-muted">
        <div
          role="row"
          className="grid w-max min-w-full items-center"
          style={{ gridTemplateColumns: columns }}
        >
          <div role="none" className={`${STICKY} z-30 bg-muted text-xs font-semibold`}>
            <div role="columnheader" className={`${POS} py-2`}>
              Pos
            </div>
            <div role="columnheader" className={PLAYER}>
              Jugador
            </div>
          </div>
          {data.torneos.map((t) => (
            <div
              key={t.id}
              role="columnheader"
              title={t.nombre}
              className="text-center text-xs font-semibold tabular-nums"
            >
              {formatDayMonth(t.fecha_juego)}
            </div>
          ))}
          <div role="columnheader" className="px-2 text-right text-xs font-semibold">
            Total
          </div>
        </div>
      </div>
      <div role="rowgroup">
        {lines.map(({ posicion, jugador }) => (
          <Row
            key={jugador.jugador_id}
            columns={columns}
            posicion={posicion}
            jugador={jugador}
            torneos={data.torneos}
            mode={mode}
            isMe={jugador.jugador_id === meId}
          />
        ))}
      </div>
    </div>
  );
}
