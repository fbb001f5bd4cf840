/**
 * THE scorecard service (design.md §13) for both kinds of partida: save and clear one hole, validate, replace whole
 * cards, read a card and its history. Permission first (access.ts + the kind's policy), one statement or one
 * transaction, an audit row for every change, live events after the commit, and for a tournament group whose
 * standings inputs changed (a validation, a stroke of a validated group) the 'standings-inputs-changed' event.
 * Strokes of groups not validated yet emit nothing: the hot path of score entry stays one statement, and the
 * leagues leave a round with open groups alone until its last validation (decision record 011).
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayInTimeZone } from '@/shared/domain';
import {
  SCORECARD_MESSAGES as M,
  type TAuditEntry,
  type TReplaceCardRequest,
  type TScoreChange,
  type TScoreValues,
  type TScorecard,
  type TValidateResponse,
} from '@/shared/schemas/scorecard';
import type { AppDeps } from '@/server/context';
import { participantesTorneo, partidas, profiles, scoreAudit, torneos, user } from '@/server/db/schema';
import { TOURNAMENT_RULES_HEADER } from '@/server/modules/scores/tournament-header.repository';
import type { Actor, SessionUser } from '@/server/lib/actor';
import { requireAccess } from '@/server/lib/access';
import { badRequest, forbidden, notFound, unauthenticated } from '@/server/lib/app-error';
import { FOREIGN_KEY_VIOLATION, sqlState } from '@/server/lib/safe-error';
import {
  publishScore,
  publishSignatures,
  publishValidated,
  type PartidaRef,
} from '@/server/modules/live/topics';
import {
  cardPermissions,
  loadScorecardFacts,
  requirePartidaId,
  subjectOf,
  withDates,
  type ScorecardFacts,
} from './access';
import { TORNEO, validatePermissions, writePermissions, type ScoreKind } from './kinds';
import { openCard } from './card-settler';
import { loadTournamentCards } from './queries';
import { findMarkerCandidates, loadCardSignatures } from './signatures';
import { writeHole, writeHoleIn, type HoleWriteRow } from './statements';

/** What the scores service uses of the running server. */
export type ScoresDeps = Pick<AppDeps, 'db' | 'database' | 'logger' | 'live' | 'clock' | 'config' | 'mailer'>;

/** The actor as the scores service needs it. */
export type ScoreActor = Pick<Actor, 'userId' | 'profileId' | 'isAdmin'>;

/**
 * Who saves a stroke: the session's user and token, as the route read them (possibly from the cookie cache
 * alone); the save's statement reads the profile and role, and checks the session in the database.
 */
export type StrokeWriter = Pick<SessionUser, 'userId' | 'sessionToken'>;

const today = (deps: Pick<AppDeps, 'clock' | 'config'>) => todayInTimeZone(deps.clock(), deps.config.TZ);
const refOf = (facts: Pick<ScorecardFacts, 'id' | 'torneo_id'>): PartidaRef => ({
  partidaId: facts.id,
  torneoId: facts.torneo_id,
});

const playerProfile = alias(profiles, 'jugador');

/** After the commit: the card's signatures a stroke withdrew ('Marcador y jugador'), told to the group's screens. */
function publishWithdrawn(deps: ScoresDeps, row: HoleWriteRow, numeroHoyo: number) {
  const retiradas = row.firmas_retiradas ?? [];
  if (retiradas.length === 0) return;
  publishSignatures(deps.live, refOf(row), {
    participante_id: row.participante_destino,
    retiradas,
    numero_hoyo: numeroHoyo,
    autor_jugador_id: row.perfil,
  });
}

/** After the commit: the tournament's standings inputs changed (the leagues' subscriber decides what follows). */
const standingsInputsChanged = (
  deps: ScoresDeps,
  torneoId: string,
  cause: 'strokes' | 'validation',
  actorUserId: string,
) => deps.live.emit('standings-inputs-changed', { torneoId, cause, actorUserId });

/** The change a hole's write made, as the answer and the live event carry it ('recogida' on tournament cards). */
function changeOf(
  kind: ScoreKind,
  hole: { participante_id: string; numero_hoyo: number; golpes: number | null; recogida: boolean },
): TScoreChange {
  const { participante_id, numero_hoyo, golpes, recogida } = hole;
  return kind.pickUp
    ? { participante_id, numero_hoyo, golpes, recogida }
    : { participante_id, numero_hoyo, golpes };
}

/** A concurrent insert of the same hole makes the save statement report no change: it then runs again. */
const MAX_SAVE_ATTEMPTS = 3;

/**
 * The answer to one hole's statement (statements.ts), for the single stroke and the card replacement alike: 401
 * when the session was ended on the server, the kind's refusals in the policy's order, 400 for a participant of
 * another partida or strokes above the actor's limit. The statement's guard is built from the same policy: a
 * guard that refused what the policy allows is a bug, never an answer.
 */
function requireHoleWritten(kind: ScoreKind, userId: string, raw: HoleWriteRow | undefined) {
  // The session was ended on the server (signed out, password changed) after its cookie cache was signed.
  if (!raw?.sesion_ok) throw unauthenticated();
  const row = withDates(raw);
  if (row.es_partida_personal !== kind.personal) throw notFound(M.notFound);
  const actor = { userId, profileId: row.perfil, isAdmin: row.es_admin };
  requireAccess(actor, writePermissions(row), subjectOf(kind, actor, row));
  if (!row.participante_ok) throw badRequest(M.foreignParticipant);
  if (!row.golpes_ok) throw badRequest(kind.maxStrokes(actor).message);
  if (!row.recogida_ok) throw badRequest(M.pickUpNotAllowed);
  if (!row.permitido) throw new Error('scores: the statement guard refused what the policy allows');
  return row;
}

/** The participant left the partida (an enrolment cancelled) after the statement's snapshot still saw them,
 * before its insert's foreign-key check: the answer of a participant who is not in it. */
function foreignParticipantOnForeignKey(err: unknown): never {
  if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw badRequest(M.foreignParticipant);
  throw err;
}

/**
 * Saves (golpes) or clears (null) one hole of one participant, in one statement that also reads the actor's
 * profile and role (the caller needs only the session's user id). Idempotent: saving the value the hole already
 * has changes nothing (no audit row, no event); clearing an empty hole likewise.
 */
async function writeStroke(
  deps: ScoresDeps,
  kind: ScoreKind,
  user: StrokeWriter,
  partidaId: string,
  hole: { participante_id: string; numero_hoyo: number; golpes: number | null; recogida: boolean },
): Promise<TScoreChange> {
  requirePartidaId(partidaId);
  for (let attempt = 1; ; attempt++) {
    const raw = await writeHole(deps.database, kind, {
      partida: partidaId,
      usuario: user.userId,
      sesion: user.sessionToken,
      hoy: today(deps),
      participante: hole.participante_id,
      hoyo: hole.numero_hoyo,
      golpes: hole.golpes,
      recogida: hole.recogida,
    }).catch(foreignParticipantOnForeignKey);
    const row = requireHoleWritten(kind, user.userId, raw);
    // A match's partida: the stroke and what it decides are written together, in the match's transaction.
    if (row.es_partido) return writeMatchStroke(deps, kind, user.userId, partidaId, hole);
    const change = changeOf(kind, { ...hole, participante_id: row.participante_destino });
    if (row.cambiado > 0) {
      publishScore(deps.live, refOf(row), change);
      publishWithdrawn(deps, row, hole.numero_hoyo);
      if (row.torneo_id && row.validada) {
        await standingsInputsChanged(deps, row.torneo_id, 'strokes', user.userId);
      }
      return change;
    }
    // Unchanged (same value, or nothing to clear) — unless a concurrent save inserted the hole after this
    // statement's snapshot: then run it again, now seeing that row.
    const clearing = hole.golpes === null && !hole.recogida;
    if (clearing || row.existia > 0 || attempt >= MAX_SAVE_ATTEMPTS) return change;
  }
}

/**
 * One hole of a match's partida (match play, decision record 037): one transaction under the match's row lock —
 * the hole through the same statement as any stroke (guard, limit, audit row), then what it decides (the stored
 * result, the winner into the next round) with the match's audit; nothing at all when any of it is refused. A
 * conceded hole takes no strokes (409). The live events after the commit.
 */
async function writeMatchStroke(
  deps: ScoresDeps,
  kind: ScoreKind,
  userId: string,
  partidaId: string,
  hole: { participante_id: string; numero_hoyo: number; golpes: number | null; recogida: boolean },
): Promise<TScoreChange> {
  const saving = hole.golpes !== null || hole.recogida;
  const { row, after } = await deps.db.transaction(async (tx) => {
    const open = await openCard(tx, partidaId);
    if (open) await open.refuseHoles(tx, saving ? [hole.numero_hoyo] : []);
    const raw = await writeHoleIn(deps.database, tx, kind, {
      partida: partidaId,
      usuario: userId,
      hoy: today(deps),
      participante: hole.participante_id,
      hoyo: hole.numero_hoyo,
      golpes: hole.golpes,
      recogida: hole.recogida,
    }).catch(foreignParticipantOnForeignKey);
    const row = requireHoleWritten(kind, userId, raw);
    const after = open && row.cambiado > 0 ? await open.settle(tx, userId) : null;
    return { row, after };
  });
  const change = changeOf(kind, { ...hole, participante_id: row.participante_destino });
  if (row.cambiado > 0) {
    publishScore(deps.live, refOf(row), change);
    publishWithdrawn(deps, row, hole.numero_hoyo);
    if (row.torneo_id && row.validada) await standingsInputsChanged(deps, row.torneo_id, 'strokes', userId);
  }
  if (after) await after(deps);
  return change;
}

/** PUT …/scores: upserts one hole result with its audit row; the live event goes out after the commit. */
export function saveScore(
  deps: ScoresDeps,
  kind: ScoreKind,
  user: StrokeWriter,
  partidaId: string,
  input: TScoreValues,
): Promise<TScoreChange> {
  return writeStroke(deps, kind, user, partidaId, input);
}

/** DELETE …/scores/:participanteId/:numeroHoyo ('Borrar'): removes one hole result with its audit row. */
export function clearScore(
  deps: ScoresDeps,
  kind: ScoreKind,
  user: StrokeWriter,
  partidaId: string,
  input: { participante_id: string; numero_hoyo: number },
): Promise<TScoreChange> {
  return writeStroke(deps, kind, user, partidaId, { ...input, golpes: null, recogida: false });
}

/** POST …/validate: saves the validation (idempotent). Afterwards the kind decides who may still change strokes. */
export async function validateScorecard(
  deps: ScoresDeps,
  kind: ScoreKind,
  actor: ScoreActor,
  partidaId: string,
): Promise<TValidateResponse> {
  const { at, changed, facts } = await deps.db.transaction(async (tx) => {
    const facts = await loadScorecardFacts(tx, kind, actor, partidaId, today(deps), { lock: true });
    requireAccess(actor, validatePermissions(facts), subjectOf(kind, actor, facts));
    // 'Marcador y jugador': the signatures validate the group; only administrators still validate by hand.
    if (facts.validacion === 'marcador_jugador' && !actor.isAdmin) throw forbidden(M.signedValidation);
    if (facts.validada && facts.validada_at) return { at: facts.validada_at, changed: false, facts };
    const now = deps.clock();
    await tx.update(partidas).set({ validada: true, validada_at: now }).where(eq(partidas.id, partidaId));
    return { at: now, changed: true, facts };
  });
  const validada_at = at.toISOString();
  if (changed) {
    publishValidated(deps.live, refOf(facts), validada_at);
    if (facts.torneo_id) {
      await standingsInputsChanged(deps, facts.torneo_id, 'validation', actor.userId);
    }
  }
  return { id: partidaId, validada: true, validada_at };
}

/**
 * Replaces whole cards of a group at once — the admins' quick result entry (T§5: "strokes 1-15 per hole, blank
 * means none"; T§7: all rows of a participant are saved together). Per participant the 18 holes in order, null
 * for none. One transaction under the partida's lock: the holes that differ are written one by one by the same
 * statement as a single stroke (its guard, stroke limit and audit row), and any refusal rolls the whole card
 * back; then one live event per changed hole on the group's and the tournament's topics. The same permissions as
 * a single stroke (members before validation and on the day, admins always), the actor's stroke limit
 * (admins 15). Returns the changes.
 */
export async function replaceCard(
  deps: ScoresDeps,
  actor: ScoreActor,
  partidaId: string,
  input: TReplaceCardRequest,
  kind: ScoreKind = TORNEO,
): Promise<TScoreChange[]> {
  const { changes, facts, after, withdrawn } = await deps.db.transaction(async (tx) => {
    // A match's partida: its row lock first (as every match write), what the card decides settled below.
    const open = kind.personal ? null : await openCard(tx, partidaId);
    const facts = await loadScorecardFacts(tx, kind, actor, partidaId, today(deps), { lock: true });
    requireAccess(actor, writePermissions(facts), subjectOf(kind, actor, facts));
    const ids = input.participantes.map((p) => p.participante_id);
    const seated = new Set(await kind.participantIdsOf(tx, partidaId));
    if (!ids.every((id) => seated.has(id))) throw badRequest(M.foreignParticipant);
    const results = kind.results;
    const current = await tx
      .select({
        participante_id: results.participante_id,
        numero_hoyo: results.numero_hoyo,
        golpes: results.golpes,
        recogida: 'recogida' in results ? results.recogida : sql<boolean>`false`,
      })
      .from(results)
      .where(inArray(results.participante_id, ids));
    const before = new Map(current.map((r) => [`${r.participante_id}:${r.numero_hoyo}`, r]));
    const changes: TScoreChange[] = [];
    const withdrawn: { row: HoleWriteRow; hoyo: number }[] = [];
    for (const card of input.participantes) {
      for (const [i, golpes] of card.golpes.entries()) {
        const change = { participante_id: card.participante_id, numero_hoyo: i + 1, golpes };
        const stored = before.get(`${change.participante_id}:${change.numero_hoyo}`);
        const recogida = golpes === null && (card.recogida?.[i] ?? stored?.recogida ?? false);
        if ((stored?.golpes ?? null) === golpes && (stored?.recogida ?? false) === recogida) continue;
        if (open && (golpes !== null || recogida)) await open.refuseHoles(tx, [i + 1]);
        const raw = await writeHoleIn(deps.database, tx, kind, {
          partida: partidaId,
          usuario: actor.userId,
          hoy: today(deps),
          participante: change.participante_id,
          hoyo: change.numero_hoyo,
          golpes,
          recogida,
        }).catch(foreignParticipantOnForeignKey);
        const row = requireHoleWritten(kind, actor.userId, raw);
        if (row.cambiado > 0) {
          changes.push(changeOf(kind, { ...change, participante_id: row.participante_destino, recogida }));
          if (row.firmas_retiradas?.length) withdrawn.push({ row, hoyo: change.numero_hoyo });
        }
      }
    }
    const after = open && changes.length > 0 ? await open.settle(tx, actor.userId) : null;
    return { changes, facts, after, withdrawn };
  });
  for (const change of changes) publishScore(deps.live, refOf(facts), change);
  for (const w of withdrawn) publishWithdrawn(deps, w.row, w.hoyo);
  if (after) await after(deps);
  if (changes.length > 0 && facts.torneo_id && facts.validada) {
    await standingsInputsChanged(deps, facts.torneo_id, 'strokes', actor.userId);
  }
  return changes;
}

/** GET /api/groups/:partidaId/scorecard: the group's card for its members and admins, with what the actor may do. */
export async function findGroupScorecard(
  deps: ScoresDeps,
  actor: ScoreActor,
  partidaId: string,
): Promise<TScorecard> {
  const facts = await loadScorecardFacts(deps.db, TORNEO, actor, partidaId, today(deps));
  requireAccess(actor, 'readScorecard', subjectOf(TORNEO, actor, facts));
  const [partida] = await deps.db
    .select({
      id: partidas.id,
      nombre: partidas.nombre,
      fecha_juego: partidas.fecha_juego,
      hora_salida: partidas.hora_salida,
      hoyo_salida: partidas.hoyo_salida,
      torneo: TOURNAMENT_RULES_HEADER,
    })
    .from(partidas)
    .innerJoin(torneos, eq(torneos.id, partidas.torneo_id))
    .where(eq(partidas.id, partidaId));
  if (!partida) throw notFound(M.notFound);
  const cards = await loadTournamentCards(deps.db, { partidaIds: [partidaId] });
  const attested = partida.torneo.validacion === 'marcador_jugador';
  return {
    partida: {
      id: partida.id,
      nombre: partida.nombre,
      fecha_juego: partida.fecha_juego,
      hora_salida: partida.hora_salida?.slice(0, 5) ?? null,
      hoyo_salida: partida.hoyo_salida,
      validada: facts.validada,
      validada_at: facts.validada_at?.toISOString() ?? null,
    },
    torneo: { ...partida.torneo, finalizado: facts.finalizado },
    ...cards,
    permisos: cardPermissions(TORNEO, actor, facts),
    firmas: attested ? await loadCardSignatures(deps.db, actor, partidaId, facts) : [],
    ...(attested && actor.isAdmin
      ? { candidatos_marcador: await findMarkerCandidates(deps.db, partidaId) }
      : {}),
  };
}

/** GET /api/groups/:partidaId/audit: every change of the group's strokes, newest first (admins). */
export async function findGroupAudit(
  deps: ScoresDeps,
  actor: ScoreActor,
  partidaId: string,
): Promise<TAuditEntry[]> {
  const facts = await loadScorecardFacts(deps.db, TORNEO, actor, partidaId, today(deps));
  requireAccess(actor, 'readAudit', subjectOf(TORNEO, actor, facts));
  const author = sql<string>`coalesce(${profiles.nombre}, nullif(${user.name}, ''), ${user.email}, ${scoreAudit.actor_user_id})`;
  const player = sql<string>`coalesce(case when ${participantesTorneo.es_invitado} then ${participantesTorneo.nombre_invitado} end, ${playerProfile.nombre}, ${participantesTorneo.nombre_jugador}, '')`;
  const rows = await deps.db
    .select({
      id: scoreAudit.id,
      created_at: scoreAudit.created_at,
      participante_id: scoreAudit.participante_id,
      participante: player,
      numero_hoyo: scoreAudit.numero_hoyo,
      evento: scoreAudit.evento,
      golpes_antes: scoreAudit.golpes_antes,
      golpes_despues: scoreAudit.golpes_despues,
      recogida_antes: scoreAudit.recogida_antes,
      recogida_despues: scoreAudit.recogida_despues,
      autor: author,
    })
    .from(scoreAudit)
    .leftJoin(user, eq(user.id, scoreAudit.actor_user_id))
    .leftJoin(profiles, eq(profiles.user_id, scoreAudit.actor_user_id))
    .leftJoin(participantesTorneo, eq(participantesTorneo.id, scoreAudit.participante_id))
    .leftJoin(playerProfile, eq(playerProfile.id, participantesTorneo.jugador_id))
    .where(eq(scoreAudit.partida_id, partidaId))
    .orderBy(desc(scoreAudit.created_at), asc(scoreAudit.numero_hoyo), asc(scoreAudit.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
