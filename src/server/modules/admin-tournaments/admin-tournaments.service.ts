/**
 * /admin/torneos (T§2, T§4, T§5, T§7 "Administration"): the tournament list, the form's create / edit / delete.
 * Every function expects an administrator (the /api/admin/* gate of app.ts); writes of more than one row run in
 * one transaction; standings-changing edits notify live viewers and the leagues after the commit.
 */
import { assignGroupMarkers } from '@/server/modules/scores/signatures';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { eurosToCents, formatOf, searchMatcher } from '@/shared/domain';
import {
  ADMIN_TOURNAMENTS_PAGE_SIZE,
  ADMIN_TOURNAMENT_MESSAGES as M,
  standingsChanges,
  type TAdminTournament,
  type TAdminTournamentsPage,
  type TTournamentValues,
} from '@/shared/schemas/admin-tournaments';
import { ZCategoriesConfig } from '@/shared/schemas/categories';
import { ZPrizeDefinition } from '@/shared/schemas/prizes';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import {
  camposGolf,
  ligasTorneos,
  parejasTorneo,
  participantesTorneo,
  partidas,
  resultadosHoyo,
  tiposSalida,
  torneos,
  torneosSalidas,
} from '@/server/db/schema';
import { upsertCategoriesConfig } from '@/server/modules/categories/categories.repository';
import { insertPrizeDefinitions } from '@/server/modules/prizes/prizes.repository';
import { TOURNAMENT_HEADER } from '@/server/modules/scores/tournament-header.repository';
import { findSettings } from '@/server/modules/settings/settings.repository';
import { badRequest, conflict, notFound } from '@/server/lib/app-error';
import { standingsInputsChanged, type AdminTournamentDeps } from './admin-tournaments.events';
import { recomputeHandicaps } from './admin-tournaments.participants';
import {
  closeInstant,
  closeLocal,
  listWaiting,
  lockTournamentForEntries,
  promoteFromWaitingList,
  sendPromotionEmails,
} from '@/server/modules/tournaments/entries';

/** The page of the list: newest first, searched (accents and case ignored) by name, course or modality. */
export async function listAdminTournaments(
  db: DbOrTx,
  query: { q: string; offset: number },
): Promise<TAdminTournamentsPage> {
  const rows = await db
    .select({
      ...TOURNAMENT_HEADER,
      activo: torneos.activo,
      campo: { id: camposGolf.id, nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion },
    })
    .from(torneos)
    .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .orderBy(desc(torneos.fecha_juego), desc(torneos.created_at), asc(torneos.id));
  const matches = searchMatcher(query.q);
  const found = rows.filter((r) => matches([r.nombre, r.campo.nombre, formatOf(r).label]));
  const page = found.slice(query.offset, query.offset + ADMIN_TOURNAMENTS_PAGE_SIZE);
  const counts = new Map<string, number>();
  if (page.length > 0) {
    const rows = await db
      .select({ torneo_id: participantesTorneo.torneo_id, n: count() })
      .from(participantesTorneo)
      .where(
        inArray(
          participantesTorneo.torneo_id,
          page.map((p) => p.id),
        ),
      )
      .groupBy(participantesTorneo.torneo_id);
    for (const r of rows) counts.set(r.torneo_id, Number(r.n));
  }
  const next = query.offset + ADMIN_TOURNAMENTS_PAGE_SIZE;
  return {
    items: page.map((p) => ({ ...p, participantes: counts.get(p.id) ?? 0 })),
    next_offset: next < found.length ? next : null,
  };
}

async function hasResults(db: DbOrTx, torneoId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(resultadosHoyo)
    .innerJoin(participantesTorneo, eq(participantesTorneo.id, resultadosHoyo.participante_id))
    .where(eq(participantesTorneo.torneo_id, torneoId));
  return Number(row?.n ?? 0) > 0;
}

export async function findAdminTournament(
  db: DbOrTx,
  id: string,
  timeZone: string,
): Promise<TAdminTournament> {
  const [row] = await db
    .select({
      t: torneos,
      campo: { nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion },
    })
    .from(torneos)
    .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .where(eq(torneos.id, id));
  if (!row) throw notFound(M.notFound);
  const tees = await db
    .select({ sexo: torneosSalidas.sexo, id: torneosSalidas.tipo_salida_id })
    .from(torneosSalidas)
    .where(eq(torneosSalidas.torneo_id, id));
  const groups = await db
    .select({
      id: partidas.id,
      nombre: partidas.nombre,
      hora_salida: partidas.hora_salida,
      validada: partidas.validada,
    })
    .from(partidas)
    .where(eq(partidas.torneo_id, id))
    .orderBy(asc(partidas.orden_salida), asc(partidas.hora_salida));
  const t = row.t;
  return {
    id: t.id,
    nombre: t.nombre,
    fecha_juego: t.fecha_juego,
    campo_id: t.campo_id,
    campo: row.campo,
    modalidad: t.modalidad,
    forma_parejas: t.forma_parejas,
    metodo_desempate: t.metodo_desempate,
    descripcion: t.descripcion,
    activo: t.activo,
    limite_golpes_hoyo: t.limite_golpes_hoyo,
    reductor_handicap: t.reductor_handicap,
    indice_handicap: t.indice_handicap,
    validacion: t.validacion,
    salida_hombre_id: tees.find((s) => s.sexo === 'hombre')?.id ?? null,
    salida_mujer_id: tees.find((s) => s.sexo === 'mujer')?.id ?? null,
    cierre_inscripcion: closeLocal(t.cierre_inscripcion, timeZone),
    plazas: t.plazas,
    cuota: t.cuota_centimos === null ? null : t.cuota_centimos / 100,
    lista_espera: await listWaiting(db, id),
    tiene_resultados: await hasResults(db, id),
    partidas: groups.map((g) => ({ ...g, hora_salida: g.hora_salida?.slice(0, 5) ?? null })),
  };
}

/** The course exists and both tees are its own (400 otherwise; a missing course is a required field). */
async function checkCourseAndTees(db: DbOrTx, input: TTournamentValues) {
  const [course] = await db
    .select({ id: camposGolf.id })
    .from(camposGolf)
    .where(eq(camposGolf.id, input.campo_id))
    .for('share');
  if (!course) throw badRequest(M.courseNotFound);
  const teeIds = [input.salida_hombre_id, input.salida_mujer_id].filter((v): v is string => v !== null);
  if (teeIds.length === 0) return;
  const rows = await db
    .select({ id: tiposSalida.id })
    .from(tiposSalida)
    .where(and(inArray(tiposSalida.id, teeIds), eq(tiposSalida.campo_id, input.campo_id)))
    .for('share');
  if (new Set(rows.map((r) => r.id)).size !== new Set(teeIds).size) throw badRequest(M.teeNotOfCourse);
}

function columns(input: TTournamentValues, timeZone: string) {
  return {
    cierre_inscripcion: closeInstant(input.cierre_inscripcion, timeZone),
    plazas: input.plazas,
    cuota_centimos: input.cuota === null ? null : eurosToCents(input.cuota),
    nombre: input.nombre,
    fecha_juego: input.fecha_juego,
    campo_id: input.campo_id,
    modalidad: input.modalidad,
    forma_parejas: input.forma_parejas,
    metodo_desempate: input.metodo_desempate,
    descripcion: input.descripcion,
    activo: input.activo,
    limite_golpes_hoyo: input.limite_golpes_hoyo,
    reductor_handicap: input.reductor_handicap,
    indice_handicap: input.indice_handicap,
    validacion: input.validacion,
  };
}

async function insertTees(db: DbOrTx, torneoId: string, input: TTournamentValues) {
  const rows = [
    input.salida_hombre_id ? { sexo: 'hombre' as const, tipo_salida_id: input.salida_hombre_id } : null,
    input.salida_mujer_id ? { sexo: 'mujer' as const, tipo_salida_id: input.salida_mujer_id } : null,
  ].flatMap((r) => (r ? [{ torneo_id: torneoId, ...r }] : []));
  if (rows.length > 0) await db.insert(torneosSalidas).values(rows);
}

export async function createAdminTournament(
  db: DbOrTx,
  input: TTournamentValues,
  timeZone: string,
): Promise<TAdminTournament> {
  const id = await db.transaction(async (tx) => {
    await checkCourseAndTees(tx, input);
    const [row] = await tx.insert(torneos).values(columns(input, timeZone)).returning({ id: torneos.id });
    await insertTees(tx, row!.id, input);
    await applyClubDefaults(tx, row!.id);
    return row!.id;
  });
  return findAdminTournament(db, id, timeZone);
}

/** A new tournament starts with the club's default 'Categorías' and special prizes (decision record 044). */
async function applyClubDefaults(tx: DbOrTx, torneoId: string) {
  const settings = await findSettings(tx);
  if (settings?.categorias && settings.categorias.categorias.length > 0)
    await upsertCategoriesConfig(tx, torneoId, ZCategoriesConfig.parse(settings.categorias));
  if (settings?.premios_especiales)
    await insertPrizeDefinitions(tx, torneoId, ZPrizeDefinition.array().parse(settings.premios_especiales));
}

/**
 * Saves the form; the tee assignments are replaced (T§4). When the tees or the reductor change, every playing
 * handicap is recomputed in the same transaction. A change of tees, reductor, stroke limit or tie method of a
 * tournament with results needs the administrator's confirmation (409 without it); after the commit live viewers
 * refetch and the 'standings-inputs-changed' event goes out (the leagues keep the tournament's points in step).
 */
export async function updateAdminTournament(
  deps: AdminTournamentDeps & Pick<AppDeps, 'mailer' | 'clock' | 'config'>,
  actorUserId: string,
  id: string,
  input: TTournamentValues,
): Promise<TAdminTournament> {
  const tz = deps.config.TZ;
  const { standingsChanged, withResults, promoted } = await deps.db.transaction(async (tx) => {
    const current = await lockTournamentForEntries(tx, id);
    if (!current) throw notFound(M.notFound);
    const before = await findAdminTournament(tx, id, tz);
    await checkCourseAndTees(tx, input);
    const { handicaps: handicapsChanged, standings: standingsChanged } = standingsChanges(before, input);
    if (standingsChanged && before.tiene_resultados && !input.confirmar_cambios) {
      throw conflict(M.confirmScoresChange);
    }
    await tx.update(torneos).set(columns(input, tz)).where(eq(torneos.id, id));
    // An individual format has no pairs: those of a pairs format it had are dissolved.
    if (formatOf(input).side.members !== 2)
      await tx.delete(parejasTorneo).where(eq(parejasTorneo.torneo_id, id));
    await tx.delete(torneosSalidas).where(eq(torneosSalidas.torneo_id, id));
    await insertTees(tx, id, input);
    if (handicapsChanged) await recomputeHandicaps(tx, id, deps.logger, { requireTee: false });
    // 'Marcador y jugador' chosen now: the groups already published get their markers by rotation.
    if (before.validacion !== 'marcador_jugador' && input.validacion === 'marcador_jugador') {
      const groups = await tx.select({ id: partidas.id }).from(partidas).where(eq(partidas.torneo_id, id));
      await assignGroupMarkers(
        tx,
        id,
        groups.map((g) => g.id),
      );
    }
    // More places (or none), or a later close: those waiting take the places now free (decision record 039).
    const after = await lockTournamentForEntries(tx, id);
    const promoted = after ? await promoteFromWaitingList(tx, deps, after) : [];
    return { standingsChanged, withResults: before.tiene_resultados, promoted };
  });
  await sendPromotionEmails(deps, id, promoted);
  if (standingsChanged && withResults) {
    await standingsInputsChanged(deps, { torneoId: id, cause: 'tournament', actorUserId });
  }
  return findAdminTournament(deps.db, id, tz);
}

/**
 * Deletes a tournament with its tees, participants, groups and points table — unless it has results or belongs to
 * a league (history would be lost: 409 with the reason, nothing deleted). A foreign key the checks did not foresee
 * is a 409 too.
 */
export async function deleteAdminTournament(db: DbOrTx, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: torneos.id }).from(torneos).where(eq(torneos.id, id)).for('update');
      if (!row) throw notFound(M.notFound);
      if (await hasResults(tx, id)) throw conflict(M.deleteHasResults);
      const [league] = await tx
        .select({ n: count() })
        .from(ligasTorneos)
        .where(eq(ligasTorneos.torneo_id, id));
      if (Number(league?.n ?? 0) > 0) throw conflict(M.deleteInLeague);
      // Pairs reference participants (restrict): they go first.
      await tx.delete(parejasTorneo).where(eq(parejasTorneo.torneo_id, id));
      await tx.delete(torneos).where(eq(torneos.id, id));
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(M.deleteInUse);
    throw err;
  }
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** For the quick entry's tournament select: every tournament, newest first. */
export async function listTournamentChoices(db: DbOrTx) {
  return db
    .select({ id: torneos.id, nombre: torneos.nombre, fecha_juego: torneos.fecha_juego })
    .from(torneos)
    .orderBy(desc(torneos.fecha_juego), desc(torneos.created_at), sql`${torneos.id}`);
}
