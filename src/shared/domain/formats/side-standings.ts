import { countbackKeys, countbackSteps, type CountbackStep } from '../countback';
import { DomainError } from '../errors';
import { HOLES_PER_ROUND, holesNormalizer, type HoleInput } from '../holes';
import { requireHandicapIndex, requirePlayingHandicap } from '../playing-handicap';
import {
  compareRowsByName as byName,
  rankTournamentRows,
  requireTieMethod,
  type RankableRow,
  type Ranked,
  type RankingMode,
  type TieMethod,
} from '../ranking';
import { computeScorecard, type HoleDetail, type Scorecard } from '../scorecard';
import { requireStrokeLimit } from '../stroke-limit';
import type { Standings, StandingsRow, TournamentParticipantInput } from '../tournament-standings';
import { combineBestBall } from './best-ball';
import { ROW_STATUSES, type ParticipantStatus, type RowStatus } from './enums';
import type { CompetitionFormat } from './format';

/** A participant of a side, with the holes of their own tee (absent: the options' default holes) and results. */
export type SideMemberInput = TournamentParticipantInput;

/** A side of the standings: one participant, or a pair (see `formSides`). */
export interface SideInput {
  id: string;
  nombre: string;
  /** One member, or two for a pair; a one-ball pair's card is the first member's results. */
  members: readonly SideMemberInput[];
  /** The side's playing handicap: a one-ball pair's card is played with it; otherwise shown and compared only. */
  handicap: number;
  handicap_propio: number | null;
  estado: ParticipantStatus | null;
  motivo_estado: string | null;
}

export interface SideStandingsOptions {
  format: CompetitionFormat;
  /** Holes of members that bring none of their own. */
  defaultHoles: readonly HoleInput[];
  limite_golpes_hoyo: number | null;
  metodo_desempate: TieMethod;
  /** The tournament is over: a stroke-play card with holes missing is 'INCOMPLETA'. */
  finalizado: boolean;
}

interface SideEntry extends RankableRow {
  row: StandingsRow;
  /** Mejor bola: the side's holes are the better net balls, strokes already received. */
  bestBall: boolean;
}

/**
 * The standings of a field of sides in a format (design §14). Each member's card is computed on their own tee
 * (one-ball pairs: the first member's card, with the side's handicap); the side's card is the format's: the
 * member's, the one-ball card, or mejor bola's better ball per hole. Stroke formats rank by strokes to par, lowest
 * first; Stableford by points, highest first (`format.ranking`). The tie method breaks ties (`ultimos_hoyos`:
 * countback on the side's holes — stroke play deducts 1/2, 1/3, 1/6, 1/18 of the side's playing handicap in the
 * handicap ranking, except mejor bola whose net balls already carry their strokes; Stableford compares points).
 * Only sides with holes and no status are ranked. A finished (`finalizado`) stroke-play card with holes missing
 * is 'INCOMPLETA'. Order of each list: the ranked sides; then sides with holes and a status, in the order
 * INCOMPLETA, RET, DESC, NP, then by name; then sides without holes, by name.
 */
export function computeSideStandings(sides: readonly SideInput[], options: SideStandingsOptions): Standings {
  const { format } = options;
  const tieMethod = requireTieMethod(options.metodo_desempate);
  const limit = format.usesStrokeLimit ? requireStrokeLimit(options.limite_golpes_hoyo) : null;
  const stableford = format.ranking === 'stableford';
  const holesOf = holesNormalizer();
  holesOf(options.defaultHoles);
  const cardOf = (member: SideMemberInput, handicap: number): Scorecard => {
    const holeInputs = member.holes ?? options.defaultHoles;
    return computeScorecard(member.results, holesOf(holeInputs), handicap, {
      limite_golpes_hoyo: limit,
      scoring: stableford ? 'stableford' : 'golpes',
    });
  };

  const seenSides = new Set<string>();
  const seenMembers = new Set<string>();
  const entries = sides.map((side): SideEntry => {
    if (seenSides.has(side.id))
      throw new DomainError('DUPLICATE_PARTICIPANT', 'Un participante aparece dos veces');
    seenSides.add(side.id);
    for (const member of side.members) {
      if (seenMembers.has(member.participante_id)) {
        throw new DomainError('DUPLICATE_PARTICIPANT', 'Un participante aparece dos veces en el torneo');
      }
      seenMembers.add(member.participante_id);
      requirePlayingHandicap(member.handicap);
      if (member.handicap_propio !== null) requireHandicapIndex(member.handicap_propio);
    }
    const [holder] = side.members;
    if (!holder || side.members.length > 2) {
      throw new DomainError('INVALID_PAIR', 'Un lado de la clasificación tiene uno o dos jugadores');
    }
    const bestBall = side.members.length === 2 && !format.oneBall;
    // A mejor bola side's handicap is the partners' sum, shown and compared only: each partner's was checked.
    if (!bestBall) requirePlayingHandicap(side.handicap);

    let card: Scorecard;
    let memberHoles: HoleDetail[][];
    if (!bestBall) {
      card = cardOf(holder, side.members.length === 1 ? holder.handicap : side.handicap);
      memberHoles = side.members.map(() => card.holes);
    } else {
      ({ card, memberHoles } = combineBestBall(
        side.members.map((m) => cardOf(m, m.handicap)),
        stableford,
      ));
    }

    const incomplete =
      format.incompleteCards &&
      options.finalizado &&
      card.hoyos_jugados > 0 &&
      card.hoyos_jugados < card.holes.length;
    const estado: RowStatus | null = side.estado ?? (incomplete ? 'INCOMPLETA' : null);
    const row: StandingsRow = {
      participante_id: side.id,
      nombre: side.nombre,
      handicap: side.handicap,
      handicap_propio: side.handicap_propio,
      profile_image_url: holder.profile_image_url ?? null,
      hoyos_jugados: card.hoyos_jugados,
      golpes_brutos: card.golpes_brutos,
      golpes_netos: card.golpes_netos,
      resultado_scratch: card.resultado_scratch,
      resultado_handicap: card.resultado_handicap,
      puntos_scratch: card.puntos_scratch,
      puntos_handicap: card.puntos_handicap,
      estado,
      motivo_estado: side.estado === null ? null : side.motivo_estado,
      miembros: side.members.map((m, i) => ({
        participante_id: m.participante_id,
        nombre: m.nombre,
        handicap: m.handicap,
        profile_image_url: m.profile_image_url ?? null,
        holes: memberHoles[i] ?? card.holes,
      })),
      posicion_scratch: null,
      posicion_handicap: null,
      holes: card.holes,
    };
    return {
      participante_id: row.participante_id,
      nombre: row.nombre,
      handicap: row.handicap,
      handicap_propio: row.handicap_propio,
      hoyos_jugados: row.hoyos_jugados,
      resultado_scratch: stableford ? negate(row.puntos_scratch) : row.resultado_scratch,
      resultado_handicap: stableford ? negate(row.puntos_handicap) : row.resultado_handicap,
      row,
      bestBall,
    };
  });

  const competing = entries.filter((e) => e.row.estado === null);
  const rules = { countbackOf: (e: SideEntry, mode: RankingMode) => sideCountback(e, mode, stableford) };
  const scratch = rankTournamentRows(competing, 'scratch', tieMethod, rules);
  const handicap = rankTournamentRows(competing, 'handicap', tieMethod, rules);
  for (const { row, posicion } of scratch.ranked) row.row.posicion_scratch = posicion;
  for (const { row, posicion } of handicap.ranked) row.row.posicion_handicap = posicion;

  const statusRank = (row: StandingsRow) => ROW_STATUSES.indexOf(row.estado as RowStatus);
  const withStatus = entries
    .filter((e) => e.row.estado !== null && e.row.hoyos_jugados > 0)
    .map((e) => e.row)
    .sort((a, b) => statusRank(a) - statusRank(b) || byName(a, b));
  const withoutHoles = (unranked: readonly SideEntry[]) =>
    [...unranked, ...entries.filter((e) => e.row.estado !== null && e.row.hoyos_jugados === 0)]
      .map((e) => e.row)
      .sort(byName);
  return {
    ...(tieMethod === 'ultimos_hoyos'
      ? {
          countback: {
            scratch: firstSplit(scratch.ranked, 'scratch'),
            handicap: firstSplit(handicap.ranked, 'handicap'),
          },
        }
      : {}),
    byScratch: [...scratch.ranked.map((r) => r.row.row), ...withStatus, ...withoutHoles(scratch.unranked)],
    byHandicap: [...handicap.ranked.map((r) => r.row.row), ...withStatus, ...withoutHoles(handicap.unranked)],
  };
}

/** The countback comparisons of the first two adjacent ranked sides with the same result but not the same position. */
function firstSplit(ranked: readonly Ranked<SideEntry>[], mode: RankingMode): CountbackStep[] | null {
  const resultOf = (e: SideEntry) => (mode === 'scratch' ? e.resultado_scratch : e.resultado_handicap);
  for (let i = 1; i < ranked.length; i++) {
    const a = ranked[i - 1];
    const b = ranked[i];
    if (a && b && resultOf(a.row) === resultOf(b.row) && a.posicion !== b.posicion) {
      return countbackSteps(a.countback ?? [], b.countback ?? []);
    }
  }
  return null;
}

/**
 * The countback keys of a side in a mode (design §14), computed only when the tie method is `ultimos_hoyos`:
 * Stableford, minus the points of the holes; stroke play scratch, the holes' (mejor bola: the better gross
 * balls') strokes to par; stroke play handicap, strokes to par less the fractions of the side's playing handicap, except mejor bola, whose better net
 * balls already carry their strokes.
 */
function sideCountback(entry: SideEntry, mode: RankingMode, stableford: boolean): number[] {
  const { holes, miembros } = entry.row;
  // One scratch list of the holes' values for every side (the keys are computed before the next side's).
  const values = COUNTBACK_VALUES;
  for (let i = 0; i < HOLES_PER_ROUND; i++) {
    const h = holes[i];
    if (!h) values[i] = null;
    else if (stableford) values[i] = -((mode === 'scratch' ? h.puntos_scratch : h.puntos_handicap) ?? 0);
    else if (mode === 'handicap' && entry.bestBall) values[i] = h.netToPar;
    else {
      const ball = entry.bestBall ? grossBallAt(miembros, i) : h;
      values[i] = ball?.countedStrokes == null ? null : ball.countedStrokes - ball.par;
    }
  }
  const deduction = !stableford && mode === 'handicap' && !entry.bestBall ? entry.handicap : 0;
  return countbackKeys(values, deduction);
}

const COUNTBACK_VALUES: (number | null)[] = new Array<number | null>(HOLES_PER_ROUND).fill(null);

/** Mejor bola: the partner's ball that counted on hole `i` in scratch (`cuenta_scratch`), if any. */
function grossBallAt(miembros: StandingsRow['miembros'], i: number): HoleDetail | undefined {
  for (const m of miembros) {
    const h = m.holes[i];
    if (h?.cuenta_scratch) return h;
  }
  return undefined;
}

/** Stableford ranks by points, highest first: the ranking reads minus the points (lower is better). */
function negate(points: number | null): number | null {
  return points === null ? null : -points;
}
