/**
 * The draft of 'Gestión de Partidas' (T§4: "generated or edited groups are a draft ('Borrador', not saved)").
 * It lives in the browser's localStorage under the tournament's id, so it survives a reload until it is
 * published or discarded. Saved groups carry their server id; new ones a temporary id starting with 'partida-'.
 * Golf arithmetic (generation, moves, tee times) comes from the rules engine.
 */
import { z } from 'zod';
import {
  DEFAULT_GROUP_SIZE,
  generateGroups,
  inferSchedule,
  movePlayer,
  type GroupCandidate,
} from '@/shared/domain';
import type { TPublishGroupsRequest, TTournamentGroups } from '@/shared/schemas/admin-groups';

export const TEMP_ID_PREFIX = 'partida-';

const ZDraft = z.object({
  settings: z.object({
    size: z.number().int().min(1).max(4),
    order: z.enum(['desc', 'asc', 'manual']),
    firstTime: z.string(),
    intervalMinutes: z.number(),
  }),
  groups: z.array(z.object({ id: z.string(), participantes: z.array(z.string()) })),
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

/** The published groups as an editable draft (their schedule inferred from their tee times). */
export function draftFromPublished(data: TTournamentGroups): GroupsDraft {
  const schedule = inferSchedule(data.partidas.map((g) => g.hora_salida));
  return {
    settings: { size: DEFAULT_GROUP_SIZE, order: 'desc', ...schedule },
    groups: data.partidas.map((g) => ({ id: g.id, participantes: [...g.participantes] })),
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

/** The publish request: empty groups are left out; saved groups carry their id. */
export function publishRequest(draft: GroupsDraft, confirm = false): TPublishGroupsRequest {
  return {
    hora_inicio: draft.settings.firstTime,
    intervalo_minutos: draft.settings.intervalMinutes,
    partidas: draft.groups
      .filter((g) => g.participantes.length > 0)
      .map((g) => ({ id: isSavedGroup(g.id) ? g.id : null, participantes: g.participantes })),
    ...(confirm ? { confirmar_validadas: true } : {}),
  };
}

/** A published group that already has results: validated, or with players who have strokes. */
export interface GroupWithResults {
  id: string;
  nombre: string;
  hora_salida: string;
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
