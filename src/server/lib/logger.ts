import pino from 'pino';

export type Logger = pino.Logger;

const HIDDEN = '[oculto]';

/**
 * A request path as it may be logged: without its query string or fragment (a verification link's `?token=`, a
 * `callbackURL`), and with the token of a password-reset link (`/reset-password/{token}`, Better Auth's GET that the
 * e-mailed link opens) hidden. Every `path` of a log line goes through it (see `createLogger`).
 */
export function loggablePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.replace(/(\/reset-password\/)[^/]+/gi, `$1${HIDDEN}`);
}

/**
 * Structured logs on stdout. Writes are buffered (asynchronous): a synchronous write per request was the
 * largest single cost of a score save under load. `flushLogs` runs on shutdown. No secret reaches a line: the
 * cookie and authorization headers and passwords are redacted, and the `path` of any line (request log, errors,
 * the 404 page's report) is made loggable by `loggablePath`. `destination`: somewhere else than stdout (tests).
 */
const destinations = new WeakMap<Logger, { flushSync?(): void }>();

export function createLogger(
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): Logger {
  const out = destination ?? pino.destination({ dest: 1, sync: false, minLength: 0 });
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
        censor: HIDDEN,
      },
      formatters: {
        log: (object) =>
          typeof object.path === 'string' ? { ...object, path: loggablePath(object.path) } : object,
      },
    },
    out,
  );
  destinations.set(logger, out as { flushSync?(): void });
  return logger;
}

export function flushLogs(logger: Logger): void {
  try {
    destinations.get(logger)?.flushSync?.();
  } catch {
    /* nothing buffered, or stdout already closed */
  }
}
