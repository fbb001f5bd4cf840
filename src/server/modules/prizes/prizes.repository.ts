/** The queries of the special prizes (decision record 042). */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { TPrize, TPrizeDefinition, TPrizeRecord } from '@/shared/schemas/prizes';
import type { DbOrTx } from '@/server/db/client';
import {
  participantesTorneo as pt,
  partidas,
  partidasParticipantes as pp,
  premiosEspeciales as pe,
  premiosEspecialesRegistros as pr,
  profiles,
  torneos,
} from '@/server/db/schema';
import { nameOf } from '@/server/modules/tournaments/pair-rules';

/** The tournament's facts a write needs (locked when `lock`: recordings of one tournament take turns). */
export async function findPrizeTournament(db: DbOrTx, torneoId: string, lock = false) {
  const query = db
    .select({ id: torneos.id, fecha_juego: torneos.fecha_juego, activo: torneos.activo })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPrize(db: DbOrTx, premioId: string) {
  const [row] = await db.select().from(pe).where(eq(pe.id, premioId));
  return row ?? null;
}

export async function countPrizes(db: DbOrTx, torneoId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pe).where(eq(pe.torneo_id, torneoId));
  return row?.n ?? 0;
}

/** Inserts a prize; null when the tournament has one of that kind on that hole already. */
export async function insertPrize(
  db: DbOrTx,
  values: { torneo_id: string; tipo: TPrize['tipo']; nombre: string; numero_hoyo: number | null },
) {
  const [row] = await db.insert(pe).values(values).onConflictDoNothing().returning({ id: pe.id });
  return row ?? null;
}

/**
 * 'Duplicar torneo': the copy takes the source's prize definitions (kind, name, hole), never their recorded
 * winners. Each keeps its source's creation time, so the prizes without a hole keep their order.
 */
export async function copyPrizeDefinitions(db: DbOrTx, fromTorneoId: string, toTorneoId: string) {
  const prizes = await db
    .select({ tipo: pe.tipo, nombre: pe.nombre, numero_hoyo: pe.numero_hoyo, created_at: pe.created_at })
    .from(pe)
    .where(eq(pe.torneo_id, fromTorneoId));
  if (prizes.length > 0) await db.insert(pe).values(prizes.map((p) => ({ ...p, torneo_id: toTorneoId })));
}

/**
 * A new tournament's prizes from the club's defaults (decision record 044), in their order: a millisecond apart,
 * so that the prizes without a hole keep it.
 */
export async function insertPrizeDefinitions(
  db: DbOrTx,
  torneoId: string,
  defs: readonly TPrizeDefinition[],
) {
  if (defs.length === 0) return;
  const start = Date.now();
  await db
    .insert(pe)
    .values(defs.map((d, i) => ({ ...d, torneo_id: torneoId, created_at: new Date(start + i) })))
    .onConflictDoNothing();
}

export async function deletePrize(db: DbOrTx, premioId: string) {
  const [row] = await db.delete(pe).where(eq(pe.id, premioId)).returning({ torneo_id: pe.torneo_id });
  return row ?? null;
}

/** Whether the player plays in a group of the tournament. */
export async function isGroupPlayer(db: DbOrTx, torneoId: string, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pt.id })
    .from(pt)
    .innerJoin(pp, eq(pp.participante_id, pt.id))
    .innerJoin(partidas, eq(partidas.id, pp.partida_id))
    .where(and(eq(pt.torneo_id, torneoId), eq(pt.jugador_id, profileId), eq(partidas.torneo_id, torneoId)))
    .limit(1);
  return Boolean(row);
}

/** The tournament's participants by name (whoever may win a prize). */
export async function findCandidates(db: DbOrTx, torneoId: string) {
  const rows = await db
    .select({ participante_id: pt.id, nombre: nameOf })
    .from(pt)
    .leftJoin(profiles, eq(profiles.id, pt.jugador_id))
    .where(eq(pt.torneo_id, torneoId));
  return rows.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

export async function insertRecord(db: DbOrTx, values: typeof pr.$inferInsert) {
  await db.insert(pr).values(values);
}

/** The tournament's prizes, by hole (named prizes without a hole last), each with its recordings newest first. */
export async function findPrizes(db: DbOrTx, torneoId: string): Promise<TPrize[]> {
  const prizes = await db
    .select({ id: pe.id, tipo: pe.tipo, nombre: pe.nombre, numero_hoyo: pe.numero_hoyo })
    .from(pe)
    .where(eq(pe.torneo_id, torneoId))
    .orderBy(asc(pe.numero_hoyo), asc(pe.tipo), asc(pe.created_at));
  if (prizes.length === 0) return [];
  const records = await db
    .select()
    .from(pr)
    .where(
      inArray(
        pr.premio_id,
        prizes.map((p) => p.id),
      ),
    )
    .orderBy(desc(pr.id));
  const byPrize = new Map<string, TPrizeRecord[]>();
  for (const r of records) {
    const list = byPrize.get(r.premio_id) ?? [];
    list.push({
      participante_id: r.participante_id,
      nombre: r.ganador_nombre,
      distancia_cm: r.distancia_cm,
      registrado_por: r.registrado_por_nombre,
      registrado_at: r.registrado_at.toISOString(),
    });
    byPrize.set(r.premio_id, list);
  }
  return prizes.map((p) => {
    const historial = byPrize.get(p.id) ?? [];
    return { ...p, ganador: historial[0] ?? null, historial };
  });
}
