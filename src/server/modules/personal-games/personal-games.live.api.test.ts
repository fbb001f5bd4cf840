/** Live updates of a personal game over Server-Sent Events (design.md §8). */
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/server/test/harness';
import { HEARTBEAT_MS, personalGameTopic } from './personal-games.live';
import { readSse } from './sse-reader';
import { errorOf, gameBody, useAnaAndBenFixture } from './test-helpers';

const { f, newGame, score, validate } = useAnaAndBenFixture();
describe('GET /api/live/personal-games/:id (SSE)', () => {
  const open = (gameId: string, s: Session) =>
    f.t.request(`/api/live/personal-games/${gameId}`, { cookie: s.cookie });
  const subscribers = (gameId: string) => f.t.runtime.deps.live.subscriberCount(personalGameTopic(gameId));

  it('delivers score and validated events to a participant watching, and unsubscribes when the client leaves', async () => {
    const game = await newGame();
    const res = await open(game.id, f.ben);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const sse = readSse(res);
    expect(await sse.next()).toEqual({ event: 'ready', data: {} });
    expect(subscribers(game.id)).toBe(1);

    const benId = game.participantes[1]!.id;
    expect((await score(game.id, { participante_id: benId, numero_hoyo: 3, golpes: 2 })).status).toBe(200);
    expect(await sse.next()).toEqual({
      event: 'score',
      data: { participante_id: benId, numero_hoyo: 3, golpes: 2 },
    });
    expect((await validate(game.id)).status).toBe(200);
    expect(await sse.next()).toEqual({
      event: 'validated',
      data: { validada_at: '2030-06-01T10:00:00.000Z' },
    });

    await sse.close();
    await vi.waitFor(() => expect(subscribers(game.id)).toBe(0));
  });

  it('sends updated on an edit, then deleted and ends the stream', async () => {
    const game = await newGame();
    const sse = readSse(await open(game.id, f.ana));
    expect((await sse.next())?.event).toBe('ready');
    const edit = await f.t.request(`/api/personal-games/${game.id}`, {
      method: 'PUT',
      cookie: f.ana.cookie,
      json: gameBody(f.campoId, f.ana, { nombre: 'Otra' }),
    });
    expect(edit.status).toBe(200);
    expect(await sse.next()).toEqual({ event: 'updated', data: {} });
    expect(
      (await f.t.request(`/api/personal-games/${game.id}`, { method: 'DELETE', cookie: f.ana.cookie }))
        .status,
    ).toBe(204);
    expect(await sse.next()).toEqual({ event: 'deleted', data: {} });
    expect(await sse.next()).toBeNull();
    await vi.waitFor(() => expect(subscribers(game.id)).toBe(0));
  });

  it('is refused like the game itself: 401 signed out, 404 to others, nothing subscribed', async () => {
    const game = await newGame();
    const other = await f.t.signUp({ nombre: 'Otro' });
    expect(await errorOf(await f.t.request(`/api/live/personal-games/${game.id}`))).toEqual({
      status: 401,
      message: 'Debes iniciar sesión',
    });
    expect(await errorOf(await open(game.id, other))).toEqual({
      status: 404,
      message: 'Partida no encontrada',
    });
    expect(subscribers(game.id)).toBe(0);
  });

  it('sends a comment every 25 s to keep the connection open', async () => {
    const game = await newGame();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const sse = readSse(await open(game.id, f.ben));
      expect((await sse.next())?.event).toBe('ready');
      vi.advanceTimersByTime(HEARTBEAT_MS * 2);
      const benId = game.participantes[1]!.id;
      expect((await score(game.id, { participante_id: benId, numero_hoyo: 1, golpes: 4 })).status).toBe(200);
      expect((await sse.next())?.event).toBe('score');
      expect(sse.comments()).toBe(2);
      await sse.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the stream when the server shuts down', async () => {
    const game = await newGame();
    const sse = readSse(await open(game.id, f.ben));
    expect((await sse.next())?.event).toBe('ready');
    f.t.runtime.stopStreams();
    expect(await sse.next()).toBeNull();
    expect(subscribers(game.id)).toBe(0);
  });
});
