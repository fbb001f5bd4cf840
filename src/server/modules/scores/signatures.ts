/**
 * 'Marcador y jugador' (design.md §18, decision record 046): each card of a tournament group has a marker (by
 * rotation when the groups are published, changed by an administrator) and two signatures — 'Firmar como marcador'
 * (the card's marker, or an administrator on their behalf; never the card's own player) and 'Firmar como jugador'
 * (the card's player). Every signature is in the group's history; when every card of the group has both, the group
 * is validated in the same transaction. A stroke change withdraws the card's signatures (statements.ts).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assignMarkers, formatOf, todayInTimeZone } from '@/shared/domain';
import {
  SCORECARD_MESSAGES as M,
  type TCardSignatures,
  type TSetMarkerRequest,
  type TSignatureRole,
  type TSignCardResponse,
} from '@/shared/schemas/scorecard';
import { TOURNAMENT_MESSAGES } from '@/shared/schemas/tournaments';
import type { DbOrTx } from '@/server/db/client';
import {
  participantesTorneo,
  partidas,
  partidasParticipantes as seats,
  profiles,
  scoreAudit,
  torneos,
} from '@/server/db/schema';
import { appError, badRequest, conflict, forbidden } from '@/server/lib/app-error';
import { publishSignatures, publishUpdated, publishValidated } from '@/server/modules/live/topics';
import { loadScorecardFacts, type ScorecardFacts } from './access';
import { TORNEO } from './kinds';
import { loadPairs } from './queries';
import type { ScoreActor, ScoresDeps } from './service';

const marker = alias(participantesTorneo, 'marcador');
const markerProfile = alias(profiles, 'marcador_perfil');
const markerName = sql<string>`coalesce(case when ${marker.es_invitado} then ${marker.nombre_invitado} end, ${markerProfile.nombre}, ${marker.nombre_jugador}, '')`;

/** A card of the group: a seat, except a one-ball pair's second partner (the pair's card is the first's). */
const isCard = sql`${TORNEO.cardHolder(sql`${seats.participante_id}`)} = ${seats.participante_id}`;

/** The partner of a one-ball card's holder signs as its player too. */
async function partnersOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const pairs = (await loadPairs(db, { participanteIds: ids })).filter((p) => p.aceptada);
  const partner = new Map<string, string>();
  for (const {
    participante_ids: [a, b],
  } of pairs) {
    partner.set(a, b);
    partner.set(b, a);
  }
  return partner;
}

/** The group's cards with their markers, signatures and what the actor may sign now. */
export async function loadCardSignatures(
  db: DbOrTx,
  actor: ScoreActor,
  partidaId: string,
  facts: Pick<ScorecardFacts, 'validada' | 'finalizado' | 'inactivo'>,
): Promise<TCardSignatures[]> {
  const rows = await db
    .select({
      participante_id: seats.participante_id,
      jugador_id: participantesTorneo.jugador_id,
      forma_parejas: torneos.forma_parejas,
      modalidad: torneos.modalidad,
      marcador_id: seats.marcador_participante_id,
      marcador_nombre: markerName,
      marcador_jugador_id: marker.jugador_id,
      firma_marcador_at: seats.firma_marcador_at,
      firma_jugador_at: seats.firma_jugador_at,
    })
    .from(seats)
    .innerJoin(participantesTorneo, eq(participantesTorneo.id, seats.participante_id))
    .innerJoin(torneos, eq(torneos.id, participantesTorneo.torneo_id))
    .leftJoin(marker, eq(marker.id, seats.marcador_participante_id))
    .leftJoin(markerProfile, eq(markerProfile.id, marker.jugador_id))
    .where(and(eq(seats.partida_id, partidaId), isCard))
    .orderBy(asc(seats.posicion_grupo));
  const oneBall = rows[0] ? formatOf(rows[0]).hole.oneBallPerSide : false;
  const partner = oneBall
    ? await partnersOf(
        db,
        rows.map((r) => r.participante_id),
      )
    : new Map<string, string>();
  const playerIds = new Map<string, string | null>();
  if (partner.size > 0) {
    const ps = await db
      .select({ id: participantesTorneo.id, jugador_id: participantesTorneo.jugador_id })
      .from(participantesTorneo)
      .where(inArray(participantesTorneo.id, [...partner.values()]));
    for (const p of ps) playerIds.set(p.id, p.jugador_id);
  }
  const open = !facts.validada && (actor.isAdmin || (!facts.finalizado && !facts.inactivo));
  const me = actor.profileId;
  return rows.map((r) => {
    const partnerId = partner.get(r.participante_id);
    const players = [r.jugador_id, partnerId ? (playerIds.get(partnerId) ?? null) : null];
    const esJugador = me !== null && players.includes(me);
    const esMarcador = me !== null && r.marcador_id !== null && r.marcador_jugador_id === me;
    return {
      participante_id: r.participante_id,
      marcador:
        r.marcador_id === null
          ? null
          : { participante_id: r.marcador_id, nombre: r.marcador_nombre, jugador_id: r.marcador_jugador_id },
      firma_marcador_at: r.firma_marcador_at?.toISOString() ?? null,
      firma_jugador_at: r.firma_jugador_at?.toISOString() ?? null,
      es_jugador: esJugador,
      es_marcador: esMarcador,
      puede_firmar_marcador:
        open &&
        r.firma_marcador_at === null &&
        r.marcador_id !== null &&
        !esJugador &&
        (esMarcador || actor.isAdmin),
      puede_firmar_jugador: open && r.firma_jugador_at === null && esJugador,
    };
  });
}

/**
 * POST /api/groups/:partidaId/cards/:participanteId/sign: one signature, under the group's row lock (a stroke, a
 * validation or another signature waits). Signing again what is signed changes nothing. The last signature of the
 * group validates it in the same transaction. Any refusal writes nothing.
 */
export async function signCard(
  deps: ScoresDeps,
  actor: ScoreActor,
  partidaId: string,
  participanteId: string,
  como: TSignatureRole,
): Promise<TSignCardResponse> {
  const today = todayInTimeZone(deps.clock(), deps.config.TZ);
  const outcome = await deps.db.transaction(async (tx) => {
    const facts = await loadScorecardFacts(tx, TORNEO, actor, partidaId, today, { lock: true });
    const cards = await loadCardSignatures(tx, actor, partidaId, facts);
    const card = cards.find((c) => c.participante_id === participanteId);
    // The card's marker may play in another group (the committee assigned them): they may sign it all the same.
    if (!actor.isAdmin && !facts.es_miembro && !card?.es_marcador)
      throw appError('NOT_A_MEMBER', M.noCardAccess);
    if (facts.validacion !== 'marcador_jugador') throw conflict(M.notAttested);
    if (!card) throw badRequest(M.foreignParticipant);
    if (facts.validada) throw appError('SCORES_LOCKED', M.locked);
    if (!actor.isAdmin && facts.inactivo) throw appError('TOURNAMENT_INACTIVE', TOURNAMENT_MESSAGES.inactive);
    if (!actor.isAdmin && facts.finalizado) throw appError('TOURNAMENT_FINISHED', M.finished);
    if (como === 'marcador') {
      if (card.es_jugador) throw forbidden(M.ownCard);
      if (!card.marcador) throw conflict(M.noMarker);
      if (!card.es_marcador && !actor.isAdmin) throw forbidden(M.markerOnly);
    } else if (!card.es_jugador) {
      throw forbidden(M.playerOnly);
    }
    const now = deps.clock();
    const where = and(eq(seats.partida_id, partidaId), eq(seats.participante_id, participanteId));
    const signed = await tx
      .update(seats)
      .set(
        como === 'marcador'
          ? { firma_marcador_at: now, firma_marcador_user_id: actor.userId }
          : { firma_jugador_at: now, firma_jugador_user_id: actor.userId },
      )
      .where(and(where, isNull(como === 'marcador' ? seats.firma_marcador_at : seats.firma_jugador_at)))
      .returning({ id: seats.id });
    let validatedAt: Date | null = null;
    if (signed.length > 0) {
      await tx.insert(scoreAudit).values({
        ambito: 'torneo',
        partida_id: partidaId,
        participante_id: participanteId,
        numero_hoyo: null,
        evento: `firma_${como}`,
        actor_user_id: actor.userId,
      });
      const after = await loadCardSignatures(tx, actor, partidaId, facts);
      if (after.every((c) => c.firma_marcador_at !== null && c.firma_jugador_at !== null)) {
        await tx.update(partidas).set({ validada: true, validada_at: now }).where(eq(partidas.id, partidaId));
        validatedAt = now;
      }
    }
    const [row] = await tx
      .select({ marcador: seats.firma_marcador_at, jugador: seats.firma_jugador_at })
      .from(seats)
      .where(where);
    return { facts, changed: signed.length > 0, validatedAt, row: row! };
  });
  const ref = { partidaId, torneoId: outcome.facts.torneo_id };
  if (outcome.changed) {
    publishSignatures(deps.live, ref, {
      participante_id: participanteId,
      retiradas: [],
      numero_hoyo: null,
      autor_jugador_id: actor.profileId,
    });
  }
  if (outcome.validatedAt) {
    publishValidated(deps.live, ref, outcome.validatedAt.toISOString());
    if (outcome.facts.torneo_id) {
      await deps.live.emit('standings-inputs-changed', {
        torneoId: outcome.facts.torneo_id,
        cause: 'validation',
        actorUserId: actor.userId,
      });
    }
  }
  return {
    participante_id: participanteId,
    firma_marcador_at: outcome.row.marcador?.toISOString() ?? null,
    firma_jugador_at: outcome.row.jugador?.toISOString() ?? null,
    validada: outcome.facts.validada || outcome.validatedAt !== null,
  };
}

/**
 * PUT /api/admin/groups/partidas/:partidaId/markers (administrators): a card's marker is any other participant of
 * the tournament (the committee may name one from another group), or none. Nobody marks their own card. A new
 * marker withdraws the old one's signature (in the history).
 */
export async function setCardMarker(
  deps: ScoresDeps,
  actor: ScoreActor,
  partidaId: string,
  input: TSetMarkerRequest,
): Promise<TCardSignatures[]> {
  const today = todayInTimeZone(deps.clock(), deps.config.TZ);
  const facts = await deps.db.transaction(async (tx) => {
    const facts = await loadScorecardFacts(tx, TORNEO, actor, partidaId, today, { lock: true });
    if (!actor.isAdmin) throw appError('ADMIN_ONLY', M.adminOnly);
    if (facts.validacion !== 'marcador_jugador') throw conflict(M.notAttested);
    const [seat] = await tx
      .select({ marcador: seats.marcador_participante_id, firmada: seats.firma_marcador_at })
      .from(seats)
      .where(and(eq(seats.partida_id, partidaId), eq(seats.participante_id, input.participante_id)));
    if (!seat) throw badRequest(M.foreignParticipant);
    const markerId = input.marcador_participante_id;
    if (markerId === input.participante_id) throw badRequest(M.ownCard);
    if (markerId !== null) {
      const [found] = await tx
        .select({ id: participantesTorneo.id })
        .from(participantesTorneo)
        .where(
          and(eq(participantesTorneo.id, markerId), eq(participantesTorneo.torneo_id, facts.torneo_id!)),
        );
      if (!found) throw badRequest(M.markerNotParticipant);
    }
    if (seat.marcador === markerId) return facts;
    await tx
      .update(seats)
      .set({ marcador_participante_id: markerId, firma_marcador_at: null, firma_marcador_user_id: null })
      .where(and(eq(seats.partida_id, partidaId), eq(seats.participante_id, input.participante_id)));
    if (seat.firmada !== null) {
      await tx.insert(scoreAudit).values({
        ambito: 'torneo',
        partida_id: partidaId,
        participante_id: input.participante_id,
        numero_hoyo: null,
        evento: 'retirada_firma_marcador',
        actor_user_id: actor.userId,
      });
    }
    return facts;
  });
  publishUpdated(deps.live, { partidaId, torneoId: facts.torneo_id });
  return loadCardSignatures(deps.db, actor, partidaId, facts);
}

/**
 * Markers by rotation for these groups of a 'Marcador y jugador' tournament (nothing otherwise): each group in
 * seat order through `assignMarkers` (never one's partner in a pairs format). Their signatures start again.
 */
export async function assignGroupMarkers(tx: DbOrTx, torneoId: string, partidaIds: readonly string[]) {
  if (partidaIds.length === 0) return;
  const [torneo] = await tx
    .select({
      validacion: torneos.validacion,
      modalidad: torneos.modalidad,
      forma_parejas: torneos.forma_parejas,
    })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  if (!torneo || torneo.validacion !== 'marcador_jugador') return;
  const seated = await tx
    .select({ partida_id: seats.partida_id, participante_id: seats.participante_id })
    .from(seats)
    .where(inArray(seats.partida_id, [...partidaIds]))
    .orderBy(asc(seats.partida_id), asc(seats.posicion_grupo));
  const partner =
    formatOf(torneo).side.members === 2
      ? await partnersOf(
          tx,
          seated.map((s) => s.participante_id),
        )
      : new Map<string, string>();
  for (const partidaId of partidaIds) {
    const group = seated
      .filter((s) => s.partida_id === partidaId)
      .map((s) => ({ id: s.participante_id, partnerId: partner.get(s.participante_id) ?? null }));
    for (const { id, markerId } of assignMarkers(group)) {
      await tx
        .update(seats)
        .set({
          marcador_participante_id: markerId,
          firma_marcador_at: null,
          firma_marcador_user_id: null,
          firma_jugador_at: null,
          firma_jugador_user_id: null,
        })
        .where(and(eq(seats.partida_id, partidaId), eq(seats.participante_id, id)));
    }
  }
}

/**
 * The markers of a 'Marcador y jugador' tournament's seated players, by participant (null: the committee assigns
 * one), for the start sheet; null for a tournament validated 'Por la partida'.
 */
export async function findTournamentMarkers(
  db: DbOrTx,
  torneoId: string,
): Promise<Map<string, string | null> | null> {
  const [torneo] = await db
    .select({ validacion: torneos.validacion })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  if (torneo?.validacion !== 'marcador_jugador') return null;
  const rows = await db
    .select({ id: seats.participante_id, marcador_id: seats.marcador_participante_id, nombre: markerName })
    .from(seats)
    .innerJoin(participantesTorneo, eq(participantesTorneo.id, seats.participante_id))
    .leftJoin(marker, eq(marker.id, seats.marcador_participante_id))
    .leftJoin(markerProfile, eq(markerProfile.id, marker.jugador_id))
    .where(eq(participantesTorneo.torneo_id, torneoId));
  return new Map(rows.map((r) => [r.id, r.marcador_id === null ? null : r.nombre]));
}

/** Every participant of the group's tournament by name: whom an administrator may name a card's marker. */
export async function findMarkerCandidates(db: DbOrTx, partidaId: string) {
  const name = sql<string>`coalesce(case when ${participantesTorneo.es_invitado} then ${participantesTorneo.nombre_invitado} end, ${profiles.nombre}, ${participantesTorneo.nombre_jugador}, '')`;
  return db
    .select({ participante_id: participantesTorneo.id, nombre: name })
    .from(participantesTorneo)
    .innerJoin(partidas, eq(partidas.torneo_id, participantesTorneo.torneo_id))
    .leftJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
    .where(eq(partidas.id, partidaId))
    .orderBy(asc(name), asc(participantesTorneo.id));
}
