import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import {
  createStrokeOutbox,
  strokeQueueKey,
  type OutboxChannel,
  type OutboxClock,
  type OutboxNetwork,
  type OutboxRefusal,
  type OutboxStorage,
  type StrokeOutbox,
} from './stroke-outbox';
import type { QueuedStroke, StrokeFacts } from './stroke-queue';

/**
 * The stroke outbox as a unit (docs/decisions/019-coded-errors-and-stroke-outbox.md): an in-memory storage with
 * IndexedDB's atomic update, a clock whose timers run when the test moves it, a channel and a lock shared by the
 * "tabs" of one test, and a server that answers what each test says.
 */

const UID = 'user-1';
const LOCKED = 'No se pueden modificar los resultados de una partida validada';

/** Lets every pending promise and microtask run. */
async function settled(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

class MemoryStorage implements OutboxStorage {
  readonly values = new Map<string, unknown>();
  async get(key: string): Promise<unknown> {
    await Promise.resolve();
    return structuredClone(this.values.get(key));
  }
  async update(key: string, change: (old: unknown) => unknown): Promise<void> {
    await Promise.resolve();
    this.values.set(key, structuredClone(change(structuredClone(this.values.get(key)))));
  }
}

class FakeClock implements OutboxClock {
  time = 1_000_000;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 1;
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, run, id });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((t) => t.id !== handle);
  };
  /** Moves the time on by `ms`, running each timer that falls due (and what it starts) in order. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.run();
      await settled();
    }
    this.time = end;
    await settled();
  }
}

/** The tabs of one browser: a broadcast to the others, and one exclusive lock per name. */
class Browser {
  private listeners = new Set<{ tab: number; listener: (uid: string) => void }>();
  private locks = new Map<string, Promise<void>>();
  online = true;
  private onlineListeners = new Set<() => void>();

  channel(tab: number): OutboxChannel {
    return {
      post: (uid) => {
        for (const l of this.listeners) if (l.tab !== tab) queueMicrotask(() => l.listener(uid));
      },
      subscribe: (listener) => {
        const entry = { tab, listener };
        this.listeners.add(entry);
        return () => this.listeners.delete(entry);
      },
      withLock: (name, task) => {
        const before = this.locks.get(name) ?? Promise.resolve();
        const run = before.then(task);
        this.locks.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
  }

  network(): OutboxNetwork {
    return {
      isOnline: () => this.online,
      onOnline: (listener) => {
        this.onlineListeners.add(listener);
        return () => this.onlineListeners.delete(listener);
      },
    };
  }

  async setOnline(online: boolean): Promise<void> {
    this.online = online;
    if (online) for (const l of this.onlineListeners) l();
    await settled();
  }
}

type Answer = 'ok' | ApiError;

/** The server: records every stroke it receives; `answer` decides each reply (accepted by default). */
class Server {
  received: StrokeFacts[] = [];
  answer: (stroke: StrokeFacts, n: number) => Answer = () => 'ok';
  send = async (stroke: StrokeFacts): Promise<unknown> => {
    await Promise.resolve();
    this.received.push(stroke);
    const reply = this.answer(stroke, this.received.length);
    if (reply !== 'ok') throw reply;
    return {};
  };
  get values() {
    return this.received.map((s) => `${s.participante_id}:${s.numero_hoyo}=${s.golpes}`);
  }
}

interface Tab {
  outbox: StrokeOutbox;
  accepted: QueuedStroke[];
  refused: OutboxRefusal[];
}

function setup() {
  const storage = new MemoryStorage();
  const clock = new FakeClock();
  const browser = new Browser();
  const server = new Server();
  let ids = 0;
  let tabs = 0;
  const openTab = (): Tab => {
    const accepted: QueuedStroke[] = [];
    const refused: OutboxRefusal[] = [];
    const outbox = createStrokeOutbox({
      storage,
      sender: server.send,
      clock,
      channel: browser.channel(tabs++),
      network: browser.network(),
      onAccepted: (s) => accepted.push(s),
      onRefused: (r) => refused.push(r),
      newId: () => `s${++ids}`,
    });
    return { outbox, accepted, refused };
  };
  return { storage, clock, browser, server, openTab };
}

const stroke = (
  numero_hoyo: number,
  golpes: number | null,
  extra: Partial<StrokeFacts> = {},
): StrokeFacts => ({
  kind: 'group',
  partidaId: 'g1',
  participante_id: 'p1',
  numero_hoyo,
  golpes,
  nombre: 'Ana',
  ...extra,
});

describe('the stroke outbox', () => {
  it('sends in the order entered once online, the newest value of a hole only, and empties the stored queue', async () => {
    const { storage, browser, server, openTab } = setup();
    const tab = openTab();
    await tab.outbox.setUser(UID);
    await browser.setOnline(false);
    await tab.outbox.queue(stroke(1, 4));
    await tab.outbox.queue(stroke(2, 5));
    await tab.outbox.queue(stroke(3, null));
    await tab.outbox.queue(stroke(1, 6));
    expect(server.received).toEqual([]);
    expect(tab.outbox.state().pending.map((p) => p.numero_hoyo)).toEqual([2, 3, 1]);
    expect(storage.values.get(strokeQueueKey(UID))).toMatchObject({ version: 2, pending: [{}, {}, {}] });

    await browser.setOnline(true);
    expect(server.values).toEqual(['p1:2=5', 'p1:3=null', 'p1:1=6']);
    expect(tab.accepted.map((s) => s.numero_hoyo)).toEqual([2, 3, 1]);
    expect(tab.outbox.state().pending).toEqual([]);
    expect(storage.values.get(strokeQueueKey(UID))).toEqual({ version: 2, pending: [], refused: [] });
  });

  it('stores what a stroke is, never a cache key', async () => {
    const { storage, browser, openTab } = setup();
    const tab = openTab();
    await tab.outbox.setUser(UID);
    await browser.setOnline(false);
    await tab.outbox.queue(stroke(7, 5, { kind: 'personal', partidaId: 'pg1', participante_id: 'p2' }));
    expect(storage.values.get(strokeQueueKey(UID))).toEqual({
      version: 2,
      pending: [
        {
          id: 's1',
          kind: 'personal',
          partidaId: 'pg1',
          participante_id: 'p2',
          numero_hoyo: 7,
          golpes: 5,
          nombre: 'Ana',
          attempts: 0,
          queuedAt: 1_000_000,
        },
      ],
      refused: [],
    });
  });

  it('retries on no connection or a server error after 2 s, 5 s, 10 s, then every 30 s, and keeps the order', async () => {
    const { browser, clock, server, openTab } = setup();
    server.answer = (_s, n) =>
      n <= 4 ? (n % 2 ? new ApiError(0, 'NETWORK_ERROR', 'x') : new ApiError(503, 'UNKNOWN', 'x')) : 'ok';
    const tab = openTab();
    await tab.outbox.setUser(UID);
    await browser.setOnline(false);
    await tab.outbox.queue(stroke(1, 4));
    await tab.outbox.queue(stroke(2, 5));
    await browser.setOnline(true);
    expect(server.received).toHaveLength(1);
    expect(tab.outbox.state().pending.map((p) => [p.numero_hoyo, p.attempts])).toEqual([
      [1, 1],
      [2, 0],
    ]);

    await clock.advance(1999);
    expect(server.received).toHaveLength(1);
    await clock.advance(1);
    expect(server.received).toHaveLength(2);
    await clock.advance(4999);
    expect(server.received).toHaveLength(2);
    await clock.advance(1);
    expect(server.received).toHaveLength(3);
    await clock.advance(10_000);
    expect(server.received).toHaveLength(4);
    expect(tab.outbox.state().pending[0]?.attempts).toBe(4);
    await clock.advance(29_999);
    expect(server.received).toHaveLength(4);
    await clock.advance(1);
    expect(server.values).toEqual(['p1:1=4', 'p1:1=4', 'p1:1=4', 'p1:1=4', 'p1:1=4', 'p1:2=5']);
    expect(tab.outbox.state().pending).toEqual([]);
  });

  it('the connection returning sends at once, without waiting for the timer', async () => {
    const { browser, server, openTab } = setup();
    server.answer = (_s, n) => (n === 1 ? new ApiError(0, 'NETWORK_ERROR', 'x') : 'ok');
    const tab = openTab();
    await tab.outbox.setUser(UID);
    await tab.outbox.queue(stroke(1, 4));
    await browser.setOnline(false);
    await browser.setOnline(true);
    expect(server.received).toHaveLength(2);
    expect(tab.outbox.state().pending).toEqual([]);
  });

  it('a refusal that comes back later is kept with the title of its code (any wording) until dismissed', async () => {
    const { storage, browser, server, openTab } = setup();
    server.answer = (s) =>
      s.numero_hoyo === 1 ? new ApiError(409, 'SCORES_LOCKED', 'Un texto reescrito cualquiera') : 'ok';
    const tab = openTab();
    await tab.outbox.setUser(UID);
    await browser.setOnline(false);
    await tab.outbox.queue(stroke(1, 3), { onRefused: () => expect.fail('not the caller’s toast') });
    await tab.outbox.queue(stroke(2, 4));
    await browser.setOnline(true);

    // The refused stroke does not block the next one.
    expect(server.values).toEqual(['p1:1=3', 'p1:2=4']);
    const notice = {
      id: 's1',
      numero_hoyo: 1,
      golpes: 3,
      title: 'Resultados validados',
      code: 'SCORES_LOCKED',
      message: 'Un texto reescrito cualquiera',
    };
    expect(tab.outbox.state().refused).toEqual([expect.objectContaining(notice)]);
    expect(tab.refused.map((r) => [r.stroke.id, r.kept?.title, r.kept?.code])).toEqual([
      ['s1', 'Resultados validados', 'SCORES_LOCKED'],
    ]);
    expect(tab.accepted.map((s) => s.id)).toEqual(['s2']);

    // Still there in a page opened later, until the player closes it.
    const later = openTab();
    await later.outbox.setUser(UID);
    expect(later.outbox.state().refused).toEqual([expect.objectContaining(notice)]);
    await later.outbox.dismiss('s1');
    expect(later.outbox.state().refused).toEqual([]);
    expect(storage.values.get(strokeQueueKey(UID))).toEqual({ version: 2, pending: [], refused: [] });
  });

  it('a refusal answered at once is the caller’s to show: not kept', async () => {
    const { server, openTab } = setup();
    server.answer = () => new ApiError(403, 'NOT_A_MEMBER', LOCKED);
    const tab = openTab();
    await tab.outbox.setUser(UID);
    const seen: unknown[] = [];
    await tab.outbox.queue(stroke(1, 3), { onRefused: (error) => seen.push(error) });
    expect(seen).toEqual([expect.objectContaining({ code: 'NOT_A_MEMBER' })]);
    expect(tab.outbox.state()).toEqual({ pending: [], refused: [] });
    expect(tab.refused).toEqual([expect.objectContaining({ kept: null })]);
  });

  it('two tabs share the queue and never send a stroke twice', async () => {
    const { browser, server, openTab } = setup();
    const a = openTab();
    const b = openTab();
    await a.outbox.setUser(UID);
    await b.outbox.setUser(UID);
    await browser.setOnline(false);
    for (let hole = 1; hole <= 5; hole += 1) await a.outbox.queue(stroke(hole, hole + 2));
    await b.outbox.queue(stroke(6, 8));
    await settled();
    // Each tab sees what the other queued.
    expect(b.outbox.state().pending.map((p) => p.numero_hoyo)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(a.outbox.state().pending.map((p) => p.numero_hoyo)).toEqual([1, 2, 3, 4, 5, 6]);

    // Both notice the connection at once.
    await browser.setOnline(true);
    await Promise.all([a.outbox.flush(), b.outbox.flush()]);
    await settled();
    expect(server.values).toEqual(['p1:1=3', 'p1:2=4', 'p1:3=5', 'p1:4=6', 'p1:5=7', 'p1:6=8']);
    expect(a.outbox.state().pending).toEqual([]);
    expect(b.outbox.state().pending).toEqual([]);
  });

  it('strokes entered before the session is known join the user’s stored queue', async () => {
    const { storage, browser, server, openTab } = setup();
    const tab = openTab();
    await browser.setOnline(false);
    await tab.outbox.queue(stroke(1, 4));
    expect(storage.values.size).toBe(0);
    await tab.outbox.setUser(UID);
    expect(storage.values.get(strokeQueueKey(UID))).toMatchObject({ pending: [{ numero_hoyo: 1 }] });
    await browser.setOnline(true);
    expect(server.values).toEqual(['p1:1=4']);
  });

  it('another user’s queue is neither shown nor sent', async () => {
    const { browser, server, openTab } = setup();
    const tab = openTab();
    await tab.outbox.setUser(UID);
    await browser.setOnline(false);
    await tab.outbox.queue(stroke(1, 4));
    await tab.outbox.setUser('user-2');
    expect(tab.outbox.state().pending).toEqual([]);
    await browser.setOnline(true);
    expect(server.received).toEqual([]);
    await tab.outbox.setUser(UID);
    expect(server.values).toEqual(['p1:1=4']);
  });
});

describe('the queue stored before this version (decision record 014)', () => {
  /** What IndexedDB holds today under `pena:strokes:{uid}`: no version, each entry with its TanStack Query key. */
  const legacy = {
    pending: [
      {
        id: 'old-1',
        kind: 'group',
        partidaId: 'g1',
        participante_id: 'p1',
        numero_hoyo: 14,
        golpes: 8,
        nombre: 'Javier',
        queryKey: ['scorecard', 'group', 'g1'],
        attempts: 3,
        queuedAt: 5,
      },
      {
        id: 'old-2',
        kind: 'personal',
        partidaId: 'pg1',
        participante_id: 'p9',
        numero_hoyo: 2,
        golpes: null,
        nombre: 'Javier',
        queryKey: ['personal-games', 'detail', 'pg1'],
        attempts: 0,
        queuedAt: 6,
      },
      // Named only by its cache key.
      {
        id: 'old-3',
        participante_id: 'p1',
        numero_hoyo: 15,
        golpes: 9,
        nombre: 'Javier',
        queryKey: ['scorecard', 'group', 'g7'],
        attempts: 0,
        queuedAt: 7,
      },
    ],
    refused: [
      {
        id: 'old-0',
        kind: 'group',
        partidaId: 'g1',
        participante_id: 'p1',
        numero_hoyo: 17,
        golpes: 3,
        nombre: 'Javier',
        queryKey: ['scorecard', 'group', 'g1'],
        attempts: 0,
        queuedAt: 1,
        title: 'Resultados validados',
        message: LOCKED,
        refusedAt: 4,
      },
    ],
  };

  it('is read, sent after the upgrade and stored again in the new format', async () => {
    const { storage, browser, server, openTab } = setup();
    storage.values.set(strokeQueueKey(UID), structuredClone(legacy));
    await browser.setOnline(false);
    const tab = openTab();
    await tab.outbox.setUser(UID);
    expect(tab.outbox.state().pending.map((p) => [p.id, p.kind, p.partidaId])).toEqual([
      ['old-1', 'group', 'g1'],
      ['old-2', 'personal', 'pg1'],
      ['old-3', 'group', 'g7'],
    ]);
    expect(tab.outbox.state().refused).toEqual([
      expect.objectContaining({
        id: 'old-0',
        title: 'Resultados validados',
        code: 'UNKNOWN',
        message: LOCKED,
      }),
    ]);

    await browser.setOnline(true);
    expect(server.received).toEqual([
      expect.objectContaining({
        kind: 'group',
        partidaId: 'g1',
        participante_id: 'p1',
        numero_hoyo: 14,
        golpes: 8,
      }),
      expect.objectContaining({
        kind: 'personal',
        partidaId: 'pg1',
        participante_id: 'p9',
        numero_hoyo: 2,
        golpes: null,
      }),
      expect.objectContaining({ kind: 'group', partidaId: 'g7', numero_hoyo: 15, golpes: 9 }),
    ]);
    const stored = storage.values.get(strokeQueueKey(UID)) as { version: number; refused: object[] };
    expect(stored.version).toBe(2);
    expect(stored.refused).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('queryKey');
  });

  it('an entry that cannot be read is dropped, the others are kept', async () => {
    const { storage, browser, openTab } = setup();
    storage.values.set(strokeQueueKey(UID), {
      pending: [{ id: 'bad', numero_hoyo: 'catorce' }, legacy.pending[0]],
      refused: 'nada',
    });
    await browser.setOnline(false);
    const tab = openTab();
    await tab.outbox.setUser(UID);
    expect(tab.outbox.state().pending.map((p) => p.id)).toEqual(['old-1']);
    expect(tab.outbox.state().refused).toEqual([]);
  });
});
