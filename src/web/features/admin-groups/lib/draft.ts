/**
 * The draft of 'Gestión de Partidas' (T§4: "generated or edited groups are a draft ('Borrador', not saved)").
 * It lives in the browser's localStorage under the tournament's id, so it survives a reload until it is
 * published or discarded. Saved groups carry their server id; new ones a temporary id starting with 'partida-'.
 * Golf arithmetic (generation, moves, tee times, the shotgun's holes) comes from the rules engine. A group may
 * carry a tee time and a starting hole set by hand (a split tee: 'Tee del 10'); without them it follows the
 * schedule: first time + interval from hole 1, or a shotgun start ('Salida a tiro').
 */
import { z } from 'zod';
import {
  DEFAULT_GROUP_SIZE,
  DEFAULT_INTERVAL_MINUTES,
  formatTimeOfDay,
  generateGroups,
  inferSchedule,
  MAX_INTERVAL_MINUTES,
  MIN_INTERVAL_MINUTES,
  movePlayer,
  parseTimeOfDay,
  scheduleGroups,
  type GroupCandidate,
  type StartMode,
  type TeeSchedule,
} from '@/shared/domain';
import {
  MODOS_SALIDA,
  type TPublishGroupsRequest,
  type TTournamentGroups,
} from '@/shared/schemas/admin-groups';

export const TEMP_ID_PREFIX = 'partida-';

const ZDraft = z.object({
  settings: z.object({
    size: z.number().int().min(1).max(4),
    order: z.enum(['desc', 'asc', 'manual']),
    firstTime: z.string(),
    intervalMinutes: z.number(),
    /** Absent (a draft kept before shotgun starts existed): 'intervalo'. */
    mode: z.enum(MODOS_SALIDA).optional(),
  }),
  groups: z.array(
    z.object({
      id: z.string(),
      participantes: z.array(z.string()),
      /** A tee time set by hand for this group ('HH:MM'); absent or null: it follows the schedule. */
      hora_salida: z.string().nullable().optional(),
      /** A starting hole set by hand (1–18); absent or null: it follows the schedule. */
      hoyo_salida: z.number().int().min(1).max(18).nullable().optional(),
    }),
  ),
});
export type GroupsDraft = z.infer<typeof ZDraft>;
export type DraftSettings = GroupsDraft['settings'];
export type DraftGroupItem = GroupsDraft['groups'][number];

const storageKey = (torneoId: string) => `pena:partidas-borrador:${torneoId}`;

export const isSavedGroup = (id: string) => !id.startsWith(TEMP_ID_PREFIX);
export const newGroupId = () => `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;

/** The draft kept for this tournament, or null (none, or unreadable). */
export function loadDraft(torneoId: string): GroupsDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(torneoId));
    if (!raw) return null;
    const parsed = ZDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(torneoId: string, draft: GroupsDraft): void {
  try {
    window.localStorage.setItem(storageKey(torneoId), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the draft stays in memory only.
  }
}

export function clearDraft(torneoId: string): void {
  try {
    window.localStorage.removeItem(storageKey(torneoId));
  } catch {
    // Nothing kept.
  }
}

const isSeated = (g: DraftGroupItem) => g.participantes.length > 0;
const ownOf = (g: DraftGroupItem) => ({
  hora_salida: g.hora_salida ?? null,
  hoyo_salida: g.hoyo_salida ?? null,
});

/**
 * The schedule of groups started by intervals: read from the groups that start from the 1st tee (a split tee's
 * 'Tee del 10' groups have their own times), so the first two of them give the interval and the first time.
 */
function inferIntervalSchedule(partidas: TTournamentGroups['partidas']): TeeSchedule {
  const fromOne = partidas
    .flatMap((g, index) =>
      g.hora_salida === null ? [] : [{ index, minutes: parseTimeOfDay(g.hora_salida), hoyo: g.hoyo_salida }],
    )
    .filter((g) => g.hoyo === 1);
  const [a, b] = fromOne;
  if (a && b) {
    const interval = (b.minutes - a.minutes) / (b.index - a.index);
    const first = a.minutes - a.index * interval;
    if (
      Number.isInteger(interval) &&
      interval >= MIN_INTERVAL_MINUTES &&
      interval <= MAX_INTERVAL_MINUTES &&
      first >= 0
    ) {
      return { firstTime: formatTimeOfDay(first), intervalMinutes: interval };
    }
  }
  return inferSchedule(partidas.flatMap((g) => (g.hora_salida === null ? [] : [g.hora_salida])));
}

/**
 * The published groups as an editable draft: the schedule inferred from their tee times (a shotgun when every
 * group tees off at once from holes 1, 2, 3…), and what does not follow from it kept as the group's own time or hole.
 */
export function draftFromPublished(data: TTournamentGroups): GroupsDraft {
  const times = data.partidas.map((g) => g.hora_salida);
  const shotgun =
    data.partidas.length > 1 &&
    data.partidas.every((g, i) => g.hora_salida === times[0] && g.hoyo_salida === i + 1);
  const settings: DraftSettings = shotgun
    ? {
        size: DEFAULT_GROUP_SIZE,
        order: 'desc',
        firstTime: times[0]!,
        intervalMinutes: DEFAULT_INTERVAL_MINUTES,
        mode: 'tiro',
      }
    : { size: DEFAULT_GROUP_SIZE, order: 'desc', ...inferIntervalSchedule(data.partidas), mode: 'intervalo' };
  let planned: { hora_salida: string; hoyo_salida: number }[] = [];
  try {
    planned = scheduleGroups(data.partidas, settings);
  } catch {
    planned = [];
  }
  return {
    settings,
    groups: data.partidas.map((g, i) => ({
      id: g.id,
      participantes: [...g.participantes],
      ...(g.hora_salida !== planned[i]?.hora_salida ? { hora_salida: g.hora_salida } : {}),
      ...(g.hoyo_salida !== planned[i]?.hoyo_salida ? { hoyo_salida: g.hoyo_salida } : {}),
    })),
  };
}

/**
 * Tee time and starting hole of each group that will be published (the empty ones are left out), in order: the
 * rules engine's schedule with the groups' own times and holes. Throws a DomainError (e.g. a shotgun of more than
 * 18 groups, tee times past 23:59).
 */
export function scheduleDraft(
  draft: GroupsDraft,
): { id: string; hora_salida: string; hoyo_salida: number }[] {
  const seated = draft.groups.filter(isSeated);
  return scheduleGroups(seated, { ...draft.settings, own: seated.map(ownOf) }).map((g) => ({
    id: g.id,
    hora_salida: g.hora_salida,
    hoyo_salida: g.hoyo_salida,
  }));
}

/**
 * Sets a group's own tee time and/or starting hole; null (or the value the schedule gives anyway) lets it follow
 * the schedule again.
 */
export function setGroupStart(
  draft: GroupsDraft,
  groupId: string,
  change: { hora_salida?: string | null; hoyo_salida?: number | null },
): GroupsDraft {
  const seated = draft.groups.filter(isSeated);
  let planned: { hora_salida: string; hoyo_salida: number } | undefined;
  try {
    planned = scheduleGroups(seated, draft.settings)[seated.findIndex((g) => g.id === groupId)];
  } catch {
    planned = undefined;
  }
  return {
    ...draft,
    groups: draft.groups.map((g) => {
      if (g.id !== groupId) return g;
      const next = { ...g, ...change };
      if (next.hora_salida === planned?.hora_salida) next.hora_salida = null;
      if (next.hoyo_salida === planned?.hoyo_salida) next.hoyo_salida = null;
      return next;
    }),
  };
}

/** 'Salida a tiro' on or off: every group follows the new schedule (the times and holes set by hand are cleared). */
export function setStartMode(draft: GroupsDraft, mode: StartMode): GroupsDraft {
  return {
    settings: { ...draft.settings, mode },
    groups: draft.groups.map((g) => ({ id: g.id, participantes: g.participantes })),
  };
}

/**
 * 'Generar Partidas': new groups from the participants with the draft's settings, each accepted pair's partners
 * side by side in one group (throws a DomainError).
 */
export function generateDraft(data: TTournamentGroups, settings: DraftSettings): GroupsDraft {
  const candidates: GroupCandidate[] = data.participantes.map((p) => ({
    participante_id: p.participante_id,
    nombre: p.nombre,
    handicap_torneo: p.handicap_torneo,
    handicap: p.handicap,
  }));
  const groups = generateGroups(candidates, {
    size: settings.size,
    order: settings.order,
    firstTime: settings.firstTime,
    intervalMinutes: settings.intervalMinutes,
    pairs: data.parejas.map((p) => p.participante_ids),
  });
  return {
    settings,
    groups: groups.map((g) => ({
      id: newGroupId(),
      participantes: g.participantes.map((s) => s.participante_id),
    })),
  };
}

/** Moves (or adds) a player to the group at `targetIndex` (T§4; the same group: unchanged). */
export function movePlayerInDraft(
  draft: GroupsDraft,
  participanteId: string,
  targetIndex: number,
): GroupsDraft {
  const seated = draft.groups.map((g) => ({
    ...g,
    participantes: g.participantes.map((id, i) => ({ participante_id: id, posicion_grupo: i + 1 })),
  }));
  const moved = movePlayer(seated, participanteId, targetIndex);
  return {
    ...draft,
    groups: moved.map((g) => ({ id: g.id, participantes: g.participantes.map((s) => s.participante_id) })),
  };
}

export function removePlayerFromDraft(draft: GroupsDraft, participanteId: string): GroupsDraft {
  return {
    ...draft,
    groups: draft.groups.map((g) => ({
      ...g,
      participantes: g.participantes.filter((id) => id !== participanteId),
    })),
  };
}

/** Swaps the group at `index` with its neighbour (`delta` −1 up, +1 down): tee times follow the order. */
export function moveGroupInDraft(draft: GroupsDraft, index: number, delta: -1 | 1): GroupsDraft {
  const target = index + delta;
  if (target < 0 || target >= draft.groups.length) return draft;
  const groups = [...draft.groups];
  [groups[index], groups[target]] = [groups[target]!, groups[index]!];
  return { ...draft, groups };
}

/** The publish request: empty groups are left out; saved groups carry their id; own times and holes go along. */
export function publishRequest(draft: GroupsDraft, confirm = false): TPublishGroupsRequest {
  return {
    hora_inicio: draft.settings.firstTime,
    intervalo_minutos: draft.settings.intervalMinutes,
    modo_salida: draft.settings.mode ?? 'intervalo',
    partidas: draft.groups.filter(isSeated).map((g) => ({
      id: isSavedGroup(g.id) ? g.id : null,
      participantes: g.participantes,
      ...(g.hora_salida ? { hora_salida: g.hora_salida } : {}),
      ...(g.hoyo_salida ? { hoyo_salida: g.hoyo_salida } : {}),
    })),
    ...(confirm ? { confirmar_validadas: true } : {}),
  };
}

/** A published group that already has results: validated, or with players who have strokes. */
export interface GroupWithResults {
  id: string;
  nombre: string;
  /** Null: a match without an agreed time. */
  hora_salida: string | null;
  validada: boolean;
  /** Players of the group with at least one stroke (their strokes follow them to any group). */
  jugadoresConGolpes: number;
}

/** The published groups with results, in start order (what 'Generar Partidas' names before replacing them). */
export function publishedGroupsWithResults(data: TTournamentGroups): GroupWithResults[] {
  const holes = new Map(data.participantes.map((p) => [p.participante_id, p.hoyos_jugados]));
  return data.partidas
    .map((g) => ({
      id: g.id,
      nombre: g.nombre,
      hora_salida: g.hora_salida,
      validada: g.validada,
      jugadoresConGolpes: g.participantes.filter((id) => (holes.get(id) ?? 0) > 0).length,
    }))
    .filter((g) => g.validada || g.jugadoresConGolpes > 0);
}
