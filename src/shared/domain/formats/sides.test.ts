import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../test-helpers';
import type { ParticipantStatus } from './enums';
import { formatOf } from './format';
import { formSides, type SideParticipant } from './sides';

const person = (id: string, handicap = 10, estado: ParticipantStatus | null = null): SideParticipant => ({
  id,
  nombre: id,
  handicap,
  handicap_propio: handicap + 0.4,
  profile_image_url: null,
  tee_id: 'tee',
  estado,
  motivo_estado: estado === 'DESC' ? 'Tarjeta sin firmar' : null,
});
const mejorBola = formatOf({ modalidad: 'parejas_por_golpes', forma_parejas: 'mejor_bola' });
const foursome = formatOf({ modalidad: 'parejas_por_golpes', forma_parejas: 'foursome' });
const greensome = formatOf({ modalidad: 'stableford_parejas', forma_parejas: 'greensome' });
const sides = (
  format = mejorBola,
  people: SideParticipant[],
  pairs: [string, string, number | null][] = [],
) =>
  formSides(
    format,
    people,
    pairs.map(([a, b, handicap]) => ({ id: `${a}+${b}`, participante_ids: [a, b] as const, handicap })),
    () => [],
    () => [],
  );

describe('formSides (design §14, contract §3)', () => {
  it("pairs are sides named 'Nombre 1 / Nombre 2'; a participant in no pair is a side of one", () => {
    const result = sides(
      mejorBola,
      [person('Ana', 10), person('Bea', 14), person('Cris')],
      [['Ana', 'Bea', null]],
    );
    expect(result.map((s) => [s.id, s.nombre, s.members.length, s.handicap, s.handicap_propio])).toEqual([
      ['Ana+Bea', 'Ana / Bea', 2, 24, 24.8], // mejor bola: 10 + 14; own 10.4 + 14.4
      ['Cris', 'Cris', 1, 10, 10.4],
    ]);
  });

  it("a one-ball pair plays the pair's handicap, or without one the partners' combined (foursome sum, greensome 60/40)", () => {
    expect(sides(foursome, [person('A', 8), person('B', 12)], [['A', 'B', 9]])[0]?.handicap).toBe(9);
    expect(sides(foursome, [person('A', 8), person('B', 12)], [['A', 'B', null]])[0]?.handicap).toBe(20); // 8 + 12
    // 0.6 × 8 + 0.4 × 12 = 4.8 + 4.8 = 9.6 → 10
    expect(sides(greensome, [person('A', 12), person('B', 8)], [['A', 'B', null]])[0]?.handicap).toBe(10);
  });

  it('individual formats ignore pairs', () => {
    const result = sides(
      formatOf({ modalidad: 'stableford_individual' }),
      [person('A'), person('B')],
      [['A', 'B', null]],
    );
    expect(result.map((s) => s.id)).toEqual(['A', 'B']);
  });

  it("statuses: DESC of a partner disqualifies the side; a one-ball pair takes either's; mejor bola needs both", () => {
    const status = (format: typeof mejorBola, a: ParticipantStatus | null, b: ParticipantStatus | null) => {
      const [side] = sides(format, [person('A', 10, a), person('B', 10, b)], [['A', 'B', 10]]);
      return [side?.estado, side?.motivo_estado];
    };
    expect(status(mejorBola, null, 'DESC')).toEqual(['DESC', 'Tarjeta sin firmar']);
    expect(status(mejorBola, 'RET', null)).toEqual([null, null]); // Bea plays on for the side (Rule 23.1)
    expect(status(mejorBola, 'NP', 'RET')).toEqual(['RET', null]);
    expect(status(foursome, 'NP', null)).toEqual(['NP', null]);
    expect(status(foursome, 'NP', 'RET')).toEqual(['RET', null]);
  });

  it('refuses a participant in two pairs, an unknown partner and a participant listed twice', () => {
    const people = [person('A'), person('B'), person('C')];
    expectDomainError(
      () =>
        sides(mejorBola, people, [
          ['A', 'B', null],
          ['B', 'C', null],
        ]),
      'INVALID_PAIR',
    );
    expectDomainError(() => sides(mejorBola, people, [['A', 'A', null]]), 'INVALID_PAIR');
    expectDomainError(() => sides(mejorBola, people, [['A', 'Z', null]]), 'UNKNOWN_PARTICIPANT');
    expectDomainError(() => sides(mejorBola, [person('A'), person('A')]), 'DUPLICATE_PARTICIPANT');
  });
});
