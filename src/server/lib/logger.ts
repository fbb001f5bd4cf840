import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured logs on stdout. Writes are buffered (asynchronous): a synchronous write per request was the
 * largest single cost of a score save under load. `flushLogs` runs on shutdown.
 */
const destinations = new WeakMap<Logger, pino.DestinationStream & { flushSync(): void }>();

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 0 });
  const logger = pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
        ],
        censor: '[oculto]',
      },
    },
    destination,
  );
  destinations.set(logger, destination);
  return logger;
}

export function flushLogs(logger: Logger): void {
  try {
    destinations.get(logger)?.flushSync();
  } catch {
    /* nothing buffered, or stdout already closed */
  }
}
