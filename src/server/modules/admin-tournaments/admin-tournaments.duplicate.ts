/**
 * 'Duplicar torneo': a new tournament like an existing one on another date — course, tees per sex, format,
 * reductor, stroke limit, tie method, points table, leagues, description, its 'Categorías' (decision record 041)
 * and its special prizes' definitions (decision record 042) — without participants, pairs, groups or prize winners.
 * Like a created tournament, nothing is announced (no standings exist yet).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { ADMIN_TOURNAMENT_MESSAGES as M, type TAdminTournament } from '@/shared/schemas/admin-tournaments';
import type { TDuplicateTournamentRequest } from '@/shared/schemas/papers';
import type { DbOrTx } from '@/server/db/client';
import { ligasTorneos, torneos, torneosPuntosConfiguracion, torneosSalidas } from '@/server/db/schema';
import { notFound } from '@/server/lib/app-error';
import { copyCategoriesConfig } from '@/server/modules/categories/categories.repository';
import { copyPrizeDefinitions } from '@/server/modules/prizes/prizes.repository';
import { findAdminTournament } from './admin-tournaments.service';

/** POST /api/admin/tournaments/:id/duplicate → 201 with the new tournament. */
export async function duplicateTournament(
  db: DbOrTx,
  sourceId: string,
  input: { fecha_juego: string; nombre?: TDuplicateTournamentRequest['nombre'] },
  timeZone: string,
): Promise<TAdminTournament> {
  const id = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(torneos).where(eq(torneos.id, sourceId));
    if (!source) throw notFound(M.notFound);
    const [row] = await tx
      .insert(torneos)
      .values({
        nombre: input.nombre ?? source.nombre,
        fecha_juego: input.fecha_juego,
        campo_id: source.campo_id,
        modalidad: source.modalidad,
        forma_parejas: source.forma_parejas,
        metodo_desempate: source.metodo_desempate,
        descripcion: source.descripcion,
        activo: true,
        limite_golpes_hoyo: source.limite_golpes_hoyo,
        reductor_handicap: source.reductor_handicap,
        // Places and fee carry over; the close belongs to the source's date (decision record 039).
        plazas: source.plazas,
        cuota_centimos: source.cuota_centimos,
      })
      .returning({ id: torneos.id });
    const newId = row!.id;
    const tees = await tx.select().from(torneosSalidas).where(eq(torneosSalidas.torneo_id, sourceId));
    if (tees.length > 0) {
      await tx
        .insert(torneosSalidas)
        .values(tees.map((t) => ({ torneo_id: newId, sexo: t.sexo, tipo_salida_id: t.tipo_salida_id })));
    }
    const points = await tx
      .select()
      .from(torneosPuntosConfiguracion)
      .where(eq(torneosPuntosConfiguracion.torneo_id, sourceId))
      .orderBy(asc(torneosPuntosConfiguracion.posicion));
    if (points.length > 0) {
      await tx
        .insert(torneosPuntosConfiguracion)
        .values(points.map((p) => ({ torneo_id: newId, posicion: p.posicion, puntos: p.puntos })));
    }
    // In each league of the source, the copy goes last.
    const leagues = await tx
      .select({ liga_id: ligasTorneos.liga_id })
      .from(ligasTorneos)
      .where(eq(ligasTorneos.torneo_id, sourceId));
    for (const { liga_id } of leagues) {
      await tx.insert(ligasTorneos).values({
        liga_id,
        torneo_id: newId,
        orden_torneo: sql`(select coalesce(max(${ligasTorneos.orden_torneo}), 0) + 1 from ${ligasTorneos} where ${ligasTorneos.liga_id} = ${liga_id})`,
      });
    }
    await copyCategoriesConfig(tx, sourceId, newId);
    await copyPrizeDefinitions(tx, sourceId, newId);
    return newId;
  });
  return findAdminTournament(db, id, timeZone);
}
