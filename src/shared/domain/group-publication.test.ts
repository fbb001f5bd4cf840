import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planGroupPublication, type SavedGroup } from './group-publication';
import { expectDomainError } from './test-helpers';

const saved: SavedGroup[] = [
  { id: 'g1', participantes: ['a', 'b', 'c', 'd'], validada: true },
  { id: 'g2', participantes: ['e', 'f', 'g'], validada: false },
  { id: 'g3', participantes: ['h'], validada: false },
];

describe('planGroupPublication (design.md §13: publishing reconciles)', () => {
  it('a group whose players did not change keeps its id and validation, by id or by its players', () => {
    const plan = planGroupPublication(saved, [
      { participantes: ['b', 'a', 'c', 'd'] },
      { id: 'g2', participantes: ['e', 'f', 'g'] },
      { participantes: ['h'] },
    ]);
    expect(plan.groups.map((g) => [g.id, g.membersChanged, g.seatsChanged, g.validada])).toEqual([
      ['g1', false, true, true],
      ['g2', false, false, false],
      ['g3', false, false, false],
    ]);
    expect(plan.deleted).toEqual([]);
    expect(plan.validatedChanged).toEqual([]);
  });

  it('moving a player changes both groups; a new group has no id; a group no one continues is deleted', () => {
    const plan = planGroupPublication(saved, [
      { id: 'g2', participantes: ['e', 'f', 'g', 'h'] },
      { participantes: ['x'] },
      { id: 'g1', participantes: ['a', 'b', 'c'] },
    ]);
    expect(plan.groups.map((g) => [g.id, g.membersChanged])).toEqual([
      ['g2', true],
      [null, true],
      ['g1', true],
    ]);
    expect(plan.deleted).toEqual(['g3']);
    expect(plan.validatedChanged).toEqual(['g1']);
  });

  it('deleting a validated group needs the confirmation too', () => {
    const plan = planGroupPublication(saved, [{ participantes: ['a', 'b', 'c', 'x'] }]);
    expect(plan.groups[0]?.id).toBeNull();
    expect(plan.deleted).toEqual(['g1', 'g2', 'g3']);
    expect(plan.validatedChanged).toEqual(['g1']);
  });

  it('rejects empty and oversized groups, a player twice, unknown and repeated ids', () => {
    expectDomainError(() => planGroupPublication(saved, [{ participantes: [] }]), 'INVALID_GROUP_SIZE');
    expectDomainError(
      () => planGroupPublication(saved, [{ participantes: ['a', 'b', 'c', 'd', 'e'] }]),
      'INVALID_GROUP_SIZE',
    );
    expectDomainError(
      () => planGroupPublication(saved, [{ participantes: ['a'] }, { participantes: ['b', 'a'] }]),
      'DUPLICATE_PARTICIPANT',
    );
    expectDomainError(
      () => planGroupPublication(saved, [{ participantes: ['a', 'a'] }]),
      'DUPLICATE_PARTICIPANT',
    );
    expectDomainError(
      () => planGroupPublication(saved, [{ id: 'zz', participantes: ['a'] }]),
      'UNKNOWN_GROUP',
    );
    expectDomainError(
      () =>
        planGroupPublication(saved, [
          { id: 'g1', participantes: ['a'] },
          { id: 'g1', participantes: ['b'] },
        ]),
      'DUPLICATE_GROUP',
    );
  });

  it('property: every saved group is continued at most once or deleted, and the players are exactly the requested', () => {
    const players = 'abcdefghijkl'.split('');
    fc.assert(
      fc.property(
        fc.shuffledSubarray(players).chain((xs) =>
          fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 }).map((sizes) => {
            const groups: string[][] = [];
            let at = 0;
            for (const size of sizes) {
              const chunk = xs.slice(at, at + size);
              if (chunk.length > 0) groups.push(chunk);
              at += size;
            }
            return groups;
          }),
        ),
        fc.boolean(),
        (groups, withIds) => {
          const requested = groups.map((participantes, i) => ({
            id: withIds && i < saved.length && i % 2 === 0 ? saved[i]!.id : null,
            participantes,
          }));
          const plan = planGroupPublication(saved, requested);
          const kept = plan.groups.flatMap((g) => (g.id ? [g.id] : []));
          expect(new Set(kept).size).toBe(kept.length);
          expect([...kept, ...plan.deleted].sort()).toEqual(saved.map((s) => s.id).sort());
          expect(plan.groups.map((g) => g.participantes)).toEqual(groups);
          for (const g of plan.groups) {
            const before = saved.find((s) => s.id === g.id);
            if (before && !g.membersChanged)
              expect([...before.participantes].sort()).toEqual([...g.participantes].sort());
          }
        },
      ),
    );
  });
});
