import { describe, expect, it } from 'vitest';
import {
  ageOn,
  categoryMembership,
  categoryStandings,
  type CategoriesConfig,
  type CategoryDefinition,
  type CategoryFacts,
} from './categories';
import type { TieMethod } from './ranking';
import type { StandingsInputs } from './standings-inputs';
import { expectDomainError, PARS, TEE_HOLES } from './test-helpers';

/**
 * A player of an individual stroke-play tournament on TEE_HOLES (par 72): playing handicap `handicap`, strokes
 * par + `overs[i]` on hole i + 1 (missing holes: par). Net to par = sum(overs) − handicap.
 */
interface P {
  id: string;
  handicap: number;
  overs: readonly number[];
  indice: number | null;
  sexo?: 'hombre' | 'mujer';
  nacimiento?: string;
  tramo?: 'infantil' | 'general' | 'senior';
}
/** `total` strokes over par, one per hole from hole 1 (a second one from hole 1 again past 18). */
const spread = (total: number) =>
  Array.from({ length: 18 }, (_, i) => Math.floor(total / 18) + (i < total % 18 ? 1 : 0));

function inputsOf(list: readonly P[], metodo: TieMethod = 'puntuacion_media'): StandingsInputs {
  return {
    torneo: { limite_golpes_hoyo: null, metodo_desempate: metodo, finalizado: true },
    salidas: [{ id: 'tee', hoyos: TEE_HOLES }],
    participantes: list.map((p) => ({
      id: p.id,
      nombre: p.id,
      handicap: p.handicap,
      handicap_propio: p.indice,
      profile_image_url: null,
      tee_id: 'tee',
    })),
    resultados: list.flatMap((p) =>
      PARS.map((par, i) => ({ participante_id: p.id, numero_hoyo: i + 1, golpes: par + (p.overs[i] ?? 0) })),
    ),
  };
}
const factsOf = (list: readonly P[]): CategoryFacts[] =>
  list.map((p) => ({
    participante_id: p.id,
    indice: p.indice,
    sexo: p.sexo ?? 'hombre',
    fecha_nacimiento: p.nacimiento ?? null,
    tramo_edad: p.tramo ?? null,
  }));

const FECHA = '2026-06-14';
const scratch: CategoryDefinition = {
  nombre: 'Scratch',
  criterio: { tipo: 'todos' },
  clasificacion: 'scratch',
  premios: 1,
};
const primera: CategoryDefinition = {
  nombre: '1ª',
  criterio: { tipo: 'indice', desde: null, hasta: 12.4 },
  clasificacion: 'handicap',
  premios: 2,
};
const segunda: CategoryDefinition = {
  nombre: '2ª',
  criterio: { tipo: 'indice', desde: 12.5, hasta: null },
  clasificacion: 'handicap',
  premios: 2,
};
const damas: CategoryDefinition = {
  nombre: 'Damas',
  criterio: { tipo: 'sexo', sexo: 'mujer' },
  clasificacion: 'handicap',
  premios: 1,
};

function run(list: readonly P[], config: CategoriesConfig, metodo?: TieMethod) {
  const inputs = inputsOf(list, metodo);
  const membership = categoryMembership(config, inputs, factsOf(list), FECHA);
  return categoryStandings(inputs, config, membership);
}
const winners = (result: ReturnType<typeof run>) =>
  result.map((c) => c.premiados.map((r) => r.participante_id));

// Scratch (gross to par) and net (gross − playing handicap):
// A idx 2,0 h2 +1 → net −1 · B idx 10,0 h10 +8 → −2 · C idx 12,4 h12 +12 → 0
// D idx 12,5 h13 +10 → −3 · E idx 20,0 h20 +19 → −1 · F idx 30,0 h30 +32 → +2
const FIELD: P[] = [
  { id: 'A', handicap: 2, overs: spread(1), indice: 2 },
  { id: 'B', handicap: 10, overs: spread(8), indice: 10 },
  { id: 'C', handicap: 12, overs: spread(12), indice: 12.4 },
  { id: 'D', handicap: 13, overs: spread(10), indice: 12.5 },
  { id: 'E', handicap: 20, overs: spread(19), indice: 20 },
  { id: 'F', handicap: 30, overs: spread(32), indice: 30 },
];

describe('categoryStandings: premios no acumulables', () => {
  it('skips the scratch winner in the handicap list after it, and the prize passes to the next side', () => {
    const result = run(FIELD, { no_acumulables: true, categorias: [scratch, primera, segunda] });
    // Scratch: A +1 wins. 1ª (≤ 12,4: A, B, C) by net: B −2, A −1 (already won), C 0. 2ª (≥ 12,5): D −3, E −1, F +2.
    expect(winners(result)).toEqual([['A'], ['B', 'C'], ['D', 'E']]);
    const first = result[1]!;
    expect(first.rows.map((r) => [r.row.participante_id, r.posicion, r.premio, r.premiado_en])).toEqual([
      ['B', 1, 1, null],
      ['A', 2, null, 'Scratch'],
      ['C', 3, 2, null],
    ]);
  });

  it('accumulating prizes give the scratch winner the handicap prize too', () => {
    const result = run(FIELD, { no_acumulables: false, categorias: [scratch, primera, segunda] });
    expect(winners(result)).toEqual([['A'], ['B', 'A'], ['D', 'E']]);
    expect(result[1]!.rows.every((r) => r.premiado_en === null)).toBe(true);
  });

  it('a lady who wins in 2ª is skipped in Damas when Damas comes after, and the other way round', () => {
    // L1 ♀ idx 18 h18 +14 → net −4 · L2 ♀ idx 8 h8 +7 → −1 · M ♂ idx 15 h15 +13 → −2
    const field: P[] = [
      { id: 'L1', handicap: 18, overs: spread(14), indice: 18, sexo: 'mujer' },
      { id: 'L2', handicap: 8, overs: spread(7), indice: 8, sexo: 'mujer' },
      { id: 'M', handicap: 15, overs: spread(13), indice: 15 },
    ];
    const one = { ...segunda, premios: 1 };
    expect(winners(run(field, { no_acumulables: true, categorias: [one, damas] }))).toEqual([['L1'], ['L2']]);
    expect(winners(run(field, { no_acumulables: true, categorias: [damas, one] }))).toEqual([['L1'], ['M']]);
  });

  it('a tie at the prize boundary goes to the better last nine, whatever the tie method of the positions', () => {
    // P and Q: h10, +8 gross, net −2. P's bogeys on holes 1–8, Q's on 11–18: last nine P 0, Q +8 → P.
    // R: h10 +9 → net −1, third.
    const field: P[] = [
      { id: 'Q', handicap: 10, overs: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1], indice: 10 },
      { id: 'P', handicap: 10, overs: [1, 1, 1, 1, 1, 1, 1, 1], indice: 10 },
      { id: 'R', handicap: 10, overs: spread(9), indice: 10 },
    ];
    const general: CategoryDefinition = {
      ...primera,
      nombre: 'General',
      criterio: { tipo: 'todos' },
      premios: 1,
    };
    const [list] = run(field, { no_acumulables: true, categorias: [general] }, 'puntuacion_media');
    // The positions keep the tournament's method (shared 1st); the prize is P's alone.
    expect(list!.rows.map((r) => [r.row.participante_id, r.posicion])).toEqual([
      ['P', 1],
      ['Q', 1],
      ['R', 3],
    ]);
    expect(list!.premiados.map((r) => r.participante_id)).toEqual(['P']);
    // Two prizes: P first, Q second (not both 'first').
    const [two] = run(
      field,
      { no_acumulables: true, categorias: [{ ...general, premios: 2 }] },
      'desempate_handicap',
    );
    expect(two!.rows.filter((r) => r.premio !== null).map((r) => [r.row.participante_id, r.premio])).toEqual([
      ['P', 1],
      ['Q', 2],
    ]);
  });

  it('still tied after the last hole, the lower playing handicap wins the prize', () => {
    // Scratch: S h5 and T h9 both +6 gross on holes 1–6: every countback segment equal → S (lower handicap).
    const field: P[] = [
      { id: 'T', handicap: 9, overs: spread(6), indice: 9 },
      { id: 'S', handicap: 5, overs: spread(6), indice: 5 },
    ];
    const [list] = run(field, { no_acumulables: true, categorias: [scratch] });
    expect(list!.premiados.map((r) => r.participante_id)).toEqual(['S']);
  });

  it('only ranked sides win prizes; fewer sides than prizes leaves prizes unawarded', () => {
    const list: P[] = [FIELD[0]!, FIELD[1]!];
    const inputs = inputsOf(list);
    const withStatus: StandingsInputs = {
      ...inputs,
      participantes: inputs.participantes.map((p) => (p.id === 'A' ? { ...p, estado: 'RET' } : p)),
    };
    const config = { no_acumulables: true, categorias: [{ ...primera, premios: 3 }] };
    const membership = categoryMembership(config, withStatus, factsOf(list), FECHA);
    const [c] = categoryStandings(withStatus, config, membership);
    expect(c!.premiados.map((r) => r.participante_id)).toEqual(['B']);
    expect(c!.rows.map((r) => [r.row.participante_id, r.posicion, r.premio])).toEqual([
      ['B', 1, 1],
      ['A', null, null],
    ]);
  });
});

describe('categoryMembership', () => {
  const ids = (config: CategoryDefinition[], list: readonly P[], fecha = FECHA) =>
    categoryMembership({ no_acumulables: true, categorias: config }, inputsOf(list), factsOf(list), fecha);

  it('index bands include both ends: 12,4 is 1ª, 12,5 is 2ª; an unknown index is in no band', () => {
    const list = [...FIELD, { id: 'X', handicap: 0, overs: [], indice: null }];
    expect(ids([primera, segunda], list)).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E', 'F'],
    ]);
  });

  it('por mitades: 5 sides in two groups of 3 and 2, 7 in three of 3, 2, 2, by index (unknown last)', () => {
    const mitad = (partes: 2 | 3, parte: number): CategoryDefinition => ({
      ...primera,
      nombre: `${parte}`,
      criterio: { tipo: 'mitades', partes, parte },
    });
    const five: P[] = [
      { id: 'v', handicap: 0, overs: [], indice: 20 },
      { id: 'w', handicap: 0, overs: [], indice: null },
      { id: 'x', handicap: 0, overs: [], indice: 3 },
      { id: 'y', handicap: 0, overs: [], indice: 11.2 },
      { id: 'z', handicap: 0, overs: [], indice: 11.2 },
    ];
    expect(ids([mitad(2, 1), mitad(2, 2)], five)).toEqual([
      ['x', 'y', 'z'],
      ['v', 'w'],
    ]);
    const seven = [
      ...five,
      { id: 'a', handicap: 0, overs: [], indice: 0 },
      { id: 'b', handicap: 0, overs: [], indice: 30 },
    ];
    expect(ids([mitad(3, 1), mitad(3, 2), mitad(3, 3)], seven)).toEqual([
      ['a', 'x', 'y'],
      ['z', 'v'],
      ['b', 'w'],
    ]);
    expectDomainError(() => ids([mitad(2, 3)], five), 'INVALID_CATEGORY');
  });

  it('age on the tournament day from the birth date, else tramo_edad; thresholds as configured', () => {
    const list: P[] = [
      { id: 'born55', handicap: 0, overs: [], indice: 10, nacimiento: '1971-06-14' }, // 55 on 2026-06-14
      { id: 'almost', handicap: 0, overs: [], indice: 10, nacimiento: '1971-06-15' }, // still 54
      { id: 'tramoSenior', handicap: 0, overs: [], indice: 10, tramo: 'senior' },
      { id: 'kid', handicap: 0, overs: [], indice: 10, nacimiento: '2008-06-15' }, // 17
      { id: 'tramoInfantil', handicap: 0, overs: [], indice: 10, tramo: 'infantil' },
      { id: 'adult18', handicap: 0, overs: [], indice: 10, nacimiento: '2008-06-14', tramo: 'infantil' }, // 18: the date wins
    ];
    const senior: CategoryDefinition = {
      ...primera,
      nombre: 'Senior',
      criterio: { tipo: 'edad', grupo: 'senior', edad: 55 },
    };
    const junior: CategoryDefinition = {
      ...primera,
      nombre: 'Júnior',
      criterio: { tipo: 'edad', grupo: 'junior', edad: 18 },
    };
    expect(ids([senior, junior], list)).toEqual([
      ['born55', 'tramoSenior'],
      ['kid', 'tramoInfantil'],
    ]);
    const senior50 = { ...senior, criterio: { tipo: 'edad', grupo: 'senior', edad: 54 } } as const;
    expect(ids([senior50], list)[0]).toEqual(['born55', 'almost', 'tramoSenior']);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it("a pair's index is the partners' sum; it is Damas only when both partners are", () => {
    const list: P[] = [
      { id: 'a', handicap: 5, overs: [], indice: 6.2, sexo: 'mujer' },
      { id: 'b', handicap: 6, overs: [], indice: 6.2, sexo: 'mujer' },
      { id: 'c', handicap: 5, overs: [], indice: 6.2, sexo: 'mujer' },
      { id: 'd', handicap: 6, overs: [], indice: 6.3 },
    ];
    const inputs: StandingsInputs = {
      ...inputsOf(list),
      torneo: {
        limite_golpes_hoyo: null,
        metodo_desempate: 'puntuacion_media',
        modalidad: 'parejas_por_golpes',
        forma_parejas: 'mejor_bola',
      },
      parejas: [
        { id: 'ab', participante_ids: ['a', 'b'], handicap: null },
        { id: 'cd', participante_ids: ['c', 'd'], handicap: null },
      ],
    };
    const config = { no_acumulables: true, categorias: [primera, segunda, damas] };
    // ab: 6,2 + 6,2 = 12,4 → 1ª; cd: 6,2 + 6,3 = 12,5 → 2ª.
    expect(categoryMembership(config, inputs, factsOf(list), FECHA)).toEqual([['ab'], ['cd'], ['ab']]);
  });
});
