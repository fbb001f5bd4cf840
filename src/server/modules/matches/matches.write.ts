/**
 * What every write to match play shares (design.md §14): `matchWrite`, one write to one match in one transaction
 * under the match's row lock (checked, written, settled by matches.settle.ts, audited in `partido_audit`);
 * `afterMatchWrite`, what follows the commit (the live `match` events, 'standings-inputs-changed' when a result
 * changed, the players' e-mails); and the administrators' tournament-wide writes' context, answer and deadlines.
 */
import { MATCH_MESSAGES as M, type TMatch, type TTournamentMatches } from '@/shared/schemas/matches';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { DbOrTx, Tx } from '@/server/db/client';
import type { Actor } from '@/server/lib/actor';
import { badRequest, conflict, notFound } from '@/server/lib/app-error';
import { publishMatch } from '@/server/modules/live/topics';
import { standingsInputsChanged } from '@/server/modules/tournaments/standings-events';
import { requireTournamentId } from '@/server/modules/tournaments/tournaments.access';
import { sendMatchEmails } from './matches.email';
import { insertMatchAudit, lockMatch } from './matches.repository';
import { noEffects, settle, type WriteEffects } from './matches.settle';
import {
  buildMatch,
  loadMatchContext,
  matchFor,
  tournamentMatches,
  type MatchContext,
  type MatchView,
} from './matches.view';

export type MatchesDeps = Pick<AppDeps, 'db' | 'logger' | 'live' | 'clock' | 'config' | 'mailer'>;
export type MatchActor = Pick<Actor, 'userId' | 'profileId' | 'isAdmin'>;

export const requireMatchId = (id: string) => {
  if (!ZUuid.safeParse(id).success) throw notFound(M.notFound);
  return id;
};

/** What the match's audit keeps of a match before and after a write. */
export const matchSnapshot = (view: MatchView) => ({
  ganador: view.match.ganador,
  origen_resultado: view.match.origen_resultado,
  resultado_texto: view.match.resultado_texto,
  estado_texto: view.match.estado_texto,
  fecha: view.match.fecha,
  hora: view.match.hora,
});

/** Match `matchId` of tournament `torneoId`, computed from the tournament's matches as they are now. */
export async function viewOf(db: DbOrTx, torneoId: string, matchId: string): Promise<MatchView> {
  const ctx = (await loadMatchContext(db, torneoId))!;
  return buildMatch(
    ctx,
    ctx.rows.find((r) => r.id === matchId)!,
  );
}

/** After the commit: every changed match to the tournament's (and its partida's) live viewers; the leagues. */
export async function afterMatchWrite(
  deps: MatchesDeps,
  torneoId: string,
  effects: WriteEffects,
  actorUserId: string,
) {
  if (effects.changed.size > 0) {
    const ctx = await loadMatchContext(deps.db, torneoId);
    for (const row of ctx?.rows ?? []) {
      if (effects.changed.has(row.id))
        publishMatch(deps.live, torneoId, row.partida_id, matchFor(buildMatch(ctx!, row), null));
    }
  }
  if (effects.resultChanged) {
    await standingsInputsChanged(deps, { torneoId, cause: 'matches', actorUserId });
  }
  await sendMatchEmails(deps, torneoId, effects.newlyReady);
}

/**
 * One write to a match: its row locked, the tournament's matches loaded, `check` (permissions, state) then
 * `write`, the settlement, the audit row; the events after the commit. Answers the match as the actor sees it.
 */
export async function matchWrite(
  deps: MatchesDeps,
  actor: MatchActor,
  matchId: string,
  accion: string,
  write: (tx: Tx, ctx: MatchContext, view: MatchView, effects: WriteEffects) => Promise<void>,
): Promise<TMatch> {
  requireMatchId(matchId);
  const effects = noEffects();
  const torneoId = await deps.db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    if (!locked) throw notFound(M.notFound);
    const ctx = (await loadMatchContext(tx, locked.torneo_id))!;
    const view = buildMatch(
      ctx,
      ctx.rows.find((r) => r.id === matchId)!,
    );
    await write(tx, ctx, view, effects);
    await settle(tx, locked.torneo_id, matchId, effects);
    const now = await viewOf(tx, locked.torneo_id, matchId);
    if (
      now.match.ganador !== view.match.ganador ||
      now.match.resultado_texto !== view.match.resultado_texto
    ) {
      effects.resultChanged = true;
    }
    await insertMatchAudit(tx, {
      partido_id: matchId,
      actor_user_id: actor.userId,
      accion,
      antes: matchSnapshot(view),
      despues: matchSnapshot(now),
    });
    return locked.torneo_id;
  });
  await afterMatchWrite(deps, torneoId, effects, actor.userId);
  return matchFor(await viewOf(deps.db, torneoId, matchId), actor);
}

// ─── administrators' writes to a whole tournament (the pairing, the draw, a round's deadline) ──────────────────

/** The tournament's matches inside an administrator's write: 404 without the tournament, 409 if not match play. */
export async function adminContext(deps: MatchesDeps, tx: Tx, torneoId: string): Promise<MatchContext> {
  requireTournamentId(torneoId);
  const ctx = await loadMatchContext(tx, torneoId);
  if (!ctx) throw notFound(M.tournamentNotFound);
  if (ctx.format.result !== 'partidos') throw conflict(M.notMatchPlay);
  return ctx;
}

/** After an administrator's write: the events, then the tournament's matches as the actor sees them. */
export async function adminAnswer(
  deps: MatchesDeps,
  actor: MatchActor,
  torneoId: string,
  effects: WriteEffects,
): Promise<TTournamentMatches> {
  await afterMatchWrite(deps, torneoId, effects, actor.userId);
  return tournamentMatches((await loadMatchContext(deps.db, torneoId))!, actor);
}

/**
 * A draw's round deadlines: each on or after the previous round's (a round without one is skipped), none before
 * `today` (null: not checked — an untouched round keeps its date). 400 with the Spanish reason otherwise.
 */
export function requireDeadlines(deadlines: readonly (string | null)[], today: string | null) {
  let previous: string | null = null;
  for (const d of deadlines) {
    if (d === null) continue;
    if (today !== null && d < today) throw badRequest(M.deadlinePast);
    if (previous !== null && d < previous) throw badRequest(M.deadlinesOrder);
    previous = d;
  }
}
