/**
 * What a card's write decides beyond its holes, settled inside the same transaction (decision record 037): a
 * module whose facts follow a card (match play: the match's result and the knockout's next round) registers one
 * settler where the app is assembled (app.ts). The scores module cannot import it (modules import only downwards),
 * so the settler comes to it: stateless functions, the running server's deps passed in after the commit.
 */
import type { Tx } from '@/server/db/client';
import type { ScoresDeps } from './service';

/** A card opened for a write: locked by its settler, which refuses holes and settles inside the transaction. */
export interface OpenCard {
  /** 409 when a hole of `holes` (the holes that get strokes) may take none. */
  refuseHoles(tx: Tx, holes: number[]): Promise<void>;
  /** After the holes' write, before the commit: stores what they decide; returns what follows the commit. */
  settle(tx: Tx, actorUserId: string): Promise<(deps: ScoresDeps) => Promise<void>>;
}

export interface CardSettler {
  /** Inside the write's transaction, before anything else is locked: null when the partida is none of its. */
  open(tx: Tx, partidaId: string): Promise<OpenCard | null>;
}

let registered: CardSettler | null = null;

/** Registers the settler of the cards of match-play matches (app.ts). */
export function settleCardsWith(settler: CardSettler): void {
  registered = settler;
}

/** The card partida `partidaId` opened for a write, when a settler follows it. */
export async function openCard(tx: Tx, partidaId: string): Promise<OpenCard | null> {
  return registered ? registered.open(tx, partidaId) : null;
}
