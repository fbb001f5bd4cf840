import { get, update } from 'idb-keyval';
import type {
  OutboxChannel,
  OutboxClock,
  OutboxNetwork,
  OutboxStorage,
} from '@/web/lib/scorecard/stroke-outbox';

/**
 * The browser's parts of the stroke outbox (stroke-outbox.ts): IndexedDB through idb-keyval, a BroadcastChannel and
 * Web Locks between tabs, the window's timers and its online/offline events. Each degrades to what one page can do
 * alone when the browser lacks it.
 */

export const indexedDbStorage: OutboxStorage = {
  get: (key) => get<unknown>(key),
  update: (key, change) => update<unknown>(key, (old) => change(old)),
};

export const browserClock: OutboxClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const CHANNEL_NAME = 'pena-strokes';

/** BroadcastChannel 'pena-strokes' (the uid whose queue changed) and navigator.locks (one sender per user). */
export function browserChannel(): OutboxChannel {
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return {
    post: (uid) => channel?.postMessage(uid),
    subscribe: (listener) => {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'string') listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    withLock: async (name, task) => {
      if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(name, task);
      else await task();
    },
  };
}

export const isBrowserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const browserNetwork: OutboxNetwork = {
  isOnline: isBrowserOnline,
  onOnline: (listener) => {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};
