/**
 * The rules a pair of a pairs tournament obeys whoever forms it (an administrator, or a player whose partner
 * accepts): where its partners sit, a one-ball pair's card, and its playing handicap (only accepted pairs play).
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatOf, type FormatModule } from '@/shared/domain';
import { TOURNAMENT_MESSAGES } from '@/shared/schemas/tournaments';
import { ADMIN_TOURNAMENT_MESSAGES as M } from '@/shared/schemas/admin-tournaments';
import type { DbOrTx } from '@/server/db/client';
import {
  parejasTorneo,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  profiles,
  resultadosHoyo,
  torneos,
} from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/app-error';
import type { Logger } from '@/server/lib/logger';
import {
  computePairHandicap,
  loadHandicapContext,
  memberIndexes,
  type HandicapSubject,
  type TournamentHandicapContext,
} from './playing-handicap';

/** A participant's name: the player's, the guest's, or the imported one. */
export const nameOf = sql<string>`coalesce(${profiles.nombre}, ${participantesTorneo.nombre_invitado}, ${participantesTorneo.nombre_jugador}, '')`;

/**
 * The participants `where` selects with what their playing handicap depends on: the guest's or the member's sex
 * and handicap index (`subject`: a member's is the tournament's index — the official one or the club's estimate,
 * `memberIndexes`), and the stored playing handicap (`actual`).
 */
export async function handicapSubjects(
  db: DbOrTx,
  ctx: Pick<TournamentHandicapContext, 'fecha' | 'indice'>,
  where: SQL | undefined,
): Promise<{ id: string; actual: number | null; subject: HandicapSubject }[]> {
  const rows = await db
    .select({
      id: participantesTorneo.id,
      jugador_id: participantesTorneo.jugador_id,
      es_invitado: participantesTorneo.es_invitado,
      sexo_invitado: participantesTorneo.sexo_invitado,
      handicap_invitado: participantesTorneo.handicap_invitado,
      sexo: profiles.sexo,
      handicap: profiles.handicap,
      actual: participantesTorneo.handicap_torneo,
    })
    .from(participantesTorneo)
    .leftJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
    .where(where);
  const indexes = await memberIndexes(
    db,
    ctx,
    rows.flatMap((r) => (!r.es_invitado && r.jugador_id ? [{ id: r.jugador_id, handicap: r.handicap }] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    actual: r.actual,
    subject: r.es_invitado
      ? { sexo: r.sexo_invitado, handicap: r.handicap_invitado }
      : { sexo: r.sexo, handicap: r.jugador_id ? (indexes.get(r.jugador_id) ?? null) : r.handicap },
  }));
}

/**
 * Recomputes the playing handicap of every pair of the tournament with its format (null for mejor bola), where
 * the participants' playing handicaps are recomputed. Returns how many changed.
 */
export async function recomputePairHandicaps(db: DbOrTx, torneoId: string, logger?: Logger): Promise<number> {
  const [t] = await db
    .select({ modalidad: torneos.modalidad, forma_parejas: torneos.forma_parejas })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  if (!t) throw notFound(TOURNAMENT_MESSAGES.notFound);
  const format = formatOf(t);
  // Only accepted pairs play; a pending one gets its handicap when it is accepted.
  const pairs = await db
    .select()
    .from(parejasTorneo)
    .where(and(eq(parejasTorneo.torneo_id, torneoId), eq(parejasTorneo.aceptada, true)));
  if (pairs.length === 0) return 0;
  const ctx = await loadHandicapContext(db, torneoId);
  if (!ctx) return 0;
  const ids = pairs.flatMap((p) => [p.participante_1_id, p.participante_2_id]);
  const subjects = new Map(
    (await handicapSubjects(db, ctx, inArray(participantesTorneo.id, ids))).map((r) => [r.id, r]),
  );
  let changed = 0;
  for (const p of pairs) {
    const a = subjects.get(p.participante_1_id);
    const b = subjects.get(p.participante_2_id);
    const value = a && b ? computePairHandicap(ctx, format, [a.subject, b.subject], logger) : null;
    if (value === p.handicap_juego) continue;
    await db.update(parejasTorneo).set({ handicap_juego: value }).where(eq(parejasTorneo.id, p.id));
    changed++;
  }
  return changed;
}

/** The groups the participants sit in: participant → { partida, validada }. */
async function seatsOf(db: DbOrTx, ids: readonly string[]) {
  const rows = await db
    .select({
      participante_id: partidasParticipantes.participante_id,
      partida_id: partidasParticipantes.partida_id,
      validada: partidas.validada,
    })
    .from(partidasParticipantes)
    .innerJoin(partidas, eq(partidas.id, partidasParticipantes.partida_id))
    .where(inArray(partidasParticipantes.participante_id, [...ids]));
  return new Map(rows.map((r) => [r.participante_id, r]));
}

export async function holesOf(db: DbOrTx, participanteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(resultadosHoyo)
    .where(eq(resultadosHoyo.participante_id, participanteId));
  return Number(row?.n ?? 0);
}

/**
 * Refuses a pair whose partners sit in different groups when one of them is validated (the pair would split it),
 * and, for a one-ball format, one whose second partner already has results (the pair plays the first one's card).
 */
export async function requirePairPlayable(
  tx: DbOrTx,
  format: FormatModule,
  ids: readonly [string, string],
): Promise<void> {
  const seats = await seatsOf(tx, ids);
  const [s1, s2] = ids.map((id) => seats.get(id));
  if (s1 && s2 && s1.partida_id !== s2.partida_id && (s1.validada || s2.validada)) {
    throw conflict(M.pairSplitsValidated);
  }
  if (format.hole.oneBallPerSide && (await holesOf(tx, ids[1])) > 0) throw conflict(M.pairOneBallScores);
}
