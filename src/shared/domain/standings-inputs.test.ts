import { describe, expect, it } from 'vitest';
import { rankStandings, toStandingsInput, type StandingsInputs } from './standings-inputs';
import { resultsOverPar, TEE_HOLES } from './test-helpers';

/** Two tees: the par-72 fixture, and the same with hole 1 a par 5 (a women's tee, say). */
const LONG_FIRST = TEE_HOLES.map((h) => (h.numero_hoyo === 1 ? { ...h, par: 5 } : h));

const inputs = (limite: number | null = null): StandingsInputs => ({
  torneo: { limite_golpes_hoyo: limite, metodo_desempate: 'desempate_handicap' },
  salidas: [
    { id: 'amarillas', hoyos: TEE_HOLES },
    { id: 'rojas', hoyos: LONG_FIRST },
  ],
  participantes: [
    {
      id: 'p1',
      nombre: 'Pedro',
      handicap: 0,
      handicap_propio: 0,
      profile_image_url: null,
      tee_id: 'amarillas',
    },
    { id: 'p2', nombre: 'Marta', handicap: 0, handicap_propio: 0, profile_image_url: null, tee_id: 'rojas' },
    {
      id: 'p3',
      nombre: 'Olga',
      handicap: 0,
      handicap_propio: null,
      profile_image_url: null,
      tee_id: 'rojas',
    },
  ],
  resultados: [
    ...resultsOverPar(1, 0).map((r) => ({ ...r, participante_id: 'p1' })),
    // The same 4 strokes on hole 1: par on the men's tee, one under on the women's.
    ...resultsOverPar(1, 0).map((r) => ({ ...r, participante_id: 'p2' })),
  ],
});

describe('standings inputs', () => {
  it('gives each participant the holes of their own tee and only their own results', () => {
    const { participants, options } = toStandingsInput(inputs(2));
    expect(participants.map((p) => [p.participante_id, p.holes, p.results.length])).toEqual([
      ['p1', TEE_HOLES, 1],
      ['p2', LONG_FIRST, 1],
      ['p3', LONG_FIRST, 0],
    ]);
    expect(options).toEqual({ limite_golpes_hoyo: 2, metodo_desempate: 'desempate_handicap' });
  });

  it('ranks on each tee: one under on hole 1 of the longer tee leads, a player without holes is last unplaced', () => {
    const { byScratch } = rankStandings(inputs());
    expect(byScratch.map((r) => [r.participante_id, r.resultado_scratch, r.posicion_scratch])).toEqual([
      ['p2', -1, 1],
      ['p1', 0, 2],
      ['p3', null, null],
    ]);
  });
});
