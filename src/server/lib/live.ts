/**
 * Live updates (design.md §8): an in-process event bus. On PostgreSQL every event also goes through NOTIFY so that
 * each server instance delivers it to its own viewers.
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

const CHANNEL = 'pena_live';

export interface LiveBus {
  publish(event: LiveEvent): void;
  subscribe(topic: string, listener: (event: LiveEvent) => void): () => void;
  subscriberCount(topic: string): number;
  close(): Promise<void>;
}

export async function createLiveBus(opts: { pool?: pg.Pool; logger: Logger }): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const instance = randomUUID();
  const log = opts.logger.child({ module: 'live' });
  let listener: pg.PoolClient | null = null;

  if (opts.pool) {
    listener = await opts.pool.connect();
    listener.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { origin, event } = JSON.parse(msg.payload) as { origin: string; event: LiveEvent };
        if (origin !== instance) emitter.emit(event.topic, event);
      } catch (err) {
        log.warn({ err }, 'malformed live notification');
      }
    });
    listener.on('error', (err) => log.error({ err }, 'live LISTEN connection failed'));
    await listener.query(`LISTEN ${CHANNEL}`);
  }

  return {
    publish(event) {
      emitter.emit(event.topic, event);
      if (opts.pool) {
        const payload = JSON.stringify({ origin: instance, event });
        opts.pool.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch((err: unknown) => {
          log.error({ err }, 'live NOTIFY failed');
        });
      }
    },
    subscribe(topic, fn) {
      emitter.on(topic, fn);
      return () => emitter.off(topic, fn);
    },
    subscriberCount(topic) {
      return emitter.listenerCount(topic);
    },
    async close() {
      emitter.removeAllListeners();
      if (listener) {
        try {
          await listener.query(`UNLISTEN ${CHANNEL}`);
        } finally {
          // Destroyed, not returned to the pool: it has been a LISTEN connection.
          listener.release(true);
        }
      }
    },
  };
}
