import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatOf, rankStandings, type RankingMode, type StandingsRow } from '@/shared/domain';
import type { TPublicTournament } from '@/shared/schemas/public';
import { ClubLogo } from '@/web/components/club-logo';
import { viewOf } from '@/web/components/scorecard/format-view';
import { totalOf } from '@/web/components/scorecard/standings-list';
import { usePublicView, useTvToday } from '@/web/features/public/api/public-api';
import { holesOf } from '@/web/features/public/components/public-tournament';
import { formatLongDate } from '@/web/lib/format';
import { usePublicConfig } from '@/web/lib/config';

/** Seconds each page stays on screen unless `?intervalo=` says otherwise (5 to 600). */
export const TV_DEFAULT_INTERVAL_S = 20;

function intervalOf(param: string | null): number {
  const n = Number(param);
  return Number.isFinite(n) && n >= 5 && n <= 600 ? n : TV_DEFAULT_INTERVAL_S;
}

type TvPageKind = 'handicap' | 'scratch' | 'ultimos' | 'en-juego';
const PAGE_TITLES: Record<TvPageKind, string> = {
  handicap: 'Clasificación hándicap',
  scratch: 'Clasificación scratch',
  ultimos: 'Últimos hoyos completados',
  'en-juego': 'En juego',
};

/**
 * /tv, 'Pantalla del club' (design.md §17): today's tournaments whose public link is on, their pages in turn (handicap,
 * scratch, last holes completed) every `?intervalo=` seconds; a long list scrolls by itself within its turn. It asks
 * the server again on its own (through restarts too: what it had stays on screen) and never asks anyone to sign in.
 */
export default function TvPage() {
  const [params] = useSearchParams();
  const interval = intervalOf(params.get('intervalo'));
  const { data: today } = useTvToday(30_000);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setTick((t) => t + 1), interval * 1000);
    return () => window.clearInterval(id);
  }, [interval]);

  const tournaments = today?.torneos ?? [];
  // Each tournament shows its pages in turn (3 or 2), then the next tournament.
  const current = tournaments.length ? tournaments[Math.floor(tick / 3) % tournaments.length]! : null;
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-[#0f3d22] text-white">
      {current ? (
        <TvTournament token={current.token} tick={tick} interval={interval} />
      ) : (
        <TvIdle today={today} />
      )}
    </div>
  );
}

function TvHeader({ title, subtitle, right }: { title: string; subtitle?: string; right?: ReactNode }) {
  return (
    <header className="flex items-end justify-between gap-8 border-b border-white/20 px-[3vw] py-[2vh]">
      <ClubLogo
        size={96}
        className="size-[clamp(3rem,6vw,7rem)] self-center rounded-lg bg-white/90 p-[0.4vw]"
      />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-[clamp(2rem,3.6vw,4.5rem)] leading-tight font-extrabold">{title}</h1>
        {subtitle ? <p className="text-[clamp(1.25rem,1.8vw,2.25rem)] text-white/75">{subtitle}</p> : null}
      </div>
      {right}
    </header>
  );
}

function TvIdle({ today }: { today: ReturnType<typeof useTvToday>['data'] }) {
  const clubName = usePublicConfig().data?.clubName ?? 'Pantalla del club';
  return (
    <>
      <TvHeader title={clubName} />
      <main className="flex flex-1 flex-col items-center justify-center gap-[3vh] px-[4vw] text-center">
        <p className="text-[clamp(2rem,4vw,5rem)] font-bold">Hoy no hay torneos en juego</p>
        {today?.proximo ? (
          <p className="text-[clamp(1.5rem,2.6vw,3.5rem)] text-white/85">
            Próximo torneo: {today.proximo.nombre} · {formatLongDate(today.proximo.fecha_juego)}
          </p>
        ) : today ? (
          <p className="text-[clamp(1.5rem,2.6vw,3.5rem)] text-white/85">
            No hay próximos torneos anunciados
          </p>
        ) : null}
      </main>
    </>
  );
}

function TvTournament({ token, tick, interval }: { token: string; tick: number; interval: number }) {
  const { data } = usePublicView({ token });
  if (!data || data.tipo !== 'torneo') return <TvIdle today={undefined} />;
  const pages: TvPageKind[] = data.clasificacion_visible
    ? ['handicap', 'scratch', 'ultimos']
    : ['en-juego', 'ultimos'];
  const kind = pages[(tick % 3) % pages.length]!;
  return <TvTournamentPage snap={data} kind={kind} interval={interval} turn={tick} />;
}

function TvTournamentPage({
  snap,
  kind,
  interval,
  turn,
}: {
  snap: TPublicTournament;
  kind: TvPageKind;
  interval: number;
  turn: number;
}) {
  const { torneo } = snap.standings;
  const format = formatOf(torneo);
  const view = useMemo(() => viewOf(format), [format]);
  const standings = useMemo(() => rankStandings(snap.standings), [snap.standings]);
  const holes = holesOf(snap);
  const names = new Map(snap.standings.participantes.map((p) => [p.id, p.nombre]));
  let rows: ReactNode[];
  if (kind === 'handicap' || kind === 'scratch') {
    const mode: RankingMode = kind;
    const list = mode === 'scratch' ? standings.byScratch : standings.byHandicap;
    rows = list.map((row) => <TvStandingsRow key={row.participante_id} row={row} mode={mode} view={view} />);
  } else if (kind === 'ultimos') {
    rows = [...snap.progreso]
      .filter((p) => p.ultimo_at)
      .sort((a, b) => b.ultimo_at!.localeCompare(a.ultimo_at!))
      .slice(0, 12)
      .map((p) => (
        <TvRow
          key={p.participante_id}
          left={names.get(p.participante_id) ?? ''}
          right={`${p.hoyos}/18 hoyos`}
        />
      ));
  } else {
    rows = snap.standings.participantes.map((p) => (
      <TvRow key={p.id} left={p.nombre} right={`${holes.get(p.id) ?? 0}/18`} />
    ));
  }
  return (
    <>
      <TvHeader
        title={torneo.nombre}
        subtitle={`${PAGE_TITLES[kind]} · ${format.label}`}
        right={
          <span className="shrink-0 text-[clamp(1.25rem,1.8vw,2.25rem)] text-white/75">
            {formatLongDate(torneo.fecha_juego)}
          </span>
        }
      />
      <AutoScroll key={`${turn}-${kind}`} seconds={interval}>
        {rows.length ? (
          <ol aria-label={PAGE_TITLES[kind]} className="grid grid-cols-1 gap-[1vh]">
            {rows}
          </ol>
        ) : (
          <p className="py-[10vh] text-center text-[clamp(2rem,3vw,4rem)] text-white/80">
            Todavía no hay resultados
          </p>
        )}
      </AutoScroll>
    </>
  );
}

function TvStandingsRow({
  row,
  mode,
  view,
}: {
  row: StandingsRow;
  mode: RankingMode;
  view: ReturnType<typeof viewOf>;
}) {
  const position = mode === 'scratch' ? row.posicion_scratch : row.posicion_handicap;
  const total = totalOf(row, mode, view);
  return (
    <TvRow
      position={position === null ? '–' : String(position)}
      left={row.nombre}
      middle={`${row.hoyos_jugados}/18`}
      right={total.text}
      highlight={total.under}
    />
  );
}

function TvRow({
  position,
  left,
  middle,
  right,
  highlight,
}: {
  position?: string;
  left: string;
  middle?: string;
  right: string;
  highlight?: boolean;
}) {
  return (
    <li className="flex items-center gap-[2vw] rounded-xl bg-white/10 px-[2vw] py-[1.2vh] text-[clamp(1.5rem,2.4vw,3.25rem)] leading-tight">
      {position !== undefined ? (
        <span className="w-[4vw] shrink-0 text-center font-extrabold tabular-nums">{position}</span>
      ) : null}
      <span className="min-w-0 flex-1 truncate font-semibold">{left}</span>
      {middle ? <span className="shrink-0 text-white/70 tabular-nums">{middle}</span> : null}
      <span
        className={`min-w-[8vw] shrink-0 text-right font-extrabold whitespace-nowrap tabular-nums ${highlight ? 'text-[#ffb4a8]' : ''}`}
      >
        {right}
      </span>
    </li>
  );
}

/**
 * A list taller than the screen scrolls to its end during its turn (after a pause at the top, ending with a pause
 * at the bottom); a list that fits stays still.
 */
function AutoScroll({ seconds, children }: { seconds: number; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(0);
  useLayoutEffect(() => {
    const measure = () =>
      setOverflow(Math.max(0, (inner.current?.scrollHeight ?? 0) - (outer.current?.clientHeight ?? 0)));
    measure();
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, []);
  const pause = Math.min(3, seconds / 5);
  return (
    <main ref={outer} className="relative flex-1 overflow-hidden px-[3vw] py-[2vh]" data-overflow={overflow}>
      <div
        ref={inner}
        style={
          overflow > 0
            ? {
                transform: 'translateY(0)',
                animation: `tv-scroll ${seconds - 2 * pause}s linear ${pause}s forwards`,
                ['--tv-scroll' as string]: `-${overflow + 32}px`,
              }
            : undefined
        }
      >
        {children}
      </div>
      <style>{'@keyframes tv-scroll { to { transform: translateY(var(--tv-scroll)); } }'}</style>
    </main>
  );
}
