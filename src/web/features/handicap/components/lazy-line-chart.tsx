/**
 * The line chart in its own chunk (uPlot), fetched as soon as a page that draws one is loaded — beside the page's
 * data, not after it — so the page's numbers and tables are drawn without waiting for the chart; its place is
 * kept while it loads.
 */
import { lazy, Suspense } from 'react';
import type { ChartSeries, LineChart, LineChartProps } from './line-chart';

export type { ChartSeries };

let chunk: Promise<{ LineChart: typeof LineChart }> | null = null;

/** Starts fetching the chart's chunk (once). */
export function preloadLineChart() {
  chunk ??= import('./line-chart');
  return chunk;
}

const Chart = lazy(() => preloadLineChart().then((m) => ({ default: m.LineChart })));

export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden
          className="animate-pulse rounded-md bg-muted"
          style={{ height: props.height ?? 220 }}
        />
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
