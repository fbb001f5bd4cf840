/** Live updates of a personal game over Server-Sent Events (design.md §8). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { HEARTBEAT_MS, personalGameTopic } from './personal-games.live';
import { readSse } from './sse-reader';
import { createGame, errorOf, gameBody } from './test-helpers';

let t: TestApp;
let ana: Session;
let ben: Session;
let campoId: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  ana = await t.signUp({ nombre: 'Ana' });
  ben = await t.signUp({ nombre: 'Ben' });
  campoId = (await insertStandardCourse(t.runtime.deps.db)).id;
});
afterAll(async () => {
  await t.close();
});

const newGame = () =>
  createGame(
    t,
    ana,
    gameBody(campoId, ana, {
      participantes: [
        { tipo: 'jugador', jugador_id: ana.profileId, handicap_partida: null },
        { tipo: 'jugador', jugador_id: ben.profileId, handicap_partida: null },
      ],
    }),
  );
const score = (gameId: string, json: unknown, s: Session = ana) =>
  t.request(`/api/personal-games/${gameId}/scores`, { method: 'PUT', cookie: s.cookie, json });
const validate = (gameId: string) =>
  t.request(`/api/personal-games/${gameId}/validate`, { method: 'POST', cookie: ana.cookie });
describe('GET /api/live/personal-games/:id (SSE)', () => {
  const open = (gameId: string, s: Session) =>
    t.request(`/api/live/personal-games/${gameId}`, { cookie: s.cookie });
  const subscribers = (gameId: string) => t.runtime.deps.live.subscriberCount(personalGameTopic(gameId));

  it('delivers score and validated events to a participant watching, and unsubscribes when the client leaves', async () => {
    const game = await newGame();
    const res = await open(game.id, ben);
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
    const sse = readSse(await open(game.id, ana));
    expect((await sse.next())?.event).toBe('ready');
    const edit = await t.request(`/api/personal-games/${game.id}`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: gameBody(campoId, ana, { nombre: 'Otra' }),
    });
    expect(edit.status).toBe(200);
    expect(await sse.next()).toEqual({ event: 'updated', data: {} });
    expect(
      (await t.request(`/api/personal-games/${game.id}`, { method: 'DELETE', cookie: ana.cookie })).status,
    ).toBe(204);
    expect(await sse.next()).toEqual({ event: 'deleted', data: {} });
    expect(await sse.next()).toBeNull();
    await vi.waitFor(() => expect(subscribers(game.id)).toBe(0));
  });

  it('is refused like the game itself: 401 signed out, 404 to others, nothing subscribed', async () => {
    const game = await newGame();
    const other = await t.signUp({ nombre: 'Otro' });
    expect(await errorOf(await t.request(`/api/live/personal-games/${game.id}`))).toEqual({
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
      const sse = readSse(await open(game.id, ben));
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
    const sse = readSse(await open(game.id, ben));
    expect((await sse.next())?.event).toBe('ready');
    t.runtime.stopStreams();
    expect(await sse.next()).toBeNull();
    expect(subscribers(game.id)).toBe(0);
  });
});
