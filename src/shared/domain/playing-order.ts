import { HOLES_PER_ROUND } from './holes';

/**
 * The holes in the order a group plays them: from its starting hole (`hoyo_salida`) to 18, then 1 on. A hole-1
 * start is 1–18. Countback is not affected: it always compares the card's holes 10–18, 13–18… by number.
 */
export function playingOrder(start: number): number[] {
  const first = Number.isInteger(start) && start >= 1 && start <= HOLES_PER_ROUND ? start : 1;
  return Array.from({ length: HOLES_PER_ROUND }, (_, i) => ((first - 1 + i) % HOLES_PER_ROUND) + 1);
}

/** The hole played after `hole` (18 → 1 for a group that started elsewhere); null at the group's last hole. */
export function nextHole(start: number, hole: number): number | null {
  const order = playingOrder(start);
  const at = order.indexOf(hole);
  return at < 0 || at === order.length - 1 ? null : order[at + 1]!;
}

/** The hole played before `hole`; null at the group's starting hole. */
export function previousHole(start: number, hole: number): number | null {
  const order = playingOrder(start);
  const at = order.indexOf(hole);
  return at <= 0 ? null : order[at - 1]!;
}

/**
 * The hole score entry opens at on a device that remembers none: a hole-1 start, hole 1 (the spec's entry); another
 * start, the first hole in playing order that the group has not finished (`scored` says whether every card of the
 * group has the hole), the last when all are. Every phone opening the card computes the same hole from the same
 * strokes.
 */
export function openingHole(start: number, scored: (hole: number) => boolean): number {
  const order = playingOrder(start);
  if (order[0] === 1) return 1;
  return order.find((hole) => !scored(hole)) ?? order[order.length - 1]!;
}
