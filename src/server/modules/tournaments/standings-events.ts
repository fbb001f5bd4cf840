/**
 * After the commit of an administrator's change to what a tournament's standings are computed from (the form's
 * tees, reductor, stroke limit or tie method, the points table, a participant's Incluído/Excluído, a playing
 * handicap, a recompute, a participant removed): every open score entry and standings screen of the tournament
 * refetches, and the 'standings-inputs-changed' event goes out (the leagues' subscriber keeps the points in step).
 */
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { partidas } from '@/server/db/schema';
import type { StandingsCause } from '@/server/lib/live';
import { publishUpdated } from '@/server/modules/live/topics';

export type AdminTournamentDeps = Pick<AppDeps, 'db' | 'logger' | 'live'>;

export async function standingsInputsChanged(
  deps: AdminTournamentDeps,
  event: { torneoId: string; cause: StandingsCause; actorUserId: string },
): Promise<void> {
  const { torneoId } = event;
  const groups = await deps.db
    .select({ id: partidas.id })
    .from(partidas)
    .where(eq(partidas.torneo_id, torneoId))
    .orderBy(asc(partidas.orden_salida));
  for (const g of groups) publishUpdated(deps.live, { partidaId: g.id, torneoId });
  await deps.live.emit('standings-inputs-changed', event);
}
