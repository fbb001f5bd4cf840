import { formatOf, rankStandings, type HoleDetail, type StandingsRow } from '@/shared/domain';
import type { TScorecard } from '@/shared/schemas/scorecard';
import type { HolePoints } from '@/web/components/scorecard/player-row';

/**
 * One card of a group's score entry: a player, or a one-ball pair ('A / B') whose strokes are stored under its first
 * partner. Its holes come from the rules engine's standings of the group, so the score entry reads the format
 * exactly as the standings do (points per hole, the pair's counting ball).
 */
export interface EntryCard {
  /** The participant the strokes are stored under. */
  participanteId: string;
  nombre: string;
  handicap: number;
  holes: readonly HoleDetail[];
  /** A partner of a two-ball pair (mejor bola): the ball that counts on a hole is marked. */
  twoBallPartner: boolean;
}

/** The cards of the score entry in the group's seat order (a one-ball pair where its first partner sits). */
export function entryCards(card: TScorecard): EntryCard[] {
  const format = formatOf(card.torneo);
  const standings = rankStandings(card);
  const sideOf = new Map<string, StandingsRow>();
  for (const row of standings.byHandicap) {
    for (const m of row.miembros) sideOf.set(m.participante_id, row);
  }
  const cards: EntryCard[] = [];
  const done = new Set<string>();
  for (const p of card.participantes) {
    const side = sideOf.get(p.id);
    if (!side || done.has(side.participante_id)) continue;
    const holder = side.miembros[0];
    if (format.hole.oneBallPerSide && side.miembros.length > 1 && holder) {
      done.add(side.participante_id);
      cards.push({
        participanteId: holder.participante_id,
        nombre: side.nombre,
        handicap: side.handicap,
        holes: side.holes,
        twoBallPartner: false,
      });
      continue;
    }
    const member = side.miembros.find((m) => m.participante_id === p.id);
    if (!member) continue;
    cards.push({
      participanteId: member.participante_id,
      nombre: member.nombre,
      handicap: member.handicap,
      holes: member.holes,
      twoBallPartner: format.side.members === 2 && side.miembros.length > 1,
    });
  }
  return cards;
}

/** Stableford: the hole's points (null: no score yet) and the running total of the card. */
export function holePoints(holes: readonly HoleDetail[], numero: number): HolePoints {
  let total = 0;
  for (const h of holes) total += h.puntos_handicap ?? 0;
  return { hole: holes[numero - 1]?.puntos_handicap ?? null, total };
}

/** The hole has a score: strokes or 'Recogida'. */
export const isScored = (hole: HoleDetail | undefined): boolean =>
  hole !== undefined && (hole.golpes !== null || hole.recogida);

/** Mejor bola: this partner's ball counted for the pair on the hole. */
export const countsOnHole = (card: EntryCard, numero: number): boolean => {
  const hole = card.holes[numero - 1];
  return card.twoBallPartner && isScored(hole) && hole?.cuenta === true;
};

/**
 * A card's holes with their lengths from the tee its participant plays (`salidas`; the rules engine's holes carry
 * no length): the hole selector and the stroke dialog say 'Hoyo 4 · Par 5 · 452 m'. The same holes when the tee
 * has no length entered.
 */
export function withLengths<H extends { numero_hoyo: number }>(
  holes: readonly H[],
  card: Pick<TScorecard, 'participantes' | 'salidas'>,
  participanteId: string,
): readonly (H & { metros?: number | null })[] {
  const teeId = card.participantes.find((p) => p.id === participanteId)?.tee_id;
  const tee = card.salidas.find((s) => s.id === teeId);
  if (!tee?.hoyos.some((h) => h.metros != null)) return holes;
  const metres = new Map(tee.hoyos.map((h) => [h.numero_hoyo, h.metros ?? null]));
  return holes.map((h) => ({ ...h, metros: metres.get(h.numero_hoyo) ?? null }));
}
