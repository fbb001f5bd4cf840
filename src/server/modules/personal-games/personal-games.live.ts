/** Live updates of a personal game (design.md §8): events after commit, Server-Sent Events to its viewers. */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { TPersonalGameLiveEvent } from '@/shared/schemas/personal-games';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import type { LiveBus } from '@/server/lib/live';

export const HEARTBEAT_MS = 25_000;

export const personalGameTopic = (gameId: string) => `personal-game:${gameId}`;

/** Call only after the transaction that made the change has committed. */
export function publishGameEvent(
  live: LiveBus,
  gameId: string,
  type: TPersonalGameLiveEvent,
  data: object = {},
) {
  live.publish({ topic: personalGameTopic(gameId), type, data });
}

/**
 * Streams the game's events to one viewer, whose access was checked before: `ready` at once, then `score`,
 * `validated`, `updated`, `deleted` (after which the stream ends), and a comment every 25 s. Ends when the client
 * disconnects or the server shuts down, unsubscribing from the bus.
 */
export function streamGameEvents(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'live' | 'logger' | 'shutdownSignal'>,
  gameId: string,
) {
  return streamSSE(
    c,
    async (stream) => {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      // Writes are chained so that events keep their order while the client reads at its own pace.
      let pending = Promise.resolve();
      const send = (write: () => Promise<unknown>) => {
        pending = pending.then(write).then(
          () => undefined,
          () => undefined,
        );
      };
      const unsubscribe = deps.live.subscribe(personalGameTopic(gameId), (event) => {
        send(() => stream.writeSSE({ event: event.type, data: JSON.stringify(event.data ?? {}) }));
        if (event.type === 'deleted') finish();
      });
      const heartbeat = setInterval(() => send(() => stream.write(': ping\n\n')), HEARTBEAT_MS);
      deps.shutdownSignal.addEventListener('abort', finish, { once: true });
      stream.onAbort(finish);
      if (deps.shutdownSignal.aborted) finish();
      try {
        send(() => stream.writeSSE({ event: 'ready', data: '{}' }));
        await finished;
        if (!stream.aborted) await pending;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        deps.shutdownSignal.removeEventListener('abort', finish);
      }
    },
    (err) => {
      deps.logger.error({ err, gameId }, 'personal game live stream failed');
      return Promise.resolve();
    },
  );
}
