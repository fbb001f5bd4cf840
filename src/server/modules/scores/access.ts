/**
 * Access to a scorecard (design.md §6, §13): ONE query reads the partida with everything that decides who may do
 * what — its kind, validation, whether its tournament's day has passed, whether the actor created it or plays in
 * it — taking the partida's row lock when the caller is going to write (so a validation and a stroke cannot
 * cross). Then `requireAccess` (lib/access.ts) applies the kind's policy.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SCORECARD_MESSAGES as M } from '@/shared/schemas/scorecard';
import { ZUuid } from '@/shared/schemas/common';
import type { DbOrTx } from '@/server/db/client';
import {
  cuadros,
  participantesPartidaPersonal,
  partidos,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  torneos,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { can, type AccessSubject, type Relation } from '@/server/lib/access';
import { notFound } from '@/server/lib/app-error';
import {
  validatePermissions,
  writePermissions,
  type PartidaState,
  type ScoreKind,
  type ScorecardPermission,
} from './kinds';

/** What the access query reads of a partida and of the actor's relation to it. */
export interface ScorecardFacts extends PartidaState {
  id: string;
  es_partida_personal: boolean;
  validada_at: Date | null;
  torneo_id: string | null;
  creador_id: string | null;
  es_miembro: boolean;
  es_creador: boolean;
  /** Its tournament's 'Validación' ('partida' for personal games). */
  validacion: 'partida' | 'marcador_jugador';
}

/** A well-formed partida id, or the 404 every unknown partida gets. */
export function requirePartidaId(id: string): string {
  if (!ZUuid.safeParse(id).success) throw notFound(M.notFound);
  return id;
}

/**
 * The access query as SQL (values or placeholders): the partida, `finalizado` (its tournament's date is before the
 * club's today — never for the partida of a knockout draw's match, played on its own date),
 * `partido_decidido` (it plays a match-play match that is decided), `inactivo` (its tournament is not active), `es_miembro` (the actor's profile plays in it, per kind, or marks one of its cards in
 * 'Marcador y jugador') and `es_creador`. `lock`: 'update' for
 * validation and whole cards (exclusive), 'key share' for a stroke (strokes do not wait for each other, but wait
 * for — and then see — a validation in progress).
 */
export function factsSql(
  partidaId: unknown,
  profileId: unknown,
  today: unknown,
  lock: 'update' | 'key share' | null,
): SQL {
  return sql`select p.id, p.es_partida_personal, p.validada, p.validada_at, p.torneo_id, p.creador_id,
    coalesce(t.fecha_juego < ${today}::date, false)
      and not exists (select 1 from ${partidos} m join ${cuadros} c on c.torneo_id = m.torneo_id
                      where m.partida_id = p.id) as finalizado,
    coalesce(not t.activo, false) as inactivo,
    exists (select 1 from ${partidos} m where m.partida_id = p.id and m.ganador is not null) as partido_decidido,
    case when p.es_partida_personal
      then exists (select 1 from ${participantesPartidaPersonal} x
                   where x.partida_id = p.id and x.jugador_id = ${profileId}::uuid)
      else exists (select 1 from ${partidasParticipantes} x
                   join ${participantesTorneo} y on y.id = x.participante_id
                   where x.partida_id = p.id and y.jugador_id = ${profileId}::uuid)
        -- 'Marcador y jugador': the marker the committee named from another group keeps the card with the group.
        or (t.validacion = 'marcador_jugador'
            and exists (select 1 from ${partidasParticipantes} x
                        join ${participantesTorneo} y on y.id = x.marcador_participante_id
                        where x.partida_id = p.id and y.jugador_id = ${profileId}::uuid))
    end as es_miembro,
    coalesce(p.creador_id = ${profileId}::uuid, false) as es_creador,
    coalesce(t.validacion::text, 'partida') as validacion
  from ${partidas} p left join ${torneos} t on t.id = p.torneo_id
  where p.id = ${partidaId}::uuid${lock ? sql.raw(` for ${lock} of p`) : sql``}`;
}

/** The partida of this kind with its facts, or 404 'Partida no encontrada'. */
export async function loadScorecardFacts(
  db: DbOrTx,
  kind: ScoreKind,
  actor: Pick<Actor, 'profileId'>,
  partidaId: string,
  today: string,
  opts: { lock?: boolean } = {},
): Promise<ScorecardFacts> {
  requirePartidaId(partidaId);
  const { rows } = await db.execute<ScorecardFacts & Record<string, unknown>>(
    factsSql(partidaId, actor.profileId, today, opts.lock ? 'update' : null),
  );
  const facts = rows[0] ? withDates(rows[0]) : undefined;
  if (!facts || facts.es_partida_personal !== kind.personal) throw notFound(M.notFound);
  return facts;
}

/** Raw rows carry `validada_at` as the driver gives it (a Date, or text on some drivers): always a Date here. */
export function withDates<T extends { validada_at: Date | string | null }>(
  row: T,
): T & { validada_at: Date | null } {
  const at = row.validada_at;
  return { ...row, validada_at: at === null || at instanceof Date ? at : new Date(at) };
}

/** The actor's relations to the partida, for the kind's policy. */
export function subjectOf(
  kind: ScoreKind,
  actor: Pick<Actor, 'isAdmin'>,
  facts: Pick<ScorecardFacts, 'es_miembro' | 'es_creador'>,
): AccessSubject<ScorecardPermission> {
  const relations = new Set<Relation>();
  if (actor.isAdmin) relations.add('admin');
  if (facts.es_creador) relations.add('creator');
  if (facts.es_miembro) relations.add('member');
  return { relations, policy: kind.policy };
}

/** What the actor may do now on this card (shown by the screen; the server checks again on every request). */
export function cardPermissions(
  kind: ScoreKind,
  actor: Pick<Actor, 'isAdmin'>,
  facts: PartidaState & Pick<ScorecardFacts, 'es_miembro' | 'es_creador'> & { validacion?: string },
): { introducir: boolean; validar: boolean; historial: boolean; golpes_max: number; es_admin: boolean } {
  const subject = subjectOf(kind, actor, facts);
  return {
    introducir: writePermissions(facts).every((p) => can(subject, p)),
    // 'Marcador y jugador': the group validates itself when its cards are signed; administrators keep the button.
    validar:
      !facts.validada &&
      (facts.validacion !== 'marcador_jugador' || actor.isAdmin) &&
      validatePermissions(facts).every((p) => can(subject, p)),
    historial: can(subject, 'readAudit'),
    golpes_max: kind.maxStrokes(actor).max,
    es_admin: actor.isAdmin,
  };
}
