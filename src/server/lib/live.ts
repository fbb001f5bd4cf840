/**
 * Live updates (design.md §8): an in-process event bus. On PostgreSQL every event also goes through NOTIFY so that
 * each server instance delivers it to its own viewers.
 *
 * - `publish` is THE one place an event leaves: viewers on this instance get it at once; for the other instances
 *   the events of the same moment are coalesced into one `pg_notify` round trip (sent one batch at a time, so
 *   events keep their order across instances).
 * - The LISTEN connection is re-established with back-off when the database drops it (restart, failover,
 *   `pg_terminate_backend`). Events published by other instances meanwhile are lost, so once listening again the
 *   bus emits a `resync` on {@link RESYNC_TOPIC}: open streams tell their viewers to refetch.
 * - `emit` / `on` carry the server's own typed events between modules ({@link AppEvents}): local to this instance
 *   (the instance that committed the write handles it; other instances never see it), awaited by the writer so that
 *   its answer already reflects what the subscribers did. A subscriber's error is logged and never reaches the
 *   writer, whose change is committed already.
 */
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from './logger';

export interface LiveEvent {
  topic: string;
  type: string;
  data?: unknown;
}

/** Emitted (type 'resync') when events from other instances may have been missed. */
export const RESYNC_TOPIC = 'live:resync';

const CHANNEL = 'pena_live';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more: batches are cut below that. */
const MAX_PAYLOAD_BYTES = 7_900;
/** Waits before reconnecting the LISTEN connection: quick at first, then every 5 s until it works. */
export const LISTEN_RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000] as const;

export type LiveBusStatus = 'local' | 'listening' | 'reconnecting' | 'closed';

/**
 * What a tournament's standings are computed from changed (decision record 011): strokes of a validated group, a
 * validation, the tournament form (tees, reductor, stroke limit, tie method), its points table, a participant's
 * `incluir_en_puntos` or playing handicap, the participants of a group, a participant removed.
 */
export type StandingsCause =
  | 'strokes'
  | 'validation'
  | 'tournament'
  | 'points_table'
  | 'points_inclusion'
  | 'playing_handicap'
  | 'groups'
  | 'participants'
  | 'pairs'
  | 'status'
  /** A match-play match's result, or a knockout draw created or deleted. */
  | 'matches';

/** Emitted after the commit of every write that changes a tournament's standings inputs. */
export interface StandingsInputsChanged {
  torneoId: string;
  cause: StandingsCause;
  /** The user who made the change. */
  actorUserId: string;
}

/** The server's own events: name → payload. */
export interface AppEvents {
  'standings-inputs-changed': StandingsInputsChanged;
}

export type AppEventHandler<K extends keyof AppEvents> = (event: AppEvents[K]) => void | Promise<void>;

export interface LiveBus {
  publish(event: LiveEvent): void;
  /**
   * Runs every subscriber of an app event, one after the other, and resolves when they are done. Never rejects:
   * a subscriber's failure is logged. Call it after the commit of the change it reports.
   */
  emit<K extends keyof AppEvents>(name: K, event: AppEvents[K]): Promise<void>;
  /** Subscribes to an app event; returns the unsubscribe. */
  on<K extends keyof AppEvents>(name: K, handler: AppEventHandler<K>): () => void;
  subscribe(topic: string, listener: (event: LiveEvent) => void): () => void;
  /**
   * Observes every event published ON THIS INSTANCE, whatever its topic (not those of other instances): the public
   * snapshots announce a new version of what changed here (modules/public/snapshot-versions.ts).
   */
  onPublish(observer: (event: LiveEvent) => void): () => void;
  subscriberCount(topic: string): number;
  /** 'local' without PostgreSQL; else whether the LISTEN connection is up. */
  status(): LiveBusStatus;
  /** Resolves once every event published so far has been sent to the other instances. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  /** The instance that published (it ignores its own notifications). */
  o: string;
  e: LiveEvent[];
}

/** Cuts events into NOTIFY payloads under the size limit (an oversized single event is dropped and logged). */
function toPayloads(origin: string, events: LiveEvent[], log: Logger): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 0;
  const head = `{"o":${JSON.stringify(origin)},"e":[`;
  const close = () => {
    if (batch.length > 0) payloads.push(`${head}${batch.join(',')}]}`);
    batch = [];
    size = head.length + 2;
  };
  close();
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json);
    if (head.length + 2 + bytes > MAX_PAYLOAD_BYTES) {
      log.error({ topic: event.topic, type: event.type, bytes }, 'live event too large for NOTIFY');
      continue;
    }
    if (size + bytes + 1 > MAX_PAYLOAD_BYTES) close();
    batch.push(json);
    size += bytes + 1;
  }
  close();
  return payloads;
}

export async function createLiveBus(opts: {
  pool?: pg.Pool;
  logger: Logger;
  reconnectDelaysMs?: readonly number[];
}): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const handlers = new Map<keyof AppEvents, Set<AppEventHandler<keyof AppEvents>>>();
  const instance = randomUUID();
  const log = opts.logger.child({ module: 'live' });
  const pool = opts.pool;
  const delays = opts.reconnectDelaysMs ?? LISTEN_RECONNECT_DELAYS_MS;
  let status: LiveBusStatus = pool ? 'reconnecting' : 'local';
  /** The LISTEN connection while it is up, and how to let it go. */
  let listenerClient: pg.PoolClient | null = null;
  let dropListener: ((err?: Error) => void) | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  /** Read through a function: `status` changes while a connection is awaited. */
  const isClosed = () => status === 'closed';

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(msg.payload) as Envelope;
    } catch (err) {
      log.warn({ err }, 'malformed live notification');
      return;
    }
    if (envelope.o === instance || !Array.isArray(envelope.e)) return;
    for (const event of envelope.e) emitter.emit(event.topic, event);
  };

  const scheduleReconnect = () => {
    if (status === 'closed' || reconnectTimer) return;
    status = 'reconnecting';
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 5_000;
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void listen(true);
    }, delay);
    reconnectTimer.unref?.();
  };

  /** Takes a connection for LISTEN; on failure schedules another try. `again`: a reconnection (emit resync). */
  async function listen(again: boolean): Promise<void> {
    if (!pool || status === 'closed') return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      log.error({ err }, 'live LISTEN connection failed');
      scheduleReconnect();
      return;
    }
    let released = false;
    const release = (err?: Error) => {
      if (released) return;
      released = true;
      if (dropListener === release) {
        dropListener = null;
        listenerClient = null;
      }
      client.removeListener('notification', onNotification);
      // Destroyed, not returned to the pool: it has been a LISTEN connection.
      client.release(err ?? true);
      if (status === 'closed') return;
      log.warn({ err }, 'live LISTEN connection lost: reconnecting');
      scheduleReconnect();
    };
    client.on('notification', onNotification);
    client.on('error', (err) => release(err));
    client.on('end', () => release());
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      release(err instanceof Error ? err : undefined);
      return;
    }
    if (released) return;
    if (isClosed()) {
      release();
      return;
    }
    dropListener = release;
    listenerClient = client;
    status = 'listening';
    attempt = 0;
    if (again) {
      log.info('live LISTEN connection re-established');
      emitter.emit(RESYNC_TOPIC, { topic: RESYNC_TOPIC, type: 'resync', data: {} });
    }
  }

  if (pool) await listen(false);

  // Coalesced NOTIFY: events wait in `queue`; one batch is in flight at a time.
  let queue: LiveEvent[] = [];
  let sending: Promise<void> | null = null;
  const send = async (): Promise<void> => {
    while (queue.length > 0 && pool) {
      const events = queue;
      queue = [];
      const payloads = toPayloads(instance, events, log);
      try {
        await pool.query('select pg_notify($1, p) from unnest($2::text[]) as p', [CHANNEL, payloads]);
      } catch (err) {
        log.error({ err, events: events.length }, 'live NOTIFY failed');
      }
    }
  };
  const kick = () => {
    if (sending || !pool) return;
    sending = new Promise<void>((resolve) => setImmediate(resolve)).then(send).finally(() => {
      sending = null;
      if (queue.length > 0) kick();
    });
  };

  const observers = new Set<(event: LiveEvent) => void>();

  return {
    publish(event) {
      emitter.emit(event.topic, event);
      for (const observe of observers) observe(event);
      if (!pool || status === 'closed') return;
      queue.push(event);
      kick();
    },
    async emit(name, event) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          await handler(event);
        } catch (err) {
          log.error({ err, event: name, payload: event }, 'app event subscriber failed');
        }
      }
    },
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      const h = handler as AppEventHandler<keyof AppEvents>;
      set.add(h);
      return () => void set.delete(h);
    },
    subscribe(topic, fn) {
      emitter.on(topic, fn);
      return () => emitter.off(topic, fn);
    },
    onPublish(observer) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    subscriberCount(topic) {
      return emitter.listenerCount(topic);
    },
    status: () => status,
    async flush() {
      while (sending) await sending;
    },
    async close() {
      if (status === 'closed') return;
      while (sending) await sending;
      status = 'closed';
      if (reconnectTimer) clearTimeout(reconnectTimer);
      emitter.removeAllListeners();
      observers.clear();
      const client = listenerClient;
      const drop = dropListener;
      listenerClient = null;
      if (client && drop) {
        try {
          await client.query(`UNLISTEN ${CHANNEL}`);
        } catch (err) {
          log.warn({ err }, 'live UNLISTEN failed');
        } finally {
          drop();
        }
      }
    },
  };
}
