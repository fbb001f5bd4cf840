import { z } from 'zod';
import type { TScoreChange } from '@/shared/schemas/scorecard';
import { refusalTitle } from '@/shared/schemas/scorecard';
import { isApiError, type ApiErrorCode } from '@/web/lib/api-client';
import { withScore, type WithResults } from '@/web/lib/scorecard/cache';

/**
 * THE queue of strokes waiting for the server (docs/decisions/014-offline.md, 019-coded-errors-and-stroke-outbox.md):
 * pure functions over one persisted state. Every stroke a player enters or clears goes through it, online or not: it
 * shows at once on the card (marked pending), is sent in order, and leaves the queue when the server answers. Each
 * entry is what the stroke is — kind of partida, partida, participant, hole, value — never where a screen caches it
 * (idempotent per hole, last write wins); a newer stroke for the same cell replaces the older one.
 */

export type StrokeKind = 'group' | 'personal';

/**
 * What a stroke is: the value (golpes; 'Recogida'; null and not picked up: cleared) of one participant's hole in one
 * partida of a kind.
 */
export interface StrokeFacts extends TScoreChange {
  /** Picked up (golpes null): tournament formats that allow it (design §14). */
  recogida?: boolean;
  kind: StrokeKind;
  partidaId: string;
  /** The participant's name when the stroke was entered (for the refusal notice). */
  nombre: string;
}

export interface QueuedStroke extends StrokeFacts {
  id: string;
  /** Sending attempts that failed for lack of connection (or a server that did not answer). */
  attempts: number;
  queuedAt: number;
}

/** A stroke the server refused when it finally arrived: kept, with the server's Spanish message, until dismissed. */
export interface RefusedStroke extends QueuedStroke {
  title: string;
  /** The error's code (src/shared/errors.ts); UNKNOWN for a refusal stored before codes existed. */
  code: string;
  message: string;
  refusedAt: number;
}

export interface QueueState {
  pending: readonly QueuedStroke[];
  refused: readonly RefusedStroke[];
}

export const EMPTY_QUEUE: QueueState = { pending: [], refused: [] };

const sameCell = (a: QueuedStroke, b: QueuedStroke) =>
  a.kind === b.kind &&
  a.partidaId === b.partidaId &&
  a.participante_id === b.participante_id &&
  a.numero_hoyo === b.numero_hoyo;

/** Adds a stroke at the end; an older pending stroke of the same cell is dropped (last write wins). */
export function enqueue(state: QueueState, stroke: QueuedStroke): QueueState {
  return { ...state, pending: [...state.pending.filter((p) => !sameCell(p, stroke)), stroke] };
}

/** The server accepted the stroke `id`: it leaves the queue. */
export function settle(state: QueueState, id: string): QueueState {
  if (!state.pending.some((p) => p.id === id)) return state;
  return { ...state, pending: state.pending.filter((p) => p.id !== id) };
}

/** Sending `id` failed for lack of connection: it stays first, one more attempt counted. */
export function markAttempt(state: QueueState, id: string): QueueState {
  return {
    ...state,
    pending: state.pending.map((p) => (p.id === id ? { ...p, attempts: p.attempts + 1 } : p)),
  };
}

/**
 * The server refused `id`: it leaves the queue and, when `keep`, joins the refused list with the server's code,
 * message and the title of the code (a refusal the player saw at once in a toast is not kept).
 */
export function refuse(
  state: QueueState,
  id: string,
  reason: { code: string; message: string },
  at: number,
  keep = true,
): QueueState {
  const stroke = state.pending.find((p) => p.id === id);
  if (!stroke) return state;
  const pending = state.pending.filter((p) => p.id !== id);
  if (!keep) return { ...state, pending };
  const { code, message } = reason;
  return {
    pending,
    refused: [...state.refused, { ...stroke, title: refusalTitle(code), code, message, refusedAt: at }],
  };
}

/** The player read the refusal `id`. */
export function dismiss(state: QueueState, id: string): QueueState {
  return { ...state, refused: state.refused.filter((r) => r.id !== id) };
}

/** The pending strokes of one partida, oldest first. */
export function pendingOf(state: QueueState, kind: StrokeKind, partidaId: string): QueuedStroke[] {
  return state.pending.filter((p) => p.kind === kind && p.partidaId === partidaId);
}

/** The refusals of one partida. */
export function refusedOf(state: QueueState, kind: StrokeKind, partidaId: string): RefusedStroke[] {
  return state.refused.filter((p) => p.kind === kind && p.partidaId === partidaId);
}

/**
 * The data as the player sees it: the server's (cached, live-patched, refetched) with the player's own pending
 * strokes on top, in order. Only strokes of participants in `participantIds` apply (a tournament's standings
 * take the pending strokes of all its groups).
 */
export function withPending<T extends WithResults>(
  data: T,
  pending: readonly QueuedStroke[],
  participantIds?: ReadonlySet<string>,
): T {
  let out = data;
  for (const stroke of pending) {
    if (participantIds && !participantIds.has(stroke.participante_id)) continue;
    out = withScore(out, {
      participante_id: stroke.participante_id,
      numero_hoyo: stroke.numero_hoyo,
      golpes: stroke.golpes,
      recogida: stroke.recogida === true,
    });
  }
  return out;
}

/** `participante_id:numero_hoyo` of each pending stroke: the cells the card marks as pending. */
export function pendingCells(pending: readonly QueuedStroke[]): Set<string> {
  return new Set(pending.map((p) => cellKey(p.participante_id, p.numero_hoyo)));
}

export const cellKey = (participanteId: string, numeroHoyo: number) => `${participanteId}:${numeroHoyo}`;

/**
 * What a failed send means: `retry` (no connection, a server that did not answer or is restarting, an expired
 * session — the stroke waits) or `refused` (the server read it and said no: 400, 403, 404, 409…).
 */
export function classifyFailure(
  error: unknown,
): { outcome: 'retry' } | { outcome: 'refused'; code: ApiErrorCode; message: string } {
  if (!isApiError(error)) return { outcome: 'retry' };
  const { status } = error;
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) {
    return { outcome: 'retry' };
  }
  return { outcome: 'refused', code: error.code, message: error.message };
}

/** Wait before the next attempt after `attempts` failed ones: 2 s, 5 s, 10 s, then every 30 s. */
export function retryDelay(attempts: number): number {
  const delays = [2000, 5000, 10_000, 30_000];
  return delays[Math.min(Math.max(attempts - 1, 0), delays.length - 1)] ?? 30_000;
}

/**
 * What IndexedDB holds under `pena:strokes:{uid}`: `{ version: 2, pending, refused }`, each entry the stroke's
 * facts. Decision record 014's format had no version and each entry also carried the TanStack Query key of the card
 * it patched; `readStoredQueue` reads both (a stroke queued before an upgrade is still sent after it).
 */
export const STORED_QUEUE_VERSION = 2;

export interface StoredQueue extends QueueState {
  version: typeof STORED_QUEUE_VERSION;
}

const ZKind = z.enum(['group', 'personal']);
const ZQueuedStroke = z.object({
  id: z.string().min(1),
  kind: ZKind,
  partidaId: z.string().min(1),
  participante_id: z.string().min(1),
  numero_hoyo: z.number().int(),
  golpes: z.number().int().nullable(),
  /** Absent in a queue stored before 'Recogida' existed. */
  recogida: z.boolean().optional(),
  nombre: z.string(),
  attempts: z.number().int().min(0).catch(0),
  queuedAt: z.number().catch(0),
});
const ZRefusedStroke = ZQueuedStroke.extend({
  title: z.string(),
  code: z.string().catch('UNKNOWN'),
  message: z.string(),
  refusedAt: z.number().catch(0),
});

/** The kind and partida of a 014 entry that named them only through its query key. */
const LEGACY_KEYS: readonly { prefix: readonly string[]; kind: StrokeKind }[] = [
  { prefix: ['scorecard', 'group'], kind: 'group' },
  { prefix: ['personal-games', 'detail'], kind: 'personal' },
];

function fromLegacyKey(entry: Record<string, unknown>): Record<string, unknown> {
  const key = entry.queryKey;
  if (!Array.isArray(key) || (typeof entry.kind === 'string' && typeof entry.partidaId === 'string'))
    return entry;
  const known = LEGACY_KEYS.find((k) => k.prefix.every((part, i) => key[i] === part));
  const partidaId: unknown = key[known?.prefix.length ?? 0];
  if (!known || typeof partidaId !== 'string') return entry;
  return { kind: known.kind, partidaId, ...entry };
}

function entries<T>(list: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: unknown) => {
    const entry =
      typeof raw === 'object' && raw !== null ? fromLegacyKey(raw as Record<string, unknown>) : raw;
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The queue stored in any known format (nothing stored, or unreadable: empty; an unreadable entry is dropped). */
export function readStoredQueue(raw: unknown): QueueState {
  if (typeof raw !== 'object' || raw === null) return EMPTY_QUEUE;
  const stored = raw as { pending?: unknown; refused?: unknown };
  const pending = entries(stored.pending, ZQueuedStroke);
  const refused = entries(stored.refused, ZRefusedStroke);
  return pending.length === 0 && refused.length === 0 ? EMPTY_QUEUE : { pending, refused };
}

/** The queue as it is stored: only the strokes' facts, with the format's version. */
export function toStoredQueue(state: QueueState): StoredQueue {
  return {
    version: STORED_QUEUE_VERSION,
    pending: state.pending.map((p) => ZQueuedStroke.parse(p)),
    refused: state.refused.map((r) => ZRefusedStroke.parse(r)),
  };
}
