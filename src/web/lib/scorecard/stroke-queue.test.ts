import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { strokesOf } from './cache';
import {
  classifyFailure,
  dismiss,
  EMPTY_QUEUE,
  enqueue,
  markAttempt,
  pendingCells,
  pendingOf,
  refuse,
  refusedOf,
  retryDelay,
  settle,
  withPending,
  type QueuedStroke,
} from './stroke-queue';

let n = 0;
function stroke(partial: Partial<QueuedStroke> = {}): QueuedStroke {
  n += 1;
  return {
    id: `s${n}`,
    kind: 'group',
    partidaId: 'g1',
    participante_id: 'a',
    numero_hoyo: 1,
    golpes: 4,
    nombre: 'Ana',
    attempts: 0,
    queuedAt: n,
    ...partial,
  };
}

describe('the stroke queue', () => {
  it('keeps strokes in the order entered; a newer stroke of the same hole replaces the older one', () => {
    const s1 = stroke({ numero_hoyo: 1, golpes: 4 });
    const s2 = stroke({ numero_hoyo: 2, golpes: 5 });
    const s3 = stroke({ numero_hoyo: 1, golpes: 6 });
    const other = stroke({ numero_hoyo: 1, golpes: 3, participante_id: 'b' });
    const q = [s1, s2, s3, other].reduce(enqueue, EMPTY_QUEUE);
    expect(q.pending.map((p) => p.id)).toEqual([s2.id, s3.id, other.id]);
    // The same hole of another partida or kind is another cell.
    const personal = stroke({ kind: 'personal', partidaId: 'g1', numero_hoyo: 2 });
    expect(enqueue(q, personal).pending).toHaveLength(4);
  });

  it('settles, counts failed attempts, refuses with the title of the server message, dismisses', () => {
    const s1 = stroke();
    const s2 = stroke({ numero_hoyo: 2 });
    let q = [s1, s2].reduce(enqueue, EMPTY_QUEUE);
    q = markAttempt(markAttempt(q, s1.id), s1.id);
    expect(q.pending[0]?.attempts).toBe(2);
    q = refuse(
      q,
      s1.id,
      { code: 'SCORES_LOCKED', message: 'No se pueden modificar los resultados de una partida validada' },
      100,
    );
    expect(q.pending.map((p) => p.id)).toEqual([s2.id]);
    expect(q.refused).toEqual([
      expect.objectContaining({
        id: s1.id,
        title: 'Resultados validados',
        code: 'SCORES_LOCKED',
        message: 'No se pueden modificar los resultados de una partida validada',
        refusedAt: 100,
      }),
    ]);
    expect(refuse(q, s2.id, { code: 'CONFLICT', message: 'Algo raro' }, 1).refused[1]?.title).toBe('Error');
    // A refusal the player already saw in a toast is not kept.
    expect(refuse(q, s2.id, { code: 'CONFLICT', message: 'Algo raro' }, 1, false).refused).toHaveLength(1);
    expect(refuse(q, 'unknown', { code: 'CONFLICT', message: 'x' }, 1)).toBe(q);
    q = settle(q, s2.id);
    expect(q.pending).toEqual([]);
    expect(settle(q, s2.id)).toBe(q);
    expect(refusedOf(q, 'group', 'g1')).toHaveLength(1);
    expect(refusedOf(q, 'personal', 'g1')).toHaveLength(0);
    expect(dismiss(q, s1.id).refused).toEqual([]);
  });

  it('overlays pending strokes on the server data: set, overwrite, clear; marks their cells', () => {
    const server = {
      id: 'g1',
      resultados: [
        { participante_id: 'a', numero_hoyo: 1, golpes: 5 },
        { participante_id: 'b', numero_hoyo: 1, golpes: 4 },
      ],
    };
    const pending = [
      stroke({ participante_id: 'a', numero_hoyo: 1, golpes: 3 }),
      stroke({ participante_id: 'b', numero_hoyo: 1, golpes: null }),
      stroke({ participante_id: 'c', numero_hoyo: 7, golpes: 6 }),
    ];
    const shown = withPending(server, pending);
    expect(strokesOf(shown, 'a', 1)).toBe(3);
    expect(strokesOf(shown, 'b', 1)).toBeNull();
    expect(strokesOf(shown, 'c', 7)).toBe(6);
    expect(server.resultados).toHaveLength(2); // the server's data is untouched
    expect([...pendingCells(pending)]).toEqual(['a:1', 'b:1', 'c:7']);
    // Restricted to some participants (a tournament's standings).
    const only = withPending(server, pending, new Set(['a']));
    expect(strokesOf(only, 'b', 1)).toBe(4);
    expect(strokesOf(only, 'c', 7)).toBeNull();
    expect(withPending(server, [])).toBe(server);
  });

  it('a queue entered in any order and sent head by head leaves the server with the last value of each hole', () => {
    const change = fc.record({
      participante_id: fc.constantFrom('a', 'b'),
      numero_hoyo: fc.integer({ min: 1, max: 4 }),
      golpes: fc.option(fc.integer({ min: 1, max: 10 })),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        let q = EMPTY_QUEUE;
        const server = new Map<string, number | null>();
        const expected = new Map<string, number | null>();
        for (const c of changes) {
          q = enqueue(q, stroke(c));
          expected.set(`${c.participante_id}:${c.numero_hoyo}`, c.golpes);
        }
        // At most one entry per cell, and the overlay already shows the final card.
        expect(q.pending.length).toBe(expected.size);
        const overlay = withPending({ resultados: [] }, q.pending);
        for (const [cell, golpes] of expected) {
          const [p, h] = cell.split(':') as [string, string];
          expect(strokesOf(overlay, p, Number(h))).toBe(golpes);
        }
        while (q.pending[0]) {
          const head = q.pending[0];
          server.set(`${head.participante_id}:${head.numero_hoyo}`, head.golpes);
          q = settle(q, head.id);
        }
        expect(server).toEqual(expected);
        expect(pendingOf(q, 'group', 'g1')).toEqual([]);
      }),
    );
  });

  it('waits on no connection, a server error or an expired session; gives up on a refusal', () => {
    expect(classifyFailure(new ApiError(0, 'NETWORK_ERROR', 'x'))).toEqual({ outcome: 'retry' });
    expect(classifyFailure(new ApiError(503, 'UNKNOWN', 'x'))).toEqual({ outcome: 'retry' });
    expect(classifyFailure(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toEqual({ outcome: 'retry' });
    expect(classifyFailure(new TypeError('Failed to fetch'))).toEqual({ outcome: 'retry' });
    expect(classifyFailure(new ApiError(409, 'SCORES_LOCKED', 'No se pueden modificar'))).toEqual({
      outcome: 'refused',
      code: 'SCORES_LOCKED',
      message: 'No se pueden modificar',
    });
    expect(classifyFailure(new ApiError(403, 'NOT_A_MEMBER', 'No tienes acceso a esta partida'))).toEqual({
      outcome: 'refused',
      code: 'NOT_A_MEMBER',
      message: 'No tienes acceso a esta partida',
    });
    expect([1, 2, 3, 4, 9].map(retryDelay)).toEqual([2000, 5000, 10_000, 30_000, 30_000]);
  });
});
