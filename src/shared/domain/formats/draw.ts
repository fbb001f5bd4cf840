import { DomainError } from '../errors';
import { requireIntegerInRange } from '../guards';
import type { Side } from './matchplay';

/**
 * The knockout draw, 'Cuadro' (design §14): round names, the first round from the entrants (standard bracket order,
 * byes to the top seeds), where a winner goes next, and the positions of a finished or running draw.
 */

/** Largest draw: 128 sides (7 rounds). */
export const MAX_DRAW_ENTRANTS = 128;

/**
 * A round's name by its matches: 1 'Final', 2 'Semifinales', 4 'Cuartos', 8 'Octavos', 16 'Dieciseisavos',
 * otherwise 'Ronda {ronda}' (the round's number when given, else the number of matches).
 */
export function roundName(matchesInRound: number, ronda?: number): string {
  switch (matchesInRound) {
    case 1:
      return 'Final';
    case 2:
      return 'Semifinales';
    case 4:
      return 'Cuartos';
    case 8:
      return 'Octavos';
    case 16:
      return 'Dieciseisavos';
    default:
      return `Ronda ${ronda ?? matchesInRound}`;
  }
}

/** Matches in round `ronda` of a draw of `rounds` rounds: 2^(rounds − ronda). */
export function matchesInRound(rounds: number, ronda: number): number {
  return 2 ** (rounds - ronda);
}

/**
 * The standard bracket order of `size` seeds (a power of two): the seed on each line, top to bottom, so that
 * consecutive pairs are the first round's matches — 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, … Each step doubles the
 * list, putting beside every seed s its opponent (size + 1 − s) of the doubled draw: the top two seeds can meet only
 * in the final, the top four only from the semi-finals, and so on.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

export interface DrawEntrant {
  id: string;
  playingHandicap: number;
}

export interface DrawMatch {
  ronda: number;
  posicion: number;
  side1: string | null;
  side2: string | null;
  /** A first-round match with one side: it goes through ('exento'), already placed in round 2. */
  bye: boolean;
}

export interface Draw {
  rounds: number;
  matches: DrawMatch[];
}

/**
 * A knockout draw of these entrants (design §14). 'handicap': seeds by playing handicap, lowest first (seed 1; equal
 * handicaps keep the given order); 'sorteo': seeds shuffled with `random` (Fisher–Yates; pass a seeded generator
 * for a reproducible draw). The draw's size is the next power of two; the seeds go in the standard bracket order
 * ({@link bracketOrder}); the missing seeds are byes, so the byes fall to the top seeds (random ones in a 'sorteo')
 * and only in round 1, never two in a match. Every match of every round is returned: round 1 filled, a bye's side
 * already in its round-2 slot, the rest empty.
 */
export function createDraw(
  entrants: readonly DrawEntrant[],
  mode: 'handicap' | 'sorteo',
  random: () => number = Math.random,
): Draw {
  if (entrants.length < 2 || entrants.length > MAX_DRAW_ENTRANTS) {
    throw new DomainError('INVALID_DRAW', `Un cuadro necesita entre 2 y ${MAX_DRAW_ENTRANTS} participantes`);
  }
  if (new Set(entrants.map((e) => e.id)).size !== entrants.length) {
    throw new DomainError('INVALID_DRAW', 'Un participante aparece dos veces en el cuadro');
  }
  let seeds: DrawEntrant[];
  if (mode === 'handicap') {
    seeds = entrants
      .map((entrant, index) => ({ entrant, index }))
      .sort((a, b) => a.entrant.playingHandicap - b.entrant.playingHandicap || a.index - b.index)
      .map(({ entrant }) => entrant);
  } else if (mode === 'sorteo') {
    seeds = [...entrants];
    for (let i = seeds.length - 1; i > 0; i--) {
      const j = Math.min(i, Math.floor(random() * (i + 1)));
      [seeds[i], seeds[j]] = [seeds[j] as DrawEntrant, seeds[i] as DrawEntrant];
    }
  } else {
    throw new DomainError('INVALID_DRAW', "El cuadro se hace 'Por hándicap' o por 'Sorteo'");
  }
  let rounds = 1;
  while (2 ** rounds < seeds.length) rounds++;
  const order = bracketOrder(2 ** rounds);
  const idOfSeed = (seed: number) => seeds[seed - 1]?.id ?? null;

  const matches: DrawMatch[] = [];
  for (let ronda = 1; ronda <= rounds; ronda++) {
    for (let posicion = 1; posicion <= matchesInRound(rounds, ronda); posicion++) {
      if (ronda > 1) {
        matches.push({ ronda, posicion, side1: null, side2: null, bye: false });
        continue;
      }
      const side1 = idOfSeed(order[2 * posicion - 2] as number);
      const side2 = idOfSeed(order[2 * posicion - 1] as number);
      matches.push({ ronda, posicion, side1, side2, bye: side1 === null || side2 === null });
    }
  }
  if (rounds > 1) {
    for (const match of matches) {
      if (!match.bye) continue;
      const through = match.side1 ?? match.side2;
      const slot = nextSlot(match.ronda, match.posicion);
      const target = matches.find((m) => m.ronda === slot.ronda && m.posicion === slot.posicion);
      if (target) {
        if (slot.side === 1) target.side1 = through;
        else target.side2 = through;
      }
    }
  }
  return { rounds, matches };
}

/** Where the winner of match (ronda, posicion) plays next: the next round's match ⌈posicion / 2⌉, odd on side 1. */
export function nextSlot(ronda: number, posicion: number): { ronda: number; posicion: number; side: Side } {
  requireIntegerInRange(ronda, 1, 64, 'INVALID_DRAW', 'La ronda debe ser un número desde 1');
  requireIntegerInRange(posicion, 1, 2 ** 20, 'INVALID_DRAW', 'La posición debe ser un número desde 1');
  return { ronda: ronda + 1, posicion: Math.ceil(posicion / 2), side: posicion % 2 === 1 ? 1 : 2 };
}

/** The match (ronda, posicion) whose winner fills a side of this one: 'Ganador de Cuartos 1'. Null in round 1. */
export function previousMatch(
  ronda: number,
  posicion: number,
  side: Side,
): { ronda: number; posicion: number } | null {
  if (ronda <= 1) return null;
  return { ronda: ronda - 1, posicion: 2 * posicion - (side === 1 ? 1 : 0) };
}

/** A round's name as one of its matches is called: 'Semifinal', 'Cuartos', … ('Final' for the final). */
function matchLabel(rounds: number, ronda: number): string {
  const name = roundName(matchesInRound(rounds, ronda), ronda);
  return name === 'Semifinales' ? 'Semifinal' : name;
}

/**
 * Where a side of match (ronda, posicion) comes from, for a draw whose side is not known yet: 'Ganador de Cuartos 1',
 * 'Ganador de Semifinal 2', 'Ganador de Ronda 1 3'. Null in round 1 (the draw fills it).
 */
export function procedenciaText(rounds: number, ronda: number, posicion: number, side: Side): string | null {
  const previous = previousMatch(ronda, posicion, side);
  if (!previous) return null;
  return `Ganador de ${matchLabel(rounds, previous.ronda)} ${previous.posicion}`;
}

/**
 * The later matches a result feeds, round by round up to the final: the matches a change of this result would
 * re-run (design §14: only while none of them has started).
 */
export function laterMatches(
  ronda: number,
  posicion: number,
  rounds: number,
): { ronda: number; posicion: number }[] {
  const later: { ronda: number; posicion: number }[] = [];
  let at = { ronda, posicion };
  while (at.ronda < rounds) {
    const next = nextSlot(at.ronda, at.posicion);
    at = { ronda: next.ronda, posicion: next.posicion };
    later.push(at);
  }
  return later;
}

/**
 * The draw's current round: the first round with a match not yet decided (a bye counts as decided), or the last
 * round when every match is. `decided` says whether a match has its result.
 */
export function currentRound<M extends { ronda: number }>(
  matches: readonly M[],
  rounds: number,
  decided: (match: M) => boolean,
): number {
  let current = rounds;
  for (const match of matches) if (match.ronda < current && !decided(match)) current = match.ronda;
  return current;
}

/**
 * One-day match play, 'Sortear': the sides shuffled with `random` (Fisher–Yates) and paired in order; with an odd
 * number of sides the last one is left without a match (`unpaired`).
 */
export function pairSidesRandomly(
  sides: readonly string[],
  random: () => number = Math.random,
): { pairs: [string, string][]; unpaired: string | null } {
  if (new Set(sides).size !== sides.length) {
    throw new DomainError('INVALID_DRAW', 'Un participante aparece dos veces en el sorteo');
  }
  const shuffled = [...sides];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < shuffled.length; i += 2)
    pairs.push([shuffled[i] as string, shuffled[i + 1] as string]);
  return { pairs, unpaired: shuffled.length % 2 === 1 ? (shuffled.at(-1) as string) : null };
}

export interface PositionedMatch {
  ronda: number;
  posicion: number;
  side1: string | null;
  side2: string | null;
  /** 1 | 2 the winner, 0 halved (one-day only), null not decided. */
  winner: Side | 0 | null;
}

export interface KnockoutPosition {
  position: number;
  /** How many sides share this position (1: alone). */
  sharedWith: number;
}

/**
 * League positions by the round reached (design §14 Leagues). A draw of `rounds` rounds: the final's winner 1, its
 * loser 2, and the losers of round r share the positions after the 2^(rounds − r) sides that reached round r + 1
 * (semi-final losers 3–4, quarter-final losers 5–8; fewer when byes left a round short). Sides still in the draw,
 * and matches not decided, give no position yet. One-day match play (`rounds` = 1, every match in round 1): the
 * winners share position 1…, the sides of halved matches the next positions, the losers the ones after; a knockout
 * with one match (2 entrants) is the same thing. A bye gives no position by itself.
 */
export function knockoutPositions(
  matches: readonly PositionedMatch[],
  rounds: number,
): Map<string, KnockoutPosition> {
  const positions = new Map<string, KnockoutPosition>();
  const sidesOf = (m: PositionedMatch) => [m.side1, m.side2] as const;
  const decided = matches.filter((m) => m.winner !== null && m.side1 !== null && m.side2 !== null);
  if (rounds === 1) {
    const winners: string[] = [];
    const halved: string[] = [];
    const losers: string[] = [];
    for (const m of decided) {
      const [s1, s2] = sidesOf(m) as [string, string];
      if (m.winner === 0) halved.push(s1, s2);
      else {
        winners.push(m.winner === 1 ? s1 : s2);
        losers.push(m.winner === 1 ? s2 : s1);
      }
    }
    let next = 1;
    for (const group of [winners, halved, losers]) {
      for (const id of group) positions.set(id, { position: next, sharedWith: group.length });
      next += group.length;
    }
    return positions;
  }
  const losersByRound = new Map<number, string[]>();
  for (const m of decided) {
    if (m.winner === 0) continue;
    const [s1, s2] = sidesOf(m) as [string, string];
    const loser = m.winner === 1 ? s2 : s1;
    if (m.ronda === rounds) positions.set(m.winner === 1 ? s1 : s2, { position: 1, sharedWith: 1 });
    const list = losersByRound.get(m.ronda) ?? [];
    list.push(loser);
    losersByRound.set(m.ronda, list);
  }
  for (const [ronda, losers] of losersByRound) {
    const position = matchesInRound(rounds, ronda) + 1;
    for (const id of losers) positions.set(id, { position, sharedWith: losers.length });
  }
  return positions;
}
