import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TPersonalGameDetail, TPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { scoreAudit } from '@/server/db/schema';
import { errorOf, tableCounts, useAnaAndBenFixture } from './test-helpers';

const { f, newGame, score, validate } = useAnaAndBenFixture();
const detail = async (gameId: string) =>
  (await (
    await f.t.request(`/api/personal-games/${gameId}`, { cookie: f.ana.cookie })
  ).json()) as TPersonalGameDetail;

describe('PUT /api/personal-games/:id/scores', () => {
  it('upserts the hole result and writes an audit row per change', async () => {
    const game = await newGame();
    const benId = game.participantes[1]!.id;
    const first = await score(game.id, { participante_id: benId, numero_hoyo: 7, golpes: 4 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ participante_id: benId, numero_hoyo: 7, golpes: 4 });
    expect((await score(game.id, { participante_id: benId, numero_hoyo: 7, golpes: 6 })).status).toBe(200);
    expect((await detail(game.id)).resultados).toEqual([
      { participante_id: benId, numero_hoyo: 7, golpes: 6 },
    ]);
    const audit = await f.t.runtime.deps.db
      .select()
      .from(scoreAudit)
      .where(eq(scoreAudit.partida_id, game.id));
    expect(
      audit.map((a) => [
        a.ambito,
        a.participante_id,
        a.numero_hoyo,
        a.golpes_antes,
        a.golpes_despues,
        a.actor_user_id,
      ]),
    ).toEqual([
      ['personal', benId, 7, null, 4, f.ana.userId],
      ['personal', benId, 7, 4, 6, f.ana.userId],
    ]);
  });

  it.each([
    ['hole 0', { numero_hoyo: 0, golpes: 4 }, 'Hoyo no válido'],
    ['hole 19', { numero_hoyo: 19, golpes: 4 }, 'Hoyo no válido'],
    ['hole 1.5', { numero_hoyo: 1.5, golpes: 4 }, 'Hoyo no válido'],
    ['0 strokes', { numero_hoyo: 1, golpes: 0 }, 'Resultado no válido'],
    ['10 strokes', { numero_hoyo: 1, golpes: 10 }, 'Resultado no válido'],
    ['4.5 strokes', { numero_hoyo: 1, golpes: 4.5 }, 'Resultado no válido'],
    ['strokes as text', { numero_hoyo: 1, golpes: '4' }, 'Resultado no válido'],
  ])('refuses %s with a 400 and writes nothing', async (_what, json, message) => {
    const game = await newGame();
    const before = await tableCounts(f.t);
    expect(
      await errorOf(await score(game.id, { participante_id: game.participantes[0]!.id, ...json })),
    ).toEqual({ status: 400, message });
    expect(await tableCounts(f.t)).toEqual(before);
  });

  it('refuses a participant of another game or an unknown one', async () => {
    const game = await newGame();
    const other = await newGame();
    const before = await tableCounts(f.t);
    for (const participante_id of [other.participantes[0]!.id, randomUUID()]) {
      expect(await errorOf(await score(game.id, { participante_id, numero_hoyo: 1, golpes: 4 }))).toEqual({
        status: 400,
        message: 'El participante no pertenece a esta partida',
      });
    }
    expect(await tableCounts(f.t)).toEqual(before);
  });
});

describe('POST /api/personal-games/:id/validate', () => {
  it('saves the validation (idempotent) and then locks the strokes for everybody', async () => {
    const game = await newGame();
    const anaId = game.participantes[0]!.id;
    expect((await score(game.id, { participante_id: anaId, numero_hoyo: 1, golpes: 5 })).status).toBe(200);
    const res = await validate(game.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: game.id,
      validada: true,
      validada_at: '2030-06-01T10:00:00.000Z',
    });
    const again = await validate(game.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      id: game.id,
      validada: true,
      validada_at: '2030-06-01T10:00:00.000Z',
    });

    const before = await tableCounts(f.t);
    expect(
      await errorOf(await score(game.id, { participante_id: anaId, numero_hoyo: 1, golpes: 3 })),
    ).toEqual({
      status: 409,
      message: 'No se pueden modificar los resultados de una partida validada',
    });
    expect(
      await errorOf(await score(game.id, { participante_id: anaId, numero_hoyo: 2, golpes: 3 }, f.ben)),
    ).toMatchObject({ status: 403 });
    expect(await tableCounts(f.t)).toEqual(before);
    const after = await detail(game.id);
    expect(after.validada).toBe(true);
    expect(after.resultados).toEqual([{ participante_id: anaId, numero_hoyo: 1, golpes: 5 }]);
    const list = (await (
      await f.t.request('/api/personal-games', { cookie: f.ana.cookie })
    ).json()) as TPersonalGamesResponse;
    expect(list.find((g) => g.id === game.id)?.validada).toBe(true);
  });
});
