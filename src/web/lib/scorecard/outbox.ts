import type { Query } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { queryClient } from '@/web/lib/query-client';
import { sendStroke } from '@/web/lib/scorecard/api';
import { hasResults, withScore } from '@/web/lib/scorecard/cache';
import {
  browserChannel,
  browserClock,
  browserNetwork,
  indexedDbStorage,
  isBrowserOnline,
} from '@/web/lib/scorecard/outbox-browser';
import { createStrokeOutbox, type StrokeCallbacks } from '@/web/lib/scorecard/stroke-outbox';
import {
  EMPTY_QUEUE,
  pendingOf,
  refusedOf,
  type QueueState,
  type StrokeFacts,
  type StrokeKind,
} from '@/web/lib/scorecard/stroke-queue';
import { toastError } from '@/web/lib/toast';

/**
 * The app's stroke outbox (docs/decisions/019-coded-errors-and-stroke-outbox.md): the unit of stroke-outbox.ts with
 * the browser's storage, channel, clock and network, the one API client's sender, and the query cache. A stroke
 * names its partida, not a cache key: the cached data of that partida (every query whose key holds the partida's
 * id and whose data carries `resultados`: the card, the group's standings) takes an accepted value; after a
 * refusal it is refetched.
 */

const ofPartida = (stroke: StrokeFacts) => (query: Query) => query.queryKey.includes(stroke.partidaId);

const outbox = createStrokeOutbox({
  storage: indexedDbStorage,
  sender: sendStroke,
  clock: browserClock,
  channel: browserChannel(),
  network: browserNetwork,
  onAccepted: (stroke) =>
    queryClient.setQueriesData<unknown>({ predicate: ofPartida(stroke) }, (old: unknown) =>
      hasResults(old) ? withScore(old, stroke) : old,
    ),
  onRefused: ({ stroke, kept }) => {
    void queryClient.invalidateQueries({ predicate: ofPartida(stroke) });
    if (kept) toastError(kept.title, kept.message);
  },
  onWarning: (message, error) => console.warn(message, error),
});

/** Queues a stroke (golpes) or a clear (null): shown at once, sent as soon as possible. */
export const queueStroke = (stroke: StrokeFacts, callbacks?: StrokeCallbacks) =>
  outbox.queue(stroke, callbacks);

/** The player closed the notice of a refused stroke. */
export const dismissRefusedStroke = (id: string) => outbox.dismiss(id);

/** Whose queue this page shows and sends (null: nobody signed in). */
export function setStrokeQueueUser(uid: string | null): void {
  void outbox.setUser(uid);
}

/** The queue (pending and refused strokes of the signed-in user), re-rendering on every change. */
export function useStrokeQueue(): QueueState {
  return useSyncExternalStore(outbox.subscribe, outbox.state, () => EMPTY_QUEUE);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isBrowserOnline, () => true);
}

/** One partida's share of the queue: its pending strokes (oldest first), its refusals, and whether we are online. */
export function usePartidaQueue(kind: StrokeKind, partidaId: string) {
  const queue = useStrokeQueue();
  const online = useOnline();
  const pending = useMemo(() => pendingOf(queue, kind, partidaId), [queue, kind, partidaId]);
  const refused = useMemo(() => refusedOf(queue, kind, partidaId), [queue, kind, partidaId]);
  return { online, pending, refused };
}
