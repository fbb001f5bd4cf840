/** Server-Sent Events of a live topic (design.md §8): one stream per open scorecard or standings screen. */
import { setMaxListeners } from 'node:events';
import { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { RESYNC_TOPIC, type LiveEvent } from '@/server/lib/live';

/** A comment this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

const encoder = new TextEncoder();
/**
 * The SSE frame of an event, encoded once however many viewers get it: the bus hands the same event object to
 * every subscriber of its topic, so 1,000 viewers cost one JSON.stringify and one encode, not 1,000.
 */
const frames = new WeakMap<LiveEvent, Uint8Array>();
function frameOf(event: LiveEvent): Uint8Array {
  let frame = frames.get(event);
  if (!frame) {
    frame = encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}
const READY = encoder.encode('event: ready\ndata: {}\n\n');
const PING = encoder.encode(': ping\n\n');

/** The writing end of one viewer's stream, whatever carries it. */
interface Sink {
  write(bytes: Uint8Array): void;
  end(): void;
}

/**
 * Subscribes one viewer to a topic (and to `resync`): `ready` at once, then each event's frame, a comment every
 * 25 s; `deleted` or a server shutdown end it. Returns the cleanup for when the client leaves.
 */
function subscribeViewer(
  deps: Pick<AppDeps, 'live' | 'shutdownSignal'>,
  topic: string,
  sink: Sink,
): () => void {
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    cleanup();
    sink.end();
  };
  const send = (bytes: Uint8Array) => {
    if (!closed) sink.write(bytes);
  };
  const onEvent = (event: LiveEvent) => {
    send(frameOf(event));
    if (event.type === 'deleted') close();
  };
  const unsubscribe = deps.live.subscribe(topic, onEvent);
  const unsubscribeResync = deps.live.subscribe(RESYNC_TOPIC, onEvent);
  const heartbeat = setInterval(() => send(PING), HEARTBEAT_MS);
  // Every open stream listens for the shutdown: a thousand viewers are not a leak.
  setMaxListeners(0, deps.shutdownSignal);
  deps.shutdownSignal.addEventListener('abort', close, { once: true });
  function cleanup() {
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeResync();
    deps.shutdownSignal.removeEventListener('abort', close);
  }
  send(READY);
  if (deps.shutdownSignal.aborted) close();
  return cleanup;
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-store',
  connection: 'keep-alive',
  // Proxies (nginx) must pass events on at once instead of buffering them.
  'x-accel-buffering': 'no',
} as const;

/** A viewer holding more than this unread is not reading: its stream is closed (it reconnects and refetches). */
const MAX_UNREAD_BYTES = 1 << 20;

/**
 * Streams a topic's events to one viewer whose access was checked before: `ready` at once, then every event of the
 * topic (and `resync` when the bus may have missed events), a comment every 25 s. `deleted` ends the stream. Ends
 * when the client disconnects or the server shuts down, unsubscribing from the bus.
 *
 * Under the Node server the frames go straight to the socket (`res.write` of the pre-encoded bytes): with 1,000
 * viewers of one tournament an event costs 1,000 small writes, nothing per viewer besides. Elsewhere (the
 * in-process `app.request` of the tests, other runtimes) the body is a ReadableStream fed the same frames.
 */
export function streamTopic(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'live' | 'logger' | 'shutdownSignal'>,
  topic: string,
): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse) {
    outgoing.writeHead(200, SSE_HEADERS);
    outgoing.flushHeaders();
    const cleanup = subscribeViewer(deps, topic, {
      write: (bytes) => {
        outgoing.write(bytes);
        if (outgoing.writableLength > MAX_UNREAD_BYTES) {
          deps.logger.warn({ topic }, 'live viewer not reading: stream closed');
          outgoing.destroy();
        }
      },
      end: () => outgoing.end(),
    });
    outgoing.once('close', cleanup);
    return RESPONSE_ALREADY_SENT;
  }
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let done = false;
      cleanup = subscribeViewer(deps, topic, {
        write: (bytes) => {
          if (!done) controller.enqueue(bytes);
        },
        end: () => {
          if (done) return;
          done = true;
          controller.close();
        },
      });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, { headers: SSE_HEADERS });
}
