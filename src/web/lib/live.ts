import { useEffect, useEffectEvent, useState } from 'react';

/**
 * THE live-updates hook (design §8): subscribes to a Server-Sent Events stream under /api/live/*.
 *
 * EventSource's own auto-retry (a fixed ~3 s) is replaced by the spec's back-off (P§4, P§9): on any error the
 * source is closed and reopened after 1 s, 2 s, 5 s, then every 10 s. The schedule starts again from 1 s only
 * after a connection that stayed open for a while, so a server that accepts and drops at once (shutting down,
 * overloaded) is not hammered every second.
 * `onReconnect` runs when a connection opens after a lost (or failed) one, so the screen refetches what it may
 * have missed. Going back online skips the wait.
 */

/** Reconnect delays of P§9: 1000, 2000, 5000, then 10000 ms. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** The wait before reconnect attempt `attempt` (0-based). */
export function reconnectDelay(attempt: number): number {
  const last = RECONNECT_DELAYS_MS.length - 1;
  return RECONNECT_DELAYS_MS[Math.min(Math.max(0, Math.floor(attempt)), last)] ?? 10_000;
}

/** A connection open at least this long counts as healthy: its loss restarts the back-off at 1 s. */
export const STABLE_CONNECTION_MS = 5000;

/** Handlers by event name; `data` is the event's JSON payload (or its raw text when it is not JSON). */
export type LiveHandlers = Record<string, (data: unknown) => void>;

export interface LiveOptions {
  /** A connection opened again after it was lost or had failed: refetch what may have been missed. */
  onReconnect?: () => void;
}

export type LiveStatus = 'off' | 'connecting' | 'open';

function parseData(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * Listen to `url` (null: no connection) while the component is mounted. The handlers may change on every render;
 * the latest ones are called. Returns the connection status.
 */
export function useLiveEvents(
  url: string | null,
  handlers: LiveHandlers,
  options: LiveOptions = {},
): LiveStatus {
  const [state, setState] = useState<{ url: string | null; open: boolean }>({ url: null, open: false });
  const eventTypes = Object.keys(handlers).sort().join('\n');

  const dispatch = useEffectEvent((type: string, data: unknown) => {
    handlers[type]?.(data);
  });
  const reconnected = useEffectEvent(() => {
    options.onReconnect?.();
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const types = eventTypes ? eventTypes.split('\n') : [];
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let openedAt = 0;
    let lost = false;
    let disposed = false;

    const connect = () => {
      timer = undefined;
      if (disposed) return;
      const es = new EventSource(url);
      source = es;
      es.onopen = () => {
        openedAt = Date.now();
        setState({ url, open: true });
        if (lost) {
          lost = false;
          reconnected();
        }
      };
      for (const type of types) {
        es.addEventListener(type, (event: MessageEvent<unknown>) => dispatch(type, parseData(event.data)));
      }
      es.onerror = () => {
        // Take over from the browser's own retry: close now, reopen on the spec's schedule.
        es.close();
        if (source === es) source = null;
        if (disposed) return;
        lost = true;
        if (openedAt !== 0 && Date.now() - openedAt >= STABLE_CONNECTION_MS) attempt = 0;
        openedAt = 0;
        setState({ url, open: false });
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    const onOnline = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      connect();
    };

    connect();
    window.addEventListener('online', onOnline);
    return () => {
      disposed = true;
      window.removeEventListener('online', onOnline);
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [url, eventTypes]);

  if (!url) return 'off';
  return state.url === url && state.open ? 'open' : 'connecting';
}
