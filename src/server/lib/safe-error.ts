/**
 * What of an unexpected error may go into the log. A database error carries the request's values (drizzle's
 * "Failed query … params: …", PostgreSQL's `detail` "Key (email)=(…)", the quoted value of "invalid input
 * syntax"): the log gets the error's kind, SQLSTATE code, constraint, table and column, the SQL text without
 * its parameters and the stack frames — never a parameter or a value of the request.
 */
interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  stack?: unknown;
  cause?: unknown;
}

export interface SafeError {
  name: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
  stack?: string;
  cause?: SafeError;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** A message without quoted values, and nothing after drizzle's "params:" (the bound values). */
function cleanMessage(message: string): string {
  return message
    .replace(/\nparams:[\s\S]*$/, '')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .slice(0, 500);
}

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) {
    return { name: typeof err, message: '' };
  }
  const e = err as ErrorLike;
  const message = cleanMessage(str(e.message) ?? '');
  const frames =
    str(e.stack)
      ?.split('\n')
      .filter((l) => l.trimStart().startsWith('at '))
      .slice(0, 12)
      .join('\n') ?? undefined;
  const out: SafeError = {
    name: str(e.name) ?? 'Error',
    message: message.startsWith('Failed query:') ? 'Failed query' : message,
    code: typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : undefined,
    constraint: str(e.constraint),
    table: str(e.table),
    column: str(e.column),
    query: str(e.query)?.slice(0, 2000),
    stack: frames,
  };
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  for (const k of Object.keys(out) as (keyof SafeError)[]) if (out[k] === undefined) delete out[k];
  return out;
}

/** The arguments of a library's log call with every error made safe (objects that are not errors are dropped). */
export function safeLogArgs(args: unknown[]): unknown[] {
  return args.map((a) =>
    a instanceof Error ? safeError(a) : typeof a === 'string' || typeof a === 'number' ? a : '[objeto]',
  );
}

/** The SQLSTATE code of a database error, or of the error it wraps (Drizzle wraps the driver's); undefined if none. */
export function sqlState(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as ErrorLike).cause, depth++
  ) {
    const code = (e as ErrorLike).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** SQLSTATE 23503: a row still refers to the one deleted, or the row referred to is gone. */
export const FOREIGN_KEY_VIOLATION = '23503';
