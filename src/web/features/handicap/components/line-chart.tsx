/**
 * A small uPlot line chart (design.md §16): loaded only with the pages that draw one (uPlot is not in the first page).
 * It fills its container's width (readable at 360 px); the same numbers are always shown in a table beside it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: (number | null)[];
  /** Points only (no line). */
  points?: boolean;
}

export interface LineChartProps {
  /** Dates 'YYYY-MM-DD'. */
  x: string[];
  series: ChartSeries[];
  /** The chart's accessible name. */
  label: string;
  height?: number;
  /** Lower is better (a handicap): the axis grows downwards. */
  invert?: boolean;
}

export function LineChart({ x, series, label, height = 220, invert = false }: LineChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const xs = x.map(
      (d) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / 1000,
    );
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height,
        legend: { show: true },
        scales: { x: { time: true }, y: invert ? { dir: -1 } : {} },
        // Dates and numbers as Spain writes them ('2 oct', '12,5'), not uPlot's US defaults ('10/2').
        axes: [
          {
            size: 50,
            values: (_u: uPlot, splits: number[]) =>
              splits.map((v) =>
                new Date(v * 1000).toLocaleDateString('es-ES', {
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                }),
              ),
          },
          {
            size: 44,
            values: (_u: uPlot, splits: number[]) => splits.map((v) => v.toLocaleString('es-ES')),
          },
        ],
        series: [
          {
            label: 'Fecha',
            value: (_u: uPlot, v: number | null) =>
              v === null ? '—' : new Date(v * 1000).toLocaleDateString('es-ES', { timeZone: 'UTC' }),
          },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            spanGaps: true,
            ...(s.points ? { paths: () => null, points: { show: true, size: 6, fill: s.color } } : {}),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)] as uPlot.AlignedData,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 320, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, series, height, invert]);
  return (
    <div ref={ref} role="img" aria-label={label} className="w-full overflow-hidden" data-testid="chart" />
  );
}
