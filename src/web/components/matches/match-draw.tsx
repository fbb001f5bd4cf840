import type { TTournamentMatches } from '@/shared/schemas/matches';
import { canOpenEntry, LiveBadge, MatchEntryLink } from '@/web/components/matches/match-list';
import { MatchCard, nextMatchOf } from '@/web/components/matches/match-parts';
import { formatShortDate } from '@/web/lib/format';
import type { LiveStatus } from '@/web/lib/live';

/**
 * A knockout draw's rounds (design §14), first round first: columns side by side on a wide screen (each column's
 * matches spread so a match sits between the two that feed it), sections one under the other on a phone. The
 * viewer's next match first; 'Introducir resultados' only on a match the viewer may play (never on a public page,
 * where nobody has permission).
 */
export function KnockoutDraw({ data, live = 'off' }: { data: TTournamentMatches; live?: LiveStatus }) {
  const next = nextMatchOf(data.partidos);
  const rounds = [...data.rondas].sort((a, b) => a.ronda - b.ronda);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Rondas" className="flex flex-wrap gap-1.5 lg:hidden">
          {rounds.map((r) => (
            <a
              key={r.ronda}
              href={`#ronda-${r.ronda}`}
              className="flex min-h-9 items-center rounded-full border border-border bg-card px-3 text-xs font-medium"
            >
              {r.nombre}
            </a>
          ))}
        </nav>
        <span className="ml-auto">
          <LiveBadge live={live} />
        </span>
      </div>
      {next ? (
        <section aria-label="Tu próximo partido" className="lg:max-w-md">
          <MatchCard match={next} next title={next.ronda_nombre}>
            {canOpenEntry(next) ? <MatchEntryLink match={next} /> : null}
          </MatchCard>
        </section>
      ) : null}
      <div className="grid gap-6 lg:auto-cols-[minmax(14rem,1fr)] lg:grid-flow-col lg:gap-4 lg:overflow-x-auto lg:pb-2">
        {rounds.map((round) => {
          const matches = data.partidos
            .filter((p) => p.ronda === round.ronda)
            .sort((a, b) => a.posicion - b.posicion);
          return (
            <section
              key={round.ronda}
              id={`ronda-${round.ronda}`}
              aria-labelledby={`ronda-${round.ronda}-titulo`}
              className="flex scroll-mt-20 flex-col gap-2"
            >
              <header className="rounded-lg bg-muted px-3 py-2">
                <h2 id={`ronda-${round.ronda}-titulo`} className="font-semibold">
                  {round.nombre}
                </h2>
                {round.fecha_limite ? (
                  <p className="text-xs text-muted-foreground">
                    Fecha límite: {formatShortDate(round.fecha_limite)}
                  </p>
                ) : null}
              </header>
              <ol className="flex flex-1 flex-col gap-2 lg:justify-around">
                {matches.map((m) => (
                  <li key={m.id}>
                    <MatchCard match={m} next={m.id === next?.id}>
                      {canOpenEntry(m) && m.lado_propio !== null ? <MatchEntryLink match={m} /> : null}
                    </MatchCard>
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
