import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  categoryStandings,
  formatOf,
  rankStandings,
  type RankingMode,
  type StandingsRow,
} from '@/shared/domain';
import type { TMatch, TTournamentMatches } from '@/shared/schemas/matches';
import { prizeTitle } from '@/shared/schemas/prizes';
import { SCREEN_MESSAGES, type TPublicTournament } from '@/shared/schemas/public';
import { ClubLogo } from '@/web/components/club-logo';
import { winnerText } from '@/web/components/prizes/record-winner-dialog';
import { viewOf } from '@/web/components/scorecard/format-view';
import { totalOf } from '@/web/components/scorecard/standings-list';
import {
  usePublicView,
  useTvToday,
  type PublicTarget,
  type TvSource,
} from '@/web/features/public/api/public-api';
import { holesOf } from '@/web/features/public/components/public-tournament';
import { formatLongDate } from '@/web/lib/format';
import { usePublicConfig } from '@/web/lib/config';

/** Seconds each page stays on screen unless `?intervalo=` says otherwise (5 to 600). */
export const TV_DEFAULT_INTERVAL_S = 20;

function intervalOf(param: string | null): number {
  const n = Number(param);
  return Number.isFinite(n) && n >= 5 && n <= 600 ? n : TV_DEFAULT_INTERVAL_S;
}

/** A page of a tournament's turn; a category's page is its index in the snapshot's categories. */
type TvPage =
  | { kind: 'handicap' | 'scratch' | 'partidos' | 'premios' | 'ultimos' | 'en-juego' }
  | { kind: 'categoria'; index: number; nombre: string };

const PAGE_TITLES = {
  handicap: 'Clasificación hándicap',
  scratch: 'Clasificación scratch',
  partidos: 'Partidos',
  premios: 'Premios especiales',
  ultimos: 'Últimos hoyos completados',
  'en-juego': 'En juego',
} as const;

const titleOf = (page: TvPage) =>
  page.kind === 'categoria' ? `Clasificación ${page.nombre}` : PAGE_TITLES[page.kind];

/**
 * A tournament's pages in turn: handicap, scratch, each category, its matches (match play, instead of a ranking),
 * its special prizes and the last holes completed — or, while 'Ocultar la clasificación' holds results back, who is
 * playing and the last holes. A page with nothing to show is left out (a category nobody is in, no prizes, no hole
 * completed yet); there is always one.
 */
export function tvPagesOf(snap: TPublicTournament): TvPage[] {
  const lastHoles = snap.progreso.some((p) => p.ultimo_at !== null);
  if (!snap.clasificacion_visible)
    return lastHoles ? [{ kind: 'en-juego' }, { kind: 'ultimos' }] : [{ kind: 'en-juego' }];
  const pages: TvPage[] = snap.partidos
    ? [{ kind: 'partidos' }]
    : [{ kind: 'handicap' }, { kind: 'scratch' }];
  snap.categorias?.config.categorias.forEach((c, index) => {
    if ((snap.categorias?.miembros[index]?.length ?? 0) > 0)
      pages.push({ kind: 'categoria', index, nombre: c.nombre });
  });
  if (snap.premios_especiales.length > 0) pages.push({ kind: 'premios' });
  if (lastHoles) pages.push({ kind: 'ultimos' });
  return pages;
}

/** How often the TV asks for the day's tournaments (and an unpaired screen whether it is paired again). */
export const TV_DAY_REFRESH_MS = 30_000;

/**
 * /tv and /tv/:secreto, 'Pantalla del club' (design.md §17): the same screen fed by the club's fixed address (today's
 * tournaments whose public link is on) or by a screen an administrator paired (every tournament of the day).
 */
export default function TvPage() {
  const { secreto } = useParams();
  return <TvScreen source={secreto ? { kind: 'screen', secreto } : { kind: 'club' }} />;
}

/**
 * The TV: today's tournaments of `source`, each one's pages in turn (`tvPagesOf`) every `?intervalo=` seconds, then
 * the next tournament; a long list scrolls by itself within its turn. It asks the server again on its own (through
 * restarts too: what it had stays on screen) and never asks anyone to sign in; a paired screen whose address is
 * unknown (renewed, removed) says so across the room and keeps asking.
 */
export function TvScreen({ source }: { source: TvSource }) {
  const [params] = useSearchParams();
  const interval = intervalOf(params.get('intervalo'));
  const { data: today, refetch } = useTvToday(TV_DAY_REFRESH_MS, source);
  // A tournament that is gone (its link turned off, the screen's address renewed): ask for the day again at once.
  const onGone = useCallback(() => void refetch(), [refetch]);
  // Which tournament and which of its pages; how many pages the tournament on screen has (1 until it loads).
  const [turn, setTurn] = useState({ tournament: 0, page: 0, step: 0 });
  const pageCount = useRef(1);
  useEffect(() => {
    const id = window.setInterval(
      () =>
        setTurn(({ tournament, page, step }) =>
          page + 1 < pageCount.current
            ? { tournament, page: page + 1, step: step + 1 }
            : { tournament: tournament + 1, page: 0, step: step + 1 },
        ),
      interval * 1000,
    );
    return () => window.clearInterval(id);
  }, [interval]);

  const tournaments = today?.torneos ?? [];
  const current = tournaments.length ? tournaments[turn.tournament % tournaments.length]! : null;
  const target: PublicTarget | null = current
    ? source.kind === 'club'
      ? { token: current.token }
      : { screen: source.secreto, id: current.token }
    : null;
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-[#0f3d22] text-white">
      {today === null && source.kind === 'screen' ? (
        <TvUnpaired />
      ) : target ? (
        <TvTournament
          target={target}
          page={turn.page}
          step={turn.step}
          interval={interval}
          onPages={(n) => {
            pageCount.current = n;
          }}
          onGone={onGone}
        />
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
        <h1 className="line-clamp-2 text-[clamp(2rem,3.6vw,4.5rem)] leading-tight font-extrabold break-words">
          {title}
        </h1>
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

/** A paired screen whose address is unknown: the message, read across a room. */
function TvUnpaired() {
  return (
    <>
      <TvHeader title={usePublicConfig().data?.clubName ?? 'Pantalla del club'} />
      <main className="flex flex-1 flex-col items-center justify-center px-[6vw] text-center">
        <p
          role="alert"
          className="max-w-[80vw] text-[clamp(2rem,4vw,5rem)] leading-tight font-bold text-balance"
        >
          {SCREEN_MESSAGES.notPaired}
        </p>
      </main>
    </>
  );
}

function TvTournament({
  target,
  page,
  step,
  interval,
  onPages,
  onGone,
}: {
  target: PublicTarget;
  page: number;
  step: number;
  interval: number;
  onPages: (count: number) => void;
  /** Its snapshot is a 404. */
  onGone: () => void;
}) {
  const { data } = usePublicView(target);
  useEffect(() => {
    if (data === null) onGone();
  }, [data, onGone]);
  const pages = useMemo(() => (data?.tipo === 'torneo' ? tvPagesOf(data) : null), [data]);
  useEffect(() => {
    onPages(pages?.length ?? 1);
  }, [pages, onPages]);
  if (!data || data.tipo !== 'torneo' || !pages) return <TvIdle today={undefined} />;
  const shown = pages[page % pages.length]!;
  return <TvTournamentPage snap={data} page={shown} interval={interval} turn={step} />;
}

function TvTournamentPage({
  snap,
  page,
  interval,
  turn,
}: {
  snap: TPublicTournament;
  page: TvPage;
  interval: number;
  turn: number;
}) {
  const { torneo } = snap.standings;
  const format = formatOf(torneo);
  const view = useMemo(() => viewOf(format), [format]);
  const standings = useMemo(() => rankStandings(snap.standings), [snap.standings]);
  const categories = useMemo(
    () =>
      snap.categorias
        ? categoryStandings(snap.standings, snap.categorias.config, snap.categorias.miembros)
        : [],
    [snap.standings, snap.categorias],
  );
  const holes = holesOf(snap);
  const names = new Map(snap.standings.participantes.map((p) => [p.id, p.nombre]));
  const title = titleOf(page);
  let rows: ReactNode[];
  if (page.kind === 'partidos') {
    rows = [];
  } else if (page.kind === 'handicap' || page.kind === 'scratch') {
    const mode: RankingMode = page.kind;
    const list = mode === 'scratch' ? standings.byScratch : standings.byHandicap;
    rows = list.map((row) => <TvStandingsRow key={row.participante_id} row={row} mode={mode} view={view} />);
  } else if (page.kind === 'categoria') {
    const list = categories[page.index];
    const mode = list?.categoria.clasificacion ?? 'handicap';
    rows = (list?.rows ?? []).map(({ row, posicion, premio }) => (
      <TvStandingsRow
        key={row.participante_id}
        row={row}
        mode={mode}
        view={view}
        position={posicion}
        prize={premio}
      />
    ));
  } else if (page.kind === 'premios') {
    rows = snap.premios_especiales.map((p, i) => (
      <TvRow
        key={i}
        left={prizeTitle(p)}
        right={p.ganador ? winnerText(p.ganador) : 'Sin ganador todavía'}
        dim={!p.ganador}
      />
    ));
  } else if (page.kind === 'ultimos') {
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
  const subtitle =
    page.kind === 'categoria' && categories[page.index]
      ? `${title} · ${categories[page.index]!.categoria.clasificacion === 'scratch' ? 'Scratch' : 'Hándicap'}`
      : `${title} · ${format.label}`;
  return (
    <>
      <TvHeader
        title={torneo.nombre}
        subtitle={subtitle}
        right={
          <span className="shrink-0 text-[clamp(1.25rem,1.8vw,2.25rem)] text-white/75">
            {formatLongDate(torneo.fecha_juego)}
          </span>
        }
      />
      <AutoScroll key={`${turn}-${title}`} seconds={interval}>
        {page.kind === 'partidos' && snap.partidos ? (
          <TvMatches data={snap.partidos} />
        ) : rows.length ? (
          <ol aria-label={title} className="grid grid-cols-1 gap-[1vh]">
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

/**
 * A match-play tournament's matches across a room: a knockout draw's rounds side by side (as many columns as
 * rounds), otherwise one list; each match its two sides, the winner bright, and its state or result.
 */
function TvMatches({ data }: { data: TTournamentMatches }) {
  const rounds = [...data.rondas].sort((a, b) => a.ronda - b.ronda);
  const byRound = (ronda: number) =>
    data.partidos.filter((m) => m.ronda === ronda).sort((a, b) => a.posicion - b.posicion);
  if (!data.torneo.cuadro || rounds.length === 0) {
    return (
      <ol aria-label="Partidos" className="grid grid-cols-1 gap-[1.5vh] xl:grid-cols-2">
        {[...data.partidos]
          .sort((a, b) => a.ronda - b.ronda || a.posicion - b.posicion)
          .map((m) => (
            <TvMatch key={m.id} match={m} />
          ))}
      </ol>
    );
  }
  return (
    <div
      aria-label="Partidos"
      role="group"
      className="grid gap-[1.5vw]"
      style={{ gridTemplateColumns: `repeat(${rounds.length}, minmax(0, 1fr))` }}
    >
      {rounds.map((r) => (
        <section key={r.ronda} aria-label={r.nombre} className="flex flex-col gap-[1.5vh]">
          <h2 className="text-[clamp(1.5rem,2.2vw,3rem)] font-extrabold text-white/85">{r.nombre}</h2>
          <ol className="flex flex-1 flex-col justify-around gap-[1.5vh]">
            {byRound(r.ronda).map((m) => (
              <TvMatch key={m.id} match={m} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function TvMatch({ match }: { match: TMatch }) {
  const status = match.resultado_texto ?? match.estado_texto;
  return (
    <li
      aria-label={match.lados
        .map((l, i) => l?.nombre ?? match.procedencia[i] ?? 'Por decidir')
        .join(' contra ')}
      className="grid gap-[0.6vh] rounded-xl bg-white/10 px-[1.2vw] py-[1.2vh] text-[clamp(1.25rem,1.9vw,2.75rem)] leading-tight"
    >
      {match.lados.map((l, i) => {
        const won = match.ganador === i + 1;
        const lost = match.ganador !== null && !won;
        return (
          <span
            key={i}
            className={`truncate ${l ? 'font-semibold' : 'text-white/55 italic'} ${won ? 'font-extrabold text-[#ffe08a]' : ''} ${lost ? 'text-white/55' : ''}`}
          >
            {l?.nombre ?? match.procedencia[i] ?? 'Por decidir'}
          </span>
        );
      })}
      <span className="truncate text-[0.7em] text-white/75">{status}</span>
    </li>
  );
}

function TvStandingsRow({
  row,
  mode,
  view,
  position = mode === 'scratch' ? row.posicion_scratch : row.posicion_handicap,
  prize = null,
}: {
  row: StandingsRow;
  mode: RankingMode;
  view: ReturnType<typeof viewOf>;
  /** A category's own position (default: the general one in `mode`). */
  position?: number | null;
  /** The category's prize this side wins (1 = first). */
  prize?: number | null;
}) {
  const total = totalOf(row, mode, view);
  return (
    <TvRow
      position={position === null ? '–' : String(position)}
      left={row.nombre}
      middle={prize !== null ? `${prize}º premio · ${row.hoyos_jugados}/18` : `${row.hoyos_jugados}/18`}
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
  dim,
}: {
  position?: string;
  left: string;
  middle?: string;
  right: string;
  highlight?: boolean;
  /** The right-hand text is a placeholder ('Sin ganador todavía'). */
  dim?: boolean;
}) {
  return (
    <li className="flex items-center gap-[2vw] rounded-xl bg-white/10 px-[2vw] py-[1.2vh] text-[clamp(1.5rem,2.4vw,3.25rem)] leading-tight">
      {position !== undefined ? (
        <span className="w-[4vw] shrink-0 text-center font-extrabold tabular-nums">{position}</span>
      ) : null}
      <span className="min-w-0 flex-1 truncate font-semibold">{left}</span>
      {middle ? <span className="shrink-0 text-white/70 tabular-nums">{middle}</span> : null}
      <span
        className={`min-w-[8vw] shrink-0 text-right font-extrabold whitespace-nowrap tabular-nums ${highlight ? 'text-[#ffb4a8]' : ''} ${dim ? 'font-semibold text-white/60' : ''}`}
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
