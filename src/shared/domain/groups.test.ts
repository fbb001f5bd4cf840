import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateGroups,
  inferSchedule,
  movePlayer,
  scheduleGroups,
  shotgunStart,
  type GroupCandidate,
} from './groups';
import { expectDomainError } from './test-helpers';

const c = (id: string, handicap_torneo: number | null, handicap: number | null = null): GroupCandidate => ({
  participante_id: id,
  nombre: id,
  handicap_torneo,
  handicap,
});
const ids = (groups: ReturnType<typeof generateGroups>) =>
  groups.map((g) => g.participantes.map((s) => s.participante_id));
const ten = Array.from({ length: 10 }, (_, i) => c(`p${i}`, i));

describe('generateGroups (T§9 Group management)', () => {
  it('T§9 "Players per group 1 to 4 (default 4) … Default first tee time 08:00; default interval 10 minutes … Groups named \'Partida N\'"', () => {
    const groups = generateGroups(ten);
    expect(groups.map((g) => [g.nombre, g.orden_salida, g.hora_salida, g.participantes.length])).toEqual([
      ['Partida 1', 1, '08:00', 4],
      ['Partida 2', 2, '08:10', 4],
      ['Partida 3', 3, '08:20', 2],
    ]);
    expect(groups[0]?.participantes.map((s) => s.posicion_grupo)).toEqual([1, 2, 3, 4]);
  });

  it('T§9 "Ordering: handicap descending (default), ascending, or manual"', () => {
    const players = [c('a', 5), c('b', 20), c('c', 12)];
    expect(ids(generateGroups(players, { size: 3 }))).toEqual([['b', 'c', 'a']]);
    expect(ids(generateGroups(players, { size: 3, order: 'asc' }))).toEqual([['a', 'c', 'b']]);
    expect(ids(generateGroups(players, { size: 3, order: 'manual' }))).toEqual([['a', 'b', 'c']]);
  });

  it('T§9 "Generation sorts by tournament handicap, else profile handicap, else 0, and chunks by group size"', () => {
    const players = [c('cero', null, null), c('perfil', null, 18.2), c('torneo', 3, 30), c('plus', null, -2)];
    expect(ids(generateGroups(players, { size: 2 }))).toEqual([
      ['perfil', 'torneo'],
      ['cero', 'plus'],
    ]);
  });

  it('T§9 "Tee time of group k = first time + (k-1) x interval"', () => {
    const groups = generateGroups(ten, { size: 1, firstTime: '09:45', intervalMinutes: 8 });
    expect(groups[0]?.hora_salida).toBe('09:45');
    expect(groups[1]?.hora_salida).toBe('09:53');
    expect(groups[9]?.hora_salida).toBe('10:57');
    expect(groups[9]?.nombre).toBe('Partida 10');
  });

  it("T§5 \"Group generation: needs at least one participant ('Sin participantes' / 'No hay participantes en este torneo')\"", () => {
    expectDomainError(() => generateGroups([]), 'NO_PARTICIPANTS');
  });

  it('T§5 "Minutes between groups: min 5, max 30"; T§9 "Players per group 1 to 4"; tee times past 23:59', () => {
    expectDomainError(() => generateGroups(ten, { intervalMinutes: 4 }), 'INVALID_INTERVAL');
    expectDomainError(() => generateGroups(ten, { intervalMinutes: 31 }), 'INVALID_INTERVAL');
    expectDomainError(() => generateGroups(ten, { size: 5 }), 'INVALID_GROUP_SIZE');
    expectDomainError(() => generateGroups(ten, { size: 0 }), 'INVALID_GROUP_SIZE');
    expectDomainError(() => generateGroups(ten, { firstTime: '25:00' }), 'INVALID_TIME');
    expectDomainError(() => generateGroups(ten, { firstTime: '23:50' }), 'TEE_TIME_OVERFLOW');
    expectDomainError(() => generateGroups(ten, { order: 'random' as never }), 'INVALID_GROUP_ORDER');
    expectDomainError(() => generateGroups([c('a', 1), c('a', 2)]), 'DUPLICATE_PARTICIPANT');
    expectDomainError(() => generateGroups([c('a', Number.NaN)]), 'INVALID_HANDICAP');
  });

  it('property: T§4 "A player sits in only one group": every player is seated exactly once, no group exceeds the size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -10, max: 54 })), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('desc' as const, 'asc' as const, 'manual' as const),
        (handicaps, size, order) => {
          const players = handicaps.map((h, i) => c(`p${i}`, h));
          const groups = generateGroups(players, { size, order, intervalMinutes: 5 });
          const seated = groups.flatMap((g) => g.participantes.map((s) => s.participante_id));
          expect(seated.sort()).toEqual(players.map((p) => p.participante_id).sort());
          expect(groups.every((g) => g.participantes.length >= 1 && g.participantes.length <= size)).toBe(
            true,
          );
          expect(groups).toHaveLength(Math.ceil(players.length / size));
        },
      ),
    );
  });
});

describe('generateGroups keeps partners together (design §14 pairs)', () => {
  it("two pairs to a group of 4, each pair ordered by its partners' mean handicap, partners side by side", () => {
    // Pairs a+b (mean (20 + 10) / 2 = 15) and c+d (mean (4 + 2) / 2 = 3), e+f (mean (30 + 0) / 2 = 15), single g 9.
    const players = [c('a', 20), c('c', 4), c('e', 30), c('g', 9), c('b', 10), c('d', 2), c('f', 0)];
    const pairs = [
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ] as const;
    // Descending: a+b 15, e+f 15 (input order keeps a+b first), g 9, c+d 3 → [a b e f] [g c d].
    expect(ids(generateGroups(players, { pairs }))).toEqual([
      ['a', 'b', 'e', 'f'],
      ['g', 'c', 'd'],
    ]);
    // Groups of 3: a pair never splits, so a group closes early (e+f does not fit after a+b).
    expect(ids(generateGroups(players, { size: 3, pairs }))).toEqual([
      ['a', 'b'],
      ['e', 'f', 'g'],
      ['c', 'd'],
    ]);
    // Groups of 1: each pair has a group of its own.
    expect(ids(generateGroups(players, { size: 1, pairs, order: 'manual' }))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g'],
    ]);
  });

  it('refuses a participant in two pairs; a pair with a partner who is not a candidate seats the other as a single', () => {
    expectDomainError(
      () =>
        generateGroups([c('a', 1), c('b', 2), c('x', 3)], {
          pairs: [
            ['a', 'b'],
            ['b', 'x'],
          ],
        }),
      'INVALID_PAIR',
    );
    expect(ids(generateGroups([c('a', 1), c('b', 2)], { pairs: [['a', 'zz']] }))).toEqual([['b', 'a']]);
  });

  it('property: partners always share a group, everybody is seated once, no group exceeds max(size, 2)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -10, max: 54 })), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('desc' as const, 'asc' as const, 'manual' as const),
        fc.integer({ min: 0, max: 20 }),
        (handicaps, size, order, pairCount) => {
          const players = handicaps.map((h, i) => c(`p${i}`, h));
          const pairs: [string, string][] = [];
          for (let i = 0; i + 1 < players.length && pairs.length < pairCount; i += 2) {
            pairs.push([players[i]!.participante_id, players[i + 1]!.participante_id]);
          }
          const groups = generateGroups(players, { size, order, intervalMinutes: 5, pairs });
          const seated = groups.flatMap((g) => g.participantes.map((s) => s.participante_id));
          expect([...seated].sort()).toEqual(players.map((p) => p.participante_id).sort());
          expect(groups.every((g) => g.participantes.length <= Math.max(size, 2))).toBe(true);
          const groupOf = new Map(
            groups.flatMap((g, k) => g.participantes.map((s) => [s.participante_id, k] as const)),
          );
          for (const [a, b] of pairs) expect(groupOf.get(a)).toBe(groupOf.get(b));
        },
      ),
    );
  });
});

describe('movePlayer (T§4)', () => {
  const groups = generateGroups([c('a', 4), c('b', 3), c('c', 2), c('d', 1), c('e', 0)], { size: 3 });

  it('T§4 "dropping a player on another group moves them from the source"', () => {
    const moved = movePlayer(groups, 'a', 1);
    expect(ids(moved)).toEqual([
      ['b', 'c'],
      ['d', 'e', 'a'],
    ]);
    expect(moved[0]?.participantes.map((s) => s.posicion_grupo)).toEqual([1, 2]);
    expect(moved[1]?.participantes.map((s) => s.posicion_grupo)).toEqual([1, 2, 3]);
    expect(moved[0]?.hora_salida).toBe('08:00');
    expect(ids(groups)[0]).toEqual(['a', 'b', 'c']);
  });

  it('T§4 "dropping on the same group does nothing"', () => {
    expect(movePlayer(groups, 'a', 0)).toEqual(groups);
  });

  it('a player from the available list is seated; a full group refuses another player', () => {
    expect(ids(movePlayer(groups, 'z', 1))[1]).toEqual(['d', 'e', 'z']);
    expectDomainError(() => movePlayer(groups, 'd', 0, 3), 'GROUP_FULL');
    expect(ids(movePlayer(groups, 'd', 0))[0]).toEqual(['a', 'b', 'c', 'd']);
    expectDomainError(() => movePlayer(movePlayer(groups, 'd', 0), 'e', 0), 'GROUP_FULL');
    expectDomainError(() => movePlayer(groups, 'a', 2), 'INVALID_GROUP');
    expectDomainError(() => movePlayer(groups, 'a', 0, 5), 'INVALID_GROUP_SIZE');
  });
});

describe('scheduleGroups and inferSchedule (T§9 "Tee time of group k = first time + (k-1) x interval")', () => {
  it('names, orders and times the groups in their order', () => {
    expect(
      scheduleGroups([{ x: 1 }, { x: 2 }, { x: 3 }], { firstTime: '08:00', intervalMinutes: 12 }),
    ).toEqual([
      { x: 1, nombre: 'Partida 1', orden_salida: 1, hora_salida: '08:00', hoyo_salida: 1 },
      { x: 2, nombre: 'Partida 2', orden_salida: 2, hora_salida: '08:12', hoyo_salida: 1 },
      { x: 3, nombre: 'Partida 3', orden_salida: 3, hora_salida: '08:24', hoyo_salida: 1 },
    ]);
  });

  it("'Salida a tiro': every group at the first time, group k from hole k", () => {
    const out = scheduleGroups([{}, {}, {}], { firstTime: '09:00', intervalMinutes: 10, mode: 'tiro' });
    expect(out.map((g) => [g.hora_salida, g.hoyo_salida])).toEqual([
      ['09:00', 1],
      ['09:00', 2],
      ['09:00', 3],
    ]);
  });

  it('a tee time and starting hole set by hand win (a split tee: 1 and 10 at the same times)', () => {
    const out = scheduleGroups([{}, {}, {}, {}], {
      firstTime: '09:00',
      intervalMinutes: 10,
      own: [undefined, { hora_salida: '09:00', hoyo_salida: 10 }, { hoyo_salida: 10 }, null],
    });
    expect(out.map((g) => [g.hora_salida, g.hoyo_salida])).toEqual([
      ['09:00', 1],
      ['09:00', 10],
      ['09:20', 10],
      ['09:30', 1],
    ]);
    expectDomainError(
      () => scheduleGroups([{}], { firstTime: '09:00', intervalMinutes: 10, own: [{ hoyo_salida: 19 }] }),
      'INVALID_START_HOLE',
    );
    expectDomainError(
      () => scheduleGroups([{}], { firstTime: '09:00', intervalMinutes: 10, own: [{ hora_salida: '9h' }] }),
      'INVALID_TIME',
    );
  });

  it('shotgunStart: group k from hole k; more groups than holes refused', () => {
    expect(shotgunStart(0)).toEqual([]);
    expect(shotgunStart(4)).toEqual([1, 2, 3, 4]);
    expect(shotgunStart(18)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(shotgunStart(9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expectDomainError(() => shotgunStart(19), 'SHOTGUN_TOO_MANY_GROUPS');
    expectDomainError(() => shotgunStart(10, 9), 'SHOTGUN_TOO_MANY_GROUPS');
    expectDomainError(() => shotgunStart(-1), 'INVALID_GROUP');
    expectDomainError(
      () =>
        scheduleGroups(
          Array.from({ length: 19 }, () => ({})),
          { firstTime: '09:00', intervalMinutes: 10, mode: 'tiro' },
        ),
      'SHOTGUN_TOO_MANY_GROUPS',
    );
  });

  it('rejects an interval outside 5–30, a time that is not HH:MM and tee times past 23:59', () => {
    expectDomainError(
      () => scheduleGroups([{}], { firstTime: '08:00', intervalMinutes: 4 }),
      'INVALID_INTERVAL',
    );
    expectDomainError(
      () => scheduleGroups([{}], { firstTime: '08:00', intervalMinutes: 31 }),
      'INVALID_INTERVAL',
    );
    expectDomainError(() => scheduleGroups([{}], { firstTime: '8h', intervalMinutes: 10 }), 'INVALID_TIME');
    expectDomainError(
      () => scheduleGroups([{}, {}], { firstTime: '23:55', intervalMinutes: 10 }),
      'TEE_TIME_OVERFLOW',
    );
  });

  it('infers the schedule of published groups', () => {
    expect(inferSchedule([])).toEqual({ firstTime: '08:00', intervalMinutes: 10 });
    expect(inferSchedule(['09:00:00', '09:08:00'])).toEqual({ firstTime: '09:00', intervalMinutes: 8 });
    expect(inferSchedule(['09:00', '10:00'])).toEqual({ firstTime: '09:00', intervalMinutes: 10 });
    expect(inferSchedule(['07:30'])).toEqual({ firstTime: '07:30', intervalMinutes: 10 });
  });

  it('property: generateGroups times are scheduleGroups of its groups', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 5, max: 30 }), (n, interval) => {
        const groups = generateGroups(
          Array.from({ length: n }, (_, i) => c(`p${i}`, i)),
          { intervalMinutes: interval },
        );
        expect(scheduleGroups(groups, { firstTime: '08:00', intervalMinutes: interval })).toEqual(groups);
      }),
    );
  });
});
