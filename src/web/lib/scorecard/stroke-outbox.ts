import {
  classifyFailure,
  dismiss,
  EMPTY_QUEUE,
  enqueue,
  markAttempt,
  readStoredQueue,
  refuse,
  retryDelay,
  settle,
  toStoredQueue,
  type QueuedStroke,
  type QueueState,
  type RefusedStroke,
  type StrokeFacts,
} from '@/web/lib/scorecard/stroke-queue';

/**
 * THE stroke outbox (docs/decisions/014-offline.md, 019-coded-errors-and-stroke-outbox.md): the queue of
 * stroke-queue.ts kept in a storage under the signed-in user's id (it survives reloads, a closed tab and a restarted
 * browser; another user never sees it), shared by the tabs of the browser (a channel says when it changed; one tab
 * sends at a time under a lock) and sent in order whenever the browser is online: at start, when a stroke is
 * queued, when the connection returns, and on a back-off timer after a failed attempt.
 *
 * A unit built by `createStrokeOutbox` from what it is given: storage, sender, clock, cross-tab channel, network
 * and the callbacks of the app (`onAccepted` patches the cached card, `onRefused` refreshes it and shows a kept
 * refusal). It holds no global, knows no URL, no cache key and no toast.
 */

/** Where the queue is kept (IndexedDB in the browser): values by key, `update` atomic per key. */
export interface OutboxStorage {
  get(key: string): Promise<unknown>;
  update(key: string, change: (old: unknown) => unknown): Promise<void>;
}

/** Sends one stroke: resolves when the server accepted it, rejects with its error otherwise. */
export type OutboxSender = (stroke: StrokeFacts) => Promise<unknown>;

export interface OutboxClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The other tabs of the browser: who changed which user's queue, and one sender at a time per user. */
export interface OutboxChannel {
  post(uid: string): void;
  subscribe(listener: (uid: string) => void): () => void;
  withLock(name: string, task: () => Promise<void>): Promise<void>;
}

export interface OutboxNetwork {
  isOnline(): boolean;
  /** Calls `listener` when the connection returns; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

/** A refusal as the app hears of it: `kept` is the notice kept until dismissed (null: the caller toasted it). */
export interface OutboxRefusal {
  stroke: QueuedStroke;
  error: unknown;
  kept: RefusedStroke | null;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  sender: OutboxSender;
  clock: OutboxClock;
  channel: OutboxChannel;
  network: OutboxNetwork;
  /** The server accepted the stroke: the app puts its value in the cached data (before the pending mark goes). */
  onAccepted?: (stroke: QueuedStroke) => void;
  /** The server refused the stroke: the app refreshes the cached data and shows a kept refusal. */
  onRefused?: (refusal: OutboxRefusal) => void;
  /** Something the outbox works around (no storage, a failed run). */
  onWarning?: (message: string, error: unknown) => void;
  newId?: () => string;
}

/** The callbacks of one stroke queued in this page (not stored). */
export interface StrokeCallbacks {
  /** The server accepted the stroke at the first attempt (the player is still looking). */
  onSent?: (stroke: QueuedStroke) => void;
  /** The server refused it at the first attempt: the caller shows it (a toast); it is not kept. */
  onRefused?: (error: unknown, stroke: QueuedStroke) => void;
}

export interface StrokeOutbox {
  /** Whose queue this outbox shows and sends (null: nobody signed in; the stored queues stay for their owners). */
  setUser(uid: string | null): Promise<void>;
  /** Queues a stroke (golpes) or a clear (null): shown at once, sent as soon as possible. */
  queue(stroke: StrokeFacts, callbacks?: StrokeCallbacks): Promise<void>;
  /** Sends what is waiting (a no-op offline or when empty); concurrent calls share one run. */
  flush(): Promise<void>;
  /** The player closed the notice of a refused stroke. */
  dismiss(id: string): Promise<void>;
  state: () => QueueState;
  subscribe: (listener: () => void) => () => void;
  /** Stops listening to the channel, the network and the timer. */
  dispose(): void;
}

/** The key of a user's queue in the storage (the same since decision record 014). */
export const strokeQueueKey = (uid: string) => `pena:strokes:${uid}`;

/** A stroke answered right after it was entered (within IMMEDIATE_MS, no failed attempt before). */
export const IMMEDIATE_MS = 15_000;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function createStrokeOutbox(options: OutboxOptions): StrokeOutbox {
  const { storage, sender, clock, channel, network } = options;
  const warn = (message: string, error: unknown) => options.onWarning?.(message, error);
  const newId = options.newId ?? randomId;

  let uid: string | null = null;
  let state: QueueState = EMPTY_QUEUE;
  const listeners = new Set<() => void>();
  /** In-memory callbacks of the strokes queued in this page (not persisted). */
  const callbacks = new Map<string, StrokeCallbacks>();
  let flushing: Promise<void> | null = null;
  let flushAgain = false;
  let retryTimer: unknown;
  let timerSet = false;

  function emit(next: QueueState): void {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  /** Applies `change` to the stored queue (atomically) and to the in-memory copy; tells the other tabs. */
  async function commit(change: (s: QueueState) => QueueState): Promise<QueueState> {
    const who = uid;
    // Shown at once; then the stored queue (which another tab may have changed) is updated and read back.
    emit(change(state));
    if (!who) return state;
    let next = state;
    try {
      await storage.update(strokeQueueKey(who), (old) => {
        next = change(readStoredQueue(old));
        return toStoredQueue(next);
      });
    } catch (error) {
      // No storage (some private modes): the queue still works for this page.
      warn('No se pudo guardar la cola de resultados', error);
      next = state;
    }
    if (who === uid) emit(next);
    try {
      channel.post(who);
    } catch {
      // Another tab simply re-reads later.
    }
    return next;
  }

  /** Re-reads the stored queue (another tab may have changed it). */
  async function reload(): Promise<void> {
    const who = uid;
    if (!who) return;
    try {
      const stored = readStoredQueue(await storage.get(strokeQueueKey(who)));
      if (who === uid) emit(stored);
    } catch {
      // Keep the in-memory copy.
    }
  }

  const isImmediate = (stroke: QueuedStroke) =>
    stroke.attempts === 0 && clock.now() - stroke.queuedAt < IMMEDIATE_MS;

  function cancelRetry(): void {
    if (timerSet) clock.clearTimeout(retryTimer);
    timerSet = false;
  }

  function scheduleRetry(attempts: number): void {
    cancelRetry();
    timerSet = true;
    retryTimer = clock.setTimeout(() => {
      timerSet = false;
      void flush();
    }, retryDelay(attempts));
  }

  /** Sends the queue head by head until it is empty, the browser is offline or a send must wait. */
  async function drain(): Promise<void> {
    for (;;) {
      if (!network.isOnline()) return;
      await reload();
      const head = state.pending[0];
      if (!head) return;
      const own = callbacks.get(head.id);
      try {
        await sender(head);
      } catch (error) {
        const failure = classifyFailure(error);
        if (failure.outcome === 'retry') {
          const next = await commit((s) => markAttempt(s, head.id));
          scheduleRetry(next.pending.find((p) => p.id === head.id)?.attempts ?? head.attempts + 1);
          return;
        }
        // Answered at once (first attempt, same page, moments after the tap): the caller's toast, as any online
        // save; a refusal that comes back later is kept until dismissed.
        const seen = own?.onRefused !== undefined && isImmediate(head);
        const next = await commit((s) => refuse(s, head.id, failure, clock.now(), !seen));
        callbacks.delete(head.id);
        const kept = seen ? null : (next.refused.find((r) => r.id === head.id) ?? null);
        options.onRefused?.({ stroke: head, error, kept });
        if (seen) own.onRefused?.(error, head);
        continue;
      }
      // Accepted: the cached card takes the value before the pending mark goes (no flicker back).
      options.onAccepted?.(head);
      await commit((s) => settle(s, head.id));
      callbacks.delete(head.id);
      if (isImmediate(head)) own?.onSent?.(head);
    }
  }

  async function drainUnderLock(): Promise<void> {
    const who = uid;
    if (who) await channel.withLock(`pena-strokes:${who}`, drain);
    else await drain();
  }

  function flush(): Promise<void> {
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          flushAgain = false;
          await drainUnderLock();
        } while (flushAgain);
      } catch (error) {
        warn('No se pudo enviar la cola de resultados', error);
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  }

  async function queue(facts: StrokeFacts, own: StrokeCallbacks = {}): Promise<void> {
    const stroke: QueuedStroke = { ...facts, id: newId(), attempts: 0, queuedAt: clock.now() };
    // Offline, the stroke simply waits: no toast when it is sent later, a kept notice if it is refused.
    if (network.isOnline()) callbacks.set(stroke.id, own);
    await commit((s) => enqueue(s, stroke));
    await flush();
  }

  async function setUser(next: string | null): Promise<void> {
    if (next === uid) return;
    // Strokes queued before the session was known (a tap in the first instants) join the user's stored queue.
    const carried = uid === null ? state.pending : [];
    uid = next;
    if (!next) callbacks.clear();
    emit(EMPTY_QUEUE);
    if (!next) return;
    await reload();
    if (carried.length > 0) await commit((s) => carried.reduce(enqueue, s));
    await flush();
  }

  const unsubscribeChannel = channel.subscribe((who) => {
    if (who === uid) void reload();
  });
  const unsubscribeOnline = network.onOnline(() => void flush());

  return {
    setUser,
    queue,
    flush,
    dismiss: async (id) => {
      await commit((s) => dismiss(s, id));
    },
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      cancelRetry();
      unsubscribeChannel();
      unsubscribeOnline();
    },
  };
}
