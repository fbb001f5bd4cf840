import { RadioIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { RankingMode } from '@/shared/domain';
import { formatCountbackSteps, formatOf, rankStandings, TIE_METHOD_LABELS } from '@/shared/domain';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { viewOf } from '@/web/components/scorecard/format-view';
import { ModeToggle, StandingsList } from '@/web/components/scorecard/standings-list';
import type { LiveStatus } from '@/web/lib/live';
import { CategoryStandings } from '@/web/components/categories/category-standings';
import { useTournamentCategories } from '@/web/features/scores/api/categories';
import { useStrokeQueue } from '@/web/lib/scorecard/outbox';
import { withPending } from '@/web/lib/scorecard/stroke-queue';
import { useMe } from '@/web/lib/session';

/**
 * The standings of a tournament or a group (T§2, T§9): Hándicap / Scratch, ranked in the browser by the rules
 * engine from the inputs (re-ranked at once as live strokes patch them), unranked players last, names whole
 * (wrapping), the player's own row highlighted. The player's own strokes still waiting to be
 * sent (decision record 014) count at once.
 */
export function LiveTournamentStandings({ inputs, live }: { inputs: TStandingsInputs; live: LiveStatus }) {
  const [mode, setMode] = useState<RankingMode>('handicap');
  const { profile } = useMe();
  const { pending } = useStrokeQueue();
  const shown = useMemo(() => {
    const own = pending.filter((p) => p.kind === 'group');
    if (own.length === 0) return inputs;
    return withPending(inputs, own, new Set(inputs.participantes.map((p) => p.id)));
  }, [inputs, pending]);
  const standings = useMemo(() => rankStandings(shown), [shown]);
  const mine = inputs.participantes.find((p) => p.jugador_id !== null && p.jugador_id === profile?.id)?.id;
  const { torneo } = inputs;
  const format = formatOf(torneo);
  const view = useMemo(() => viewOf(format), [format]);
  const sides = standings.byHandicap;
  const played = sides.filter((r) => r.hoyos_jugados > 0).length;
  // A countback that split two equal results says why, in the mode shown.
  const split = standings.countback?.[mode] ?? null;
  const tieText = split
    ? formatCountbackSteps(split, format.total.points)
    : TIE_METHOD_LABELS[torneo.metodo_desempate].replace(/^Desempate /, '');
  return (
    <div className="grid grid-cols-1 gap-4">
      <ul aria-label="Torneo" className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {[
          format.label,
          ...(format.hole.strokeLimitApplies
            ? [torneo.limite_golpes_hoyo === null ? 'Medal' : `Límite: par + ${torneo.limite_golpes_hoyo}`]
            : []),
          `Desempate: ${tieText}`,
          `${played} de ${sides.length} con resultados`,
        ].map((text) => (
          <li key={text} className="rounded-full border border-border bg-card px-2.5 py-1">
            {text}
          </li>
        ))}
        {live === 'open' && !torneo.finalizado ? (
          <li className="ml-auto inline-flex items-center gap-1 font-medium text-primary print:hidden">
            <RadioIcon className="size-4" aria-hidden />
            En directo
          </li>
        ) : null}
      </ul>
      <ModeToggle mode={mode} onChange={setMode} />
      <p className="hidden font-semibold print:block">
        Clasificación {mode === 'handicap' ? 'hándicap' : 'scratch'}
      </p>
      <StandingsList
        standings={standings}
        mode={mode}
        highlightId={mine}
        limit={format.hole.strokeLimit(torneo.limite_golpes_hoyo)}
        view={view}
        emptyText={
          inputs.participantes.length === 0
            ? 'No hay participantes inscritos en este torneo'
            : 'Todavía no hay resultados'
        }
      />
      {inputs.partida === null ? <TournamentCategories inputs={shown} /> : null}
    </div>
  );
}

/** The tournament's categories, asked of the server (each category's sides are decided there). */
function TournamentCategories({ inputs }: { inputs: TStandingsInputs }) {
  const query = useTournamentCategories(inputs.torneo.id);
  if (query.isError)
    return <p className="text-sm text-muted-foreground">No se pudieron cargar las categorías</p>;
  return <CategoryStandings inputs={inputs} categories={query.data} />;
}
