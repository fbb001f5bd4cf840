/**
 * What a page's slow frames were made of, from a Chromium trace (CDP Tracing, categories TRACE_CATEGORIES).
 *
 * A frame is the time between two requestAnimationFrame callbacks of the renderer's main thread. For each frame the
 * main thread's work is the thread time (tdur) of its top-level trace events in it: it includes Chromium's CPU
 * throttling (measured: a throttled Paint's thread time is about its duration on an idle machine) and mostly not
 * the time the machine gave the CPU to other processes (the throttling still grows somewhat under load). A slow
 * frame whose work is far below its duration was slowed by the machine's load, not by the page.
 */
import type { CDPSession } from 'playwright-core';

export const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline.frame';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface FrameWork {
  /** main-thread work in the frame, ms */
  work: number;
  /** the same by top-level event name (Paint, PrePaint, Layerize, Layout, ...), ms */
  parts: Record<string, number>;
}

/** Starts tracing; the returned function stops it and gives the events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** The main thread's work in each frame between its last frames + 1 animation frame callbacks. */
export function framesWork(events: TraceEvent[], frames: number): FrameWork[] {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const rafsOf = (t: string) =>
    events
      .filter((e) => thread(e) === t && e.name === 'FireAnimationFrame')
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  const mains = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map(thread);
  const main = mains.reduce((best, t) => (rafsOf(t).length > rafsOf(best).length ? t : best), mains[0] ?? '');
  const rafs = rafsOf(main).slice(-(frames + 1));
  const tops: TraceEvent[] = [];
  let end = 0;
  for (const e of events
    .filter((e) => thread(e) === main && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue; // nested in the previous top-level event
    tops.push(e);
    end = e.ts + e.dur!;
  }
  const result: FrameWork[] = [];
  for (let i = 1; i < rafs.length; i++) {
    const parts: Record<string, number> = {};
    let work = 0;
    for (const e of tops) {
      if (e.ts < rafs[i - 1]! || e.ts >= rafs[i]!) continue;
      const ms = (e.tdur ?? 0) / 1000;
      const name = e.name.replace(
        'IntersectionObserverController::computeIntersections',
        'IntersectionObserver',
      );
      parts[name] = (parts[name] ?? 0) + ms;
      work += ms;
    }
    result.push({ work, parts });
  }
  return result;
}

/** "31 ms (Paint 20, Layerize 4, ...)": a frame's work and its biggest parts. */
export function describeWork(f: FrameWork): string {
  const parts = Object.entries(f.parts)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
  return `${f.work.toFixed(0)} ms${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}
