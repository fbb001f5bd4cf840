/**
 * 'Gestión de Partidas' (T§2, T§4, T§7, T§9): the active tournaments, a tournament's participants and published
 * groups, and publishing a draft. Publishing reconciles in one transaction (design.md §13): a group whose players
 * did not change keeps its id and validation, strokes hang off the participant so they follow the player, and a
 * validated group changes players only with the administrator's explicit confirmation.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isDomainError, planGroupPublication, scheduleGroups, type PublicationPlan } from '@/shared/domain';
import {
  ADMIN_GROUPS_MESSAGES as M,
  type TGroupsTournament,
  type TPublishGroupsRequest,
  type TTournamentGroups,
} from '@/shared/schemas/admin-groups';
import { isTemporaryEmail } from '@/shared/schemas/admin-tools';
import type { AppDeps } from '@/server/context';
import type { Db, DbOrTx } from '@/server/db/client';
import { spanish } from '@/server/db/collation';
import {
  camposGolf,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  profiles,
  torneos,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { badRequest, conflict, notFound } from '@/server/lib/app-error';
import { publishDeleted, publishUpdated } from '@/server/modules/live/topics';
import { loadPairs } from '@/server/modules/scores/queries';
import { assignGroupMarkers } from '@/server/modules/scores/signatures';
import { findPublishedGroups } from '@/server/modules/scores/tournament-header.repository';

const tournamentColumns = {
  id: torneos.id,
  nombre: torneos.nombre,
  fecha_juego: torneos.fecha_juego,
  activo: torneos.activo,
  email_enviado_at: torneos.email_enviado_at,
  campo_nombre: camposGolf.nombre,
  campo_ubicacion: camposGolf.ubicacion,
};

type TournamentRow = {
  id: string;
  nombre: string;
  fecha_juego: string;
  activo: boolean;
  email_enviado_at: Date | null;
  campo_nombre: string | null;
  campo_ubicacion: string | null;
};

const toTournament = (r: TournamentRow): TGroupsTournament => ({
  id: r.id,
  nombre: r.nombre,
  fecha_juego: r.fecha_juego,
  activo: r.activo,
  campo: r.campo_nombre === null ? null : { nombre: r.campo_nombre, ubicacion: r.campo_ubicacion },
  email_enviado_at: r.email_enviado_at?.toISOString() ?? null,
});

/** A participant's name: the guest's, the player's, or the name kept after the profile was deleted. */
export const participantName = sql<string>`coalesce(case when ${participantesTorneo.es_invitado} then ${participantesTorneo.nombre_invitado} end, ${profiles.nombre}, ${participantesTorneo.nombre_jugador}, '')`;

/** GET /api/admin/groups/tournaments: the active tournaments, newest date first (T§7, T§9). */
export async function listGroupTournaments(db: Db): Promise<TGroupsTournament[]> {
  const rows = await db
    .select(tournamentColumns)
    .from(torneos)
    .leftJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .where(eq(torneos.activo, true))
    .orderBy(desc(torneos.fecha_juego), asc(torneos.nombre));
  return rows.map(toTournament);
}

export async function loadTournament(db: DbOrTx, torneoId: string): Promise<TGroupsTournament> {
  const [row] = await db
    .select(tournamentColumns)
    .from(torneos)
    .leftJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .where(eq(torneos.id, torneoId));
  if (!row) throw notFound(M.tournamentNotFound);
  return toTournament(row);
}

/** GET /api/admin/groups/tournaments/:torneoId: the tournament, its participants by name and its groups. */
export async function findTournamentGroups(db: Db, torneoId: string): Promise<TTournamentGroups> {
  const torneo = await loadTournament(db, torneoId);
  const participantes = await db
    .select({
      participante_id: participantesTorneo.id,
      nombre: participantName,
      handicap_torneo: participantesTorneo.handicap_torneo,
      handicap: sql<
        number | null
      >`case when ${participantesTorneo.es_invitado} then ${participantesTorneo.handicap_invitado} else ${profiles.handicap} end`,
      es_invitado: participantesTorneo.es_invitado,
      email: profiles.email,
      hoyos_jugados: sql<number>`(select count(*)::int from resultados_hoyo r where r.participante_id = ${participantesTorneo.id})`,
    })
    .from(participantesTorneo)
    .leftJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
    .where(eq(participantesTorneo.torneo_id, torneoId))
    .orderBy(spanish(participantName), asc(participantesTorneo.id));
  return {
    torneo,
    participantes: participantes.map(({ email, ...p }) => ({
      ...p,
      tiene_email: !p.es_invitado && !!email && !isTemporaryEmail(email),
    })),
    partidas: await findPublishedGroups(db, torneoId),
    parejas: (await loadPairs(db, { torneoIds: [torneoId] }))
      .filter((p) => p.aceptada)
      .map((p) => ({ participante_ids: p.participante_ids })),
  };
}

function domainToHttp(err: unknown): never {
  if (isDomainError(err)) {
    if (err.code === 'UNKNOWN_GROUP') throw conflict(M.unknownGroup);
    throw badRequest(err.message);
  }
  throw err;
}

/**
 * PUT /api/admin/groups/tournaments/:torneoId ('Publicar Partidas' / 'Actualizar Partidas'). One transaction
 * under the tournament's row lock and its groups' locks (a concurrent stroke or validation waits or is seen).
 */
export async function publishTournamentGroups(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger'>,
  actor: Pick<Actor, 'userId'>,
  torneoId: string,
  input: TPublishGroupsRequest,
): Promise<TTournamentGroups> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [torneo] = await tx
      .select({ id: torneos.id, activo: torneos.activo, fecha_juego: torneos.fecha_juego })
      .from(torneos)
      .where(eq(torneos.id, torneoId))
      .for('update');
    if (!torneo) throw notFound(M.tournamentNotFound);
    if (!torneo.activo) throw conflict(M.inactive);

    await tx
      .select({ id: partidas.id })
      .from(partidas)
      .where(and(eq(partidas.torneo_id, torneoId), eq(partidas.es_partida_personal, false)))
      .for('update');
    const saved = await findPublishedGroups(tx, torneoId);

    const requestedPlayers = input.partidas.flatMap((g) => g.participantes);
    const enrolled = await tx
      .select({ id: participantesTorneo.id })
      .from(participantesTorneo)
      .where(
        and(eq(participantesTorneo.torneo_id, torneoId), inArray(participantesTorneo.id, requestedPlayers)),
      )
      .for('key share');
    if (enrolled.length !== new Set(requestedPlayers).size) throw conflict(M.notParticipant);

    let plan: PublicationPlan;
    let scheduled: ReturnType<typeof scheduleGroups<PublicationPlan['groups'][number]>>;
    try {
      plan = planGroupPublication(saved, input.partidas);
      scheduled = scheduleGroups(plan.groups, {
        firstTime: input.hora_inicio,
        intervalMinutes: input.intervalo_minutos,
        mode: input.modo_salida ?? 'intervalo',
        own: input.partidas,
      });
    } catch (err) {
      domainToHttp(err);
    }
    if (plan.validatedChanged.length > 0 && input.confirmar_validadas !== true) {
      const names = saved.filter((g) => plan.validatedChanged.includes(g.id)).map((g) => g.nombre);
      throw conflict(M.validatedChanged(names.join(', ')));
    }

    const before = new Map(saved.map((g) => [g.id, g]));
    const rewrite = scheduled.filter((g) => g.id !== null && g.seatsChanged).map((g) => g.id as string);
    if (rewrite.length > 0) {
      await tx.delete(partidasParticipantes).where(inArray(partidasParticipantes.partida_id, rewrite));
    }
    if (plan.deleted.length > 0) {
      await tx.delete(partidasParticipantes).where(inArray(partidasParticipantes.partida_id, plan.deleted));
      await tx.delete(partidas).where(inArray(partidas.id, plan.deleted));
    }
    const changed = new Set<string>();
    const seats: { partida_id: string; participante_id: string; posicion_grupo: number }[] = [];
    for (const group of scheduled) {
      let id = group.id;
      if (id === null) {
        const [row] = await tx
          .insert(partidas)
          .values({
            torneo_id: torneoId,
            nombre: group.nombre,
            fecha_juego: torneo.fecha_juego,
            hora_salida: group.hora_salida,
            hoyo_salida: group.hoyo_salida,
            orden_salida: group.orden_salida,
            es_partida_personal: false,
          })
          .returning({ id: partidas.id });
        id = row!.id;
        changed.add(id);
      } else {
        const old = before.get(id)!;
        if (
          group.seatsChanged ||
          old.nombre !== group.nombre ||
          old.hora_salida !== group.hora_salida ||
          old.hoyo_salida !== group.hoyo_salida ||
          old.orden_salida !== group.orden_salida
        ) {
          await tx
            .update(partidas)
            .set({
              nombre: group.nombre,
              hora_salida: group.hora_salida,
              hoyo_salida: group.hoyo_salida,
              orden_salida: group.orden_salida,
              fecha_juego: torneo.fecha_juego,
            })
            .where(eq(partidas.id, id));
          changed.add(id);
        }
      }
      if (group.seatsChanged) {
        const partidaId = id;
        group.participantes.forEach((participante_id, i) =>
          seats.push({ partida_id: partidaId, participante_id, posicion_grupo: i + 1 }),
        );
      }
    }
    if (seats.length > 0) await tx.insert(partidasParticipantes).values(seats);
    // 'Marcador y jugador': the reseated groups get their markers by rotation.
    await assignGroupMarkers(tx, torneoId, [...new Set(seats.map((s) => s.partida_id))]);
    return { changed: [...changed], deleted: plan.deleted };
  });

  for (const partidaId of outcome.deleted) publishDeleted(deps.live, { partidaId, torneoId });
  for (const partidaId of outcome.changed) publishUpdated(deps.live, { partidaId, torneoId });
  // Groups added, removed or reseated: the tournament's standings inputs changed (the leagues decide).
  if (outcome.changed.length > 0 || outcome.deleted.length > 0) {
    await deps.live.emit('standings-inputs-changed', {
      torneoId,
      cause: 'groups',
      actorUserId: actor.userId,
    });
  }
  return findTournamentGroups(deps.db, torneoId);
}
