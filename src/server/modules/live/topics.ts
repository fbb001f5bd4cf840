/**
 * The live module is infrastructure that imports no other module: `streamTopic` (sse.ts) serves a topic to one
 * viewer, and the module that owns a stream's access rule mounts its route (scores: a group's; standings: a
 * tournament's; leagues: a league's; personal games: a game's).
 *
 * The live topics of scorecards (design.md §8, §13) and the events published on them. A tournament group's change
 * goes to its partida's topic (its open score entries) AND its tournament's topic (every open standings screen of
 * that tournament); a personal game's only to its partida's topic. Call these only after the transaction that
 * made the change has committed.
 */
import type { TLeagueLiveEvent } from '@/shared/schemas/leagues';
import type { TMatch } from '@/shared/schemas/matches';
import type { TLiveEvent, TScoreChange } from '@/shared/schemas/scorecard';
import type { LiveBus } from '@/server/lib/live';

export const partidaTopic = (partidaId: string) => `partida:${partidaId}`;
export const tournamentTopic = (torneoId: string) => `torneo:${torneoId}`;
export const leagueTopic = (ligaId: string) => `liga:${ligaId}`;

/** Where a partida's events go: its own topic, and its tournament's when it is a tournament group. */
export interface PartidaRef {
  partidaId: string;
  torneoId: string | null;
}

function publish(live: LiveBus, topic: string, event: TLiveEvent) {
  live.publish({ topic, type: event.type, data: event.data });
}

/** A hole changed (golpes null: cleared, unless recogida: picked up; recogida only on tournament cards). */
export function publishScore(live: LiveBus, ref: PartidaRef, change: TScoreChange) {
  const data: TScoreChange = {
    participante_id: change.participante_id,
    numero_hoyo: change.numero_hoyo,
    golpes: change.golpes,
    ...(change.recogida === undefined ? {} : { recogida: change.recogida }),
  };
  publish(live, partidaTopic(ref.partidaId), { type: 'score', data });
  if (ref.torneoId) publish(live, tournamentTopic(ref.torneoId), { type: 'score', data });
}

export function publishValidated(live: LiveBus, ref: PartidaRef, validadaAt: string) {
  publish(live, partidaTopic(ref.partidaId), { type: 'validated', data: { validada_at: validadaAt } });
  if (ref.torneoId) {
    publish(live, tournamentTopic(ref.torneoId), {
      type: 'validated',
      data: { validada_at: validadaAt, partida_id: ref.partidaId },
    });
  }
}

/** Something else changed (a personal game edited, a group's members changed): viewers refetch. */
export function publishUpdated(live: LiveBus, ref: PartidaRef) {
  publish(live, partidaTopic(ref.partidaId), { type: 'updated', data: {} });
  if (ref.torneoId) {
    publish(live, tournamentTopic(ref.torneoId), { type: 'updated', data: { partida_id: ref.partidaId } });
  }
}

/** The partida is gone: its streams end after this event. */
export function publishDeleted(live: LiveBus, ref: PartidaRef) {
  publish(live, partidaTopic(ref.partidaId), { type: 'deleted', data: {} });
  if (ref.torneoId) {
    publish(live, tournamentTopic(ref.torneoId), { type: 'updated', data: { partida_id: ref.partidaId } });
  }
}

/** A league's points were written again (one tournament's, or all of them): its standings screens refetch. */
export function publishLeaguePoints(live: LiveBus, ligaId: string, torneoId?: string) {
  const event: TLeagueLiveEvent = { type: 'points', data: torneoId ? { torneo_id: torneoId } : {} };
  live.publish({ topic: leagueTopic(ligaId), type: event.type, data: event.data });
}

/** A match-play match changed (design.md §14): its tournament's viewers, and its partida's score entry. */
export function publishMatch(live: LiveBus, torneoId: string, partidaId: string | null, match: TMatch) {
  publish(live, tournamentTopic(torneoId), { type: 'match', data: match });
  if (partidaId) publish(live, partidaTopic(partidaId), { type: 'match', data: match });
}

/** A tournament's special prizes changed (decision record 042): its standings screens ask for them again. */
export function publishPrizes(live: LiveBus, torneoId: string) {
  publish(live, tournamentTopic(torneoId), { type: 'prizes', data: { torneo_id: torneoId } });
}

/** A tournament's 'Categorías' were saved (decision record 041): its standings screens ask for them again. */
export function publishCategories(live: LiveBus, torneoId: string) {
  publish(live, tournamentTopic(torneoId), { type: 'categories', data: { torneo_id: torneoId } });
}

/** A card's signatures changed ('Marcador y jugador', design.md §18): the group's score entries refetch. */
export function publishSignatures(
  live: LiveBus,
  ref: PartidaRef,
  data: Extract<TLiveEvent, { type: 'signatures' }>['data'],
) {
  publish(live, partidaTopic(ref.partidaId), { type: 'signatures', data });
}
