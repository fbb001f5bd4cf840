/** Reading personal games: 'Mis Partidas', the JUGAR rule and the play screen (P§2, P§7). */
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { normalizeHoles } from '@/shared/domain';
import type {
  TPersonalGameDetail,
  TPersonalGameParticipant,
  TPersonalGameSummary,
  TUpcomingPersonalGamesResponse,
} from '@/shared/schemas/personal-games';
import type { DbOrTx } from '@/server/db/client';
import {
  camposGolf,
  participantesPartidaPersonal as pp,
  partidas,
  profiles,
  resultadosHoyoPartidaPersonal as results,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import { findFirstTee } from '@/server/modules/courses/courses.service';
import { GAME_NOT_FOUND, gamePermissions, type GameAccess, type GameDeps } from './personal-games.access';

/** 'HH:MM:SS' from the database to 'HH:MM'. */
/** A personal game always has its time (a null belongs only to a match without an agreed one). */
const hhmm = (time: string | null) => time?.slice(0, 5) ?? '';

/** The games the actor created and those they joined, without duplicates, newest first. */
export async function listPersonalGames(db: DbOrTx, actor: Actor): Promise<TPersonalGameSummary[]> {
  const me = actor.profileId;
  if (!me) return [];
  const joined = db.select({ id: pp.partida_id }).from(pp).where(eq(pp.jugador_id, me));
  const rows = await db
    .select({
      id: partidas.id,
      nombre: partidas.nombre,
      fecha_juego: partidas.fecha_juego,
      hora_salida: partidas.hora_salida,
      validada: partidas.validada,
      campo: { id: camposGolf.id, nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion },
      creador: { id: profiles.id, nombre: profiles.nombre },
      participantes_count: sql<number>`(select count(*)::int from ${pp} where ${pp.partida_id} = ${partidas.id})`,
    })
    .from(partidas)
    .innerJoin(camposGolf, eq(camposGolf.id, partidas.campo_id))
    .leftJoin(profiles, eq(profiles.id, partidas.creador_id))
    .where(
      and(
        eq(partidas.es_partida_personal, true),
        or(eq(partidas.creador_id, me), inArray(partidas.id, joined)),
      ),
    )
    .orderBy(
      desc(partidas.fecha_juego),
      desc(partidas.hora_salida),
      desc(partidas.created_at),
      asc(partidas.id),
    );
  return rows.map((r) => ({
    ...r,
    hora_salida: hhmm(r.hora_salida),
    participantes_count: Number(r.participantes_count),
    es_creador: r.creador?.id === me,
    // Every game listed is one the actor plays in or created.
    permisos: gamePermissions(actor, {
      validada: r.validada,
      es_creador: r.creador?.id === me,
      es_miembro: true,
    }),
  }));
}

/**
 * P§2 JUGAR / P§7: does the actor have a personal game they CREATED still to play — dated after today, or today
 * with a later tee time, in the club's time zone?
 */
export async function hasUpcomingPersonalGames(
  deps: GameDeps,
  actor: Actor,
): Promise<TUpcomingPersonalGamesResponse> {
  const me = actor.profileId;
  if (!me) return { hasUpcoming: false };
  const { today, time } = clubNow(deps.clock(), deps.config.TZ);
  const [row] = await deps.db
    .select({ id: partidas.id })
    .from(partidas)
    .where(
      and(
        eq(partidas.es_partida_personal, true),
        eq(partidas.creador_id, me),
        or(
          gt(partidas.fecha_juego, today),
          and(eq(partidas.fecha_juego, today), gt(partidas.hora_salida, time)),
        ),
      ),
    )
    .limit(1);
  return { hasUpcoming: Boolean(row) };
}

async function findParticipants(db: DbOrTx, gameId: string): Promise<TPersonalGameParticipant[]> {
  const rows = await db
    .select({ p: pp, nombre: profiles.nombre, handicap: profiles.handicap })
    .from(pp)
    .leftJoin(profiles, eq(profiles.id, pp.jugador_id))
    .where(eq(pp.partida_id, gameId))
    .orderBy(asc(pp.orden), asc(pp.id));
  return rows.map(({ p, nombre, handicap }) => ({
    id: p.id,
    jugador_id: p.jugador_id,
    es_invitado: p.es_invitado,
    // A player whose profile was deleted keeps the name stored with the row (design.md §13).
    nombre: (p.es_invitado ? p.nombre_invitado : (nombre ?? p.nombre_jugador)) ?? '',
    handicap: p.es_invitado ? p.handicap_invitado : handicap,
    handicap_partida: p.handicap_partida,
    sexo_invitado: p.sexo_invitado,
    orden: p.orden,
  }));
}

/** The play screen: the game, its course's 18 holes (default par 4, P§8), participants and hole results. */
export async function findPersonalGameDetail(db: DbOrTx, access: GameAccess): Promise<TPersonalGameDetail> {
  const { game } = access;
  const [refs] = await db
    .select({
      campo: { id: camposGolf.id, nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion },
      creador: { id: profiles.id, nombre: profiles.nombre },
    })
    .from(camposGolf)
    .leftJoin(profiles, game.creador_id ? eq(profiles.id, game.creador_id) : sql`false`)
    .where(eq(camposGolf.id, game.campo_id));
  if (!refs) throw notFound(GAME_NOT_FOUND);
  const participantes = await findParticipants(db, game.id);
  const ids = participantes.map((p) => p.id);
  const resultados =
    ids.length === 0
      ? []
      : await db
          .select({
            participante_id: results.participante_id,
            numero_hoyo: results.numero_hoyo,
            golpes: results.golpes,
          })
          .from(results)
          .where(inArray(results.participante_id, ids))
          .orderBy(asc(results.numero_hoyo));
  const tee = await findFirstTee(db, game.campo_id);
  return {
    id: game.id,
    nombre: game.nombre,
    fecha_juego: game.fecha_juego,
    hora_salida: hhmm(game.hora_salida),
    validada: game.validada,
    valida_para_handicap: game.valida_para_handicap,
    campo: refs.campo,
    creador: refs.creador,
    es_creador: access.isCreator,
    hoyos: tee?.hoyos ?? normalizeHoles([]),
    participantes,
    resultados,
    permisos: access.permisos,
  };
}
