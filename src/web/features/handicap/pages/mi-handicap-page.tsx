/** /mi-handicap (Mi Área, design.md §16): the club's estimate, the official index beside it, the rounds behind it. */
import { ChevronRightIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { THandicapRound } from '@/shared/schemas/handicap';
import { PageShell } from '@/web/components/layout/page-shell';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useMyHandicap, useMyRoundHoles } from '@/web/features/handicap/api/handicap-api';
import {
  LazyLineChart as LineChart,
  preloadLineChart,
  type ChartSeries,
} from '@/web/features/handicap/components/lazy-line-chart';
import { formatShortDate } from '@/web/lib/format';
import { formatDecimal as tenth, formatHandicap } from '@/web/lib/format-number';

// The chart's chunk downloads while the page asks for its data.
void preloadLineChart();

const dash = (v: string) => (v === '' ? '—' : v);

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card>
      <CardContent className="p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-3xl font-bold tabular-nums" data-testid={label}>
          {dash(value)}
        </p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

function cappedHoles(r: THandicapRound): string {
  return r.capped_holes.length === 0 ? '—' : r.capped_holes.join(', ');
}

const KIND_TEXT = { golpes: '', recogida: 'Recogida', no_jugado: 'No jugado' } as const;

/** A round's holes as its adjusted gross counts them: asked for the first time the round is opened. */
function RoundHoles({ roundId }: { roundId: string }) {
  const { data, isPending, isError } = useMyRoundHoles(roundId);
  if (isPending) return <Skeleton className="h-24 w-full" />;
  if (isError || !data)
    return <p className="text-sm text-muted-foreground">No se pudieron cargar los hoyos.</p>;
  return (
    <Table containerClassName="max-w-xl">
      <TableHeader>
        <TableRow>
          <TableHead>Hoyo</TableHead>
          <TableHead className="text-right">Par</TableHead>
          <TableHead className="text-right">Golpes</TableHead>
          <TableHead className="text-right">Ajustado</TableHead>
          <TableHead className="text-right">Máximo</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.holes.map((h) => (
          <TableRow key={h.numero_hoyo} data-capped={h.capped}>
            <TableCell>{h.numero_hoyo}</TableCell>
            <TableCell className="text-right tabular-nums">{h.par}</TableCell>
            <TableCell className="text-right tabular-nums">
              {h.kind === 'golpes' ? (h.golpes ?? '—') : KIND_TEXT[h.kind]}
            </TableCell>
            <TableCell
              className={h.capped ? 'text-right font-semibold tabular-nums' : 'text-right tabular-nums'}
            >
              {h.adjusted}
              {h.capped ? (
                <span className="block text-xs font-normal text-muted-foreground">limitado</span>
              ) : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">{h.maximum}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Every valid round, newest first: the chart's numbers as a table. Closed at first and its rows drawn only when
 * opened: two hundred rows would hold a phone's first paint of the page.
 */
function History({ scores }: { scores: THandicapRound[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      // A block, not a grid: the opened table then scrolls inside the page's width instead of widening the page
      // (a grid's track would take the table's full width on a phone).
      className="group"
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <ChevronRightIcon aria-hidden className="size-4 transition-transform group-open:rotate-90" />
        {`Historial (${scores.length} ${scores.length === 1 ? 'vuelta' : 'vueltas'})`}
      </summary>
      {open ? (
        <div className="mt-2 overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Fecha</TableHead>
                <TableHead className="text-right">Diferencial</TableHead>
                <TableHead className="text-right">Hándicap de la peña</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...scores].reverse().map((r, i) => (
                <TableRow key={`${r.fecha}-h-${i}`}>
                  <TableCell>{formatShortDate(r.fecha)}</TableCell>
                  <TableCell className="text-right tabular-nums">{tenth(r.adjusted_differential)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {dash(formatHandicap(r.index_after))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </details>
  );
}

export default function MiHandicapPage() {
  const { data, isPending } = useMyHandicap();
  const scores = useMemo(() => (data ? data.rounds.filter((r) => r.acceptable) : []), [data]);
  const last20 = useMemo(() => scores.filter((r) => r.in_record).reverse(), [scores]);
  const oficial = data?.oficial ?? null;
  // The round of 'Últimos 20 diferenciales' whose holes are shown (one at a time).
  const [opened, setOpened] = useState<string | null>(null);
  const openedRound = last20.find((r) => r.id === opened) ?? null;
  const chart = useMemo(() => {
    const series: ChartSeries[] = [
      { label: 'Hándicap de la peña', color: '#15803d', values: scores.map((r) => r.index_after) },
      {
        label: 'Diferencial',
        color: '#94a3b8',
        values: scores.map((r) => r.adjusted_differential),
        points: true,
      },
    ];
    if (oficial !== null) {
      series.push({ label: 'Hándicap oficial', color: '#1d4ed8', values: scores.map(() => oficial) });
    }
    return { x: scores.map((r) => r.fecha), series };
  }, [scores, oficial]);

  // The page's items are no wider than the page (min-w-0): an opened table scrolls and the chart shrinks inside it.
  return (
    <PageShell title="Mi hándicap" backTo="/mi-area" width="lg">
      {isPending || !data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <div className="grid gap-5 *:min-w-0">
          <div className="grid grid-cols-2 gap-3">
            <Figure
              label="Hándicap de la peña"
              value={formatHandicap(data.estimado)}
              hint={
                data.estimado === null
                  ? 'Hacen falta 3 vueltas válidas'
                  : `Estimado con ${Math.min(data.scores, 20)} vueltas (WHS 2024)`
              }
            />
            <Figure
              label="Hándicap oficial"
              value={formatHandicap(data.oficial)}
              hint="El de la federación"
            />
          </div>
          <p className="text-sm text-muted-foreground">
            El hándicap de la peña es una estimación calculada con las vueltas jugadas en la peña; no
            sustituye al hándicap oficial.
          </p>
          {scores.length > 0 ? (
            <Card>
              <CardContent className="p-3">
                <h2 className="mb-2 font-semibold">Evolución</h2>
                <LineChart
                  label="Evolución del hándicap de la peña"
                  x={chart.x}
                  series={chart.series}
                  invert
                />
              </CardContent>
            </Card>
          ) : (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
              Aún no hay vueltas válidas para hándicap.
            </p>
          )}
          {last20.length > 0 ? (
            // Below the first screen: laid out and painted when scrolled near (content-visibility).
            <section className="grid gap-2 [contain-intrinsic-block-size:auto_40rem] [content-visibility:auto]">
              <h2 className="font-semibold">Últimos 20 diferenciales</h2>
              <p className="text-sm text-muted-foreground">
                Los marcados con «Cuenta» son los que se promedian para el hándicap de la peña.
              </p>
              <div className="overflow-x-auto">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Fecha</TableHead>
                      <TableHead>Vuelta</TableHead>
                      <TableHead className="text-right">Bruto ajustado</TableHead>
                      <TableHead className="text-right">CR</TableHead>
                      <TableHead className="text-right">Slope</TableHead>
                      <TableHead className="text-right">PCC</TableHead>
                      <TableHead className="text-right">Diferencial</TableHead>
                      <TableHead>Hoyos limitados</TableHead>
                      <TableHead />
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {last20.map((r) => (
                      <TableRow key={r.id} data-counts={r.counts}>
                        <TableCell className="whitespace-nowrap">
                          <button
                            type="button"
                            className="-mx-1 inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md px-1 font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                            aria-expanded={opened === r.id}
                            aria-controls="round-holes"
                            aria-label={`Hoyos de la vuelta del ${formatShortDate(r.fecha)}`}
                            onClick={() => setOpened((o) => (o === r.id ? null : r.id))}
                          >
                            <ChevronRightIcon
                              aria-hidden
                              className={opened === r.id ? 'size-4 rotate-90' : 'size-4'}
                            />
                            {formatShortDate(r.fecha)}
                          </button>
                        </TableCell>
                        <TableCell className="min-w-32">
                          {r.nombre}
                          <span className="block text-xs text-muted-foreground">
                            {r.campo} · {r.salida}
                          </span>
                        </TableCell>
                        <TableCell className="text-right tabular-nums">{r.adjusted_gross}</TableCell>
                        <TableCell className="text-right tabular-nums">{tenth(r.course_rating)}</TableCell>
                        <TableCell className="text-right tabular-nums">{r.slope}</TableCell>
                        <TableCell className="text-right tabular-nums">{tenth(r.pcc)}</TableCell>
                        <TableCell className="text-right font-semibold tabular-nums">
                          {tenth(r.adjusted_differential)}
                          {r.adjusted_differential !== r.differential ? (
                            <span className="block text-xs font-normal text-muted-foreground">
                              ({tenth(r.differential)} sin ajuste excepcional)
                            </span>
                          ) : null}
                        </TableCell>
                        <TableCell>{cappedHoles(r)}</TableCell>
                        <TableCell>{r.counts ? <Badge>Cuenta</Badge> : null}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              {openedRound ? (
                <div id="round-holes" className="grid gap-2">
                  <h3 className="font-semibold">
                    {`Hoyos de la vuelta del ${formatShortDate(openedRound.fecha)} · ${openedRound.nombre}`}
                  </h3>
                  <RoundHoles roundId={openedRound.id} />
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">
                  Toca la fecha de una vuelta para ver sus hoyos.
                </p>
              )}
            </section>
          ) : null}
          {scores.length > 0 ? <History scores={scores} /> : null}
        </div>
      )}
    </PageShell>
  );
}
