/**
 * The matches' subscriber of 'group-strokes-changed': strokes on a match-play match's partida decide (or undo)
 * its result, move the winner on, and go to its viewers as the `match` event. Subscribed once where the app is
 * assembled (app.ts).
 */
import type { AppDeps } from '@/server/context';
import { followMatchCard } from './matches.service';

export function subscribeMatches(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'clock' | 'config' | 'mailer'>,
): () => void {
  return deps.live.on('group-strokes-changed', (event) => followMatchCard(deps, event));
}
