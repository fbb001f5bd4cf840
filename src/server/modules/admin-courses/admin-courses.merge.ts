/**
 * Merging a club's separate women's tee into the physical tee it rates ('Unir como salida de damas'): before tees
 * were rated for both sexes, a club entered 'Rojas damas' beside 'Rojas'. One write, under both tees' locks.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeHoles } from '@/shared/domain';
import {
  ADMIN_COURSE_MESSAGES as M,
  type TAdminTeeDetail,
  type TMergeTeeRequest,
} from '@/shared/schemas/admin-courses';
import type { DbOrTx } from '@/server/db/client';
import {
  hoyosTipoSalida,
  participantesTorneo,
  tiposSalida,
  torneos,
  torneosSalidas,
} from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/lib/app-error';
import { firstEnteredTees, holesByTee } from '@/server/modules/courses/courses.service';
import { changeTees, type PlayedOffDeps } from '@/server/modules/tournaments/played-off';
import { findAdminTee } from './admin-courses.service';
import { courseUsage } from './admin-courses.usage';

/** The first tournaments (by name) that give `teeId` to men. */
async function menTournaments(tx: DbOrTx, teeId: string): Promise<string[]> {
  const rows = await tx
    .select({ nombre: torneos.nombre })
    .from(torneosSalidas)
    .innerJoin(torneos, eq(torneos.id, torneosSalidas.torneo_id))
    .where(and(eq(torneosSalidas.tipo_salida_id, teeId), eq(torneosSalidas.sexo, 'hombre')))
    .orderBy(asc(torneos.nombre))
    .limit(3);
  return rows.map((r) => r.nombre);
}

/**
 * The tee `sourceId` becomes the women's rating of `input.destino_id` (same course, not rated for women yet): its
 * slope and course rating, each hole's par where it differs ('Par Dam.'), its stroke indexes ('Hcp Dam.'), and its
 * lengths where the destination has none. The tournaments that gave it to women give the destination, what their
 * participants played off points to the destination (the name and rating kept), and the source is deleted. Refused
 * (nothing written) when the source is some tournament's men's tee, or the course's first tee while personal games
 * play it. The tournaments not started that play the destination get their playing handicaps recomputed.
 */
export async function mergeWomenTee(
  deps: PlayedOffDeps,
  actorUserId: string,
  sourceId: string,
  input: TMergeTeeRequest,
): Promise<TAdminTeeDetail> {
  const targetId = input.destino_id;
  if (targetId === sourceId) throw badRequest(M.mergeSame);
  await changeTees(deps, actorUserId, [targetId], async (tx) => {
    const locked = await tx
      .select()
      .from(tiposSalida)
      .where(inArray(tiposSalida.id, [sourceId, targetId]))
      .orderBy(asc(tiposSalida.id))
      .for('update');
    const source = locked.find((t) => t.id === sourceId);
    const target = locked.find((t) => t.id === targetId);
    if (!source || !target) throw notFound(M.teeNotFound);
    if (source.campo_id !== target.campo_id) throw badRequest(M.mergeOtherCourse);
    if (target.slope_damas !== null) throw conflict(`«${target.nombre}» ya tiene valoración de damas`);
    const men = await menTournaments(tx, sourceId);
    if (men.length > 0) {
      throw conflict(
        `«${source.nombre}» es la salida de caballeros de «${men.join('», «')}»: no se puede unir como salida de damas`,
      );
    }
    const first = (await firstEnteredTees(tx, [source.campo_id])).get(source.campo_id);
    if (
      first?.tee.id === sourceId &&
      ((await courseUsage(tx, [source.campo_id])).get(source.campo_id)?.partidas ?? 0) > 0
    ) {
      throw conflict(
        `«${source.nombre}» es la salida de las partidas personales del campo: no se puede unir`,
      );
    }

    const holes = await holesByTee(tx, [sourceId, targetId]);
    const own = normalizeHoles(holes.get(targetId) ?? []);
    const entered = new Map((holes.get(targetId) ?? []).map((h) => [h.numero_hoyo, h]));
    const theirs = new Map(normalizeHoles(holes.get(sourceId) ?? []).map((h) => [h.numero_hoyo, h]));
    await tx
      .insert(hoyosTipoSalida)
      .values(
        own.map((h) => {
          const women = theirs.get(h.numero_hoyo)!;
          return {
            tipo_salida_id: targetId,
            numero_hoyo: h.numero_hoyo,
            par: h.par,
            handicap: h.handicap,
            par_damas: women.par === h.par ? null : women.par,
            handicap_damas: women.handicap,
            metros: entered.get(h.numero_hoyo)?.metros ?? women.metros ?? null,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [hoyosTipoSalida.tipo_salida_id, hoyosTipoSalida.numero_hoyo],
        set: {
          par_damas: sql`excluded.par_damas`,
          handicap_damas: sql`excluded.handicap_damas`,
          metros: sql`excluded.metros`,
        },
      });
    await tx
      .update(tiposSalida)
      .set({ slope_damas: source.slope, course_rating_damas: source.course_rating })
      .where(eq(tiposSalida.id, targetId));
    await tx
      .update(torneosSalidas)
      .set({ tipo_salida_id: targetId })
      .where(eq(torneosSalidas.tipo_salida_id, sourceId));
    await tx
      .update(participantesTorneo)
      .set({ salida_juego_id: targetId })
      .where(eq(participantesTorneo.salida_juego_id, sourceId));
    await tx.delete(tiposSalida).where(eq(tiposSalida.id, sourceId));
  });
  return findAdminTee(deps.db, targetId);
}
