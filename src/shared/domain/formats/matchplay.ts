import { DomainError } from '../errors';
import { requireIntegerInRange } from '../guards';
import { DEFAULT_STROKE_INDEX, HOLES_PER_ROUND } from '../holes';
import { strokesReceivedByStrokeIndex } from '../strokes-received';
import type { CompetitionFormat } from './format';

/**
 * Match play (design §14; Rules of Golf 3.2): holes won, halved and lost between two sides, the status of the match
 * after each hole, when it is decided, and the Spanish words of its result. Pure: the server stores strokes,
 * concessions, extra holes and direct results, and asks these functions what they mean.
 */

/** A match's side: 1 or 2 (the draw's upper and lower line). */
export type Side = 1 | 2;

/** A player of a side with their playing handicap as the tournament computes it (already rounded). */
export interface MatchPlayer {
  participante_id: string;
  playingHandicap: number;
}

/** Strokes a player (or a one-ball side) receives in a match: over 18 holes and per hole (index 0 = hole 1). */
export interface MatchStrokes {
  participante_id: string;
  side: Side;
  received: number;
  perHole: number[];
}

/** The holes of the tee: number and stroke index (null: unknown, counts as 18 as in design §7). */
export interface MatchHole {
  numero: number;
  handicap: number | null;
}

/**
 * Strokes each player receives in a match (design §14). Singles, foursome and greensome: each side plays with its
 * one playing handicap (singles the player's, a one-ball pair the pair's — give the side's players that
 * handicap; the first player's is the side's); the lower side plays off 0 and the other receives the difference.
 * Mejor bola: all four play off the lowest of the four (each receives their playing handicap − the lowest). The
 * strokes go on the holes by stroke index as in design §7 (`strokesReceivedByStrokeIndex`): a difference over 18
 * gives 2 strokes on the lowest indexes. `perHole` has 18 entries; a hole missing from `holes` counts as index 18.
 */
export function matchStrokes(
  format: CompetitionFormat,
  sides: readonly [readonly MatchPlayer[], readonly MatchPlayer[]],
  holes: readonly MatchHole[],
): MatchStrokes[] {
  if (sides[0].length === 0 || sides[1].length === 0) {
    throw new DomainError('INVALID_MATCH', 'Un partido necesita dos lados con jugadores');
  }
  const bestBall = format.pairs && !format.oneBall;
  const handicapOf = (side: readonly MatchPlayer[], player: MatchPlayer) =>
    bestBall ? player.playingHandicap : (side[0] as MatchPlayer).playingHandicap;
  const all = [0, 1].flatMap((i) => {
    const side = sides[i] as readonly MatchPlayer[];
    return side.map((player) => ({ player, side: (i + 1) as Side, handicap: handicapOf(side, player) }));
  });
  for (const { handicap } of all) {
    requireIntegerInRange(
      handicap,
      -200,
      200,
      'INVALID_HANDICAP',
      'El hándicap de juego debe ser un número entero',
    );
  }
  const lowest = Math.min(...all.map((entry) => entry.handicap));
  const indexOf = new Map<number, number>();
  for (const hole of holes) indexOf.set(hole.numero, hole.handicap ?? DEFAULT_STROKE_INDEX);
  return all.map(({ player, side, handicap }) => {
    const received = handicap - lowest;
    const byIndex = strokesReceivedByStrokeIndex(received);
    const perHole: number[] = [];
    for (let numero = 1; numero <= HOLES_PER_ROUND; numero++) {
      perHole.push(byIndex[indexOf.get(numero) ?? DEFAULT_STROKE_INDEX] ?? 0);
    }
    return { participante_id: player.participante_id, side, received, perHole };
  });
}

/** A ball on a hole: its strokes (null: none entered), whether it was picked up, and the strokes it receives there. */
export interface MatchBall {
  golpes: number | null;
  recogida?: boolean;
  received: number;
}

/**
 * A side's net score on a hole (design §14): the better net of its balls (one ball in singles and foursome). A ball
 * without strokes does not count; a hole where only one partner scored counts that one. Null when no ball has
 * strokes and none was picked up (the side has not played the hole yet). A side whose every entered ball was
 * picked up has lost the hole (Rule 3.2b: picking up concedes it): `Infinity`, which loses to any score and halves
 * with another picked-up side.
 */
export function sideNetScore(balls: readonly MatchBall[]): number | null {
  let best: number | null = null;
  let pickedUp = false;
  for (const ball of balls) {
    if (ball.recogida) {
      pickedUp = true;
      continue;
    }
    if (ball.golpes === null) continue;
    const net = ball.golpes - ball.received;
    if (best === null || net < best) best = net;
  }
  if (best !== null) return best;
  return pickedUp ? Number.POSITIVE_INFINITY : null;
}

/** A hole of 1–18 as the match sees it: each side's net score (null: not yet) and who conceded it, if anybody. */
export interface MatchHoleInput {
  numero: number;
  side1: number | null;
  side2: number | null;
  /** The side that conceded the hole: the other side wins it whatever the strokes say. */
  concededBy?: Side | null;
}

/** An extra hole (19, 20, … played as 1, 2, …): who won it, 0 when halved. */
export interface MatchExtraHole {
  numero: number;
  winner: Side | 0;
}

export interface MatchHoleState {
  numero: number;
  /** 1 or 2: won by that side; 0: halved; null: not played (or played after the match was decided). */
  winner: Side | 0 | null;
  conceded: boolean;
  /** The match's status after this hole ('Ana 2 arriba', 'Iguales', 'Ana gana 3/2'); '' when not played. */
  status: string;
}

export interface MatchState {
  /** Holes 1–18, always 18 entries. */
  holes: MatchHoleState[];
  leader: Side | null;
  /** Holes up of the leader (0 when all square). */
  up: number;
  /** Holes played, extra holes included. */
  played: number;
  /** Holes left of the 18 (0 after 18). */
  left: number;
  dormie: boolean;
  decided: boolean;
  /** 0 = halved (one-day only). */
  winner: Side | 0 | null;
  /** Live words: 'Ana 2 arriba', 'Iguales', 'Ana 2 arriba · Dormie'; when decided the result ('Ana gana 3/2'). */
  status: string;
  /** '3/2' | '1 arriba' | '2 arriba' | 'Empate' | 'gana en el hoyo 19' | 'partido concedido'; null while live. */
  resultText: string | null;
  /** A knockout match halved after 18: it goes on at hole 19. */
  needsExtraHoles: boolean;
}

export interface MatchStateInput {
  /** The sides' names ('Ana', 'Ana / Luis'). */
  names: readonly [string, string];
  holes: readonly MatchHoleInput[];
  extraHoles?: readonly MatchExtraHole[];
  /** The side that conceded the match. */
  concededMatchBy?: Side | null;
  /** A knockout match is never halved: it goes on with extra holes. */
  knockout: boolean;
}

/** The result text of a conceded match as `MatchState.resultText` gives it. */
export const CONCEDED_RESULT = 'partido concedido';
/** The result of a halved one-day match. */
export const HALVED_RESULT = 'Empate';

const other = (side: Side): Side => (side === 1 ? 2 : 1);

function holeWinner(hole: MatchHoleInput): Side | 0 | null {
  if (hole.concededBy === 1 || hole.concededBy === 2) return other(hole.concededBy);
  if (hole.side1 === null || hole.side2 === null) return null;
  if (hole.side1 < hole.side2) return 1;
  if (hole.side2 < hole.side1) return 2;
  return 0;
}

/** Live words of a match with a signed lead (positive: side 1 ahead) and holes left (design §14). */
function liveStatus(names: readonly [string, string], lead: number, left: number): string {
  if (lead === 0) return 'Iguales';
  const name = lead > 0 ? names[0] : names[1];
  const up = Math.abs(lead);
  return up === left && left > 0 ? `${name} ${up} arriba · Dormie` : `${name} ${up} arriba`;
}

/**
 * The state of a match from its holes (design §14; Rules of Golf 3.2a): a hole is won by the lower net score (or by
 * the other side's concession), halved when equal, and played when both sides have a score or it was conceded.
 * Holes count in their order 1–18; the match is decided the moment the lead exceeds the holes left ('3/2' with 2
 * left, '1 arriba' / '2 arriba' on the 18th) and holes after that do not count. Halved after 18: a one-day match
 * ends 'Empate'; a knockout match needs extra holes (19, 20, …), and the first extra hole won decides it ('gana en
 * el hoyo 19'). A conceded match is won by the other side, unless the holes had already decided it.
 */
export function matchState(input: MatchStateInput): MatchState {
  const byNumber = new Map<number, MatchHoleInput>();
  for (const hole of input.holes) {
    requireIntegerInRange(
      hole.numero,
      1,
      HOLES_PER_ROUND,
      'INVALID_HOLE_NUMBER',
      'El hoyo debe estar entre 1 y 18',
    );
    if (byNumber.has(hole.numero)) {
      throw new DomainError('DUPLICATE_HOLE', `El hoyo ${hole.numero} aparece dos veces`);
    }
    byNumber.set(hole.numero, hole);
  }
  const { names } = input;
  let lead = 0;
  let played = 0;
  let winner: Side | 0 | null = null;
  let resultText: string | null = null;
  const holes: MatchHoleState[] = [];
  for (let numero = 1; numero <= HOLES_PER_ROUND; numero++) {
    const hole = byNumber.get(numero);
    const won = winner === null && hole ? holeWinner(hole) : null;
    if (won === null) {
      holes.push({ numero, winner: null, conceded: false, status: '' });
      continue;
    }
    played++;
    lead += won === 1 ? 1 : won === 2 ? -1 : 0;
    const left = HOLES_PER_ROUND - played;
    let status = liveStatus(names, lead, left);
    if (Math.abs(lead) > left) {
      winner = lead > 0 ? 1 : 2;
      resultText = left > 0 ? `${Math.abs(lead)}/${left}` : `${Math.abs(lead)} arriba`;
      status = matchResultText({ origin: 'tarjeta', names, winner, result: resultText });
    }
    holes.push({ numero, winner: won, conceded: hole?.concededBy === 1 || hole?.concededBy === 2, status });
  }

  const regulationLeft = HOLES_PER_ROUND - played;
  let needsExtraHoles = false;
  if (winner === null && regulationLeft === 0 && lead === 0) {
    if (!input.knockout) {
      winner = 0;
      resultText = HALVED_RESULT;
    } else {
      needsExtraHoles = true;
      const extras = [...(input.extraHoles ?? [])].sort((a, b) => a.numero - b.numero);
      for (const extra of extras) {
        requireIntegerInRange(
          extra.numero,
          HOLES_PER_ROUND + 1,
          1000,
          'INVALID_HOLE_NUMBER',
          'Un hoyo extra es el 19 o posterior',
        );
        played++;
        if (extra.winner === 1 || extra.winner === 2) {
          winner = extra.winner;
          resultText = `gana en el hoyo ${extra.numero}`;
          needsExtraHoles = false;
          break;
        }
      }
    }
  }
  if (winner === null && (input.concededMatchBy === 1 || input.concededMatchBy === 2)) {
    winner = other(input.concededMatchBy);
    resultText = CONCEDED_RESULT;
    needsExtraHoles = false;
  }

  const decided = winner !== null;
  const left = Math.max(0, HOLES_PER_ROUND - played);
  const up = Math.abs(lead);
  const status = decided
    ? matchResultText({
        origin: resultText === CONCEDED_RESULT ? 'concedido' : 'tarjeta',
        names,
        winner: winner as Side | 0,
        result: resultText,
      })
    : liveStatus(names, lead, left);
  return {
    holes,
    leader: lead > 0 ? 1 : lead < 0 ? 2 : null,
    up,
    played,
    left,
    dormie: !decided && up > 0 && up === left,
    decided,
    winner,
    status,
    resultText,
    needsExtraHoles,
  };
}

/** Where a match's result came from (`partidos.origen_resultado`). */
export type MatchResultOrigin = 'tarjeta' | 'directo' | 'no_presentado' | 'exento' | 'concedido';

export interface MatchResultTextInput {
  origin: MatchResultOrigin;
  /** The sides' names; a bye has only the first. */
  names: readonly [string, string | null];
  /** 0: halved (one-day). A bye's winner is its one side. */
  winner: Side | 0;
  /** The stored result: '3/2', '1 arriba', 'gana en el hoyo 19', 'Empate' (card and direct results). */
  result?: string | null;
}

/**
 * The words of a match's result (design §14), carrying the winner: 'Ana gana 3/2', 'Ana gana 1 arriba', 'Empate',
 * 'Ana gana en el hoyo 19', 'Ana gana: Luis no presentado', 'Ana pasa (exento)', 'Ana gana: partido concedido'.
 */
export function matchResultText(input: MatchResultTextInput): string {
  const { origin, names, winner } = input;
  if (origin === 'exento') return `${names[0]} pasa (exento)`;
  if (winner === 0) return HALVED_RESULT;
  const name = names[winner - 1] ?? '';
  const loser = names[other(winner) - 1] ?? '';
  if (origin === 'no_presentado') return `${name} gana: ${loser} no presentado`;
  if (origin === 'concedido') return `${name} gana: ${CONCEDED_RESULT}`;
  const result = (input.result ?? '').trim();
  if (result === HALVED_RESULT) return HALVED_RESULT;
  if (result.startsWith('gana ')) return `${name} ${result}`;
  return result === '' ? `${name} gana` : `${name} gana ${result}`;
}

/** The last extra hole a direct result may name: a match halved after 36 holes is not believable. */
export const MAX_EXTRA_HOLE = 36;

/**
 * Reads a direct result ('3/2', '1 arriba', '2 arriba', 'gana en el hoyo 19'), or null when it is not one a match
 * can end with. The reasoning (Rule 3.2a(3): the match ends as soon as the lead exceeds the holes left):
 * - 'a/b' (lead a with b holes left, b ≥ 1). The match ends at the first hole where a > b. Before that hole the lead
 *   was at most the holes then left, b + 1 (or the match would have ended earlier), and one hole changes the lead by
 *   at most 1; so a ≤ b + 2, and a ∈ {b + 1, b + 2} ('3/1': dormie 2 up with 2 left, the 17th won). The lead
 *   cannot exceed the holes played, 18 − b, so a + b ≤ 18: '10/8' (ten holes won) is the largest, '11/8' is
 *   impossible, '4/1' too (3 up with 2 left had already ended 3/2), and '5/6' has not ended at all.
 * - 'n arriba' ends on the 18th: before it the lead was at most 1, so n ∈ {1, 2}.
 * - 'gana en el hoyo n': an extra hole, n from 19 to {@link MAX_EXTRA_HOLE}.
 * A conceded match is not a score: it is entered as a concession (any lead), not here. 'Empate' is not a direct
 * result either (a direct result names a winner). With `options.knockout === false` (one-day match play, no extra
 * holes) an extra-hole result is refused too.
 */
export function parseMatchResult(
  text: string,
  options: { knockout?: boolean } = {},
): { up: number; left: number } | { extraHole: number } | null {
  const normalized = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const early = /^(\d{1,2}) ?\/ ?(\d{1,2})$/.exec(normalized);
  if (early) {
    const up = Number(early[1]);
    const left = Number(early[2]);
    const valid = left >= 1 && (up === left + 1 || up === left + 2) && up + left <= HOLES_PER_ROUND;
    return valid ? { up, left } : null;
  }
  const onTheLast = /^([12]) arriba$/.exec(normalized);
  if (onTheLast) return { up: Number(onTheLast[1]), left: 0 };
  const extra = /^gana en el hoyo (\d{1,3})$/.exec(normalized);
  if (extra && options.knockout !== false) {
    const hole = Number(extra[1]);
    return hole > HOLES_PER_ROUND && hole <= MAX_EXTRA_HOLE ? { extraHole: hole } : null;
  }
  return null;
}

/** The canonical text of a parsed result: '3/2', '1 arriba', 'gana en el hoyo 19'. */
export function formatMatchResult(result: { up: number; left: number } | { extraHole: number }): string {
  if ('extraHole' in result) return `gana en el hoyo ${result.extraHole}`;
  return result.left === 0 ? `${result.up} arriba` : `${result.up}/${result.left}`;
}

/**
 * Every result a match can be won by, for a select ('1 arriba', '2 arriba', '2/1', '3/1', '3/2', … '10/8', then
 * 'gana en el hoyo 19' … up to `extraHolesUpTo` when the match is a knockout one).
 */
export function directMatchResults(options: { knockout: boolean; extraHolesUpTo?: number }): string[] {
  const results = ['1 arriba', '2 arriba'];
  for (let up = 2; up <= 10; up++) {
    for (const left of [up - 2, up - 1]) {
      if (left >= 1 && up + left <= HOLES_PER_ROUND) results.push(`${up}/${left}`);
    }
  }
  if (options.knockout) {
    const last = Math.min(options.extraHolesUpTo ?? 27, MAX_EXTRA_HOLE);
    for (let hole = HOLES_PER_ROUND + 1; hole <= last; hole++) results.push(`gana en el hoyo ${hole}`);
  }
  return results;
}

/** A side as the match card names it, with each player's strokes received (`matchStrokes`' `received`). */
export interface StrokesReceivedSide {
  nombre: string;
  jugadores: readonly { nombre: string; golpes_recibidos: number }[];
}

/**
 * Who receives how many strokes in a match (design §14), in words: 'Ana recibe 3 golpes'; a side whose players
 * all receive the same (singles, a one-ball pair) by the side's name ('Ana / Luis reciben 1 golpe'); mejor bola
 * each partner who receives. Several joined by ' · '; 'Sin golpes de ventaja' when nobody receives any.
 */
export function strokesReceivedWords(sides: readonly (StrokesReceivedSide | null)[]): string {
  const golpes = (n: number) => `${n} ${n === 1 ? 'golpe' : 'golpes'}`;
  const parts: string[] = [];
  for (const side of sides) {
    if (!side || side.jugadores.length === 0) continue;
    const first = side.jugadores[0]?.golpes_recibidos ?? 0;
    if (side.jugadores.every((j) => j.golpes_recibidos === first)) {
      if (first > 0) {
        parts.push(`${side.nombre} ${side.jugadores.length > 1 ? 'reciben' : 'recibe'} ${golpes(first)}`);
      }
      continue;
    }
    for (const j of side.jugadores) {
      if (j.golpes_recibidos > 0) parts.push(`${j.nombre} recibe ${golpes(j.golpes_recibidos)}`);
    }
  }
  return parts.length === 0 ? 'Sin golpes de ventaja' : parts.join(' · ');
}
