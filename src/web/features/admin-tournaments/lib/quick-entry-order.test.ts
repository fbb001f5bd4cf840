import { describe, expect, it } from 'vitest';
import type { TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import { nextParticipant, participantsByGroup } from './quick-entry-order';

const person = (id: string, partida: TAdminParticipant['partida']): TAdminParticipant => ({
  id,
  jugador_id: null,
  nombre: id,
  es_invitado: true,
  sexo: 'hombre',
  handicap_propio: 10,
  handicap_torneo: 10,
  incluir_en_puntos: false,
  hoyos_jugados: 0,
  partida,
});
const seat = (n: number, hora: string, posicion: number, id = `g${n}`) => ({
  id,
  nombre: `Partida ${n}`,
  hora_salida: hora,
  orden_salida: n,
  posicion,
});

// By name, as the server answers: the groups and seats are shuffled.
const list = [
  person('Ana', seat(2, '08:10', 2)),
  person('Bea', null),
  person('Carlos', seat(1, '08:00', 2)),
  person('Dani', seat(2, '08:10', 1)),
  person('Eva', seat(1, '08:00', 1)),
  person('Fede', null),
];

describe('the quick entry by group', () => {
  it('lists groups in start order, each by seat, and those without a group at the end', () => {
    expect(participantsByGroup(list).map((g) => [g.label, g.participants.map((p) => p.nombre)])).toEqual([
      ['Partida 1 · 08:00', ['Eva', 'Carlos']],
      ['Partida 2 · 08:10', ['Dani', 'Ana']],
      ['Sin partida', ['Bea', 'Fede']],
    ]);
    expect(participantsByGroup(list.filter((p) => p.partida)).map((g) => g.label)).toEqual([
      'Partida 1 · 08:00',
      'Partida 2 · 08:10',
    ]);
  });

  it("'next' is the next player of the same group, then the first of the next group, then nothing", () => {
    const groups = participantsByGroup(list);
    expect(nextParticipant(groups, 'Eva')).toBe('Carlos');
    expect(nextParticipant(groups, 'Carlos')).toBe('Dani');
    expect(nextParticipant(groups, 'Ana')).toBe('Bea');
    expect(nextParticipant(groups, 'Fede')).toBeNull();
    expect(nextParticipant(groups, 'nadie')).toBeNull();
  });
});
