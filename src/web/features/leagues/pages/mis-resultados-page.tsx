import { TrophyIcon } from 'lucide-react';
import {
  formatBestPosition,
  formatOf,
  formatPoints,
  formatSideResult,
  summarizePlayerResults,
  type LeagueResultsSummary,
} from '@/shared/domain';
import { PageShell } from '@/web/components/layout/page-shell';
import { Badge } from '@/web/components/ui/badge';
import { LoadError } from '@/web/components/ui/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useMyLeagueResults } from '@/web/features/leagues/api/get-my-results';
import { isApiError } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { useMe } from '@/web/lib/session';

/** '1 torneo jugado', '3 torneos jugados'. */
const torneosJugados = (n: number) => `${n} ${n === 1 ? 'torneo jugado' : 'torneos jugados'}`;

function SummaryCard({ title, value }: { title: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-3 text-center shadow-sm">
      <p className="text-xs text-muted-foreground">{title}</p>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

function Position({ posicion }: { posicion: number | null }) {
  if (posicion === null) return <>–</>;
  return (
    <span className="inline-flex items-center gap-1">
      {posicion}
      {posicion <= 3 ? <TrophyIcon aria-label="Trofeo" className="size-4 text-yellow-500" /> : null}
    </span>
  );
}

function LeagueResults({ liga }: { liga: LeagueResultsSummary }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto font-semibold break-words">{liga.nombre}</h3>
        <Badge variant="secondary">Scratch: {formatPoints(liga.total_puntos_scratch)} pts</Badge>
        <Badge variant="secondary">Handicap: {formatPoints(liga.total_puntos_handicap)} pts</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{torneosJugados(liga.torneos_jugados)}</p>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Torneo</TableHead>
            <TableHead>Fecha</TableHead>
            <TableHead>Pos. Scratch</TableHead>
            <TableHead>Pts. Scratch</TableHead>
            <TableHead>Pos. Handicap</TableHead>
            <TableHead>Pts. Handicap</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {liga.resultados.map((r) => (
            <TableRow key={r.torneo_id}>
              <TableCell>
                <span className="block font-medium">{r.torneo_nombre}</span>
                <span className="block text-xs text-muted-foreground">{formatOf(r).label}</span>
                {r.resultado ? (
                  <span className="block text-xs text-muted-foreground tabular-nums">
                    {formatOf(r).total.label}: {formatSideResult(formatOf(r), r.resultado, 'handicap')}{' '}
                    handicap · {formatSideResult(formatOf(r), r.resultado, 'scratch')} scratch
                  </span>
                ) : null}
              </TableCell>
              <TableCell>{formatShortDate(r.fecha_juego)}</TableCell>
              <TableCell>
                <Position posicion={r.posicion_scratch} />
              </TableCell>
              <TableCell className="tabular-nums">{formatPoints(r.puntos_scratch)}</TableCell>
              <TableCell>
                <Position posicion={r.posicion_handicap} />
              </TableCell>
              <TableCell className="tabular-nums">{formatPoints(r.puntos_handicap)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function LeagueStanding({ liga }: { liga: LeagueResultsSummary }) {
  const items: [string, string][] = [
    ['Sistema', liga.sistema_label],
    ['Torneos jugados', String(liga.torneos_jugados)],
    ['Mejor Posición Scratch', formatBestPosition(liga.mejor_posicion_scratch)],
    ['Mejor Posición Handicap', formatBestPosition(liga.mejor_posicion_handicap)],
    ['Puntos Scratch', formatPoints(liga.total_puntos_scratch)],
    ['Puntos Handicap', formatPoints(liga.total_puntos_handicap)],
  ];
  return (
    <section className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <h3 className="mb-2 font-semibold break-words">{liga.nombre}</h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        {items.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted-foreground">{k}</dt>
            <dd className="font-semibold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /mis-resultados 'Mis Resultados y Clasificaciones' (P§2). */
export default function MisResultadosPage() {
  const results = useMyLeagueResults();
  const { profile } = useMe();
  let content;
  // T§8: an account without a player profile (an administrator's, one waiting to be joined) has no results.
  if (!profile)
    content = (
      <p role="alert" className="py-8 text-center text-destructive">
        No se pudo encontrar tu perfil de jugador
      </p>
    );
  else if (results.isPending) content = <p role="status">Cargando resultados...</p>;
  else if (results.isError)
    content = (
      <LoadError
        // T§8: a refusal or no connection (an ApiError), or an answer that does not match its schema.
        message={
          isApiError(results.error)
            ? 'No se pudieron cargar los datos'
            : 'Error inesperado al cargar los datos'
        }
        onRetry={() => void results.refetch()}
        busy={results.isFetching}
      />
    );
  else {
    const summary = summarizePlayerResults(results.data);
    content = (
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <SummaryCard title="Torneos Jugados" value={String(summary.torneos_jugados)} />
          <SummaryCard
            title="Mejor Posición Scratch"
            value={formatBestPosition(summary.mejor_posicion_scratch)}
          />
          <SummaryCard
            title="Mejor Posición Handicap"
            value={formatBestPosition(summary.mejor_posicion_handicap)}
          />
          <SummaryCard title="Puntos Totales" value={formatPoints(summary.puntos_totales)} />
        </div>
        <Tabs defaultValue="torneos">
          <TabsList className="w-full">
            <TabsTrigger value="torneos">Resultados por Torneo</TabsTrigger>
            <TabsTrigger value="clasificaciones">Clasificaciones</TabsTrigger>
          </TabsList>
          <TabsContent value="torneos" className="flex flex-col gap-3">
            {summary.ligas.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">No tienes resultados aún</p>
            ) : (
              summary.ligas.map((l) => <LeagueResults key={l.liga_id} liga={l} />)
            )}
          </TabsContent>
          <TabsContent value="clasificaciones" className="flex flex-col gap-3">
            {summary.ligas.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">No tienes clasificaciones aún</p>
            ) : (
              summary.ligas.map((l) => <LeagueStanding key={l.liga_id} liga={l} />)
            )}
          </TabsContent>
        </Tabs>
      </div>
    );
  }
  return (
    <PageShell title="Mis Resultados y Clasificaciones" backTo="/mi-area" width="lg">
      {content}
    </PageShell>
  );
}
