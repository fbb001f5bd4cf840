/**
 * A side's writes during a match (design.md §14): conceding a hole or the match, the extra holes of a halved
 * knockout match, and a result played on paper. Each is one `matchWrite` (matches.write.ts); who may write is
 * matches.access.ts.
 */
import { formatMatchResult, parseMatchResult, type Side } from '@/shared/domain';
import {
  MATCH_MESSAGES as M,
  type TConcedeHoleRequest,
  type TMatchResultRequest,
} from '@/shared/schemas/matches';
import { appError, badRequest, conflict } from '@/server/lib/app-error';
import { clubToday } from '@/server/modules/tournaments/tournaments.access';
import { matchWriteFacts, requirePlayable } from './matches.access';
import { insertConcededHole, saveExtraHoleRow, setMatchResult } from './matches.repository';
import { matchWrite, type MatchActor, type MatchesDeps } from './matches.write';

/** POST /api/matches/:id/concede-hole: side `lado` concedes hole `numero_hoyo` (stored, never withdrawn). */
export function concedeHole(
  deps: MatchesDeps,
  actor: MatchActor,
  matchId: string,
  input: TConcedeHoleRequest,
) {
  // Either side's scorer records a concession by either side (the audit keeps who recorded it).
  return matchWrite(deps, actor, matchId, 'conceder_hoyo', async (tx, ctx, view) => {
    requirePlayable(actor, view, matchWriteFacts(ctx, clubToday(deps)));
    if ((ctx.conceded.get(view.row.id) ?? []).some((c) => c.numero_hoyo === input.numero_hoyo))
      throw conflict(M.holeAlreadyConceded);
    const hole = view.match.hoyos[input.numero_hoyo - 1];
    if (hole && hole.ganador !== null && !hole.concedido) throw conflict(M.holePlayed);
    await insertConcededHole(tx, {
      partido_id: view.row.id,
      numero_hoyo: input.numero_hoyo,
      concedido_por: input.lado,
    });
  });
}

/** POST /api/matches/:id/concede: side `lado` concedes the match. */
export function concedeMatch(deps: MatchesDeps, actor: MatchActor, matchId: string, lado: Side) {
  return matchWrite(deps, actor, matchId, 'conceder_partido', async (tx, ctx, view) => {
    requirePlayable(actor, view, matchWriteFacts(ctx, clubToday(deps)), { side: lado });
    if (view.result && !actor.isAdmin) throw appError('MATCH_DECIDED', M.decided);
    await setMatchResult(tx, view.row.id, {
      concedido_por: lado,
      ganador: null,
      origen_resultado: null,
      resultado: null,
    });
  });
}

/** PUT /api/matches/:id/extra-holes/:numero: a knockout match halved after 18 goes on, one hole at a time. */
export function saveExtraHole(
  deps: MatchesDeps,
  actor: MatchActor,
  matchId: string,
  numero: number,
  ganador: Side | 0,
) {
  return matchWrite(deps, actor, matchId, 'hoyo_extra', async (tx, ctx, view) => {
    requirePlayable(actor, view, matchWriteFacts(ctx, clubToday(deps)));
    const extras = ctx.extras.get(view.row.id) ?? [];
    const last = extras.at(-1);
    const editingLast = last !== undefined && last.numero_hoyo === numero;
    if (!ctx.knockout || (!view.match.necesita_hoyos_extra && !editingLast)) throw conflict(M.noExtraHoles);
    if (!editingLast && numero !== (last?.numero_hoyo ?? 18) + 1) throw conflict(M.extraHoleOrder);
    if (view.result && view.result.origen !== 'tarjeta') throw conflict(M.noExtraHoles);
    await saveExtraHoleRow(tx, view.row.id, numero, ganador);
  });
}

/** PUT /api/matches/:id/result: a result played on paper; the card wins while it has strokes (admins replace it). */
export function saveDirectResult(
  deps: MatchesDeps,
  actor: MatchActor,
  matchId: string,
  input: TMatchResultRequest,
) {
  return matchWrite(deps, actor, matchId, 'resultado_directo', async (tx, ctx, view) => {
    requirePlayable(actor, view, matchWriteFacts(ctx, clubToday(deps)));
    const parsed = parseMatchResult(input.resultado, { knockout: ctx.knockout });
    if (!parsed) throw badRequest(M.result);
    const members = [...view.sides[0]!.members, ...view.sides[1]!.members];
    const hasCard =
      view.row.tarjeta !== null ||
      ctx.cards.resultados.some((r) => members.includes(r.participante_id)) ||
      (ctx.conceded.get(view.row.id) ?? []).length > 0;
    if (hasCard && !(actor.isAdmin && input.sustituir_tarjeta === true)) throw conflict(M.cardHasResults);
    await setMatchResult(tx, view.row.id, {
      ganador: input.ganador,
      origen_resultado: 'directo',
      resultado: formatMatchResult(parsed),
    });
  });
}
