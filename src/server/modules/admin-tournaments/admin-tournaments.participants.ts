/**
 * Participants of a tournament in its admin view (T§4, T§5, T§8): add a member or a guest, the Incluido/Excluido
 * toggle, a playing handicap edited by hand, removal, and 'recompute playing handicaps' through the rules engine
 * (tournaments/playing-handicap.ts). Administrators only (the /api/admin/* gate).
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_TOURNAMENT_MESSAGES as M,
  type TAdminParticipant,
  type ZAddGuestRequest,
  type ZAddMemberRequest,
} from '@/shared/schemas/admin-tournaments';
import { MATCH_MESSAGES } from '@/shared/schemas/matches';
import { spanish } from '@/server/db/collation';
import type { DbOrTx } from '@/server/db/client';
import {
  parejasTorneo,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  partidos,
  profiles,
  puntuacionesLiga,
  resultadosHoyo,
  scoreAudit,
  torneos,
} from '@/server/db/schema';
import { wouldExceedPlaces } from '@/shared/domain';
import type { AppDeps } from '@/server/context';
import { appError, conflict, notFound } from '@/server/lib/app-error';
import {
  countParticipants,
  leaveWaitingList,
  lockTournamentForEntries,
  promoteFromWaitingList,
  sendPromotionEmails,
} from '@/server/modules/tournaments/entries';
import { standingsInputsChanged, type AdminTournamentDeps } from './admin-tournaments.events';
import { removePairsOf } from './admin-tournaments.pairs';
import { handicapSubjects, nameOf } from '@/server/modules/tournaments/pair-rules';
import type { Logger } from '@/server/lib/logger';
import {
  computePlayedOff,
  loadHandicapContext,
  memberIndexes,
  type TournamentHandicapContext,
} from '@/server/modules/tournaments/playing-handicap';
import {
  playedOffOf,
  recomputePlayingHandicaps,
  type PlayedOffDeps,
  type RecomputedTournament,
} from '@/server/modules/tournaments/played-off';
import { clubNow } from '@/server/lib/clock';

/** A participant's name as every list shows it. */
export { nameOf };

/** The tournament's participants by name (Spanish order), with their group and holes played. */
export async function listAdminParticipants(db: DbOrTx, torneoId: string): Promise<TAdminParticipant[]> {
  await requireTournament(db, torneoId);
  const rows = await db
    .select({
      id: participantesTorneo.id,
      jugador_id: participantesTorneo.jugador_id,
      nombre: nameOf,
      es_invitado: participantesTorneo.es_invitado,
      sexo_invitado: participantesTorneo.sexo_invitado,
      sexo_perfil: profiles.sexo,
      handicap_invitado: participantesTorneo.handicap_invitado,
      handicap_perfil: profiles.handicap,
      handicap_torneo: participantesTorneo.handicap_torneo,
      p: participantesTorneo,
      incluir_en_puntos: participantesTorneo.incluir_en_puntos,
      estado: participantesTorneo.estado,
      motivo_estado: participantesTorneo.motivo_estado,
      pagado: participantesTorneo.pagado,
      pareja_id: sql<
        string | null
      >`(select pj.id from ${parejasTorneo} pj where pj.participante_1_id = ${participantesTorneo.id} or pj.participante_2_id = ${participantesTorneo.id} limit 1)`,
      partida_id: partidas.id,
      partida_nombre: partidas.nombre,
      hora_salida: partidas.hora_salida,
      orden_salida: partidas.orden_salida,
      posicion: partidasParticipantes.posicion_grupo,
      hoyos_jugados: sql<number>`(select count(*)::int from ${resultadosHoyo} r where r.participante_id = ${participantesTorneo.id})`,
    })
    .from(participantesTorneo)
    .leftJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
    .leftJoin(partidasParticipantes, eq(partidasParticipantes.participante_id, participantesTorneo.id))
    .leftJoin(partidas, eq(partidas.id, partidasParticipantes.partida_id))
    .where(eq(participantesTorneo.torneo_id, torneoId))
    .orderBy(spanish(nameOf), asc(participantesTorneo.id));
  return rows.map((r) => ({
    id: r.id,
    jugador_id: r.jugador_id,
    nombre: r.nombre,
    es_invitado: r.es_invitado,
    sexo: r.es_invitado ? r.sexo_invitado : r.sexo_perfil,
    handicap_propio: r.es_invitado ? r.handicap_invitado : r.handicap_perfil,
    handicap_torneo: r.handicap_torneo,
    jugado: playedOffOf(r.p),
    incluir_en_puntos: r.incluir_en_puntos,
    estado: r.estado,
    motivo_estado: r.motivo_estado,
    pareja_id: r.pareja_id,
    pagado: r.pagado,
    hoyos_jugados: Number(r.hoyos_jugados),
    partida:
      r.partida_id && r.partida_nombre
        ? {
            id: r.partida_id,
            nombre: r.partida_nombre,
            hora_salida: (r.hora_salida ?? '').slice(0, 5),
            orden_salida: r.orden_salida ?? 0,
            posicion: r.posicion ?? 0,
          }
        : null,
  }));
}

async function requireTournament(db: DbOrTx, torneoId: string, lock = false) {
  const q = db
    .select({ id: torneos.id, plazas: torneos.plazas })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * An administrator adding `more` participants beyond the places must say so (`superar_plazas`, the screen asks):
 * 409 PLACES_FULL otherwise, nothing written. The caller holds the tournament's lock.
 */
async function checkPlaces(
  tx: DbOrTx,
  torneo: { id: string; plazas: number | null },
  more: number,
  confirmed: boolean | undefined,
) {
  if (confirmed) return;
  if (wouldExceedPlaces(torneo.plazas, await countParticipants(tx, torneo.id), more)) {
    throw appError('PLACES_FULL', M.placesFull);
  }
}

async function contextOf(db: DbOrTx, torneoId: string): Promise<TournamentHandicapContext> {
  const ctx = await loadHandicapContext(db, torneoId);
  if (!ctx) throw notFound(M.notFound);
  return ctx;
}

/**
 * Members (T§5): none twice ('Este jugador ya está inscrito en el torneo', nothing added); a numeric reference
 * handicap (one player only) becomes the player's profile handicap first; each playing handicap is computed from
 * the tee of their sex. Members count for points (design.md §13). All or nothing, in one transaction; answers the
 * tournament's participants.
 */
export async function addMembers(
  deps: PlayedOffDeps,
  actorUserId: string,
  torneoId: string,
  input: z.output<typeof ZAddMemberRequest>,
): Promise<TAdminParticipant[]> {
  const { db, logger } = deps;
  const recomputed = await db.transaction(async (tx) => {
    const torneo = await requireTournament(tx, torneoId, true);
    const players = await tx
      .select({ id: profiles.id, sexo: profiles.sexo, handicap: profiles.handicap })
      .from(profiles)
      .where(inArray(profiles.id, input.jugador_ids))
      .for('update');
    if (players.length !== input.jugador_ids.length) throw notFound(M.playerNotFound);
    const [enrolled] = await tx
      .select({ id: participantesTorneo.id })
      .from(participantesTorneo)
      .where(
        and(
          eq(participantesTorneo.torneo_id, torneoId),
          inArray(participantesTorneo.jugador_id, input.jugador_ids),
        ),
      )
      .limit(1);
    if (enrolled) throw conflict(M.alreadyEnrolled);
    await checkPlaces(tx, torneo, input.jugador_ids.length, input.superar_plazas);
    // A waiting player the administrator adds takes their place now (decision record 039).
    await leaveWaitingList(tx, torneoId, input.jugador_ids);
    const reference = input.handicap_referencia ?? null;
    // A new index: the player's other tournaments not started follow it (tournaments/played-off.ts).
    let recomputed: RecomputedTournament[] = [];
    if (reference !== null) {
      await tx.update(profiles).set({ handicap: reference }).where(eq(profiles.id, players[0]!.id));
      const today = clubNow(deps.clock(), deps.config.TZ).today;
      recomputed = await recomputePlayingHandicaps(tx, { profileIds: [players[0]!.id], today }, logger);
    }
    const ctx = await contextOf(tx, torneoId);
    const indexes = await memberIndexes(
      tx,
      ctx,
      players.map((player) => ({ id: player.id, handicap: reference ?? player.handicap })),
    );
    await tx.insert(participantesTorneo).values(
      players.map((player) => ({
        torneo_id: torneoId,
        jugador_id: player.id,
        es_invitado: false,
        incluir_en_puntos: true,
        ...computePlayedOff(ctx, { sexo: player.sexo, handicap: indexes.get(player.id) ?? null }, logger),
      })),
    );
    return recomputed;
  });
  for (const t of recomputed) {
    if (t.changed > 0) {
      await standingsInputsChanged(deps, { torneoId: t.torneoId, cause: 'playing_handicap', actorUserId });
    }
  }
  return listAdminParticipants(db, torneoId);
}

/** A guest (T§5): name, handicap and sex; guests start excluded from points (T§4). */
export async function addGuest(
  db: DbOrTx,
  torneoId: string,
  input: z.output<typeof ZAddGuestRequest>,
  logger?: Logger,
): Promise<TAdminParticipant[]> {
  await db.transaction(async (tx) => {
    const torneo = await requireTournament(tx, torneoId, true);
    await checkPlaces(tx, torneo, 1, input.superar_plazas);
    const ctx = await contextOf(tx, torneoId);
    await tx.insert(participantesTorneo).values({
      torneo_id: torneoId,
      jugador_id: null,
      es_invitado: true,
      nombre_invitado: input.nombre,
      sexo_invitado: input.sexo,
      handicap_invitado: input.handicap,
      incluir_en_puntos: false,
      ...computePlayedOff(ctx, { sexo: input.sexo, handicap: input.handicap }, logger),
    });
  });
  return listAdminParticipants(db, torneoId);
}

/** The tournament a participant belongs to (404 when the participant does not exist). */
export async function tournamentOfParticipant(db: DbOrTx, participanteId: string): Promise<string> {
  const [row] = await db
    .select({ torneo_id: participantesTorneo.torneo_id })
    .from(participantesTorneo)
    .where(eq(participantesTorneo.id, participanteId));
  if (!row) throw notFound(M.participantNotFound);
  return row.torneo_id;
}

/** Changes one participant's row; their tournament's standings inputs changed. Answers its participants. */
async function updateParticipant(
  deps: AdminTournamentDeps,
  actorUserId: string,
  participanteId: string,
  set: { incluir_en_puntos: boolean } | { handicap_torneo: number; handicap_fijado: true },
  cause: 'points_inclusion' | 'playing_handicap',
): Promise<TAdminParticipant[]> {
  const [row] = await deps.db
    .update(participantesTorneo)
    .set(set)
    .where(eq(participantesTorneo.id, participanteId))
    .returning({ torneo_id: participantesTorneo.torneo_id });
  if (!row) throw notFound(M.participantNotFound);
  await standingsInputsChanged(deps, { torneoId: row.torneo_id, cause, actorUserId });
  return listAdminParticipants(deps.db, row.torneo_id);
}

/** The 'Pagado' tick (decision record 039): nothing the standings read. Answers the tournament's participants. */
export async function setPaid(db: DbOrTx, participanteId: string, pagado: boolean) {
  const [row] = await db
    .update(participantesTorneo)
    .set({ pagado })
    .where(eq(participantesTorneo.id, participanteId))
    .returning({ torneo_id: participantesTorneo.torneo_id });
  if (!row) throw notFound(M.participantNotFound);
  return listAdminParticipants(db, row.torneo_id);
}

/** The Incluído/Excluído toggle (points, design.md §13). */
export const setIncludedInPoints = (
  deps: AdminTournamentDeps,
  actorUserId: string,
  participanteId: string,
  incluir: boolean,
) => updateParticipant(deps, actorUserId, participanteId, { incluir_en_puntos: incluir }, 'points_inclusion');

/** A playing handicap edited by hand: 'fijado a mano', kept by every recompute until it is cleared. */
export const setPlayingHandicap = (
  deps: AdminTournamentDeps,
  actorUserId: string,
  participanteId: string,
  handicap: number,
) =>
  updateParticipant(
    deps,
    actorUserId,
    participanteId,
    { handicap_torneo: handicap, handicap_fijado: true },
    'playing_handicap',
  );

/**
 * 'Quitar fijado': the playing handicap set by hand is no longer kept; the tournament's playing handicaps are
 * recomputed at once (what the participant plays off again follows the rules engine). Answers its participants.
 */
export async function clearFixedHandicap(
  deps: AdminTournamentDeps,
  actorUserId: string,
  participanteId: string,
): Promise<TAdminParticipant[]> {
  const torneoId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(participantesTorneo)
      .set({ handicap_fijado: false })
      .where(eq(participantesTorneo.id, participanteId))
      .returning({ torneo_id: participantesTorneo.torneo_id });
    if (!row) throw notFound(M.participantNotFound);
    await requireTournament(tx, row.torneo_id, true);
    await recomputePlayingHandicaps(tx, { torneoId: row.torneo_id }, deps.logger);
    return row.torneo_id;
  });
  await standingsInputsChanged(deps, { torneoId, cause: 'playing_handicap', actorUserId });
  return listAdminParticipants(deps.db, torneoId);
}

/**
 * Removes a participant (T§4). Once they have strokes it is refused (409) unless `borrarResultados`: then their
 * holes go too, each with an audit row. A participant who had a group changes the tournament's standings inputs.
 */
export async function removeParticipant(
  deps: AdminTournamentDeps & Pick<AppDeps, 'mailer' | 'clock' | 'config'>,
  actorUserId: string,
  participanteId: string,
  borrarResultados: boolean,
): Promise<void> {
  // The tournament is locked first, as enrolment does: a freed place is decided about under its lock.
  const torneoId = await tournamentOfParticipant(deps.db, participanteId);
  const removed = await deps.db.transaction(async (tx) => {
    const torneo = await lockTournamentForEntries(tx, torneoId);
    const [row] = await tx
      .select({ id: participantesTorneo.id, torneo_id: participantesTorneo.torneo_id })
      .from(participantesTorneo)
      .where(eq(participantesTorneo.id, participanteId))
      .for('update');
    if (!row) throw notFound(M.participantNotFound);
    const [seat] = await tx
      .select({ partida_id: partidasParticipantes.partida_id })
      .from(partidasParticipantes)
      .where(eq(partidasParticipantes.participante_id, participanteId));
    const holes = await tx
      .select({ numero_hoyo: resultadosHoyo.numero_hoyo, golpes: resultadosHoyo.golpes })
      .from(resultadosHoyo)
      .where(eq(resultadosHoyo.participante_id, participanteId));
    if (holes.length > 0 && !borrarResultados) throw conflict(M.participantHasScores);
    if (holes.length > 0) {
      if (seat) {
        await tx.insert(scoreAudit).values(
          holes.map((h) => ({
            ambito: 'torneo',
            partida_id: seat.partida_id,
            participante_id: participanteId,
            numero_hoyo: h.numero_hoyo,
            golpes_antes: h.golpes,
            golpes_despues: null,
            actor_user_id: actorUserId,
          })),
        );
      }
      await tx.delete(resultadosHoyo).where(eq(resultadosHoyo.participante_id, participanteId));
      // Their league points were derived from those holes (the leagues recalculate the others' after the commit).
      await tx.delete(puntuacionesLiga).where(eq(puntuacionesLiga.participante_id, participanteId));
    }
    // A side of a match-play match (or of a draw) stays: the matches refer to it.
    const [inMatch] = await tx
      .select({ id: partidos.id })
      .from(partidos)
      .where(
        or(
          eq(partidos.lado_1_participante_id, participanteId),
          eq(partidos.lado_2_participante_id, participanteId),
        ),
      )
      .limit(1);
    if (inMatch) throw conflict(MATCH_MESSAGES.participantInMatch);
    await removePairsOf(tx, participanteId);
    await tx.delete(participantesTorneo).where(eq(participantesTorneo.id, participanteId));
    // Before the close the first waiting player takes the place; after it the administrators decide.
    const promoted = torneo ? await promoteFromWaitingList(tx, deps, torneo) : [];
    return { torneoId: row.torneo_id, partidaId: seat?.partida_id ?? null, promoted };
  });
  await sendPromotionEmails(deps, removed.torneoId, removed.promoted);
  if (removed.partidaId) {
    await standingsInputsChanged(deps, { torneoId: removed.torneoId, cause: 'participants', actorUserId });
  }
}

/**
 * Recomputes every participant's playing handicap from the tournament's tees and reductor (rules engine), and
 * every pair's (its format's allowance), through tournaments/played-off.ts (a handicap fixed by hand is kept; a
 * started tournament's participants keep the index they played off). With `requireTee` a tournament without any
 * tee is refused with T§8's 'No se encontró configuración de salida para este jugador en el torneo' (nothing
 * written). A participant without a handicap index gets null (T§9's fallback).
 */
export async function recomputeHandicaps(
  db: DbOrTx,
  torneoId: string,
  logger: Logger | undefined,
  { requireTee }: { requireTee: boolean },
): Promise<number> {
  await contextOf(db, torneoId);
  const [done] = await recomputePlayingHandicaps(db, { torneoId, requireTee }, logger);
  return done?.changed ?? 0;
}

/**
 * 'Recalcular hándicaps de juego' (one transaction under the tournament's lock); when a playing handicap changed,
 * the tournament's standings inputs did.
 */
export async function recomputeAll(
  deps: AdminTournamentDeps,
  actorUserId: string,
  torneoId: string,
): Promise<{ actualizados: number }> {
  const actualizados = await deps.db.transaction(async (tx) => {
    await requireTournament(tx, torneoId, true);
    return recomputeHandicaps(tx, torneoId, deps.logger, { requireTee: true });
  });
  if (actualizados > 0) {
    await standingsInputsChanged(deps, { torneoId, cause: 'playing_handicap', actorUserId });
  }
  return { actualizados };
}

export { handicapSubjects };
