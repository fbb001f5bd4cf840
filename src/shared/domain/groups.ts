import { DomainError } from './errors';
import { requireIntegerInRange } from './guards';
import { MINUTES_PER_DAY, formatTimeOfDay, parseTimeOfDay } from './dates';
import { HOLES_PER_ROUND } from './holes';

/** T§9 Group management: "Players per group 1 to 4 (default 4)… default first tee time 08:00; default interval 10 minutes (5 to 30)". */
export const MIN_GROUP_SIZE = 1;
export const MAX_GROUP_SIZE = 4;
export const DEFAULT_GROUP_SIZE = 4;
export const MIN_INTERVAL_MINUTES = 5;
export const MAX_INTERVAL_MINUTES = 30;
export const DEFAULT_INTERVAL_MINUTES = 10;
export const DEFAULT_FIRST_TEE_TIME = '08:00';

/** T§9: "Ordering: handicap descending (default), ascending, or manual". */
export type GroupOrder = 'desc' | 'asc' | 'manual';

/** A tournament participant as the group panel reads it (T§7: id, handicap_torneo, profile nombre, handicap). */
export interface GroupCandidate {
  participante_id: string;
  nombre: string;
  handicap_torneo: number | null;
  /** The profile's handicap. */
  handicap: number | null;
}

export interface GroupOptions {
  size?: number;
  order?: GroupOrder;
  /** 'HH:MM' */
  firstTime?: string;
  intervalMinutes?: number;
  /**
   * Pairs of a pairs tournament (design §14): each pair's two participants sit in the same group, next to each
   * other (two pairs to a group with the default size 4). A pair is ordered by the mean of its partners'
   * handicaps; a pair never splits, so a group closes early when the next pair does not fit in it (a size of 1
   * gives each pair a group of its own).
   */
  pairs?: readonly (readonly [string, string])[];
}

/** A seat of `partidas_participantes`. */
export interface GroupSeat {
  participante_id: string;
  /** 1-based. */
  posicion_grupo: number;
}

/** A draft `partidas` row with its seats. */
export interface DraftGroup {
  nombre: string;
  /** 1-based. */
  orden_salida: number;
  /** 'HH:MM' */
  hora_salida: string;
  /** The hole the group starts from (1 in a start by intervals). */
  hoyo_salida: number;
  participantes: GroupSeat[];
}

/**
 * Generates a tournament's groups (T§9 Group management): sorts by tournament handicap, else profile handicap,
 * else 0 (descending by default, ascending, or manual = input order; equal handicaps keep input order), chunks
 * by group size keeping each pair's partners together (`options.pairs`), names groups 'Partida N' and gives group k the tee time first + (k − 1) × interval. Rejects an
 * empty list (T§5: 'No hay participantes en este torneo'), repeated players and tee times past 23:59.
 */
export function generateGroups(
  candidates: readonly GroupCandidate[],
  options: GroupOptions = {},
): DraftGroup[] {
  const size = requireGroupSize(options.size ?? DEFAULT_GROUP_SIZE);
  const order = options.order ?? 'desc';
  if (order !== 'desc' && order !== 'asc' && order !== 'manual') {
    throw new DomainError('INVALID_GROUP_ORDER', 'El orden de las partidas no es válido');
  }
  const first = parseTimeOfDay(options.firstTime ?? DEFAULT_FIRST_TEE_TIME);
  const interval = requireInterval(options.intervalMinutes ?? DEFAULT_INTERVAL_MINUTES);
  if (candidates.length === 0)
    throw new DomainError('NO_PARTICIPANTS', 'No hay participantes en este torneo');
  const seen = new Set<string>();
  for (const c of candidates) {
    if (seen.has(c.participante_id)) {
      throw new DomainError('DUPLICATE_PARTICIPANT', 'Un jugador no puede estar en dos partidas');
    }
    seen.add(c.participante_id);
    for (const h of [c.handicap_torneo, c.handicap]) {
      if (h !== null && !Number.isFinite(h)) {
        throw new DomainError('INVALID_HANDICAP', 'El handicap debe ser un número válido');
      }
    }
  }

  const key = (c: GroupCandidate): number => c.handicap_torneo ?? c.handicap ?? 0;
  const units = unitsOf(candidates, options.pairs ?? []);
  const unitKey = (u: readonly GroupCandidate[]) => u.reduce((sum, c) => sum + key(c), 0) / u.length;
  const sorted =
    order === 'manual'
      ? units
      : [...units].sort((a, b) => (order === 'desc' ? unitKey(b) - unitKey(a) : unitKey(a) - unitKey(b)));

  const chunks: GroupCandidate[][] = [];
  let current: GroupCandidate[] = [];
  for (const unit of sorted) {
    if (current.length > 0 && current.length + unit.length > size) {
      chunks.push(current);
      current = [];
    }
    current.push(...unit);
  }
  if (current.length > 0) chunks.push(current);

  const groups: DraftGroup[] = [];
  for (const [index, chunk] of chunks.entries()) {
    const k = index + 1;
    const minutes = first + (k - 1) * interval;
    if (minutes >= MINUTES_PER_DAY) {
      throw new DomainError('TEE_TIME_OVERFLOW', 'Las horas de salida pasan de las 23:59');
    }
    groups.push({
      nombre: `Partida ${k}`,
      orden_salida: k,
      hora_salida: formatTimeOfDay(minutes),
      hoyo_salida: 1,
      participantes: chunk.map((c, i) => ({ participante_id: c.participante_id, posicion_grupo: i + 1 })),
    });
  }
  return groups;
}

/**
 * The units that are seated together, in input order: each pair (at the place of its first partner in the input)
 * and each participant in no pair. Partners who are not both candidates sit as singles; a participant named in
 * two pairs is refused.
 */
function unitsOf(
  candidates: readonly GroupCandidate[],
  pairs: readonly (readonly [string, string])[],
): GroupCandidate[][] {
  const byId = new Map(candidates.map((c) => [c.participante_id, c]));
  const partnerOf = new Map<string, string>();
  for (const [a, b] of pairs) {
    if (a === b || partnerOf.has(a) || partnerOf.has(b)) {
      throw new DomainError('INVALID_PAIR', 'Un jugador no puede estar en dos parejas');
    }
    if (!byId.has(a) || !byId.has(b)) continue;
    partnerOf.set(a, b);
    partnerOf.set(b, a);
  }
  const placed = new Set<string>();
  const units: GroupCandidate[][] = [];
  for (const c of candidates) {
    if (placed.has(c.participante_id)) continue;
    const partner = partnerOf.get(c.participante_id);
    const unit = partner ? [c, byId.get(partner)!] : [c];
    for (const u of unit) placed.add(u.participante_id);
    units.push(unit);
  }
  return units;
}

/**
 * Moves a player to the group at `targetIndex` (T§4: "A player sits in only one group; dropping a player on
 * another group moves them from the source; dropping on the same group does nothing"). A player not yet in any
 * group (from the available list) is added. The player takes the last seat of the target; the source's seats
 * are renumbered. Rejects a full target group (more than `maxSize` players). Returns new groups; the input is
 * not changed.
 */
export function movePlayer<G extends { participantes: readonly GroupSeat[] }>(
  groups: readonly G[],
  participanteId: string,
  targetIndex: number,
  maxSize: number = MAX_GROUP_SIZE,
): G[] {
  requireGroupSize(maxSize);
  requireIntegerInRange(
    targetIndex,
    0,
    groups.length - 1,
    'INVALID_GROUP',
    'La partida de destino no existe',
  );
  const target = groups[targetIndex];
  if (target === undefined) throw new DomainError('INVALID_GROUP', 'La partida de destino no existe');
  if (target.participantes.some((s) => s.participante_id === participanteId)) return [...groups];
  if (target.participantes.length >= maxSize) {
    throw new DomainError('GROUP_FULL', `La partida ya tiene ${maxSize} jugadores`);
  }
  return groups.map((group, index) => {
    const others = group.participantes.filter((s) => s.participante_id !== participanteId);
    const ids =
      index === targetIndex
        ? [...others.map((s) => s.participante_id), participanteId]
        : others.map((s) => s.participante_id);
    if (index !== targetIndex && others.length === group.participantes.length) return group;
    return { ...group, participantes: ids.map((id, i) => ({ participante_id: id, posicion_grupo: i + 1 })) };
  });
}

function requireGroupSize(size: number): number {
  return requireIntegerInRange(
    size,
    MIN_GROUP_SIZE,
    MAX_GROUP_SIZE,
    'INVALID_GROUP_SIZE',
    'Los jugadores por partida deben estar entre 1 y 4',
  );
}

/**
 * How groups start: 'intervalo' (T§9: "Tee time of group k = first time + (k-1) x interval", all from hole 1) or
 * 'tiro' (a shotgun start: every group at the first time, group k from hole k).
 */
export type StartMode = 'intervalo' | 'tiro';

/** How tee times follow from the order (T§9: "Tee time of group k = first time + (k-1) x interval"). */
export interface TeeSchedule {
  /** 'HH:MM' */
  firstTime: string;
  intervalMinutes: number;
  /** Default 'intervalo'. */
  mode?: StartMode;
  /**
   * Per group (by index), a tee time and/or starting hole the administrator set by hand; they win over the mode.
   * A split tee is e.g. half the groups 'Tee del 10' with their own times.
   */
  own?: readonly ({ hora_salida?: string | null; hoyo_salida?: number | null } | null | undefined)[];
}

/**
 * The starting holes of a shotgun start ('Salida a tiro'): every group tees off at the same time, group k from
 * hole k (1, 2, … groupCount). A course of `holes` holes takes at most `holes` groups.
 */
export function shotgunStart(groupCount: number, holes: number = HOLES_PER_ROUND): number[] {
  requireIntegerInRange(
    groupCount,
    0,
    Number.MAX_SAFE_INTEGER,
    'INVALID_GROUP',
    'Número de partidas no válido',
  );
  requireIntegerInRange(holes, 1, HOLES_PER_ROUND, 'INVALID_HOLE_NUMBER', 'Número de hoyos no válido');
  if (groupCount > holes) {
    throw new DomainError(
      'SHOTGUN_TOO_MANY_GROUPS',
      `Una salida a tiro admite como máximo ${holes} partidas (una por hoyo)`,
    );
  }
  return Array.from({ length: groupCount }, (_, i) => i + 1);
}

/** A starting tee as it reads: 'Tee del 10'. */
export function startTeeLabel(hoyo: number): string {
  return `Tee del ${hoyo}`;
}

/** A group (a match's) without an agreed tee time: it has none (never a made-up 09:00). */
export const NO_TEE_TIME = 'Hora por acordar';

/**
 * How a group's start reads: '09:10', or '09:10 · Tee del 10' when it does not start from hole 1; a match without
 * an agreed time: 'Hora por acordar'.
 */
export function formatStart(hora: string | null, hoyo: number): string {
  const time = hora === null ? NO_TEE_TIME : hora.slice(0, 5);
  return hoyo === 1 ? time : `${time} · ${startTeeLabel(hoyo)}`;
}

/** A starting hole 1–18. */
export function requireStartHole(hole: number): number {
  return requireIntegerInRange(
    hole,
    1,
    HOLES_PER_ROUND,
    'INVALID_START_HOLE',
    'El hoyo de salida debe estar entre 1 y 18',
  );
}

/**
 * Names, start order, tee time and starting hole of groups in this order: group k is 'Partida k', orden_salida k
 * and tees off at first + (k − 1) × interval from hole 1 (T§9), or, in a shotgun start, at the first time from
 * hole k; a tee time or hole set by hand for a group (`schedule.own`) wins. Rejects an interval outside 5–30, a
 * time that is not 'HH:MM', tee times past 23:59, a hole outside 1–18 and a shotgun of more than 18 groups.
 */
export function scheduleGroups<G>(
  groups: readonly G[],
  schedule: TeeSchedule,
): (G & { nombre: string; orden_salida: number; hora_salida: string; hoyo_salida: number })[] {
  const first = parseTimeOfDay(schedule.firstTime);
  const interval = requireInterval(schedule.intervalMinutes);
  const mode = schedule.mode ?? 'intervalo';
  if (mode !== 'intervalo' && mode !== 'tiro') {
    throw new DomainError('INVALID_MODE', 'El modo de salida debe ser por intervalo o a tiro');
  }
  const holes = mode === 'tiro' ? shotgunStart(groups.length) : null;
  return groups.map((group, index) => {
    const own = schedule.own?.[index];
    const minutes =
      own?.hora_salida != null
        ? parseTimeOfDay(own.hora_salida)
        : mode === 'tiro'
          ? first
          : first + index * interval;
    if (minutes >= MINUTES_PER_DAY) {
      throw new DomainError('TEE_TIME_OVERFLOW', 'Las horas de salida pasan de las 23:59');
    }
    return {
      ...group,
      nombre: `Partida ${index + 1}`,
      orden_salida: index + 1,
      hora_salida: formatTimeOfDay(minutes),
      hoyo_salida: requireStartHole(own?.hoyo_salida ?? holes?.[index] ?? 1),
    };
  });
}

/**
 * The schedule of groups already published (their tee times in start order): the first group's time and the gap
 * between the first two when it is a valid interval (5–30), otherwise the default 10 minutes.
 */
export function inferSchedule(teeTimes: readonly string[]): TeeSchedule {
  const [a, b] = teeTimes;
  if (a === undefined) {
    return { firstTime: DEFAULT_FIRST_TEE_TIME, intervalMinutes: DEFAULT_INTERVAL_MINUTES };
  }
  const first = parseTimeOfDay(a);
  const gap = b === undefined ? DEFAULT_INTERVAL_MINUTES : parseTimeOfDay(b) - first;
  const valid = Number.isInteger(gap) && gap >= MIN_INTERVAL_MINUTES && gap <= MAX_INTERVAL_MINUTES;
  return {
    firstTime: formatTimeOfDay(first),
    intervalMinutes: valid ? gap : DEFAULT_INTERVAL_MINUTES,
  };
}

function requireInterval(interval: number): number {
  return requireIntegerInRange(
    interval,
    MIN_INTERVAL_MINUTES,
    MAX_INTERVAL_MINUTES,
    'INVALID_INTERVAL',
    'Los minutos entre partidas deben estar entre 5 y 30',
  );
}
