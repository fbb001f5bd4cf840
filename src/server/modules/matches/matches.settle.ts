/**
 * What follows a change of a match, inside its transaction (design.md §14): the stored result follows the card
 * (a result the strokes or a concession decided is stored as such; strokes changed by an administrator may undo
 * it), the winner moves into the next round's match at once (a different winner first leaves it — only while
 * that match has not started: 409 naming it otherwise), and a match whose two sides are known gets its partida.
 *
 * A participant has one card per tournament (`resultados_hoyo`) and sits in one partida: when a side moves on to
 * its next match, the card of the match it won is kept in `partidos.tarjeta` and its players' holes and seats
 * leave for the new partida; taking the side back out of that match (not started) restores them.
 */
import { nextSlot } from '@/shared/domain';
import { MATCH_MESSAGES as M } from '@/shared/schemas/matches';
import type { Tx } from '@/server/db/client';
import { conflict } from '@/server/lib/app-error';
import {
  deleteConcededHoles,
  deleteExtraHoles,
  deleteParticipantStrokes,
  deletePartidas,
  deleteSeat,
  findMatchOfPartida,
  findPartidaCard,
  findPartidaSeats,
  findSeatsOf,
  insertPartida,
  insertSeats,
  participantHasStrokes,
  partidaHasStrokes,
  restoreStrokes,
  setMatchCard,
  setMatchPartida,
  setMatchResult,
  setMatchSide,
} from './matches.repository';
import {
  buildMatch,
  loadMatchContext,
  matchLabel,
  sideInfo,
  type MatchContext,
  type MatchRow,
} from './matches.view';

/** The ids of the matches a write changed (their live events go out after the commit) and what else happened. */
export interface WriteEffects {
  changed: Set<string>;
  /** A match's result changed: the league points follow ('standings-inputs-changed'). */
  resultChanged: boolean;
  /** Matches whose two sides became known, or whose date was agreed, in this write (their players are told). */
  newlyReady: Set<string>;
}

export const noEffects = (): WriteEffects => ({
  changed: new Set(),
  resultChanged: false,
  newlyReady: new Set(),
});

async function reload(tx: Tx, torneoId: string): Promise<MatchContext> {
  const ctx = await loadMatchContext(tx, torneoId);
  if (!ctx) throw new Error('matches: the tournament disappeared inside its transaction');
  return ctx;
}

/** Whether a match has begun: a result, a conceded or extra hole, or strokes on its partida's card. */
export async function hasStarted(tx: Tx, ctx: MatchContext, row: MatchRow): Promise<boolean> {
  if (row.ganador !== null && row.origen_resultado !== 'exento') return true;
  if ((ctx.conceded.get(row.id) ?? []).length > 0 || (ctx.extras.get(row.id) ?? []).length > 0) return true;
  if (!row.partida_id) return false;
  return (await partidaHasStrokes(tx, row.partida_id)) || row.tarjeta !== null;
}

/**
 * Creates the partida of a match whose two sides are known (no-op otherwise, or when it has one): its date is
 * the agreed one, else the round's deadline, else the tournament's day. Its players leave their previous seat
 * (the card of a previous match is kept in that match); a player with strokes in a group that is not a match
 * cannot be moved (409).
 */
export async function ensurePartida(tx: Tx, ctx: MatchContext, row: MatchRow, effects: WriteEffects) {
  if (row.partida_id || !row.lado_1_participante_id || !row.lado_2_participante_id) return;
  const members = [
    ...(sideInfo(ctx, row.lado_1_participante_id)?.members ?? []),
    ...(sideInfo(ctx, row.lado_2_participante_id)?.members ?? []),
  ];
  for (const seat of await findSeatsOf(tx, members)) {
    const previous = await findMatchOfPartida(tx, seat.partida_id);
    if (previous) {
      if (previous.tarjeta === null) {
        await setMatchCard(tx, previous.id, await findPartidaCard(tx, seat.partida_id));
      }
      await deleteParticipantStrokes(tx, seat.participante_id);
    } else if (await participantHasStrokes(tx, seat.participante_id)) {
      throw conflict(M.playerHasStrokes);
    }
    await deleteSeat(tx, seat.id);
  }
  const partidaId = await insertPartida(tx, {
    torneo_id: row.torneo_id,
    nombre: matchLabel(ctx, row),
    fecha_juego: row.fecha ?? ctx.deadlines.get(row.ronda) ?? ctx.torneo.fecha_juego,
    hora_salida: row.hora,
    orden_salida: (row.ronda - 1) * 64 + row.posicion,
    es_partida_personal: false,
  });
  await insertSeats(
    tx,
    members.map((m, i) => ({ partida_id: partidaId, participante_id: m, posicion_grupo: i + 1 })),
  );
  await setMatchPartida(tx, row.id, partidaId);
  row.partida_id = partidaId;
  effects.changed.add(row.id);
  effects.newlyReady.add(row.id);
}

/** Puts back the card and seats of a match whose winner has been taken out of the next round's match. */
async function restoreCard(tx: Tx, ctx: MatchContext, row: MatchRow) {
  if (!row.tarjeta || !row.partida_id) return;
  const members = [
    ...(sideInfo(ctx, row.lado_1_participante_id)?.members ?? []),
    ...(sideInfo(ctx, row.lado_2_participante_id)?.members ?? []),
  ];
  const seated = new Set((await findSeatsOf(tx, members)).map((s) => s.participante_id));
  const used = (await findPartidaSeats(tx, row.partida_id)).map((s) => s.posicion_grupo);
  let position = Math.max(0, ...used);
  const back = members.filter((m) => !seated.has(m));
  for (const m of back) {
    position += 1;
    await insertSeats(tx, [{ partida_id: row.partida_id, participante_id: m, posicion_grupo: position }]);
  }
  await restoreStrokes(
    tx,
    row.tarjeta.filter((r) => back.includes(r.participante_id)),
  );
  await setMatchCard(tx, row.id, null);
  row.tarjeta = null;
}

/**
 * After a write to match `matchId`: the stored result follows the computed one, and (knockout) the winner's place
 * in the next round follows the result. Throws 409 when a later match that has started depends on it.
 */
export async function settle(
  tx: Tx,
  torneoId: string,
  matchId: string,
  effects: WriteEffects,
): Promise<void> {
  let ctx = await reload(tx, torneoId);
  const row = ctx.rows.find((r) => r.id === matchId);
  if (!row) return;
  const view = buildMatch(ctx, row);
  effects.changed.add(row.id);
  const r = view.result;
  // The card's (and a concession's) result is stored as the engine reads it.
  const fromCard = r && (r.origen === 'tarjeta' || r.origen === 'concedido');
  const storedFromCard = row.origen_resultado === 'tarjeta' || row.origen_resultado === 'concedido';
  if (fromCard) {
    const resultado = view.state?.resultText ?? null;
    if (row.ganador !== r.ganador || row.origen_resultado !== r.origen || row.resultado !== resultado) {
      await setMatchResult(tx, row.id, { ganador: r.ganador, origen_resultado: r.origen, resultado });
      effects.resultChanged = true;
    }
  } else if (!r && row.ganador !== null && storedFromCard) {
    await setMatchResult(tx, row.id, { ganador: null, origen_resultado: null, resultado: null });
    effects.resultChanged = true;
  }

  if (!ctx.knockout || row.ronda >= ctx.rounds) return;
  const slot = nextSlot(row.ronda, row.posicion);
  const target = ctx.rows.find((m) => m.ronda === slot.ronda && m.posicion === slot.posicion);
  if (!target) return;
  const column = slot.side === 1 ? 'lado_1_participante_id' : 'lado_2_participante_id';
  const winner =
    r && r.ganador !== 0 ? (r.ganador === 1 ? row.lado_1_participante_id : row.lado_2_participante_id) : null;
  const current = target[column];
  if (current === winner) return;
  if (await hasStarted(tx, ctx, target)) throw conflict(M.dependents(matchLabel(ctx, target)));
  if (target.partida_id) {
    await deletePartidas(tx, [target.partida_id]);
    target.partida_id = null;
    await setMatchPartida(tx, target.id, null);
    await restoreCard(tx, ctx, row);
  }
  await setMatchSide(tx, target.id, column, winner);
  effects.changed.add(target.id);
  effects.resultChanged = true;
  ctx = await reload(tx, torneoId);
  const fresh = ctx.rows.find((m) => m.id === target.id)!;
  await ensurePartida(tx, ctx, fresh, effects);
}

/** Deletes a match's conceded and extra holes (reopening it). */
export async function clearMatchHoles(tx: Tx, matchId: string, what: { extra: boolean; conceded: boolean }) {
  if (what.extra) await deleteExtraHoles(tx, matchId);
  if (what.conceded) await deleteConcededHoles(tx, matchId);
}
