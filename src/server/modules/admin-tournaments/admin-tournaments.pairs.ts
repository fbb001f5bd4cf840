/**
 * Pairs of a pairs tournament (design.md §14) and participant statuses (NP, RET, DESC), set by an administrator
 * (the /api/admin/* gate). A pair is two participants of the same tournament; a participant is in at most one pair.
 * A one-ball pair (foursome, greensome) plays one card, stored under its first participant, with the side's
 * playing handicap (`computePairHandicap`). Every change is a change of the standings inputs.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { balancedPairs, formatOf, type FormatModule } from '@/shared/domain';
import {
  ADMIN_TOURNAMENT_MESSAGES as M,
  type TAdminPair,
  type TAdminParticipant,
} from '@/shared/schemas/admin-tournaments';
import type { z } from 'zod';
import type { ZPairRequest, ZParticipantStatusRequest } from '@/shared/schemas/admin-tournaments';
import type { DbOrTx } from '@/server/db/client';
import { parejasTorneo, participantesTorneo, profiles, torneos } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/lib/app-error';
import { loadPairs } from '@/server/modules/scores/queries';
import {
  holesOf,
  recomputePairHandicaps,
  requirePairPlayable,
} from '@/server/modules/tournaments/pair-rules';
import { standingsInputsChanged, type AdminTournamentDeps } from './admin-tournaments.events';
import { listAdminParticipants, nameOf } from './admin-tournaments.participants';

export { recomputePairHandicaps };

/** The pairs of a tournament, in the order they were formed, with 'Nombre 1 / Nombre 2'. */
async function pairsOf(db: DbOrTx, torneoId: string): Promise<TAdminPair[]> {
  const pairs = await loadPairs(db, { torneoIds: [torneoId] });
  const ids = pairs.flatMap((p) => p.participante_ids);
  const names =
    ids.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .select({ id: participantesTorneo.id, nombre: nameOf })
              .from(participantesTorneo)
              .leftJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
              .where(inArray(participantesTorneo.id, ids))
          ).map((r) => [r.id, r.nombre]),
        );
  return pairs.map((p) => ({
    id: p.id,
    participante_ids: p.participante_ids,
    nombre: p.participante_ids.map((id) => names.get(id) ?? '').join(' / '),
    handicap_juego: p.handicap,
    aceptada: p.aceptada,
  }));
}

/** The tournament (locked for update when asked) and its format; 404 without it. */
async function tournamentFormat(db: DbOrTx, torneoId: string, lock: boolean): Promise<FormatModule> {
  const q = db
    .select({ modalidad: torneos.modalidad, forma_parejas: torneos.forma_parejas })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(M.notFound);
  return formatOf(row);
}

/** GET /api/admin/tournaments/:id/pairs */
export async function listPairs(db: DbOrTx, torneoId: string): Promise<TAdminPair[]> {
  await tournamentFormat(db, torneoId, false);
  return pairsOf(db, torneoId);
}

/**
 * POST /api/admin/tournaments/:id/pairs: forms a pair of two participants of a pairs tournament, neither in a
 * pair yet. Refused when they sit in different groups and one of them is validated (the pair would split it),
 * and for a one-ball format when the second partner already has results (the pair plays the first one's card).
 * Answers the tournament's pairs.
 */
export async function createPair(
  deps: AdminTournamentDeps,
  actorUserId: string,
  torneoId: string,
  input: z.output<typeof ZPairRequest>,
): Promise<TAdminPair[]> {
  await deps.db.transaction(async (tx) => {
    const format = await tournamentFormat(tx, torneoId, true);
    if (format.side.members !== 2) throw conflict(M.notPairs);
    const ids = [input.participante_1_id, input.participante_2_id] as const;
    const found = await tx
      .select({ id: participantesTorneo.id })
      .from(participantesTorneo)
      .where(and(inArray(participantesTorneo.id, [...ids]), eq(participantesTorneo.torneo_id, torneoId)))
      .for('update');
    if (found.length !== 2) throw badRequest(M.pairForeign);
    const [taken] = await tx
      .select({ id: parejasTorneo.id })
      .from(parejasTorneo)
      .where(
        or(
          inArray(parejasTorneo.participante_1_id, [...ids]),
          inArray(parejasTorneo.participante_2_id, [...ids]),
        ),
      )
      .limit(1);
    if (taken) throw conflict(M.pairTaken);
    await requirePairPlayable(tx, format, ids);
    await tx.insert(parejasTorneo).values({
      torneo_id: torneoId,
      participante_1_id: input.participante_1_id,
      participante_2_id: input.participante_2_id,
      aceptada: true,
    });
    await recomputePairHandicaps(tx, torneoId, deps.logger);
  });
  await standingsInputsChanged(deps, { torneoId, cause: 'pairs', actorUserId });
  return listPairs(deps.db, torneoId);
}

/**
 * POST /api/admin/tournaments/:id/pairs/balanced ('Formar parejas equilibradas'): pairs every participant still
 * without a partner and without a status by handicap (what they play off, else their own index): the lowest with
 * the highest, inwards (`balancedPairs`); with an odd number the middle one stays without a partner. Each pair must
 * be playable as `createPair` requires; the first one that is not refuses them all and nothing is written.
 * Answers the tournament's pairs.
 */
export async function formBalancedPairs(
  deps: AdminTournamentDeps,
  actorUserId: string,
  torneoId: string,
): Promise<TAdminPair[]> {
  await deps.db.transaction(async (tx) => {
    const format = await tournamentFormat(tx, torneoId, true);
    if (format.side.members !== 2) throw conflict(M.notPairs);
    const paired = new Set(
      (
        await tx
          .select({ a: parejasTorneo.participante_1_id, b: parejasTorneo.participante_2_id })
          .from(parejasTorneo)
          .where(eq(parejasTorneo.torneo_id, torneoId))
      ).flatMap((p) => [p.a, p.b]),
    );
    const free = (await listAdminParticipants(tx, torneoId)).filter(
      (p) => !paired.has(p.id) && (p.estado ?? null) === null,
    );
    const { pairs } = balancedPairs(
      free.map((p) => ({ id: p.id, handicap: p.handicap_torneo ?? p.handicap_propio })),
    );
    if (pairs.length === 0) throw conflict(M.balancedPairsNone);
    for (const ids of pairs) await requirePairPlayable(tx, format, ids);
    await tx.insert(parejasTorneo).values(
      pairs.map(([a, b]) => ({
        torneo_id: torneoId,
        participante_1_id: a,
        participante_2_id: b,
        aceptada: true,
      })),
    );
    await recomputePairHandicaps(tx, torneoId, deps.logger);
  });
  await standingsInputsChanged(deps, { torneoId, cause: 'pairs', actorUserId });
  return listPairs(deps.db, torneoId);
}

/** DELETE /api/admin/pairs/:id: dissolves a pair — refused once either partner has results. */
export async function dissolvePair(
  deps: AdminTournamentDeps,
  actorUserId: string,
  pairId: string,
): Promise<void> {
  const torneoId = await deps.db.transaction(async (tx) => {
    const [pair] = await tx.select().from(parejasTorneo).where(eq(parejasTorneo.id, pairId)).for('update');
    if (!pair) throw notFound(M.pairNotFound);
    for (const id of [pair.participante_1_id, pair.participante_2_id]) {
      if ((await holesOf(tx, id)) > 0) throw conflict(M.pairHasScores);
    }
    await tx.delete(parejasTorneo).where(eq(parejasTorneo.id, pairId));
    return pair.torneo_id;
  });
  await standingsInputsChanged(deps, { torneoId, cause: 'pairs', actorUserId });
}

/** Removes the pairs of a participant (before the participant is removed); the partner stays as a single. */
export async function removePairsOf(db: DbOrTx, participanteId: string): Promise<void> {
  await db
    .delete(parejasTorneo)
    .where(
      or(
        eq(parejasTorneo.participante_1_id, participanteId),
        eq(parejasTorneo.participante_2_id, participanteId),
      ),
    );
}

/**
 * PUT /api/admin/participants/:id/status: marks a participant 'No presentado', 'Retirado' or 'Descalificado'
 * (a reason required) or clears it (estado null). Answers the tournament's participants.
 */
export async function setParticipantStatus(
  deps: AdminTournamentDeps,
  actorUserId: string,
  participanteId: string,
  input: z.output<typeof ZParticipantStatusRequest>,
): Promise<TAdminParticipant[]> {
  const [row] = await deps.db
    .update(participantesTorneo)
    .set({ estado: input.estado, motivo_estado: input.motivo })
    .where(eq(participantesTorneo.id, participanteId))
    .returning({ torneo_id: participantesTorneo.torneo_id });
  if (!row) throw notFound(M.participantNotFound);
  await standingsInputsChanged(deps, { torneoId: row.torneo_id, cause: 'status', actorUserId });
  return listAdminParticipants(deps.db, row.torneo_id);
}
