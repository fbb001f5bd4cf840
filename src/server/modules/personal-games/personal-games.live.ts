/**
 * Live updates of a personal game (design.md §8): the scorecard engine's partida topic and SSE stream
 * (modules/live). Strokes and validation publish from the scores service; edits and deletion from here.
 */
import type { Context } from 'hono';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import type { LiveBus } from '@/server/lib/live';
import { HEARTBEAT_MS, streamTopic } from '@/server/modules/live/sse';
import { partidaTopic, publishDeleted, publishUpdated } from '@/server/modules/live/topics';

export { HEARTBEAT_MS };

export const personalGameTopic = partidaTopic;

/** Call only after the transaction that made the change has committed. */
export function publishGameEvent(live: LiveBus, gameId: string, type: 'updated' | 'deleted') {
  const ref = { partidaId: gameId, torneoId: null };
  if (type === 'updated') publishUpdated(live, ref);
  else publishDeleted(live, ref);
}

/**
 * Streams the game's events to one viewer, whose access was checked before: `ready` at once, then `score`,
 * `validated`, `updated`, `deleted` (after which the stream ends), and a comment every 25 s.
 */
export function streamGameEvents(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'live' | 'logger' | 'shutdownSignal'>,
  gameId: string,
) {
  return streamTopic(c, deps, personalGameTopic(gameId));
}
