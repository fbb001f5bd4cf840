/**
 * Scheduling and results outside the card (design.md §14): the agreed date of a knockout match, a walkover
 * ('No presentado'), reopening a decided match, and a draw round's deadline. Each match write is one `matchWrite`
 * (matches.write.ts); the partidas' dates follow.
 */
import type { Side } from '@/shared/domain';
import {
  MATCH_MESSAGES as M,
  type TMatchScheduleRequest,
  type TTournamentMatches,
} from '@/shared/schemas/matches';
import { appError, badRequest, conflict, notFound } from '@/server/lib/app-error';
import { clubToday } from '@/server/modules/tournaments/tournaments.access';
import { matchWriteFacts, requirePlayable } from './matches.access';
import { setMatchDate, setMatchResult, setPartidaSchedule, updateRoundDeadline } from './matches.repository';
import { clearMatchHoles, ensurePartida, noEffects } from './matches.settle';
import {
  adminAnswer,
  adminContext,
  matchWrite,
  requireDeadlines,
  type MatchActor,
  type MatchesDeps,
} from './matches.write';

/** PUT /api/matches/:id/schedule: the agreed date and time of a knockout match; its partida follows. */
export function scheduleMatch(
  deps: MatchesDeps,
  actor: MatchActor,
  matchId: string,
  input: TMatchScheduleRequest,
) {
  return matchWrite(deps, actor, matchId, 'programar', async (tx, ctx, view, effects) => {
    requirePlayable(actor, view, matchWriteFacts(ctx, clubToday(deps)));
    if (!ctx.knockout) throw conflict(M.scheduleKnockoutOnly);
    await setMatchDate(tx, view.row.id, input.fecha, input.hora);
    if (view.row.partida_id) {
      await setPartidaSchedule(tx, view.row.partida_id, {
        fecha_juego: input.fecha,
        hora_salida: input.hora,
      });
    } else {
      await ensurePartida(tx, ctx, { ...view.row, fecha: input.fecha, hora: input.hora }, effects);
    }
    effects.newlyReady.add(view.row.id);
  });
}

/** PUT /api/admin/matches/:id/walkover: 'No presentado' — the other side wins (administrators). */
export function saveWalkover(deps: MatchesDeps, actor: MatchActor, matchId: string, ganador: Side) {
  return matchWrite(deps, actor, matchId, 'no_presentado', async (tx, _ctx, view) => {
    if (!actor.isAdmin) throw appError('ADMIN_ONLY', M.walkoverAdminOnly);
    if (!view.sides[0] || !view.sides[1]) throw conflict(M.notReady);
    await setMatchResult(tx, view.row.id, { ganador, origen_resultado: 'no_presentado', resultado: null });
  });
}

/**
 * DELETE /api/admin/matches/:id/result ('Reabrir'): the stored result, the match's concession and its extra holes
 * go; a card that still decides the match decides it again. A later match that has started: 409 naming it.
 */
export function reopenMatch(deps: MatchesDeps, actor: MatchActor, matchId: string) {
  return matchWrite(deps, actor, matchId, 'reabrir', async (tx, _ctx, view) => {
    if (!view.result || view.result.origen === 'exento') throw conflict(M.notDecided);
    await setMatchResult(tx, view.row.id, {
      ganador: null,
      origen_resultado: null,
      resultado: null,
      concedido_por: null,
    });
    await clearMatchHoles(tx, view.row.id, { extra: true, conceded: false });
  });
}

/** PUT /api/admin/tournaments/:id/draw/rounds/:ronda: a round's deadline (partidas without an agreed date follow). */
export async function setRoundDeadline(
  deps: MatchesDeps,
  actor: MatchActor,
  torneoId: string,
  ronda: number,
  fecha_limite: string,
): Promise<TTournamentMatches> {
  const effects = noEffects();
  await deps.db.transaction(async (tx) => {
    const ctx = await adminContext(deps, tx, torneoId);
    if (!ctx.knockout) throw notFound(M.noDraw);
    if (ronda > ctx.rounds) throw badRequest(M.round);
    const deadlines = Array.from({ length: ctx.rounds }, (_, i) =>
      i + 1 === ronda ? fecha_limite : (ctx.deadlines.get(i + 1) ?? null),
    );
    if (fecha_limite < clubToday(deps)) throw badRequest(M.deadlinePast);
    requireDeadlines(deadlines, null);
    await updateRoundDeadline(tx, torneoId, ronda, fecha_limite);
    for (const row of ctx.rows.filter((r) => r.ronda === ronda)) {
      effects.changed.add(row.id);
      if (row.partida_id && row.fecha === null) {
        await setPartidaSchedule(tx, row.partida_id, { fecha_juego: fecha_limite });
      }
    }
  });
  return adminAnswer(deps, actor, torneoId, effects);
}
