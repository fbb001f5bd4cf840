/**
 * The public pages' queries (decision record 038), one function per fact: the links (read by token or by what they
 * open, and the administrators' writes), what a snapshot reads besides the standings services (profiles' privacy,
 * the start sheet, each participant's progress), the TV's tournaments of the day (a paired screen's: all of them),
 * and a page's title.
 */
import { and, asc, count, eq, gt, gte, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { PARTIDA_CARD_COLUMNS } from '@/server/db/card-columns';
import {
  camposGolf,
  enlacesPublicos,
  ligas,
  participantesTorneo as pt,
  partidas,
  partidos,
  profiles,
  resultadosHoyo,
  torneos,
} from '@/server/db/schema';

/** A link that is on, by its token or by what it opens, with what it opens and whether that is active. */
export async function findLinkRow(
  db: DbOrTx,
  by: { token: string } | { torneo_id: string } | { liga_id: string },
) {
  const where =
    'token' in by
      ? eq(enlacesPublicos.token, by.token)
      : 'torneo_id' in by
        ? eq(enlacesPublicos.torneo_id, by.torneo_id)
        : eq(enlacesPublicos.liga_id, by.liga_id);
  const [row] = await db
    .select({
      token: enlacesPublicos.token,
      torneo_id: enlacesPublicos.torneo_id,
      liga_id: enlacesPublicos.liga_id,
      nombres: enlacesPublicos.nombres,
      ocultar_clasificacion: enlacesPublicos.ocultar_clasificacion,
      torneo_activo: torneos.activo,
      liga_activa: ligas.activa,
    })
    .from(enlacesPublicos)
    .leftJoin(torneos, eq(torneos.id, enlacesPublicos.torneo_id))
    .leftJoin(ligas, eq(ligas.id, enlacesPublicos.liga_id))
    .where(and(where, isNotNull(enlacesPublicos.token)));
  return row;
}

/** Whether a tournament is active, and its link's token (null: off) and options, if it ever had a link. */
export async function findTournamentLinkOptions(db: DbOrTx, torneoId: string) {
  const [row] = await db
    .select({
      activo: torneos.activo,
      token: enlacesPublicos.token,
      nombres: enlacesPublicos.nombres,
      ocultar_clasificacion: enlacesPublicos.ocultar_clasificacion,
    })
    .from(torneos)
    .leftJoin(enlacesPublicos, eq(enlacesPublicos.torneo_id, torneos.id))
    .where(eq(torneos.id, torneoId));
  return row;
}

/** The link row of a tournament or league, whether on or off. */
export async function findLinkOfTarget(db: DbOrTx, target: { kind: 'torneo' | 'liga'; id: string }) {
  const [row] = await db
    .select()
    .from(enlacesPublicos)
    .where(eq(target.kind === 'torneo' ? enlacesPublicos.torneo_id : enlacesPublicos.liga_id, target.id));
  return row;
}

/** Whether the tournament or league exists. */
export async function targetExists(db: DbOrTx, target: { kind: 'torneo' | 'liga'; id: string }) {
  const [row] =
    target.kind === 'torneo'
      ? await db.select({ id: torneos.id }).from(torneos).where(eq(torneos.id, target.id))
      : await db.select({ id: ligas.id }).from(ligas).where(eq(ligas.id, target.id));
  return Boolean(row);
}

type LinkValues = { token: string | null; nombres: string; ocultar_clasificacion: boolean; updated_at: Date };

/** Writes link `id`'s values. */
export async function updateLink(db: DbOrTx, id: string, values: LinkValues) {
  const [row] = await db.update(enlacesPublicos).set(values).where(eq(enlacesPublicos.id, id)).returning();
  return row;
}

/** The first link of a tournament or league. */
export async function insertLink(
  db: DbOrTx,
  target: { kind: 'torneo' | 'liga'; id: string },
  values: LinkValues,
) {
  const [row] = await db
    .insert(enlacesPublicos)
    .values({ ...values, ...(target.kind === 'torneo' ? { torneo_id: target.id } : { liga_id: target.id }) })
    .returning();
  return row;
}

/** A new token for the link of a tournament or league that is on; undefined when it is off. */
export async function renewLinkToken(
  db: DbOrTx,
  target: { kind: 'torneo' | 'liga'; id: string },
  token: string,
) {
  const column = target.kind === 'torneo' ? enlacesPublicos.torneo_id : enlacesPublicos.liga_id;
  const [row] = await db
    .update(enlacesPublicos)
    .set({ token, updated_at: new Date() })
    .where(and(eq(column, target.id), isNotNull(enlacesPublicos.token)))
    .returning();
  return row;
}

/** Birth date and 'No mostrar mi nombre' of profiles, by profile id. */
export async function findPrivacy(db: DbOrTx, profileIds: string[]) {
  const rows = profileIds.length
    ? await db
        .select({
          id: profiles.id,
          fecha_nacimiento: profiles.fecha_nacimiento,
          ocultar: profiles.ocultar_nombre_publico,
        })
        .from(profiles)
        .where(inArray(profiles.id, profileIds))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The tournament's groups in start order, as the start sheet shows them. */
export function findStartSheet(db: DbOrTx, torneoId: string) {
  return db
    .select(PARTIDA_CARD_COLUMNS)
    .from(partidas)
    .where(eq(partidas.torneo_id, torneoId))
    .orderBy(asc(partidas.orden_salida), asc(partidas.hora_salida), asc(partidas.id));
}

/** Per participant of the tournament with a result: holes with strokes or picked up, and the last save. */
export function findProgress(db: DbOrTx, torneoId: string) {
  return db
    .select({
      participante_id: resultadosHoyo.participante_id,
      hoyos: count(),
      ultimo_at: max(resultadosHoyo.updated_at),
    })
    .from(resultadosHoyo)
    .innerJoin(pt, eq(pt.id, resultadosHoyo.participante_id))
    .where(
      and(
        eq(pt.torneo_id, torneoId),
        or(isNotNull(resultadosHoyo.golpes), eq(resultadosHoyo.recogida, sql`true`)),
      ),
    )
    .groupBy(resultadosHoyo.participante_id);
}

/** A link that is on, of an active tournament. */
const tournamentLinkOn = () => and(isNotNull(enlacesPublicos.token), eq(torneos.activo, true));

/** Played on `today`: a tournament of that date, or a knockout with one of its matches agreed for that day. */
const playedOn = (db: DbOrTx, today: string) =>
  or(
    eq(torneos.fecha_juego, today),
    inArray(
      torneos.id,
      db.select({ id: partidos.torneo_id }).from(partidos).where(eq(partidos.fecha, today)),
    ),
  );

/**
 * The tournaments with their link on played on `today`: those of that date, and a knockout played over weeks on
 * the days one of its matches is agreed for.
 */
export function findLinkedTournamentsOn(db: DbOrTx, today: string) {
  return db
    .select({ token: enlacesPublicos.token, nombre: torneos.nombre })
    .from(enlacesPublicos)
    .innerJoin(torneos, eq(torneos.id, enlacesPublicos.torneo_id))
    .where(and(tournamentLinkOn(), playedOn(db, today)))
    .orderBy(asc(torneos.nombre), asc(torneos.id));
}

/**
 * A paired screen's tournaments of `today`: every active tournament of that date (its link on or off), and a
 * knockout on the days one of its matches is agreed for.
 */
export function findActiveTournamentsOn(db: DbOrTx, today: string) {
  return db
    .select({ id: torneos.id, nombre: torneos.nombre })
    .from(torneos)
    .where(and(eq(torneos.activo, true), playedOn(db, today)))
    .orderBy(asc(torneos.nombre), asc(torneos.id));
}

/** A paired screen's next tournament: the first active one after `day`, its link on or off. */
export async function findNextActiveTournament(db: DbOrTx, day: string) {
  const [next] = await db
    .select({ nombre: torneos.nombre, fecha_juego: torneos.fecha_juego })
    .from(torneos)
    .where(and(eq(torneos.activo, true), gt(torneos.fecha_juego, day)))
    .orderBy(asc(torneos.fecha_juego), asc(torneos.nombre), asc(torneos.id))
    .limit(1);
  return next;
}

/** The first tournament with its link on from `day` (`after`: from the day after). */
export async function findNextLinkedTournament(db: DbOrTx, day: string, after: boolean) {
  const [next] = await db
    .select({ id: torneos.id, nombre: torneos.nombre, fecha_juego: torneos.fecha_juego })
    .from(enlacesPublicos)
    .innerJoin(torneos, eq(torneos.id, enlacesPublicos.torneo_id))
    .where(and(tournamentLinkOn(), after ? gt(torneos.fecha_juego, day) : gte(torneos.fecha_juego, day)))
    .orderBy(asc(torneos.fecha_juego), asc(torneos.nombre), asc(torneos.id))
    .limit(1);
  return next;
}

/** What a tournament's page title and description say. */
export async function findTournamentTitle(db: DbOrTx, torneoId: string) {
  const [t] = await db
    .select({ nombre: torneos.nombre, fecha: torneos.fecha_juego, campo: camposGolf.nombre })
    .from(torneos)
    .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .where(eq(torneos.id, torneoId));
  return t;
}

/** A league's name. */
export async function findLeagueName(db: DbOrTx, ligaId: string) {
  const [l] = await db.select({ nombre: ligas.nombre }).from(ligas).where(eq(ligas.id, ligaId));
  return l;
}
