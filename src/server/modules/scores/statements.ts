/**
 * The hot path of score entry (design.md §10: p99 < 50 ms at 200 writers): saving or clearing one hole is ONE
 * SQL statement, sent as a named prepared statement — the access query of access.ts with the partida's row lock,
 * the kind's policy as a guard, the upsert (or delete) and its audit row. One round trip, no transaction
 * statements around it (a single statement is atomic), the same on PGlite and PostgreSQL.
 *
 * The statement decides nothing on its own: it returns the facts, and the service applies the kind's policy to
 * them with `requireAccess` to answer (403, 404, 409, 400). The guard that keeps a refused request from writing
 * is generated from that same policy (`WRITE_PERMISSIONS` and the kind's grants), so the two cannot disagree
 * without the service noticing (it then fails loudly instead of answering).
 *
 * Pre-image of the audit: `old` locks the existing row (FOR UPDATE reads its latest committed version, even when
 * another save changed it after this statement began); the new row is inserted only when there was none. When a
 * concurrent save inserted the same hole after this statement's snapshot, the insert finds the conflict and does
 * nothing: the statement reports that nothing changed and the service runs it again (now seeing that row).
 */
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '@/server/db/client';
import { profiles, scoreAudit, session, userRoles } from '@/server/db/schema';
import type { Relation } from '@/server/lib/access';
import { factsSql, type ScorecardFacts } from './access';
import { WRITE_PERMISSIONS, type ScoreKind } from './kinds';

const dialect = new PgDialect();
const $ = (name: string) => sql.placeholder(name);

interface Prepared {
  name: string;
  text: string;
  params: unknown[];
}

function prepare(name: string, query: SQL): Prepared {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/** PGlite: the statements PREPAREd in each database (once; PGlite plans every plain query anew). */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/** A SQL literal of a statement value (PGlite's EXECUTE takes literals; values are ids, dates and numbers). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`scores: no SQL literal for a ${typeof value}`);
}

/**
 * Runs a prepared statement with named values. PostgreSQL: a named prepared statement of the protocol (parsed and
 * planned once per connection). PGlite, which has no such API: `PREPARE` once, then `EXECUTE` with the values as
 * escaped literals — a fraction of the time of parsing and planning this statement on every save.
 */
async function run<Row>(
  database: Database,
  statement: Prepared,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const params = fillPlaceholders(statement.params, values);
  if (database.pool) {
    const res = await database.pool.query({ name: statement.name, text: statement.text, values: params });
    return res.rows as Row[];
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  let prepared = preparedIn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedIn.set(client, prepared);
  }
  let ready = prepared.get(statement.name);
  if (!ready) {
    const statements = prepared;
    ready = client.exec(`PREPARE ${statement.name} AS ${statement.text}`);
    statements.set(statement.name, ready);
    ready.catch(() => statements.delete(statement.name));
  }
  await ready;
  return executeGrouped<Row>(client, `EXECUTE ${statement.name}(${params.map(literal).join(', ')})`);
}

/**
 * PGlite runs one query at a time, on the same thread as the HTTP handling. The saves that arrive in one turn of
 * the event loop (or while a group runs) go together as ONE simple-protocol message of several EXECUTEs (group
 * commit): one trip into the database and one commit for all of them instead of one each, which is what lets one
 * process take a full tournament's saves. Each statement still sees the ones before it (its own snapshot); should
 * one fail, the message is rolled back as a whole and every statement of it runs again on its own, so each caller
 * gets exactly its own answer or error.
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

/** The kind's write policy as a SQL condition over the facts row `g` (see WRITE_PERMISSIONS). */
function writeGuard(kind: ScoreKind): SQL {
  const relation: Record<Relation, SQL> = {
    admin: sql`g.es_admin`,
    creator: sql`g.es_creador`,
    member: sql`g.es_miembro`,
  };
  const clauses = WRITE_PERMISSIONS.map(([permission, fact]) => {
    const grants = kind.policy.grants[permission];
    const granted =
      grants.length > 0
        ? sql.join(
            grants.map((r) => relation[r]),
            sql` or `,
          )
        : sql`false`;
    return fact === null ? sql`(${granted})` : sql`(not g.${sql.identifier(fact)} or ${granted})`;
  });
  return sql.join([sql`g.es_partida_personal = ${sql.raw(String(kind.personal))}`, ...clauses], sql` and `);
}

/**
 * The session (its row still there, unexpired, for this user: the route trusted the signed cookie cache, which
 * cannot know that the session was ended on the server since), the actor (their profile and admin role, read here
 * from the session's user id instead of a query of its own),
 * the facts row, whether this participant is in the partida, whether the actor may record this many strokes
 * (the kind's limits), and whether the policy lets this actor write.
 */
function guardedFacts(kind: ScoreKind, clearing: boolean): SQL {
  const admin = kind.maxStrokes({ isAdmin: true }).max;
  const player = kind.maxStrokes({ isAdmin: false }).max;
  const strokesOk = clearing
    ? sql`true`
    : sql`${$('golpes')}::smallint <= case when a.es_admin then ${sql.raw(String(admin))} else ${sql.raw(String(player))} end`;
  return sql`a as (
  select (select p.id from ${profiles} p where p.user_id = ${$('usuario')}::text) as perfil,
    exists (select 1 from ${userRoles} r where r.user_id = ${$('usuario')}::text and r.role = 'admin') as es_admin,
    exists (select 1 from ${session} s where s.token = ${$('sesion')}::text
            and s.user_id = ${$('usuario')}::text and s.expires_at > now()) as sesion_ok
),
f as (${factsSql($('partida'), sql`(select perfil from a)`, $('hoy'), 'key share')}),
g0 as (
  select f.*, a.perfil, a.es_admin, ${strokesOk} as golpes_ok,
    ${kind.participantInPartida(sql`f.id`, sql`${$('participante')}::uuid`)} as participante_ok
  from f, a
),
g as (select g.*, (${writeGuard(kind)}) as permitido from g0 g),
ok as (select 1 from g, a where a.sesion_ok and g.permitido and g.participante_ok and g.golpes_ok)`;
}

function saveSql(kind: ScoreKind): SQL {
  const r = kind.results;
  const participante = sql`${$('participante')}::uuid`;
  const hoyo = sql`${$('hoyo')}::smallint`;
  const golpes = sql`${$('golpes')}::smallint`;
  return sql`with ${guardedFacts(kind, false)},
old as (
  select r.id, r.golpes from ${r} r
  where r.participante_id = ${participante} and r.numero_hoyo = ${hoyo} and exists (select 1 from ok)
  for update of r
),
upd as (
  update ${r} r set golpes = ${golpes}, updated_at = now() from old
  where r.id = old.id and old.golpes <> ${golpes}
  returning old.golpes as antes
),
ins as (
  insert into ${r} (participante_id, numero_hoyo, golpes)
  select ${participante}, ${hoyo}, ${golpes} from ok where not exists (select 1 from old)
  on conflict (participante_id, numero_hoyo) do nothing
  returning null::smallint as antes
),
changed as (select antes from upd union all select antes from ins),
audit as (
  insert into ${scoreAudit} (ambito, partida_id, participante_id, numero_hoyo, golpes_antes, golpes_despues, actor_user_id)
  select ${kind.ambito}, ${$('partida')}::uuid, ${participante}, ${hoyo}, antes, ${golpes}, ${$('usuario')}::text
  from changed
)
select a.sesion_ok, g.*, (select count(*)::int from old) as existia,
  (select count(*)::int from changed) as cambiado, (select antes from changed limit 1) as antes
from a left join g on true`;
}

function clearSql(kind: ScoreKind): SQL {
  const r = kind.results;
  const participante = sql`${$('participante')}::uuid`;
  const hoyo = sql`${$('hoyo')}::smallint`;
  return sql`with ${guardedFacts(kind, true)},
del as (
  delete from ${r} r
  where r.participante_id = ${participante} and r.numero_hoyo = ${hoyo} and exists (select 1 from ok)
  returning r.golpes as antes
),
audit as (
  insert into ${scoreAudit} (ambito, partida_id, participante_id, numero_hoyo, golpes_antes, golpes_despues, actor_user_id)
  select ${kind.ambito}, ${$('partida')}::uuid, ${participante}, ${hoyo}, antes, null, ${$('usuario')}::text
  from del
)
select a.sesion_ok, g.*, 1 as existia, (select count(*)::int from del) as cambiado,
  (select antes from del limit 1) as antes
from a left join g on true`;
}

/**
 * One row of the statements (always one): whether the session is still valid, the actor, the facts, the guard's
 * verdict and what changed. Without a partida of that id, everything but `sesion_ok` is null.
 */
export interface StrokeStatementRow extends ScorecardFacts {
  /** The session's row exists, is unexpired and belongs to the user: nothing was written otherwise. */
  sesion_ok: boolean;
  /** The actor's profile (null: no profile) and admin role. */
  perfil: string | null;
  es_admin: boolean;
  golpes_ok: boolean;
  participante_ok: boolean;
  permitido: boolean;
  /** Whether the hole had a result in this statement's view (save only; 1 for a clear). */
  existia: number;
  /** Rows changed (0 or 1): 0 when refused, unchanged, or (save) overtaken by a concurrent insert. */
  cambiado: number;
  /** Strokes before the change (null: the hole was empty). */
  antes: number | null;
}

export interface StrokeValues {
  partida: string;
  /** The session's user id: the statement reads their profile and role. */
  usuario: string;
  /** The session's token: the statement checks that the session was not ended on the server. */
  sesion: string;
  hoy: string;
  participante: string;
  hoyo: number;
  /** Null: clear the hole. */
  golpes: number | null;
}

const cache = new Map<string, Prepared>();
function statement(kind: ScoreKind, op: 'save' | 'clear'): Prepared {
  const name = `scores_${op}_${kind.name}`;
  let prepared = cache.get(name);
  if (!prepared) {
    prepared = prepare(name, op === 'save' ? saveSql(kind) : clearSql(kind));
    cache.set(name, prepared);
  }
  return prepared;
}

/** Runs the save (golpes set) or clear (golpes null) statement of one hole. */
export async function runStrokeStatement(
  database: Database,
  kind: ScoreKind,
  values: StrokeValues,
): Promise<StrokeStatementRow | undefined> {
  const op = values.golpes === null ? 'clear' : 'save';
  const rows = await run<StrokeStatementRow>(database, statement(kind, op), { ...values });
  return rows[0];
}
