/**
 * Prepared statements on both drivers (design.md §10, decision records 009 and 018): a statement on a hot path is
 * parsed and planned once, not on every request, and on PGlite the statements that arrive together are sent
 * together (group commit).
 *
 * - PostgreSQL: a named prepared statement of the protocol (node-postgres prepares it once per connection).
 * - PGlite, which has no such API: `PREPARE` once per database, then `EXECUTE` with the values as escaped literals
 *   (planning a large statement on every call costs milliseconds there).
 *
 * `executePrepared` runs on its own (a single statement is atomic); `executePreparedIn` runs inside an open
 * transaction, on that transaction's connection.
 */
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Tx } from './client';

const dialect = new PgDialect();

/** A statement with named placeholders (`sql.placeholder(name)`), its SQL text generated once. */
export interface PreparedStatement {
  name: string;
  text: string;
  params: unknown[];
}

/** `name` must be a SQL identifier, unique per statement text in the process. */
export function prepareStatement(name: string, query: SQL): PreparedStatement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`prepared statement: bad name ${name}`);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/** The PGlite client of a database opened by `openPglite`. */
function pgliteClient(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** A SQL literal of a statement value (PGlite's EXECUTE takes literals; values are ids, dates, numbers, flags). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`prepared statement: no SQL literal for a ${typeof value}`);
}

const executeText = (statement: PreparedStatement, params: unknown[]) =>
  `EXECUTE ${statement.name}(${params.map(literal).join(', ')})`;

/** PGlite: the statements PREPAREd in each database, by name (once; PGlite plans every plain query anew). */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

function preparedNames(client: PGlite): Map<string, Promise<unknown>> {
  let names = preparedIn.get(client);
  if (!names) {
    names = new Map();
    preparedIn.set(client, names);
  }
  return names;
}

/** PREPAREs `statement` once in this PGlite database (`run` sends the PREPARE). */
async function preparedOnce(client: PGlite, name: string, run: () => Promise<unknown>): Promise<void> {
  const names = preparedNames(client);
  let ready = names.get(name);
  if (!ready) {
    ready = run();
    names.set(name, ready);
    ready.catch(() => names.delete(name));
  }
  await ready;
}

/** Runs a prepared statement with named values, on its own (not in a transaction). */
export async function executePrepared<Row>(
  database: Database,
  statement: PreparedStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const params = fillPlaceholders(statement.params, values);
  if (database.pool) {
    const res = await database.pool.query({ name: statement.name, text: statement.text, values: params });
    return res.rows as Row[];
  }
  const client = pgliteClient(database);
  await preparedOnce(client, statement.name, () =>
    client.exec(`PREPARE ${statement.name} AS ${statement.text}`),
  );
  return executeGrouped<Row>(client, executeText(statement, params));
}

/** The connection Drizzle keeps as the transaction session's `client` (a pg PoolClient, a PGlite Transaction). */
function transactionClient<C>(tx: Tx, method: 'query' | 'exec'): C {
  const client = (tx as unknown as { session?: { client?: Record<string, unknown> } }).session?.client;
  if (!client || typeof client[method] !== 'function') {
    throw new Error('prepared statement: no connection on this transaction');
  }
  return client as C;
}

/**
 * Runs a prepared statement inside the open transaction `tx` of `database`, on the transaction's connection.
 * PostgreSQL: the named statement. PGlite: `PREPARE` under a name of its own, sent through the transaction (the
 * database serves one session, and a PREPARE queued outside the transaction would wait for it to end; a PREPARE
 * outlives a rollback), and `EXECUTE` through the transaction.
 */
export async function executePreparedIn<Row>(
  database: Database,
  tx: Tx,
  statement: PreparedStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const params = fillPlaceholders(statement.params, values);
  if (database.pool) {
    const client = transactionClient<pg.PoolClient>(tx, 'query');
    const res = await client.query({ name: statement.name, text: statement.text, values: params });
    return res.rows as Row[];
  }
  const client = transactionClient<Pick<PGlite, 'exec' | 'query'>>(tx, 'exec');
  const name = `${statement.name}_tx`;
  await preparedOnce(pgliteClient(database), name, () => client.exec(`PREPARE ${name} AS ${statement.text}`));
  return (await client.query<Row>(executeText({ ...statement, name }, params))).rows;
}

/**
 * PGlite runs one query at a time, on the same thread as the HTTP handling. The statements that arrive in one
 * turn of the event loop (or while a group runs) go together as ONE simple-protocol message (group commit): one
 * trip into the database and one commit for all of them instead of one each, which is what lets one process take
 * a full tournament's saves. Each statement still sees the ones before it (its own snapshot); should one fail,
 * the message is rolled back as a whole and every statement of it runs again on its own, so each caller gets
 * exactly its own answer or error.
 */
interface Waiting {
  text: string;
  resolve: (rows: unknown[]) => void;
  reject: (err: unknown) => void;
}
interface Queue {
  waiting: Waiting[];
  /** A drain is scheduled or running: it takes whatever is queued meanwhile. */
  running: boolean;
}
const MAX_GROUP = 64;
const waitingIn = new WeakMap<PGlite, Queue>();

export function executeGrouped<Row>(client: PGlite, text: string): Promise<Row[]> {
  let queue = waitingIn.get(client);
  if (!queue) {
    queue = { waiting: [], running: false };
    waitingIn.set(client, queue);
  }
  const q = queue;
  return new Promise<Row[]>((resolve, reject) => {
    q.waiting.push({ text, resolve: resolve as (rows: unknown[]) => void, reject });
    if (!q.running) {
      // Started after the requests that arrived in this turn of the event loop have queued theirs too.
      q.running = true;
      setImmediate(() => void drain(client, q));
    }
  });
}

async function drain(client: PGlite, q: Queue) {
  try {
    while (q.waiting.length > 0) {
      const group = q.waiting.splice(0, MAX_GROUP);
      if (group.length > 1) {
        try {
          const results = await client.exec(group.map((w) => w.text).join(';\n'));
          group.forEach((w, i) => w.resolve(results[i]?.rows ?? []));
          continue;
        } catch {
          // Rolled back as a whole: each on its own below.
        }
      }
      for (const w of group) {
        try {
          w.resolve((await client.query(w.text)).rows);
        } catch (err) {
          w.reject(err);
        }
      }
    }
  } finally {
    q.running = false;
  }
}
