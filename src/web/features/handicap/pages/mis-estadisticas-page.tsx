/** /mis-estadisticas (design.md §16): the player's figures from every own card the app holds. */
import { useMemo, type ReactNode } from 'react';
import type { TMyStatistics } from '@/shared/schemas/handicap';
import { PageShell } from '@/web/components/layout/page-shell';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useMyStatistics } from '@/web/features/handicap/api/handicap-api';
import {
  LazyLineChart as LineChart,
  preloadLineChart,
} from '@/web/features/handicap/components/lazy-line-chart';
import { formatShortDate } from '@/web/lib/format';
import { formatDecimal as num, formatSignedDecimal as toPar } from '@/web/lib/format-number';

// The chart's chunk downloads while the page asks for its data.
void preloadLineChart();

/**
 * A section below the page's first screen: its layout and paint wait until it is scrolled near (content-visibility),
 * its place kept meanwhile. Its content is in the page from the start (found by the browser's search and read by a
 * screen reader).
 */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 [contain-intrinsic-block-size:auto_16rem] [content-visibility:auto]">
      <h2 className="font-semibold">{title}</h2>
      <div className="overflow-x-auto">{children}</div>
    </section>
  );
}

function Pairs({ rows }: { rows: [string, string][] }) {
  return (
    <Table>
      <TableBody>
        {rows.map(([k, v]) => (
          <TableRow key={k}>
            <TableCell>{k}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{v}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Content({ s }: { s: TMyStatistics }) {
  const complete = useMemo(() => s.rounds.filter((r) => r.complete), [s.rounds]);
  const chart = useMemo(
    () => ({
      x: complete.map((r) => r.fecha),
      series: [
        { label: 'Bruto', color: '#15803d', values: complete.map((r) => r.gross) },
        { label: 'Neto', color: '#1d4ed8', values: complete.map((r) => r.net) },
      ],
    }),
    [complete],
  );
  const d = s.distributionPerRound;
  // The page's items are no wider than the page (min-w-0): a wide table scrolls and the chart shrinks inside it.
  return (
    <div className="grid gap-5 *:min-w-0">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['Vueltas jugadas', String(s.roundsPlayed)],
            ['Media bruta', num(s.grossAverage)],
            ['Media neta', num(s.netAverage)],
            ['Sobre par (bruto)', toPar(s.grossToParAverage)],
          ] as const
        ).map(([k, v]) => (
          <Card key={k}>
            <CardContent className="p-4">
              <p className="text-sm text-muted-foreground">{k}</p>
              <p className="text-2xl font-bold tabular-nums">{v}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      {complete.length > 1 ? (
        <Card>
          <CardContent className="p-3">
            <h2 className="mb-2 font-semibold">Tendencia de la temporada</h2>
            <LineChart label="Resultados bruto y neto por vuelta" x={chart.x} series={chart.series} />
          </CardContent>
        </Card>
      ) : null}
      <Section title="Medias por par">
        <Pairs
          rows={([3, 4, 5] as const).map((p) => [
            `Par ${p} (${s.parAverages[p].holes} hoyos)`,
            `${num(s.parAverages[p].average, 2)} (${toPar(s.parAverages[p].toPar, 2)})`,
          ])}
        />
      </Section>
      <Section title="Reparto por vuelta">
        <Pairs
          rows={[
            ['Eagle o mejor', num(d?.eagleOrBetter ?? null)],
            ['Birdie', num(d?.birdie ?? null)],
            ['Par', num(d?.par ?? null)],
            ['Bogey', num(d?.bogey ?? null)],
            ['Doble bogey o peor', num(d?.doubleOrWorse ?? null)],
          ]}
        />
      </Section>
      <Section title="Ida y vuelta">
        <Pairs
          rows={[
            ['Ida (hoyos 1–9)', `${num(s.front.average)} (${toPar(s.front.toPar)})`],
            ['Vuelta (hoyos 10–18)', `${num(s.back.average)} (${toPar(s.back.toPar)})`],
          ]}
        />
      </Section>
      <Section title="Mejores vueltas">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Fecha</TableHead>
              <TableHead>Campo</TableHead>
              <TableHead className="text-right">Bruto</TableHead>
              <TableHead className="text-right">Neto</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {s.best.map((r, i) => (
              <TableRow key={`${r.fecha}-${i}`}>
                <TableCell>{formatShortDate(r.fecha)}</TableCell>
                <TableCell>{r.campo_nombre}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {r.gross ?? '—'} ({toPar(r.grossToPar, 0)})
                </TableCell>
                <TableCell className="text-right tabular-nums">{r.net ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title="Por campo">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Campo</TableHead>
              <TableHead className="text-right">Vueltas</TableHead>
              <TableHead className="text-right">Media bruta</TableHead>
              <TableHead className="text-right">Sobre par</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {s.courses.map((c) => (
              <TableRow key={c.campo_id}>
                <TableCell>{c.campo_nombre}</TableCell>
                <TableCell className="text-right tabular-nums">{c.rounds}</TableCell>
                <TableCell className="text-right tabular-nums">{num(c.grossAverage)}</TableCell>
                <TableCell className="text-right tabular-nums">{toPar(c.grossToParAverage)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      {s.dificultad.map((t) => (
        <Section
          key={`${t.campo}-${t.salida}`}
          title={`Dificultad real de los hoyos · ${t.campo} (${t.salida})`}
        >
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Hoyo</TableHead>
                <TableHead className="text-right">Par</TableHead>
                <TableHead className="text-right">Hándicap del hoyo</TableHead>
                <TableHead className="text-right">Media sobre par</TableHead>
                <TableHead className="text-right">Dificultad real</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {t.holes.map((h) => (
                <TableRow key={h.numero_hoyo}>
                  <TableCell>{h.numero_hoyo}</TableCell>
                  <TableCell className="text-right tabular-nums">{h.par}</TableCell>
                  <TableCell className="text-right tabular-nums">{h.strokeIndex ?? '—'}</TableCell>
                  <TableCell className="text-right tabular-nums">{toPar(h.averageToPar, 2)}</TableCell>
                  <TableCell className="text-right tabular-nums">{h.rank ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      ))}
    </div>
  );
}

export default function MisEstadisticasPage() {
  const { data, isPending } = useMyStatistics();
  return (
    <PageShell title="Mis Estadísticas" backTo="/mi-area" width="lg">
      {isPending || !data ? (
        <Skeleton className="h-40 w-full" />
      ) : data.roundsPlayed === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          Aún no has jugado ninguna vuelta en la peña.
        </p>
      ) : (
        <Content s={data} />
      )}
    </PageShell>
  );
}
