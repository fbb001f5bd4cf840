import { DomainError } from './errors';
import { MAX_GROUP_SIZE } from './groups';

/** A tournament group as it is saved now. */
export interface SavedGroup {
  id: string;
  /** Participant ids by seat (posicion_grupo 1, 2…). */
  participantes: readonly string[];
  validada: boolean;
}

/** A group of the draft being published: `id` is a saved group's id, or absent for a new group. */
export interface RequestedGroup {
  id?: string | null;
  participantes: readonly string[];
}

export interface PlannedGroup {
  /** The saved group this one continues (keeps its id and its validation), or null for a new group. */
  id: string | null;
  participantes: string[];
  /** The set of players differs from the saved group's (always true for a new group). */
  membersChanged: boolean;
  /** The seats differ (members or their order): the saved seats are rewritten. */
  seatsChanged: boolean;
  /** The saved group's validation, kept; false for a new group. */
  validada: boolean;
}

export interface PublicationPlan {
  /** In start order. */
  groups: PlannedGroup[];
  /** Saved groups that no requested group continues. */
  deleted: string[];
  /** Validated saved groups whose players change or that are deleted: publishing them needs a confirmation. */
  validatedChanged: string[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
};
const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => b[i] === id);

/**
 * Reconciles a tournament's saved groups with the draft being published (design.md §13: "Publishing groups
 * reconciles instead of deleting and re-inserting"). A requested group continues the saved group whose id it
 * carries; a requested group without id continues a saved group (not continued otherwise) with exactly the same
 * players. Continued groups keep their id and validation; the rest are new; saved groups not continued are
 * deleted. Strokes hang off the participant, so nothing here moves a stroke. Rejects empty groups, groups over 4,
 * a player in two groups, an id that is not a saved group, and an id used twice.
 */
export function planGroupPublication(
  saved: readonly SavedGroup[],
  requested: readonly RequestedGroup[],
): PublicationPlan {
  const byId = new Map(saved.map((g) => [g.id, g]));
  const seen = new Set<string>();
  const claimed = new Set<string>();
  for (const group of requested) {
    if (group.participantes.length < 1 || group.participantes.length > MAX_GROUP_SIZE) {
      throw new DomainError('INVALID_GROUP_SIZE', 'Cada partida debe tener entre 1 y 4 jugadores');
    }
    for (const id of group.participantes) {
      if (seen.has(id)) {
        throw new DomainError('DUPLICATE_PARTICIPANT', 'Un jugador no puede estar en dos partidas');
      }
      seen.add(id);
    }
    if (group.id) {
      if (!byId.has(group.id)) {
        throw new DomainError('UNKNOWN_GROUP', 'Alguna partida ya no existe: vuelve a cargar las partidas');
      }
      if (claimed.has(group.id)) {
        throw new DomainError('DUPLICATE_GROUP', 'Una partida aparece dos veces');
      }
      claimed.add(group.id);
    }
  }
  // Groups without id continue an unclaimed saved group with the same players (a regenerated draft).
  const continued = requested.map((group) => {
    if (group.id) return byId.get(group.id)!;
    const match = saved.find((s) => !claimed.has(s.id) && sameSet(s.participantes, group.participantes));
    if (match) claimed.add(match.id);
    return match ?? null;
  });
  const groups = requested.map((group, i): PlannedGroup => {
    const before = continued[i] ?? null;
    return {
      id: before?.id ?? null,
      participantes: [...group.participantes],
      membersChanged: !before || !sameSet(before.participantes, group.participantes),
      seatsChanged: !before || !sameOrder(before.participantes, group.participantes),
      validada: before?.validada ?? false,
    };
  });
  const deleted = saved.filter((s) => !claimed.has(s.id)).map((s) => s.id);
  const validatedChanged = [
    ...groups.filter((g) => g.id !== null && g.validada && g.membersChanged).map((g) => g.id as string),
    ...saved.filter((s) => s.validada && !claimed.has(s.id)).map((s) => s.id),
  ];
  return { groups, deleted, validatedChanged };
}
