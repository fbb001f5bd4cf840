import { formatStart } from '@/shared/domain';
import type { TAdminParticipant } from '@/shared/schemas/admin-tournaments';

/** A block of the quick entry's participant list: one published group, or those without a group. */
export interface QuickEntryGroup {
  key: string;
  /** 'Partida 1 · 08:00', or 'Sin partida'. */
  label: string;
  participants: TAdminParticipant[];
}

const NO_GROUP = 'sin-partida';

/**
 * The participants as the paper cards come back: by group in start order (orden_salida, then tee time), each by
 * seat; participants without a group at the end, in the order given (by name).
 */
export function participantsByGroup(list: readonly TAdminParticipant[]): QuickEntryGroup[] {
  const groups = new Map<string, QuickEntryGroup & { orden: number; hora: string | null }>();
  const loose: TAdminParticipant[] = [];
  for (const p of list) {
    if (!p.partida) {
      loose.push(p);
      continue;
    }
    const g = groups.get(p.partida.id) ?? {
      key: p.partida.id,
      label: `${p.partida.nombre} · ${formatStart(p.partida.hora_salida, 1)}`,
      participants: [],
      orden: p.partida.orden_salida,
      hora: p.partida.hora_salida,
    };
    g.participants.push(p);
    groups.set(p.partida.id, g);
  }
  const ordered = [...groups.values()]
    .sort(
      (a, b) => a.orden - b.orden || (a.hora ?? '').localeCompare(b.hora ?? '') || a.key.localeCompare(b.key),
    )
    .map(({ key, label, participants }) => ({
      key,
      label,
      participants: participants.sort((a, b) => (a.partida?.posicion ?? 0) - (b.partida?.posicion ?? 0)),
    }));
  return loose.length > 0
    ? [...ordered, { key: NO_GROUP, label: 'Sin partida', participants: loose }]
    : ordered;
}

/** After saving `id`: the next player of the same group, then the first of the next group; null after the last. */
export function nextParticipant(groups: readonly QuickEntryGroup[], id: string): string | null {
  const order = groups.flatMap((g) => g.participants.map((p) => p.id));
  const i = order.indexOf(id);
  return i === -1 ? null : (order[i + 1] ?? null);
}
