/**
 * Reading tournament cards in batches (design.md §13): the participants of N partidas (or of a whole tournament)
 * with their names, playing handicaps and the tee of their sex, and all their hole results — a fixed number of
 * queries whatever N is. The group score entry, the group and tournament standings, and the leagues read here.
 */
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  normalizeHoles,
  resolveParticipantHandicap,
  teeAsPlayed,
  teeForSex,
  womenHolesDiffer,
} from '@/shared/domain';
import type { TCardParticipant, TCardTee, TScoreResult, TStandingsPair } from '@/shared/schemas/scorecard';
import type { DbOrTx } from '@/server/db/client';
import { spanish } from '@/server/db/collation';
import {
  parejasTorneo,
  participantesTorneo as pt,
  partidasParticipantes as seats,
  profiles,
  tiposSalida,
  torneos,
  torneosSalidas,
} from '@/server/db/schema';
import { firstEnteredTees, holesByTee, type EnteredTee } from '@/server/modules/courses/courses.service';
import { readCardResults } from '@/server/db/card-columns';

/** The tee of participants whose tournament has no tee and whose course has none either: 18 holes of par 4. */
export const DEFAULT_TEE_ID = 'sin-salida';

export interface TournamentCards {
  salidas: TCardTee[];
  participantes: TCardParticipant[];
  /** The pairs any of these participants is in ([] for individual formats). */
  parejas: TStandingsPair[];
  resultados: TScoreResult[];
}

/** A stored pair (`parejas_torneo`). */
export interface StoredPair extends TStandingsPair {
  torneo_id: string;
  aceptada: boolean;
}

/** The pairs of these tournaments, or those any of these participants is in, in the order they were formed. */
export async function loadPairs(
  db: DbOrTx,
  filter: { torneoIds: readonly string[] } | { participanteIds: readonly string[] },
): Promise<StoredPair[]> {
  const ids = 'torneoIds' in filter ? filter.torneoIds : filter.participanteIds;
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(parejasTorneo)
    .where(
      'torneoIds' in filter
        ? inArray(parejasTorneo.torneo_id, [...ids])
        : or(
            inArray(parejasTorneo.participante_1_id, [...ids]),
            inArray(parejasTorneo.participante_2_id, [...ids]),
          ),
    )
    .orderBy(asc(parejasTorneo.created_at), asc(parejasTorneo.id));
  return rows.map((p) => ({
    id: p.id,
    torneo_id: p.torneo_id,
    participante_ids: [p.participante_1_id, p.participante_2_id],
    handicap: p.handicap_juego,
    aceptada: p.aceptada,
  }));
}

/** Which participants: those seated in these partidas, or every participant of a tournament. */
export type CardsFilter = { partidaIds: readonly string[] } | { torneoId: string };

/** The card of a woman on a tee whose women's pars or stroke indexes differ: the tee's id with this suffix. */
export const WOMEN_CARD_SUFFIX = ':damas';

/** The tees tournaments play, by sex, and the cards they give each sex. */
interface TournamentTees {
  /** The tees by tournament and the sex they are assigned to. */
  bySex: Map<string, { sexo: 'hombre' | 'mujer'; id: string }[]>;
  /** The card a player of a sex plays from a tee (the men's card unless a woman's pars or stroke indexes differ). */
  cardFor: (teeId: string, sexo: 'hombre' | 'mujer' | null) => TCardTee;
  /** The men's card of every tee these tournaments play. */
  menCards: TCardTee[];
}

/**
 * The tees of tournaments by sex (`torneos_salidas`); a tournament without any plays its course's first tee
 * (T§7: "tipos_salida (first row by campo_id)"), and a course without tees the default 18 holes of par 4. A woman on a
 * tee rated for women plays her pars and stroke indexes ('Par Dam.', 'Hcp Dam.'): when they differ from the men's,
 * her card is another card (`WOMEN_CARD_SUFFIX`), so that everything reading a card (strokes received, Stableford,
 * countback, the papers) reads hers.
 */
async function teesOf(db: DbOrTx, torneoIds: readonly string[]): Promise<TournamentTees> {
  const entered = new Map<string, EnteredTee>();
  const bySex = new Map<string, { sexo: 'hombre' | 'mujer'; id: string }[]>();
  if (torneoIds.length > 0) {
    const assigned = await db
      .select({ torneo_id: torneosSalidas.torneo_id, sexo: torneosSalidas.sexo, tee: tiposSalida })
      .from(torneosSalidas)
      .innerJoin(tiposSalida, eq(tiposSalida.id, torneosSalidas.tipo_salida_id))
      .where(inArray(torneosSalidas.torneo_id, [...torneoIds]));
    const holes = await holesByTee(db, [...new Set(assigned.map((a) => a.tee.id))]);
    for (const a of assigned) {
      if (!entered.has(a.tee.id)) entered.set(a.tee.id, { tee: a.tee, holes: holes.get(a.tee.id) ?? [] });
      const list = bySex.get(a.torneo_id) ?? [];
      list.push({ sexo: a.sexo, id: a.tee.id });
      bySex.set(a.torneo_id, list);
    }
    const without = torneoIds.filter((id) => !bySex.has(id));
    if (without.length > 0) {
      const courses = await db
        .select({ id: torneos.id, campo_id: torneos.campo_id })
        .from(torneos)
        .where(inArray(torneos.id, without));
      const first = await firstEnteredTees(
        db,
        courses.map((c) => c.campo_id),
      );
      for (const { id, campo_id } of courses) {
        const tee = first.get(campo_id);
        if (tee) entered.set(tee.tee.id, tee);
        bySex.set(id, [{ sexo: 'hombre', id: tee?.tee.id ?? DEFAULT_TEE_ID }]);
      }
    }
  }
  const cards = new Map<string, TCardTee>();
  const cardFor = (teeId: string, sexo: 'hombre' | 'mujer' | null): TCardTee => {
    const tee = entered.get(teeId);
    const women = sexo === 'mujer' && tee !== undefined && womenHolesDiffer(tee.tee, tee.holes);
    const id = women ? `${teeId}${WOMEN_CARD_SUFFIX}` : teeId;
    let card = cards.get(id);
    if (!card) {
      card = tee
        ? {
            id,
            nombre: tee.tee.nombre,
            hoyos: teeAsPlayed(tee.tee, tee.holes, women ? 'mujer' : 'hombre').holes,
          }
        : { id: DEFAULT_TEE_ID, nombre: 'Sin tipo de salida', hoyos: normalizeHoles([]) };
      cards.set(id, card);
    }
    return card;
  };
  return { bySex, cardFor, menCards: [...entered.keys()].map((id) => cardFor(id, 'hombre')) };
}

/** The cards of the participants `filter` selects, in seat order (then by name). */
export async function loadTournamentCards(db: DbOrTx, filter: CardsFilter): Promise<TournamentCards> {
  let where: SQL | undefined;
  if ('partidaIds' in filter) {
    if (filter.partidaIds.length === 0)
      return { salidas: [], participantes: [], parejas: [], resultados: [] };
    where = inArray(seats.partida_id, [...filter.partidaIds]);
  } else {
    where = eq(pt.torneo_id, filter.torneoId);
  }
  const query = db
    .select({
      id: pt.id,
      torneo_id: pt.torneo_id,
      jugador_id: pt.jugador_id,
      es_invitado: pt.es_invitado,
      nombre_invitado: pt.nombre_invitado,
      nombre_jugador: pt.nombre_jugador,
      sexo_invitado: pt.sexo_invitado,
      handicap_torneo: pt.handicap_torneo,
      handicap_invitado: pt.handicap_invitado,
      indice_juego: pt.indice_juego,
      salida_juego_nombre: pt.salida_juego_nombre,
      slope_juego: pt.slope_juego,
      course_rating_juego: pt.course_rating_juego,
      handicap_campo: pt.handicap_campo,
      handicap_origen: pt.handicap_origen,
      handicap_fijado: pt.handicap_fijado,
      estado: pt.estado,
      motivo_estado: pt.motivo_estado,
      nombre: profiles.nombre,
      handicap: profiles.handicap,
      sexo: profiles.sexo,
      profile_image_url: profiles.profile_image_url,
      partida_id: seats.partida_id,
      posicion: seats.posicion_grupo,
    })
    .from(pt)
    .leftJoin(profiles, eq(profiles.id, pt.jugador_id));
  const rows = await (
    'partidaIds' in filter
      ? query.innerJoin(seats, eq(seats.participante_id, pt.id))
      : query.leftJoin(seats, eq(seats.participante_id, pt.id))
  )
    .where(where)
    .orderBy(asc(seats.partida_id), asc(seats.posicion_grupo), spanish(profiles.nombre), asc(pt.id));

  const torneoIds = [...new Set(rows.map((r) => r.torneo_id))];
  const { bySex, cardFor, menCards } = await teesOf(db, torneoIds);
  const salidas = new Map(menCards.map((card) => [card.id, card]));
  const ids = rows.map((r) => r.id);
  const resultados = await readCardResults(db, ids);

  const participantes = rows.map((r): TCardParticipant => {
    const sexo = (r.es_invitado ? r.sexo_invitado : r.sexo) ?? null;
    const tee = teeForSex(bySex.get(r.torneo_id) ?? [], sexo);
    const card = cardFor(tee?.id ?? DEFAULT_TEE_ID, sexo);
    salidas.set(card.id, card);
    const own = r.es_invitado ? r.handicap_invitado : r.handicap;
    return {
      id: r.id,
      jugador_id: r.jugador_id,
      nombre: (r.es_invitado ? r.nombre_invitado : (r.nombre ?? r.nombre_jugador)) ?? '',
      es_invitado: r.es_invitado,
      // T§9's fallback, once the tournament has started, is the index kept (when known), not today's
      // (decision record 028).
      handicap: resolveParticipantHandicap({
        handicap_torneo: r.handicap_torneo,
        es_invitado: r.es_invitado,
        handicap_invitado: (r.handicap_origen && r.indice_juego) ?? r.handicap_invitado,
        handicap: (r.handicap_origen && r.indice_juego) ?? r.handicap,
      }),
      handicap_propio: own ?? null,
      jugado: {
        indice: r.indice_juego,
        salida: r.salida_juego_nombre,
        slope: r.slope_juego,
        course_rating: r.course_rating_juego,
        handicap_campo: r.handicap_campo,
        handicap_juego: r.handicap_torneo,
        origen: r.handicap_origen,
        fijado: r.handicap_fijado,
      },
      profile_image_url: r.profile_image_url ?? null,
      tee_id: card.id,
      partida_id: r.partida_id ?? null,
      posicion: r.posicion ?? null,
      estado: r.estado,
      motivo_estado: r.motivo_estado,
    };
  });
  // A pair a player asked for and the partner has not accepted yet is no pair for the cards and standings.
  const parejas = (
    await loadPairs(db, 'torneoId' in filter ? { torneoIds: [filter.torneoId] } : { participanteIds: ids })
  )
    .filter((p) => p.aceptada)
    .map(({ id, participante_ids, handicap }) => ({ id, participante_ids, handicap }));
  return { salidas: [...salidas.values()], participantes, parejas, resultados };
}

/** The partida a tournament participant sits in, or null. */
export async function findParticipantPartida(
  db: DbOrTx,
  torneoId: string,
  participanteId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ partida_id: seats.partida_id })
    .from(seats)
    .innerJoin(pt, eq(pt.id, seats.participante_id))
    .where(and(eq(seats.participante_id, participanteId), eq(pt.torneo_id, torneoId)));
  return row?.partida_id ?? null;
}
