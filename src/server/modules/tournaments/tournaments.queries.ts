/**
 * Reading tournaments for players (T§2, T§7; P§2, P§7): the cards of /torneos and 'Mis Torneos y Ligas' with the
 * actor's enrolment, playing handicap and group, in three queries whatever the number of tournaments; the
 * participants table.
 */
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  currentRound,
  isTournamentFinished,
  matchesInRound,
  resolveParticipantHandicap,
  roundName,
  searchMatcher,
  type HandicapSources,
} from '@/shared/domain';
import type { TTournamentCardDraw } from '@/shared/schemas/matches';
import {
  TOURNAMENT_SEARCH_LIMIT,
  type TMyEnrolment,
  type TTournamentCard,
  type TTournamentParticipantsResponse,
  type TTournamentSeasons,
  type TTournamentsQuery,
} from '@/shared/schemas/tournaments';
import { publicName, type PublicNameMode } from '@/shared/public-names';
import { spanish } from '@/server/db/collation';
import type { DbOrTx } from '@/server/db/client';
import {
  camposGolf,
  cuadroRondas,
  cuadros,
  enlacesPublicos,
  ligas,
  ligasTorneos,
  participantesTorneo as pt,
  partidas,
  parejasTorneo,
  partidasParticipantes as seats,
  partidos,
  profiles,
  resultadosHoyo,
  torneos,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import type { Logger } from '@/server/lib/logger';
import { clubToday, findDrawStates, findVisibleTournament, type TournamentDeps } from './tournaments.access';
import { findEntries } from './entries';
import { playedOffOf } from './played-off';

/** 'HH:MM:SS' from the database to 'HH:MM'. */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * T§9's playing handicap of a participant, through the rules engine. A stored value the engine refuses (an
 * impossible handicap_torneo written by hand) is logged and shown as stored rather than failing the whole list.
 */
export function playingHandicapOf(sources: HandicapSources, logger: Logger): number {
  try {
    return resolveParticipantHandicap(sources);
  } catch (err) {
    logger.warn({ err, sources }, 'playing handicap out of range');
    return sources.handicap_torneo ?? 0;
  }
}

/**
 * The cards of the tournaments that `where` selects, ordered newest date first (T§2, T§7 "select active ones
 * ordered by fecha_juego descending with joined course and ligas_torneos"), each with the actor's enrolment.
 */
export async function findTournamentCards(
  deps: TournamentDeps,
  actor: Actor | null,
  where: SQL | undefined,
): Promise<TTournamentCard[]> {
  const { db, logger } = deps;
  const today = clubToday(deps);
  const rows = await db
    .select({
      id: torneos.id,
      nombre: torneos.nombre,
      fecha_juego: torneos.fecha_juego,
      descripcion: torneos.descripcion,
      modalidad: torneos.modalidad,
      indice_handicap: torneos.indice_handicap,
      activo: torneos.activo,
      campo: { id: camposGolf.id, nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion },
      inscritos: sql<number>`(select count(*)::int from ${pt} where ${pt.torneo_id} = ${torneos.id})`,
    })
    .from(torneos)
    .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .where(where)
    .orderBy(desc(torneos.fecha_juego), desc(torneos.created_at), asc(torneos.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);

  const leagueRows = await db
    .select({ torneo_id: ligasTorneos.torneo_id, id: ligas.id, nombre: ligas.nombre })
    .from(ligasTorneos)
    .innerJoin(ligas, eq(ligas.id, ligasTorneos.liga_id))
    .where(inArray(ligasTorneos.torneo_id, ids))
    .orderBy(spanish(ligas.nombre), asc(ligas.id));
  const leaguesOf = new Map<string, { id: string; nombre: string }[]>();
  for (const { torneo_id, ...liga } of leagueRows) {
    leaguesOf.set(torneo_id, [...(leaguesOf.get(torneo_id) ?? []), liga]);
  }

  const enrolments = await findEnrolments(db, logger, actor, ids);
  const [draws, drawStates, entries] = await Promise.all([
    findDrawSummaries(db, ids, enrolments),
    findDrawStates(db, ids),
    findEntries(db, deps, actor?.profileId ?? null, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    inscritos: Number(row.inscritos),
    finalizado: isTournamentFinished(row.fecha_juego, today, drawStates.get(row.id)),
    ligas: leaguesOf.get(row.id) ?? [],
    inscripcion: enrolments.get(row.id) ?? null,
    cuadro: draws.get(row.id) ?? null,
    entradas: entries.get(row.id),
  }));
}

/**
 * The knockout draw of each of the tournaments that has one (design.md §14): its current round (the first with a
 * match undecided; the last when all are) and the actor's next match — the undecided one their side plays or
 * waits for, with the rival's name when known ('Ana / Luis' for a pair), its deadline, agreed date and partida.
 */
async function findDrawSummaries(
  db: DbOrTx,
  torneoIds: string[],
  enrolments: Map<string, TMyEnrolment>,
): Promise<Map<string, TTournamentCardDraw>> {
  const result = new Map<string, TTournamentCardDraw>();
  const draws = await db.select().from(cuadros).where(inArray(cuadros.torneo_id, torneoIds));
  if (draws.length === 0) return result;
  const withDraw = draws.map((d) => d.torneo_id);
  const [matches, rounds, people, pairs] = await Promise.all([
    db.select().from(partidos).where(inArray(partidos.torneo_id, withDraw)),
    db.select().from(cuadroRondas).where(inArray(cuadroRondas.torneo_id, withDraw)),
    db
      .select({
        id: pt.id,
        nombre: sql<string>`coalesce(${profiles.nombre}, ${pt.nombre_invitado}, ${pt.nombre_jugador}, '')`,
      })
      .from(pt)
      .leftJoin(profiles, eq(profiles.id, pt.jugador_id))
      .where(inArray(pt.torneo_id, withDraw)),
    db
      .select()
      .from(parejasTorneo)
      .where(and(inArray(parejasTorneo.torneo_id, withDraw), eq(parejasTorneo.aceptada, true))),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, p.nombre]));
  const sideName = (id: string | null) => {
    if (!id) return null;
    const pair = pairs.find((p) => p.participante_1_id === id);
    return pair
      ? `${nameOf.get(pair.participante_1_id) ?? ''} / ${nameOf.get(pair.participante_2_id) ?? ''}`
      : (nameOf.get(id) ?? '');
  };
  for (const draw of draws) {
    const mine = matches.filter((m) => m.torneo_id === draw.torneo_id);
    const current = currentRound(mine, draw.rondas, (m) => m.ganador !== null);
    const deadline = (ronda: number) =>
      rounds.find((r) => r.torneo_id === draw.torneo_id && r.ronda === ronda)?.fecha_limite ?? null;
    const enrolment = enrolments.get(draw.torneo_id);
    let mi_partido: TTournamentCardDraw['mi_partido'] = null;
    if (enrolment) {
      const me = enrolment.participante_id;
      const side = pairs.find((p) => p.participante_2_id === me)?.participante_1_id ?? me;
      const next = mine
        .filter(
          (m) =>
            m.ganador === null && (m.lado_1_participante_id === side || m.lado_2_participante_id === side),
        )
        .sort((a, b) => a.ronda - b.ronda)[0];
      if (next) {
        const rival =
          next.lado_1_participante_id === side ? next.lado_2_participante_id : next.lado_1_participante_id;
        mi_partido = {
          id: next.id,
          rival: sideName(rival),
          fecha_limite: deadline(next.ronda),
          fecha: next.fecha,
          hora: next.hora ? hhmm(next.hora) : null,
          partida_id: next.partida_id,
        };
      }
    }
    result.set(draw.torneo_id, {
      ronda_actual: roundName(matchesInRound(draw.rondas, current), current),
      mi_partido,
    });
  }
  return result;
}

/** The actor's enrolment in each of the tournaments, with their group ('Mi Partida'): one query. */
async function findEnrolments(
  db: DbOrTx,
  logger: Logger,
  actor: Actor | null,
  torneoIds: string[],
): Promise<Map<string, TMyEnrolment>> {
  const result = new Map<string, TMyEnrolment>();
  const me = actor?.profileId;
  if (!me || torneoIds.length === 0) return result;
  const rows = await db
    .select({
      torneo_id: pt.torneo_id,
      participante_id: pt.id,
      handicap_torneo: pt.handicap_torneo,
      handicap: profiles.handicap,
      p: pt,
      tiene_resultados: sql<boolean>`exists (select 1 from ${resultadosHoyo} where ${resultadosHoyo.participante_id} = ${pt.id})`,
      partida_id: partidas.id,
      partida_nombre: partidas.nombre,
      hora_salida: partidas.hora_salida,
      hoyo_salida: partidas.hoyo_salida,
      validada: partidas.validada,
      participantes_count: sql<number>`(select count(*)::int from partidas_participantes others where others.partida_id = ${partidas.id})`,
      // The group's players in their order in the group: a member's profile name, a guest's, or the kept name.
      jugadores: sql<
        string[] | null
      >`(select json_agg(coalesce(mate_profile.nombre, mate.nombre_invitado, mate.nombre_jugador, '') order by mate_seat.posicion_grupo) from partidas_participantes mate_seat join participantes_torneo mate on mate.id = mate_seat.participante_id left join profiles mate_profile on mate_profile.id = mate.jugador_id where mate_seat.partida_id = ${partidas.id})`,
    })
    .from(pt)
    .innerJoin(profiles, eq(profiles.id, pt.jugador_id))
    .leftJoin(seats, eq(seats.participante_id, pt.id))
    .leftJoin(partidas, eq(partidas.id, seats.partida_id))
    .where(and(eq(pt.jugador_id, me), inArray(pt.torneo_id, torneoIds)));
  for (const row of rows) {
    result.set(row.torneo_id, {
      participante_id: row.participante_id,
      handicap_juego: playingHandicapOf(
        { handicap_torneo: row.handicap_torneo, es_invitado: false, handicap: row.handicap },
        logger,
      ),
      jugado: playedOffOf(row.p),
      tiene_resultados: Boolean(row.tiene_resultados),
      partida:
        row.partida_id && row.partida_nombre && row.validada !== null
          ? {
              id: row.partida_id,
              nombre: row.partida_nombre,
              hora_salida: row.hora_salida ? hhmm(row.hora_salida) : null,
              hoyo_salida: row.hoyo_salida ?? 1,
              validada: row.validada,
              participantes_count: Number(row.participantes_count),
              jugadores: row.jugadores ?? [],
            }
          : null,
    });
  }
  return result;
}

/**
 * GET /api/tournaments: the active tournaments (T§2 'Torneos Disponibles'), for everybody, never the whole history
 * (design.md §10, decision record 043). Without a query: those still to play and the current season's, a
 * season being the twelve months up to the club's today (so January still shows the autumn); `temporada`: that calendar year's;
 * `q`: a search over every season by name, course or league (accents and case ignored), newest first, at most
 * {@link TOURNAMENT_SEARCH_LIMIT}: the light rows are matched here, the cards built only for the matches.
 */
export async function listActiveTournaments(
  deps: TournamentDeps,
  actor: Actor | null,
  query: TTournamentsQuery = {},
): Promise<TTournamentCard[]> {
  const active = eq(torneos.activo, true);
  if (query.q) {
    const rows = await deps.db
      .select({
        id: torneos.id,
        nombre: torneos.nombre,
        campo: camposGolf.nombre,
        fecha: torneos.fecha_juego,
      })
      .from(torneos)
      .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
      .where(
        query.temporada === undefined
          ? active
          : and(active, sql`extract(year from ${torneos.fecha_juego}) = ${query.temporada}`),
      )
      .orderBy(desc(torneos.fecha_juego), desc(torneos.created_at), asc(torneos.id));
    const leagueRows = await deps.db
      .select({ torneo_id: ligasTorneos.torneo_id, nombre: ligas.nombre })
      .from(ligasTorneos)
      .innerJoin(ligas, eq(ligas.id, ligasTorneos.liga_id));
    const leaguesOf = new Map<string, string[]>();
    for (const l of leagueRows) leaguesOf.set(l.torneo_id, [...(leaguesOf.get(l.torneo_id) ?? []), l.nombre]);
    const match = searchMatcher(query.q);
    const ids = rows
      .filter((r) => match([r.nombre, r.campo, ...(leaguesOf.get(r.id) ?? [])]))
      .slice(0, TOURNAMENT_SEARCH_LIMIT)
      .map((r) => r.id);
    return ids.length === 0 ? [] : findTournamentCards(deps, actor, inArray(torneos.id, ids));
  }
  if (query.temporada !== undefined)
    return findTournamentCards(
      deps,
      actor,
      and(active, sql`extract(year from ${torneos.fecha_juego}) = ${query.temporada}`),
    );
  const today = clubToday(deps);
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return findTournamentCards(deps, actor, and(active, gt(torneos.fecha_juego, yearAgo)));
}

/** GET /api/tournament-seasons: the calendar years with active tournaments, newest first, with their counts. */
export async function listTournamentSeasons(deps: TournamentDeps): Promise<TTournamentSeasons> {
  const year = sql<number>`extract(year from ${torneos.fecha_juego})::int`;
  const rows = await deps.db
    .select({ temporada: year, torneos: sql<number>`count(*)::int` })
    .from(torneos)
    .where(eq(torneos.activo, true))
    .groupBy(year)
    .orderBy(desc(year));
  return rows.map((r) => ({ temporada: Number(r.temporada), torneos: Number(r.torneos) }));
}

/** GET /api/tournaments/:id: one card, when the actor may see the tournament. */
export async function findTournamentCard(
  deps: TournamentDeps,
  actor: Actor | null,
  torneoId: string,
): Promise<TTournamentCard> {
  await findVisibleTournament(deps.db, actor, torneoId);
  const [card] = await findTournamentCards(deps, actor, eq(torneos.id, torneoId));
  return card!;
}

/** The tournaments the player is enrolled in, newest first (P§7 "select participantes_torneo for the player"). */
export function listMyTournaments(deps: TournamentDeps, actor: Actor): Promise<TTournamentCard[]> {
  const me = actor.profileId;
  if (!me) return Promise.resolve([]);
  return findTournamentCards(
    deps,
    actor,
    inArray(torneos.id, deps.db.select({ id: pt.torneo_id }).from(pt).where(eq(pt.jugador_id, me))),
  );
}

/**
 * T§2 /torneos/{id}/participantes: players and guests sorted by name for Spanish readers, each with their own
 * handicap and playing handicap (T§9).
 */
export async function listTournamentParticipants(
  deps: TournamentDeps,
  actor: Actor | null,
  torneoId: string,
): Promise<TTournamentParticipantsResponse> {
  const torneo = await findVisibleTournament(deps.db, actor, torneoId);
  const nombre = sql<string>`coalesce(${profiles.nombre}, ${pt.nombre_invitado}, ${pt.nombre_jugador}, '')`;
  const rows = await deps.db
    .select({
      id: pt.id,
      jugador_id: pt.jugador_id,
      nombre,
      es_invitado: pt.es_invitado,
      handicap_torneo: pt.handicap_torneo,
      handicap_invitado: pt.handicap_invitado,
      handicap: profiles.handicap,
      fecha_nacimiento: profiles.fecha_nacimiento,
      ocultar_nombre_publico: profiles.ocultar_nombre_publico,
    })
    .from(pt)
    .leftJoin(profiles, eq(profiles.id, pt.jugador_id))
    .where(eq(pt.torneo_id, torneoId))
    .orderBy(spanish(nombre), asc(pt.id));
  // A visitor reads the names as public pages show them (design.md §17): as the tournament's public link chose
  // ('Nombre I.' without one), initials for a player under 14 or one who hides their name.
  const visitorNames = actor ? null : await publicNameModeOf(deps.db, torneoId);
  const today = clubToday(deps);
  const nameOf = (row: (typeof rows)[number]) =>
    visitorNames
      ? publicName(
          {
            nombre: row.nombre,
            fecha_nacimiento: row.fecha_nacimiento,
            ocultar: row.ocultar_nombre_publico ?? false,
          },
          visitorNames,
          today,
        )
      : row.nombre;
  return {
    torneo: {
      id: torneo.id,
      nombre: torneo.nombre,
      fecha_juego: torneo.fecha_juego,
      finalizado: isTournamentFinished(
        torneo.fecha_juego,
        clubToday(deps),
        (await findDrawStates(deps.db, [torneo.id])).get(torneo.id),
      ),
    },
    participantes: rows.map((row) => ({
      id: row.id,
      nombre: nameOf(row),
      es_invitado: row.es_invitado,
      es_actor: row.jugador_id !== null && row.jugador_id === actor?.profileId,
      handicap_propio: row.es_invitado ? row.handicap_invitado : row.handicap,
      handicap_juego: playingHandicapOf(row, deps.logger),
    })),
  };
}

/** The name choice of a tournament's public link ('Nombre I.' when it has none). */
async function publicNameModeOf(db: DbOrTx, torneoId: string): Promise<PublicNameMode> {
  const [link] = await db
    .select({ nombres: enlacesPublicos.nombres })
    .from(enlacesPublicos)
    .where(eq(enlacesPublicos.torneo_id, torneoId));
  return link?.nombres === 'completo' ? 'completo' : 'inicial';
}
