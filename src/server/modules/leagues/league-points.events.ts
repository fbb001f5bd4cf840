/**
 * The leagues' subscriber of 'standings-inputs-changed' (decision record 011): every write that changes what a
 * tournament's standings are computed from emits the event after its commit; here the leagues decide whether the
 * tournament's points are (re)calculated ({@link recalculateIfDue}) and tell the leagues' standings screens.
 * Subscribed once where the app is assembled (app.ts).
 */
import type { AppDeps } from '@/server/context';
import { publishLeaguePoints } from '@/server/modules/live/topics';
import { recalculateIfDue } from './league-points.service';

export function subscribeLeaguePoints(deps: Pick<AppDeps, 'db' | 'live' | 'logger'>): () => void {
  return deps.live.on('standings-inputs-changed', async (event) => {
    const results = await recalculateIfDue(deps.db, event.torneoId);
    if (!results) return;
    for (const r of results) publishLeaguePoints(deps.live, r.liga_id, r.torneo_id);
    deps.logger.info({ ...event, results }, 'league points recalculated');
  });
}
