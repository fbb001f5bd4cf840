import { DomainError } from './errors';
import { requireFinite, requireIntegerInRange } from './guards';
import { requireIsoDate } from './dates';
import { compareNames } from './names';
import { requireRankingMode, type RankingMode } from './ranking';
import type { Standings } from './tournament-standings';
import { roundToCents } from './rounding';
import { scoringSystemOf, type ScoringSystem } from './scoring-system';

/** A tournament of the league (`ligas_torneos` joined with `torneos.fecha_juego`). */
export interface SeasonTournament {
  torneo_id: string;
  fecha_juego: string;
}

/**
 * A `puntuaciones_liga` row keyed by the player: `jugador_id` is the profile id (the same person across the
 * league's tournaments); a guest without profile is keyed by its `participante_id`.
 */
export interface SeasonPointsRow {
  torneo_id: string;
  jugador_id: string;
  puntos_scratch: number;
  puntos_handicap: number;
}

export interface LeagueSeasonInput {
  sistema_puntuacion: string;
  /** `ligas.numero_torneos_descartados` (OM only; ignored by Cervecita). */
  numero_torneos_descartados: number;
  torneos: readonly SeasonTournament[];
  puntuaciones: readonly SeasonPointsRow[];
  /** The club's local date 'YYYY-MM-DD'. */
  today: string;
}

/** One tournament of a player's season, marked with whether it counts in each total. */
export interface PlayerSeasonTournament {
  torneo_id: string;
  fecha_juego: string;
  puntos_scratch: number;
  puntos_handicap: number;
  cuenta_scratch: boolean;
  cuenta_handicap: boolean;
}

export interface PlayerSeason {
  jugador_id: string;
  total_puntos_scratch: number;
  total_puntos_handicap: number;
  /** The player's played tournaments in date order. */
  torneos: PlayerSeasonTournament[];
}

export interface LeagueSeason {
  sistema: ScoringSystem;
  /** Tournaments of the league whose date is before today (design §7). */
  torneos_jugados: number;
  /** How many results count per player. */
  torneos_que_cuentan: number;
  jugadores: PlayerSeason[];
}

/**
 * How many of a player's results count (design §7, T§9): OM counts played − numero_torneos_descartados, minimum
 * 0; Cervecita counts ceil(60 % of played).
 */
export function countingTournaments(
  sistema: ScoringSystem,
  played: number,
  numeroTorneosDescartados: number,
): number {
  requireIntegerInRange(
    played,
    0,
    Number.MAX_SAFE_INTEGER,
    'INVALID_NUMBER',
    'El número de torneos no es válido',
  );
  if (sistema === 'cervecita') return Math.ceil((played * 3) / 5);
  requireIntegerInRange(
    numeroTorneosDescartados,
    0,
    Number.MAX_SAFE_INTEGER,
    'INVALID_DISCARDS',
    'El número de torneos descartados debe ser un entero mayor o igual que 0',
  );
  return Math.max(0, played - numeroTorneosDescartados);
}

/**
 * The day a league's table is read as of. Design §7 (T§9): a tournament counts once its date has passed, and that
 * rule stays. On the day of a tournament whose points are already calculated ('Calcular Puntuaciones'), an empty or
 * stale table helps nobody: the table is read as of tomorrow, with today's points, and marked provisional
 * ('Provisional: cuenta desde mañana'). Without points of today's tournaments it is today's table.
 */
export function leagueSeasonDay(input: {
  torneos: readonly { torneo_id: string; fecha_juego: string }[];
  puntuaciones: readonly { torneo_id: string }[];
  today: string;
}): { asOf: string; provisional: boolean } {
  const today = requireIsoDate(input.today);
  const todays = new Set(input.torneos.filter((t) => t.fecha_juego === today).map((t) => t.torneo_id));
  if (!input.puntuaciones.some((p) => todays.has(p.torneo_id))) return { asOf: today, provisional: false };
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { asOf: next.toISOString().slice(0, 10), provisional: true };
}

/**
 * Season totals of a league (T§9, design §7): tournaments played are the league's tournaments dated before
 * today; each player's best N results count, N from {@link countingTournaments}, scratch and handicap chosen
 * separately. On equal points the earlier tournament counts. Points of tournaments not yet played are ignored.
 */
export function computeLeagueSeason(input: LeagueSeasonInput): LeagueSeason {
  const today = requireIsoDate(input.today);
  const sistema = scoringSystemOf(input.sistema_puntuacion);
  const dateOf = new Map<string, string>();
  for (const t of input.torneos) {
    if (dateOf.has(t.torneo_id))
      throw new DomainError('DUPLICATE_TOURNAMENT', 'Un torneo aparece dos veces en la liga');
    dateOf.set(t.torneo_id, requireIsoDate(t.fecha_juego));
  }
  const playedIds = new Set([...dateOf].filter(([, fecha]) => fecha < today).map(([id]) => id));
  const counting = countingTournaments(sistema, playedIds.size, input.numero_torneos_descartados);

  // The league's tournaments in date order (on equal dates by id): a player's results are put in their slot
  // instead of being sorted, and duplicates are found per player (no key string built per result).
  const slotOf = new Map(
    [...dateOf]
      .sort(([idA, a], [idB, b]) => compareDateThenId(a, idA, b, idB))
      .map(([id], slot) => [id, slot]),
  );
  const byPlayer = new Map<string, PlayerSeasonTournament[]>();
  const seen = new Map<string, Set<string>>();
  for (const row of input.puntuaciones) {
    const fecha = dateOf.get(row.torneo_id);
    if (fecha === undefined) {
      throw new DomainError('UNKNOWN_TOURNAMENT', 'Hay puntuaciones de un torneo que no pertenece a la liga');
    }
    requirePoints(row.puntos_scratch);
    requirePoints(row.puntos_handicap);
    let playerSeen = seen.get(row.jugador_id);
    if (playerSeen === undefined) {
      playerSeen = new Set();
      seen.set(row.jugador_id, playerSeen);
    }
    if (playerSeen.has(row.torneo_id))
      throw new DomainError('DUPLICATE_RESULT', 'Un jugador tiene dos puntuaciones en el mismo torneo');
    playerSeen.add(row.torneo_id);
    if (!playedIds.has(row.torneo_id)) continue;
    let slots = byPlayer.get(row.jugador_id);
    if (slots === undefined) {
      slots = [];
      byPlayer.set(row.jugador_id, slots);
    }
    slots[slotOf.get(row.torneo_id)!] = {
      torneo_id: row.torneo_id,
      fecha_juego: fecha,
      puntos_scratch: row.puntos_scratch,
      puntos_handicap: row.puntos_handicap,
      cuenta_scratch: false,
      cuenta_handicap: false,
    };
  }

  const jugadores: PlayerSeason[] = [];
  for (const [jugador_id, slots] of byPlayer) {
    const torneos = slots.filter((t) => t !== undefined); // date order, without the empty slots
    const totalScratch = markBest(torneos, counting, 'puntos_scratch', 'cuenta_scratch');
    const totalHandicap = markBest(torneos, counting, 'puntos_handicap', 'cuenta_handicap');
    jugadores.push({
      jugador_id,
      total_puntos_scratch: totalScratch,
      total_puntos_handicap: totalHandicap,
      torneos,
    });
  }
  return { sistema, torneos_jugados: playedIds.size, torneos_que_cuentan: counting, jugadores };
}

/** A league standings line: the player's season with the shared position of its total. */
export interface LeagueStandingsLine<T> {
  posicion: number;
  jugador: T;
}

/** Where a player stands among equal league totals, per mode (lower first); see `leagueTieOrder`. */
export interface LeagueTieOrder {
  orden_scratch?: number;
  orden_handicap?: number;
}

/**
 * Orders a league's players by total points of `mode`, best first (T§2 /ligas/{id}); equal totals (to the
 * cent) share the position (1, 1, 3) and are listed by `orden_<mode>` (the tournament's order, `leagueTieOrder`),
 * else keep the input order among themselves.
 */
export function rankLeagueStandings<
  T extends Pick<PlayerSeason, 'total_puntos_scratch' | 'total_puntos_handicap'> & LeagueTieOrder,
>(jugadores: readonly T[], mode: RankingMode): LeagueStandingsLine<T>[] {
  requireRankingMode(mode);
  const total = (j: T): number =>
    roundToCents(mode === 'scratch' ? j.total_puntos_scratch : j.total_puntos_handicap);
  const order = (j: T): number =>
    (mode === 'scratch' ? j.orden_scratch : j.orden_handicap) ?? Number.MAX_SAFE_INTEGER;
  const sorted = jugadores
    .map((jugador) => ({ jugador, total: total(jugador), order: order(jugador) }))
    .sort((a, b) => b.total - a.total || a.order - b.order);
  const lines: LeagueStandingsLine<T>[] = [];
  sorted.forEach((entry, index) => {
    const previous = sorted[index - 1];
    const previousLine = lines[index - 1];
    const posicion =
      previous !== undefined && previousLine !== undefined && previous.total === entry.total
        ? previousLine.posicion
        : index + 1;
    lines.push({ posicion, jugador: entry.jugador });
  });
  return lines;
}

/**
 * The order of a league's players among equal totals: the order of the standings of one tournament of the
 * league (the latest played: the tournament page's order, ties and all), per mode; players not in it after, by
 * name. `keyOf` maps a participante_id of that tournament to its league player id (profile, or the guest's id).
 */
export function leagueTieOrder(
  jugadores: readonly { jugador_id: string; nombre: string }[],
  standings: Pick<Standings, 'byScratch' | 'byHandicap'> | null,
  keyOf: (participanteId: string) => string | undefined,
): Map<string, Required<LeagueTieOrder>> {
  const byName = [...jugadores].sort((a, b) => compareNames(a.nombre, b.nombre));
  const indexOf = (rows: Standings['byScratch'] | undefined) => {
    const index = new Map<string, number>();
    rows?.forEach((row, i) => {
      for (const m of row.miembros) {
        const key = keyOf(m.participante_id);
        if (key !== undefined && !index.has(key)) index.set(key, i);
      }
    });
    return index;
  };
  const scratch = indexOf(standings?.byScratch);
  const handicap = indexOf(standings?.byHandicap);
  const after = standings ? Math.max(standings.byScratch.length, standings.byHandicap.length) : 0;
  const order = new Map<string, Required<LeagueTieOrder>>();
  byName.forEach((j, i) => {
    order.set(j.jugador_id, {
      orden_scratch: scratch.get(j.jugador_id) ?? after + i,
      orden_handicap: handicap.get(j.jugador_id) ?? after + i,
    });
  });
  return order;
}

function requirePoints(points: number): void {
  requireFinite(points, 'INVALID_POINTS', 'Los puntos deben ser un número mayor o igual que 0');
  if (points < 0)
    throw new DomainError('INVALID_POINTS', 'Los puntos deben ser un número mayor o igual que 0');
}

/** Date order; on equal dates, by tournament id. */
function compareDateThenId(fechaA: string, idA: string, fechaB: string, idB: string): number {
  if (fechaA !== fechaB) return fechaA < fechaB ? -1 : 1;
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

// Best first (a comparator per field: a property chosen at run time makes every comparison a slow lookup).
const moreScratch = (a: PlayerSeasonTournament, b: PlayerSeasonTournament) =>
  b.puntos_scratch - a.puntos_scratch;
const moreHandicap = (a: PlayerSeasonTournament, b: PlayerSeasonTournament) =>
  b.puntos_handicap - a.puntos_handicap;

/** Marks the best `counting` entries (already in date order, so the earlier wins on equal points); returns their sum. */
function markBest(
  torneos: PlayerSeasonTournament[],
  counting: number,
  points: 'puntos_scratch' | 'puntos_handicap',
  flag: 'cuenta_scratch' | 'cuenta_handicap',
): number {
  const best = [...torneos].sort(points === 'puntos_scratch' ? moreScratch : moreHandicap).slice(0, counting);
  let sum = 0;
  for (const entry of best) {
    entry[flag] = true;
    sum += entry[points];
  }
  return sum;
}
