/**
 * Versions of the public snapshots across server instances (decision record 038). What changed is
 * announced as a version — the snapshot's key (`t:<tournament id>` or `l:<league id>`) and a new version name —
 * never its content: each instance that receives it marks its own snapshot stale and builds it once, when a
 * viewer next asks (at most once a second, public-snapshots.ts).
 *
 * On PostgreSQL the versions of other instances arrive by `LISTEN pena_public_version` on a connection of their
 * own, the announcements of one moment coalesced into one `pg_notify` round trip; the connection is taken again
 * after a drop (restart, failover) and everything is then marked stale (`'*'`), as versions may have been missed.
 * On PGlite (one process) the versions stay in the process.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '@/server/lib/logger';

const CHANNEL = 'pena_public_version';
/** Reconnection waits of the LISTEN connection, as the live bus's. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000] as const;
/** Every key: what the listener gets after a reconnection (versions may have been missed). */
export const ALL_KEYS = '*';

export type VersionListener = (key: string, version: string) => void;

export interface SnapshotVersions {
  /** A change on this instance: a new version of `key` for every instance (this one at once). */
  announce(key: string): void;
  subscribe(listener: VersionListener): () => void;
  /** Resolves once the announcements so far have been sent to the other instances. */
  flush(): Promise<void>;
  close(): void;
}

export function createSnapshotVersions(opts: { pool?: pg.Pool; logger: Logger }): SnapshotVersions {
  const log = opts.logger.child({ module: 'public-versions' });
  const pool = opts.pool;
  const instance = randomBytes(6).toString('base64url');
  const listeners = new Set<VersionListener>();
  let counter = 0;
  /** The last version seen of each key: a version is acted on once however often it arrives. */
  const seen = new Map<string, string>();
  let closed = false;

  const deliver = (key: string, version: string) => {
    if (key !== ALL_KEYS) {
      if (seen.get(key) === version) return;
      seen.set(key, version);
    }
    for (const listener of listeners) listener(key, version);
  };

  // The LISTEN connection, re-taken with back-off when it drops.
  /** Lets the LISTEN connection go (destroyed, not returned to the pool), while it is up. */
  let drop: (() => void) | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    // `<instance> <key> <version>` pairs, one per line.
    for (const line of msg.payload.split('\n')) {
      const [origin, key, version] = line.split(' ');
      if (origin && origin !== instance && key && version) deliver(key, version);
    }
  };
  const reconnect = () => {
    if (closed || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void listen(true);
    }, delay);
    timer.unref?.();
  };
  async function listen(again: boolean) {
    if (!pool || closed) return;
    let c: pg.PoolClient;
    try {
      c = await pool.connect();
    } catch (err) {
      log.error({ err }, 'public versions: LISTEN connection failed');
      reconnect();
      return;
    }
    let released = false;
    const release = (err?: Error) => {
      if (released) return;
      released = true;
      c.removeListener('notification', onNotification);
      if (drop === release) drop = null;
      c.release(err ?? true);
      if (!closed) {
        log.warn({ err }, 'public versions: LISTEN connection lost, reconnecting');
        reconnect();
      }
    };
    c.on('notification', onNotification);
    c.on('error', (err) => release(err));
    c.on('end', () => release());
    try {
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      release(err instanceof Error ? err : undefined);
      return;
    }
    if (closed) {
      release();
      return;
    }
    drop = release;
    attempt = 0;
    if (again) deliver(ALL_KEYS, '');
  }
  if (pool) void listen(false);

  // Announcements of one moment go in one NOTIFY (a key once), one batch in flight at a time.
  let queue = new Map<string, string>();
  let sending: Promise<void> | null = null;
  const send = async () => {
    while (queue.size > 0 && pool && !closed) {
      const batch = [...queue].map(([key, version]) => `${instance} ${key} ${version}`);
      queue = new Map();
      // A NOTIFY payload stays under 8,000 bytes: ~60 bytes a line, cut every 100 lines.
      const payloads: string[] = [];
      for (let i = 0; i < batch.length; i += 100) payloads.push(batch.slice(i, i + 100).join('\n'));
      try {
        await pool.query('select pg_notify($1, p) from unnest($2::text[]) as p', [CHANNEL, payloads]);
      } catch (err) {
        log.error({ err }, 'public versions: NOTIFY failed');
      }
    }
  };
  const kick = () => {
    if (sending) return;
    sending = new Promise<void>((resolve) => setImmediate(resolve)).then(send).finally(() => {
      sending = null;
      if (queue.size > 0 && !closed) kick();
    });
  };

  return {
    announce(key) {
      counter += 1;
      const version = `${instance}.${counter.toString(36)}`;
      deliver(key, version);
      if (!pool || closed) return;
      queue.set(key, version);
      kick();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async flush() {
      while (sending) await sending;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
      drop?.();
    },
  };
}
