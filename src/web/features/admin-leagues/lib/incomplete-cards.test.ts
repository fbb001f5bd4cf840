import { describe, expect, it } from 'vitest';
import type { StandingsInputs } from '@/shared/domain';
import { incompleteCards } from './incomplete-cards';

const player = (id: string, nombre: string) => ({
  id,
  nombre,
  handicap: 10,
  handicap_propio: 10,
  profile_image_url: null,
  tee_id: 't',
});
const holes = (id: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ participante_id: id, numero_hoyo: i + 1, golpes: 4 }));

const tournament = (
  finalizado: boolean,
  modalidad: StandingsInputs['torneo']['modalidad'],
): StandingsInputs => ({
  torneo: { limite_golpes_hoyo: null, metodo_desempate: 'puntuacion_media', modalidad, finalizado },
  salidas: [{ id: 't', hoyos: [] }],
  participantes: [player('a', 'Ana'), player('b', 'Blas'), player('c', 'Ciro')],
  // Ana: the whole card; Blas: 12 holes; Ciro: no holes (not a card at all).
  resultados: [...holes('a', 18), ...holes('b', 12)],
});

describe('incompleteCards (listed before Calcular Puntuaciones)', () => {
  it('lists a finished stroke-play card with holes missing, not a full card or a player without holes', () => {
    expect(incompleteCards([{ nombre: 'Medal', inputs: tournament(true, 'individual_por_golpes') }])).toEqual(
      [{ torneo: 'Medal', nombre: 'Blas', hoyos_jugados: 12 }],
    );
  });

  it('lists nothing for a live round, nor for Stableford (a missing hole scores 0 there)', () => {
    expect(
      incompleteCards([
        { nombre: 'En juego', inputs: tournament(false, 'individual_por_golpes') },
        { nombre: 'Stableford', inputs: tournament(true, 'stableford_individual') },
      ]),
    ).toEqual([]);
  });
});
