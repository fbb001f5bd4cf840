import { describe, expect, it } from 'vitest';
import { leagueCategories, type LeagueCategoryTournament } from './league-categories';

// Three tournaments of a league: March and May had categories, April none.
const march: LeagueCategoryTournament = {
  torneo_id: 't-mar',
  fecha_juego: '2030-03-10',
  categorias: [
    { nombre: 'Scratch', jugadores: ['ana', 'bea', 'carlos', 'dani'] },
    { nombre: '1ª', jugadores: ['ana', 'carlos'] },
    { nombre: '2ª', jugadores: ['bea', 'dani'] },
    { nombre: 'Senior', jugadores: ['dani'] },
  ],
};
const april: LeagueCategoryTournament = { torneo_id: 't-abr', fecha_juego: '2030-04-10', categorias: [] };
const may: LeagueCategoryTournament = {
  torneo_id: 't-may',
  fecha_juego: '2030-05-10',
  categorias: [
    { nombre: 'Scratch ', jugadores: ['ana', 'bea'] },
    { nombre: '1ª', jugadores: ['bea'] },
    { nombre: '2ª', jugadores: ['ana'] },
  ],
};

describe('leagueCategories', () => {
  it('places each player by the latest tournament they played that had categories; names newest first', () => {
    const played = [
      ...['ana', 'bea', 'carlos', 'dani'].map((j) => ({ torneo_id: 't-mar', jugador_id: j })),
      ...['ana', 'carlos', 'eva'].map((j) => ({ torneo_id: 't-abr', jugador_id: j })),
      ...['ana', 'bea'].map((j) => ({ torneo_id: 't-may', jugador_id: j })),
    ];
    // Ana and Bea: May (Ana's index went up: 2ª; Bea's down: 1ª). Carlos and Dani: March (April had none).
    // Eva only played April: in no category. 'Senior' is offered from March (Dani's latest).
    expect(leagueCategories([march, april, may], played)).toEqual([
      { nombre: 'Scratch', jugadores: ['ana', 'bea', 'carlos', 'dani'] },
      { nombre: '1ª', jugadores: ['bea', 'carlos'] },
      { nombre: '2ª', jugadores: ['ana', 'dani'] },
      { nombre: 'Senior', jugadores: ['dani'] },
    ]);
  });

  it('offers no names of a tournament nobody played yet, and none without categories', () => {
    const played = [{ torneo_id: 't-abr', jugador_id: 'ana' }];
    expect(leagueCategories([march, april, may], played)).toEqual([]);
    expect(leagueCategories([], [])).toEqual([]);
  });
});
