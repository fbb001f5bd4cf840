/**
 * A personal game whose creator's profile was deleted (design.md §13: history is never deleted by a cascade;
 * `partidas.creador_id` becomes null): it stays visible, read-only, to its other participants.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TPersonalGameDetail, TPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { participantesPartidaPersonal, partidas, profiles } from '@/server/db/schema';
import { errorOf, useAnaAndBenFixture } from './test-helpers';

const { f, newGame } = useAnaAndBenFixture();

describe('a personal game without its creator', () => {
  it('is still seen by the other participants, read-only, and by nobody else', async () => {
    const game = await newGame();
    const anaRow = game.participantes[0]!;
    expect(
      (
        await f.t.request(`/api/personal-games/${game.id}/scores`, {
          method: 'PUT',
          cookie: f.ana.cookie,
          json: { participante_id: anaRow.id, numero_hoyo: 1, golpes: 4 },
        })
      ).status,
    ).toBe(200);
    // What deleting Ana's profile leaves (the players service keeps her row with her name).
    const db = f.t.runtime.deps.db;
    await db.update(partidas).set({ creador_id: null }).where(eq(partidas.id, game.id));
    await db
      .update(participantesPartidaPersonal)
      .set({ jugador_id: null, nombre_jugador: 'Ana' })
      .where(eq(participantesPartidaPersonal.id, anaRow.id));
    await db.delete(profiles).where(eq(profiles.id, f.ana.profileId));

    const res = await f.t.request(`/api/personal-games/${game.id}`, { cookie: f.ben.cookie });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as TPersonalGameDetail;
    expect(detail).toMatchObject({ creador: null, es_creador: false });
    expect(detail.participantes.map((p) => p.nombre)).toEqual(['Ana', 'Ben']);
    expect(detail.resultados).toEqual([{ participante_id: anaRow.id, numero_hoyo: 1, golpes: 4 }]);
    const list = (await (
      await f.t.request('/api/personal-games', { cookie: f.ben.cookie })
    ).json()) as TPersonalGamesResponse;
    expect(list.find((g) => g.id === game.id)).toMatchObject({ creador: null, es_creador: false });

    const forbidden = { status: 403, message: 'Solo el creador de la partida puede hacer esto' };
    expect(
      await errorOf(
        await f.t.request(`/api/personal-games/${game.id}/scores`, {
          method: 'PUT',
          cookie: f.ben.cookie,
          json: { participante_id: anaRow.id, numero_hoyo: 2, golpes: 4 },
        }),
      ),
    ).toEqual(forbidden);
    expect(
      await errorOf(
        await f.t.request(`/api/personal-games/${game.id}/validate`, {
          method: 'POST',
          cookie: f.ben.cookie,
        }),
      ),
    ).toEqual(forbidden);
    const stranger = await f.t.signUp({ nombre: 'Otro' });
    expect(
      await errorOf(await f.t.request(`/api/personal-games/${game.id}`, { cookie: stranger.cookie })),
    ).toEqual({ status: 404, message: 'Partida no encontrada' });
  });
});
