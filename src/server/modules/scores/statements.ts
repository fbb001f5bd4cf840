/**
 * THE write of one hole (design.md §10, §13; decision records 009 and 018): saving or clearing a hole is ONE SQL
 * statement — the access query of access.ts with the partida's row lock, the kind's policy as a guard, the
 * stroke limit, the upsert or the delete, and its audit row. A single stroke runs it on its own (one round trip,
 * no transaction statements: a single statement is atomic); the card replacement runs it per changed hole inside
 * its transaction. Both run it as a prepared statement (server/db/prepared.ts).
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
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '@/server/db/client';
import {
  executePrepared,
  executePreparedIn,
  prepareStatement,
  type PreparedStatement,
} from '@/server/db/prepared';
import {
  partidasParticipantes,
  partidos,
  profiles,
  scoreAudit,
  session,
  userRoles,
} from '@/server/db/schema';
import type { Relation } from '@/server/lib/access';
import { factsSql, type ScorecardFacts } from './access';
import { WRITE_PERMISSIONS, type ScoreKind } from './kinds';

const $ = (name: string) => sql.placeholder(name);

/**
 * The kind's write policy as a SQL condition over a facts row `g` (`es_partida_personal`, the `PartidaState`
 * facts, `es_admin`, `es_creador`, `es_miembro`): the partida is of this kind and the actor's relations grant
 * every permission of `WRITE_PERMISSIONS` whose fact holds.
 */
export function writeGuardSql(kind: ScoreKind): SQL {
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
 * Who writes: `session` — the session's row still there, unexpired, for this user (the hot path's route trusted
 * the signed cookie cache, which cannot know that the session was ended on the server since); `resolved` — the
 * caller resolved the session in full already (the card replacement). Either way the actor's profile and admin
 * role are read here from the user id.
 */
type Writer = 'session' | 'resolved';

/** The most strokes the actor may record on a hole: the kind's limits, the one place they are checked. */
function strokesWithinLimit(kind: ScoreKind, golpes: SQL): SQL {
  const admin = kind.maxStrokes({ isAdmin: true }).max;
  const player = kind.maxStrokes({ isAdmin: false }).max;
  return sql`(${golpes} is null or ${golpes} <= case when a.es_admin then ${sql.raw(String(admin))} else ${sql.raw(String(player))} end)`;
}

function holeWriteSql(kind: ScoreKind, writer: Writer): SQL {
  const r = kind.results;
  const written = sql`${$('participante')}::uuid`;
  // The card the hole goes to: a one-ball pair's first partner when the second writes.
  const participante = sql`(select id from tp)`;
  const hoyo = sql`${$('hoyo')}::smallint`;
  const golpes = sql`${$('golpes')}::smallint`;
  const recogida = sql`${$('recogida')}::boolean`;
  // A hole is saved with strokes or as 'Recogida', cleared with neither.
  const saving = sql`(${golpes} is not null or ${recogida})`;
  const pickUp = kind.pickUp;
  const sessionOk =
    writer === 'session'
      ? sql`exists (select 1 from ${session} s where s.token = ${$('sesion')}::text
            and s.user_id = ${$('usuario')}::text and s.expires_at > now())`
      : sql`true`;
  return sql`with tp as (select ${kind.cardHolder(written)} as id),
a as (
  select (select p.id from ${profiles} p where p.user_id = ${$('usuario')}::text) as perfil,
    exists (select 1 from ${userRoles} r where r.user_id = ${$('usuario')}::text and r.role = 'admin') as es_admin,
    ${sessionOk} as sesion_ok
),
f as (${factsSql($('partida'), sql`(select perfil from a)`, $('hoy'), 'key share')}),
g0 as (
  select f.*, a.perfil, a.es_admin, ${strokesWithinLimit(kind, golpes)} as golpes_ok,
    ${kind.participantInPartida(sql`f.id`, participante)} as participante_ok,
    (not ${recogida} or ${kind.pickUpAllowed(sql`f.torneo_id`)}) as recogida_ok,
    exists (select 1 from ${partidos} m where m.partida_id = f.id) as es_partido
  from f, a
),
g as (select g.*, (${writeGuardSql(kind)}) as permitido from g0 g),
ok as (select 1 from g, a where a.sesion_ok and g.permitido and g.participante_ok and g.golpes_ok and g.recogida_ok
  and (not g.es_partido or ${$('en_partido')}::boolean)),
old as (
  select r.id, r.golpes, ${pickUp ? sql`r.recogida` : sql`false`} as recogida from ${r} r
  where r.participante_id = ${participante} and r.numero_hoyo = ${hoyo} and exists (select 1 from ok)
  for update of r
),
upd as (
  update ${r} r set golpes = ${golpes}, ${pickUp ? sql`recogida = ${recogida}, ` : sql``}updated_at = now() from old
  where ${saving} and r.id = old.id and (old.golpes is distinct from ${golpes} or old.recogida <> ${recogida})
  returning old.golpes as antes, old.recogida as recogida_antes
),
ins as (
  insert into ${r} (participante_id, numero_hoyo, golpes${pickUp ? sql`, recogida` : sql``})
  select ${participante}, ${hoyo}, ${golpes}${pickUp ? sql`, ${recogida}` : sql``} from ok
  where ${saving} and not exists (select 1 from old)
  on conflict (participante_id, numero_hoyo) do nothing
  returning null::smallint as antes, false as recogida_antes
),
del as (
  delete from ${r} r using old
  where not ${saving} and r.id = old.id
  returning old.golpes as antes, old.recogida as recogida_antes
),
changed as (select * from upd union all select * from ins union all select * from del),
audit as (
  insert into ${scoreAudit} (ambito, partida_id, participante_id, numero_hoyo, golpes_antes, golpes_despues,
    recogida_antes, recogida_despues, actor_user_id)
  select ${kind.ambito}, ${$('partida')}::uuid, ${participante}, ${hoyo}, antes, ${golpes}, recogida_antes,
    ${recogida}, ${$('usuario')}::text
  from changed
)${kind.personal ? sql`` : unsignSql(participante, hoyo)}
select a.sesion_ok, g.*, (select id from tp) as participante_destino, (select count(*)::int from old) as existia,
  (select count(*)::int from changed) as cambiado, (select antes from changed limit 1) as antes,
  ${kind.personal ? sql`array[]::text[]` : sql`(select coalesce(array_agg(evento), array[]::text[]) from unsigned)`} as firmas_retiradas
from a left join g on true`;
}

/**
 * 'Marcador y jugador' (design.md §18): a change of the card's strokes withdraws its signatures in the same
 * statement, each withdrawal with its audit row ('retirada_firma_marcador' / 'retirada_firma_jugador' on the hole).
 */
function unsignSql(participante: SQL, hoyo: SQL): SQL {
  const seats = partidasParticipantes;
  return sql`,
signed as (
  select s.id, s.firma_marcador_at is not null as marcador, s.firma_jugador_at is not null as jugador
  from ${seats} s
  where s.partida_id = ${$('partida')}::uuid and s.participante_id = ${participante}
    and (s.firma_marcador_at is not null or s.firma_jugador_at is not null) and exists (select 1 from changed)
),
unsign as (
  update ${seats} s set firma_marcador_at = null, firma_marcador_user_id = null, firma_jugador_at = null,
    firma_jugador_user_id = null
  from signed where s.id = signed.id
  returning signed.marcador, signed.jugador
),
unsigned as (
  select 'marcador' as evento from unsign where marcador
  union all select 'jugador' from unsign where jugador
),
unsign_audit as (
  insert into ${scoreAudit} (ambito, partida_id, participante_id, numero_hoyo, evento, actor_user_id)
  select 'torneo', ${$('partida')}::uuid, ${participante}, ${hoyo}, 'retirada_firma_' || evento, ${$('usuario')}::text
  from unsigned
)`;
}

/**
 * One row of the statement (always one): whether the session is still valid, the actor, the facts, the guard's
 * verdict and what changed. Without a partida of that id, everything but `sesion_ok` is null.
 */
export interface HoleWriteRow extends ScorecardFacts {
  /** The session's row exists, is unexpired and belongs to the user: nothing was written otherwise. */
  sesion_ok: boolean;
  /** The actor's profile (null: no profile) and admin role. */
  perfil: string | null;
  es_admin: boolean;
  golpes_ok: boolean;
  participante_ok: boolean;
  /** Not 'Recogida', or 'Recogida' where the format allows it. */
  recogida_ok: boolean;
  /** The participant whose card holds the hole (a one-ball pair's first partner when the second wrote). */
  participante_destino: string;
  permitido: boolean;
  /**
   * The partida plays a match (match play): a stroke there may decide it, so it is written only inside the
   * match's transaction (`en_partido`), which settles what it decides (matches.strokes.ts).
   */
  es_partido: boolean;
  /** Whether the hole had a result in this statement's view. */
  existia: number;
  /** Rows changed (0 or 1): 0 when refused, unchanged, or (save) overtaken by a concurrent insert. */
  cambiado: number;
  /** Strokes before the change (null: the hole was empty). */
  antes: number | null;
  /** The card's signatures the change withdrew ('Marcador y jugador'): 'marcador', 'jugador'. */
  firmas_retiradas: ('marcador' | 'jugador')[];
}

export interface HoleWriteValues {
  partida: string;
  /** The writer's user id: the statement reads their profile and role. */
  usuario: string;
  hoy: string;
  participante: string;
  hoyo: number;
  /** Null: clear the hole (unless `recogida`). */
  golpes: number | null;
  /** 'Recogida': picked up (golpes null). */
  recogida: boolean;
  /**
   * The caller holds the match's transaction (row lock, settlement): without it, nothing is written on a match's
   * partida and the row says `es_partido`. Default: false on its own, true inside a transaction.
   */
  en_partido?: boolean;
}

const statements = new Map<string, PreparedStatement>();
function statement(kind: ScoreKind, writer: Writer): PreparedStatement {
  const name = `scores_write_${kind.name}_${writer}`;
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = prepareStatement(name, holeWriteSql(kind, writer));
    statements.set(name, prepared);
  }
  return prepared;
}

/** Writes one hole on its own, for the holder of session `sesion` (its token, checked in the database). */
export async function writeHole(
  database: Database,
  kind: ScoreKind,
  values: HoleWriteValues & { sesion: string },
): Promise<HoleWriteRow | undefined> {
  const rows = await executePrepared<HoleWriteRow>(database, statement(kind, 'session'), {
    en_partido: false,
    ...values,
  });
  return rows[0];
}

/** Writes one hole inside the open transaction `tx`, for a writer whose session the caller resolved. */
export async function writeHoleIn(
  database: Database,
  tx: Tx,
  kind: ScoreKind,
  values: HoleWriteValues,
): Promise<HoleWriteRow | undefined> {
  const rows = await executePreparedIn<HoleWriteRow>(database, tx, statement(kind, 'resolved'), {
    en_partido: true,
    ...values,
  });
  return rows[0];
}
