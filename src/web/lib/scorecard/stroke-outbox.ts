import { get, update } from 'idb-keyval';
import { useMemo, useSyncExternalStore } from 'react';
import { api } from '@/web/lib/api-client';
import { queryClient } from '@/web/lib/query-client';
import { patchScore } from '@/web/lib/scorecard/cache';
import {
  classifyFailure,
  dismiss,
  EMPTY_QUEUE,
  enqueue,
  markAttempt,
  pendingOf,
  refuse,
  refusedOf,
  retryDelay,
  settle,
  type QueuedStroke,
  type QueueState,
  type StrokeKind,
} from '@/web/lib/scorecard/stroke-queue';
import { toastError } from '@/web/lib/toast';

/**
 * The stroke outbox (docs/decisions/014-offline.md): the queue of stroke-queue.ts kept in IndexedDB under
 * the signed-in user's id (it survives reloads, a closed tab and a restarted browser; another user never sees it),
 * shared by the tabs of the browser (a BroadcastChannel says when it changed; one tab sends at a time under a Web
 * Lock) and sent in order whenever the browser is online: at start, when a stroke is queued, when the connection
 * returns, and on a back-off timer after a failed attempt.
 */

export interface StrokeCallbacks {
  /** The server accepted the stroke at the first attempt (the player is still looking). */
  onSent?: (stroke: QueuedStroke) => void;
  /** The server refused it at the first attempt: the caller shows it (a toast); it is not kept. */
  onRefused?: (error: unknown, stroke: QueuedStroke) => void;
}

const storageKey = (uid: string) => `pena:strokes:${uid}`;
const CHANNEL_NAME = 'pena-strokes';

let uid: string | null = null;
let state: QueueState = EMPTY_QUEUE;
const listeners = new Set<() => void>();
/** In-memory callbacks of the strokes queued in this page (not persisted). */
const callbacks = new Map<string, StrokeCallbacks>();
let flushing: Promise<void> | null = null;
let flushAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | null = null;
let installed = false;

function emit(next: QueueState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Applies `change` to the stored queue (atomically in IndexedDB) and to the in-memory copy. */
async function commit(change: (s: QueueState) => QueueState): Promise<QueueState> {
  const who = uid;
  if (!who) {
    emit(change(state));
    return state;
  }
  // Shown at once; then the stored queue (which another tab may have changed) is updated and read back.
  emit(change(state));
  let next = state;
  try {
    await update<QueueState>(storageKey(who), (old) => (next = change(old ?? EMPTY_QUEUE)));
  } catch (error) {
    // No IndexedDB (some private modes): the queue still works for this page.
    console.warn('No se pudo guardar la cola de resultados', error);
    next = change(state);
  }
  if (who === uid) emit(next);
  try {
    channel?.postMessage(who);
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
    const stored = await get<QueueState>(storageKey(who));
    if (who === uid) emit(stored ?? EMPTY_QUEUE);
  } catch {
    // Keep the in-memory copy.
  }
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

const enc = encodeURIComponent;

/** PUT the hole's strokes, or DELETE the hole (idempotent per hole on the server: last write wins). */
function send(stroke: QueuedStroke): Promise<unknown> {
  const base =
    stroke.kind === 'group'
      ? `/api/groups/${enc(stroke.partidaId)}`
      : `/api/personal-games/${enc(stroke.partidaId)}`;
  if (stroke.golpes === null) {
    return api.delete(`${base}/scores/${enc(stroke.participante_id)}/${stroke.numero_hoyo}`);
  }
  return api.put(`${base}/scores`, {
    participante_id: stroke.participante_id,
    numero_hoyo: stroke.numero_hoyo,
    golpes: stroke.golpes,
  });
}

/** A stroke answered right after it was entered (within IMMEDIATE_MS, no failed attempt before). */
const IMMEDIATE_MS = 15_000;
const isImmediate = (stroke: QueuedStroke) =>
  stroke.attempts === 0 && Date.now() - stroke.queuedAt < IMMEDIATE_MS;

function scheduleRetry(attempts: number): void {
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushStrokes();
  }, retryDelay(attempts));
}

/** Sends the queue head by head until it is empty, the browser is offline or a send must wait. */
async function drain(): Promise<void> {
  for (;;) {
    if (!isOnline()) return;
    await reload();
    const head = state.pending[0];
    if (!head) return;
    const own = callbacks.get(head.id);
    try {
      await send(head);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.outcome === 'retry') {
        const next = await commit((s) => markAttempt(s, head.id));
        scheduleRetry(next.pending.find((p) => p.id === head.id)?.attempts ?? head.attempts + 1);
        return;
      }
      // Answered at once (first attempt, same page, moments after the tap): the caller's toast, as any online save;
      // a refusal that comes back later is kept until dismissed.
      const seen = own?.onRefused !== undefined && isImmediate(head);
      const next = await commit((s) => refuse(s, head.id, failure.message, Date.now(), !seen));
      callbacks.delete(head.id);
      void queryClient.invalidateQueries({ queryKey: head.queryKey });
      if (seen) own.onRefused?.(error, head);
      else {
        const kept = next.refused.find((r) => r.id === head.id);
        toastError(kept?.title ?? 'Error', failure.message);
      }
      continue;
    }
    // Accepted: the cached card takes the value before the pending mark goes (no flicker back).
    patchScore(queryClient, head.queryKey, head);
    await commit((s) => settle(s, head.id));
    callbacks.delete(head.id);
    if (isImmediate(head)) own?.onSent?.(head);
  }
}

async function drainUnderLock(): Promise<void> {
  const who = uid;
  if (who && typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(`pena-strokes:${who}`, drain);
  } else {
    await drain();
  }
}

/** Sends what is waiting (a no-op offline or when empty); concurrent calls share one run. */
export function flushStrokes(): Promise<void> {
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
      console.warn('No se pudo enviar la cola de resultados', error);
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Queues a stroke (golpes) or a clear (null): shown at once, sent as soon as possible. */
export async function queueStroke(
  input: Omit<QueuedStroke, 'id' | 'attempts' | 'queuedAt'>,
  own: StrokeCallbacks = {},
): Promise<void> {
  const stroke: QueuedStroke = { ...input, id: newId(), attempts: 0, queuedAt: Date.now() };
  // Offline, the stroke simply waits: no toast when it is sent later, a kept notice if it is refused.
  if (isOnline()) callbacks.set(stroke.id, own);
  await commit((s) => enqueue(s, stroke));
  await flushStrokes();
}

/** The player closed the notice of a refused stroke. */
export function dismissRefusedStroke(id: string): Promise<QueueState> {
  return commit((s) => dismiss(s, id));
}

/** Whose queue this page shows and sends (null: nobody signed in; the stored queues stay for their owners). */
export function setStrokeQueueUser(next: string | null): void {
  install();
  if (next === uid) return;
  // Strokes queued before the session was known (a tap in the first instants) join the user's stored queue.
  const carried = uid === null ? state.pending : [];
  uid = next;
  if (!next) callbacks.clear();
  emit(EMPTY_QUEUE);
  if (!next) return;
  void (async () => {
    await reload();
    if (carried.length > 0) await commit((s) => carried.reduce(enqueue, s));
    await flushStrokes();
  })();
}

function install(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('online', () => void flushStrokes());
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data === uid) void reload();
    };
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queue (pending and refused strokes of the signed-in user), re-rendering on every change. */
export function useStrokeQueue(): QueueState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY_QUEUE,
  );
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
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** One partida's share of the queue: its pending strokes (oldest first), its refusals, and whether we are online. */
export function usePartidaQueue(kind: StrokeKind, partidaId: string) {
  const queue = useStrokeQueue();
  const online = useOnline();
  const pending = useMemo(() => pendingOf(queue, kind, partidaId), [queue, kind, partidaId]);
  const refused = useMemo(() => refusedOf(queue, kind, partidaId), [queue, kind, partidaId]);
  return { online, pending, refused };
}
