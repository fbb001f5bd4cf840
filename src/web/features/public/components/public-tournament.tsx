import { useMemo, useState } from 'react';
import { formatOf, formatStart, rankStandings, type RankingMode } from '@/shared/domain';
import { prizeTitle } from '@/shared/schemas/prizes';
import type { TPublicLeague, TPublicPrize, TPublicTournament } from '@/shared/schemas/public';
import { CategoryStandings } from '@/web/components/categories/category-standings';
import { KnockoutDraw } from '@/web/components/matches/match-draw';
import { TournamentMatchList } from '@/web/components/matches/match-list';
import { SpecialPrizeList } from '@/web/components/prizes/special-prizes';
import { viewOf } from '@/web/components/scorecard/format-view';
import { ModeToggle, NAME_LINES, StandingsList } from '@/web/components/scorecard/standings-list';
import { formatLongDate } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';

type Tab = 'clasificacion' | 'partidos' | 'salidas';
const STROKE_TABS: { value: Tab; label: string }[] = [
  { value: 'clasificacion', label: 'Clasificación' },
  { value: 'salidas', label: 'Horario de salida' },
];
/** Match play lists its matches instead of a stroke ranking, as the members' standings page does (design §14). */
const MATCH_TABS: { value: Tab; label: string }[] = [
  { value: 'partidos', label: 'Partidos' },
  { value: 'salidas', label: 'Horario de salida' },
];

/** The holes with a result of each participant (the hidden standings and the TV's last holes). */
export function holesOf(snap: TPublicTournament): Map<string, number> {
  return new Map(snap.progreso.map((p) => [p.participante_id, p.hoyos]));
}

/** 'Salida: 09:10 · Tee del 10' as the start sheet reads. */
export const startText = (hora: string | null, hoyo: number) => `Salida: ${formatStart(hora, hoyo)}`;

/**
 * A tournament through its public link: the live standings (or who is playing) — a match-play tournament's
 * matches and draw instead — with a tab per category, the special prizes under them, and the start sheet.
 */
export function PublicTournament({ snap }: { snap: TPublicTournament }) {
  const tabs = snap.partidos ? MATCH_TABS : STROKE_TABS;
  const [tab, setTab] = useState<Tab>(tabs[0]!.value);
  const [mode, setMode] = useState<RankingMode>('handicap');
  const { torneo } = snap.standings;
  const format = formatOf(torneo);
  const view = useMemo(() => viewOf(format), [format]);
  const standings = useMemo(() => rankStandings(snap.standings), [snap.standings]);
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">
        {formatLongDate(torneo.fecha_juego)} · {torneo.campo.nombre} · {format.label}
      </p>
      <div role="tablist" aria-label="Secciones" className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={tab === t.value}
            onClick={() => setTab(t.value)}
            className={cn(
              'h-11 cursor-pointer rounded-lg text-sm font-semibold transition-colors',
              tab === t.value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 'salidas' ? (
        <StartSheet snap={snap} />
      ) : snap.partidos ? (
        snap.partidos.torneo.cuadro ? (
          <KnockoutDraw data={snap.partidos} />
        ) : (
          <TournamentMatchList data={snap.partidos} live="off" />
        )
      ) : snap.clasificacion_visible ? (
        <CategoryStandings
          inputs={snap.standings}
          categories={snap.categorias}
          general={
            <>
              <ModeToggle mode={mode} onChange={setMode} />
              <StandingsList
                standings={standings}
                mode={mode}
                view={view}
                limit={format.hole.strokeLimit(torneo.limite_golpes_hoyo)}
                emptyText={
                  snap.standings.participantes.length === 0
                    ? 'No hay participantes inscritos en este torneo'
                    : 'Todavía no hay resultados'
                }
              />
            </>
          }
        />
      ) : (
        <InPlay snap={snap} />
      )}
      {tab !== 'salidas' ? <PublicPrizes prizes={snap.premios_especiales} /> : null}
    </div>
  );
}

/** 'Premios especiales' with their winners as the link names them. */
export function PublicPrizes({ prizes }: { prizes: readonly TPublicPrize[] }) {
  return (
    <SpecialPrizeList
      items={prizes.map((p, i) => ({ key: `${i}`, title: prizeTitle(p), ganador: p.ganador }))}
    />
  );
}

/** 'Ocultar la clasificación hasta el final': who is playing and their holes completed. */
function InPlay({ snap }: { snap: TPublicTournament }) {
  const holes = holesOf(snap);
  return (
    <div className="grid grid-cols-1 gap-3">
      <p className="rounded-xl border border-dashed border-border bg-card px-4 py-3 text-center text-muted-foreground">
        La clasificación se mostrará al final del torneo
      </p>
      <ul aria-label="En juego" className="grid grid-cols-1 gap-2">
        {snap.standings.participantes.map((p) => (
          <li
            key={p.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-border bg-card p-3"
          >
            <span className={cn(NAME_LINES, 'font-semibold')}>{p.nombre}</span>
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
              {holes.get(p.id) ?? 0}/18 hoyos
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StartSheet({ snap }: { snap: TPublicTournament }) {
  if (snap.partidas.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-card px-4 py-6 text-center text-muted-foreground">
        Todavía no hay partidas
      </p>
    );
  }
  return (
    <ol aria-label="Horario de salida" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {snap.partidas.map((g) => {
        const members = snap.standings.participantes
          .filter((p) => p.partida_id === g.id)
          .sort((a, b) => (a.posicion ?? 0) - (b.posicion ?? 0));
        return (
          <li key={g.id} className="rounded-xl border border-border bg-card p-3">
            <p className="font-semibold">{g.nombre}</p>
            <p className="text-sm text-muted-foreground">{startText(g.hora_salida, g.hoyo_salida)}</p>
            <ul className="mt-2 grid gap-1 text-sm">
              {members.map((m) => (
                <li key={m.id}>{m.nombre}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

/** A league through its public link: the season's table, by handicap or scratch points. */
export function PublicLeague({ snap }: { snap: TPublicLeague }) {
  const [mode, setMode] = useState<RankingMode>('handicap');
  const players = [...snap.standings.jugadores].sort((a, b) =>
    mode === 'handicap'
      ? b.total_puntos_handicap - a.total_puntos_handicap || (a.orden_handicap ?? 0) - (b.orden_handicap ?? 0)
      : b.total_puntos_scratch - a.total_puntos_scratch || (a.orden_scratch ?? 0) - (b.orden_scratch ?? 0),
  );
  return (
    <div className="grid grid-cols-1 gap-4">
      <ModeToggle mode={mode} onChange={setMode} />
      {players.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-card px-4 py-6 text-center text-muted-foreground">
          Todavía no hay resultados
        </p>
      ) : (
        <ol aria-label="Clasificación" className="grid grid-cols-1 gap-2">
          {players.map((p, i) => (
            <li
              key={p.jugador_id}
              className="flex items-center gap-3 rounded-xl border border-border bg-card p-3"
            >
              <span className="w-7 text-center text-lg font-extrabold tabular-nums">{i + 1}</span>
              <span className={cn(NAME_LINES, 'flex-1 font-semibold')}>{p.nombre}</span>
              <span className="text-xl font-extrabold tabular-nums">
                {mode === 'handicap' ? p.total_puntos_handicap : p.total_puntos_scratch}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
