/**
 * The administrators' draw (design.md §14): a one-day tournament's pairing (by hand or 'Sortear'), and the
 * knockout draw 'Cuadro' created from the domain's `createDraw` or deleted while nothing has been played.
 */
import { createDraw, isDomainError, pairSidesRandomly, type DrawEntrant } from '@/shared/domain';
import {
  MATCH_MESSAGES as M,
  type TDrawRequest,
  type TPairingRequest,
  type TTournamentMatches,
} from '@/shared/schemas/matches';
import { badRequest, conflict, notFound } from '@/server/lib/app-error';
import { standingsInputsChanged } from '@/server/modules/tournaments/standings-events';
import { deleteDraw, deleteMatches, insertDraw, insertMatches, lockDraw } from './matches.repository';
import { ensurePartida, hasStarted, noEffects } from './matches.settle';
import { loadMatchContext, sideInfo, type MatchContext } from './matches.view';
import {
  adminAnswer,
  adminContext,
  requireDeadlines,
  type MatchActor,
  type MatchesDeps,
} from './matches.write';

/** The sides that can play: accepted pairs in a pairs format (by first partner), else the participants. */
function entrantsOf(ctx: MatchContext): DrawEntrant[] {
  const active = ctx.cards.participantes.filter((p) => p.estado !== 'DESC' && p.estado !== 'NP');
  if (ctx.format.side.members === 2) {
    return ctx.cards.parejas
      .filter((pair) => pair.participante_ids.every((id) => active.some((p) => p.id === id)))
      .map((pair) => {
        const side = sideInfo(ctx, pair.participante_ids[0])!;
        const sum = pair.participante_ids.reduce(
          (acc, id) => acc + (ctx.cards.participantes.find((p) => p.id === id)?.handicap ?? 0),
          0,
        );
        return { id: pair.participante_ids[0], playingHandicap: side.handicap ?? sum };
      });
  }
  return active.map((p) => ({ id: p.id, playingHandicap: p.handicap }));
}

/**
 * POST /api/admin/tournaments/:id/matches: a one-day match-play tournament's matches, by hand or 'Sortear'. The
 * matches not started yet are replaced; the started ones stay (their sides cannot be paired again).
 */
export async function pairMatches(
  deps: MatchesDeps,
  actor: MatchActor,
  torneoId: string,
  input: TPairingRequest,
  random: () => number = Math.random,
): Promise<TTournamentMatches> {
  const effects = noEffects();
  await deps.db.transaction(async (tx) => {
    await lockDraw(tx, torneoId);
    const ctx = await adminContext(deps, tx, torneoId);
    if (ctx.knockout) throw conflict(M.pairingHasDraw);
    const kept: typeof ctx.rows = [];
    const replaced: typeof ctx.rows = [];
    for (const row of ctx.rows) ((await hasStarted(tx, ctx, row)) ? kept : replaced).push(row);
    const busy = new Set(kept.flatMap((r) => [r.lado_1_participante_id, r.lado_2_participante_id]));
    const entrants = entrantsOf(ctx).map((e) => e.id);
    const canonical = (id: string) =>
      ctx.format.side.members === 2
        ? ctx.cards.parejas.find((p) => p.participante_ids.includes(id))?.participante_ids[0]
        : id;
    let pairs: [string, string][];
    if ('sorteo' in input) {
      const free = entrants.filter((id) => !busy.has(id));
      if (free.length < 2 || free.length % 2 === 1) throw badRequest(M.pairingOdd);
      pairs = pairSidesRandomly(free, random).pairs;
    } else {
      pairs = input.partidos.map((p) => {
        const a = canonical(p.lado_1);
        const b = canonical(p.lado_2);
        if (!a || !b || a === b || !entrants.includes(a) || !entrants.includes(b))
          throw badRequest(M.pairingSides);
        return [a, b];
      });
      const used = pairs.flat();
      if (new Set(used).size !== used.length || used.some((id) => busy.has(id)))
        throw badRequest(M.pairingDuplicate);
    }
    await deleteMatches(tx, replaced);
    let posicion = Math.max(0, ...kept.map((r) => r.posicion));
    const inserted = await insertMatches(
      tx,
      pairs.map(([a, b]) => ({
        torneo_id: torneoId,
        ronda: 1,
        posicion: ++posicion,
        lado_1_participante_id: a,
        lado_2_participante_id: b,
      })),
    );
    const fresh = (await loadMatchContext(tx, torneoId))!;
    for (const row of inserted) {
      await ensurePartida(
        tx,
        fresh,
        fresh.rows.find((r) => r.id === row.id)!,
        effects,
      );
    }
    effects.resultChanged = true;
  });
  return adminAnswer(deps, actor, torneoId, effects);
}

/**
 * POST /api/admin/tournaments/:id/draw ('Crear cuadro'): the domain's draw of the tournament's sides, one
 * deadline per round; byes go through at once; round-1 matches (and round-2 ones two byes filled) get partidas.
 */
export async function createKnockoutDraw(
  deps: MatchesDeps,
  actor: MatchActor,
  torneoId: string,
  input: TDrawRequest,
  random: () => number = Math.random,
): Promise<TTournamentMatches> {
  const effects = noEffects();
  await deps.db.transaction(async (tx) => {
    const ctx = await adminContext(deps, tx, torneoId);
    if (ctx.knockout) throw conflict(M.drawExists);
    if (ctx.rows.length > 0) throw conflict(M.drawExists);
    const entrants = entrantsOf(ctx);
    if (entrants.length < 2) throw badRequest(M.drawEntrants);
    let draw;
    try {
      draw = createDraw(entrants, input.modo, random);
    } catch (err) {
      if (isDomainError(err)) throw badRequest(err.message);
      throw err;
    }
    if (input.fechas_limite.length !== draw.rounds) throw badRequest(M.deadlines(draw.rounds));
    // In order; a past one is allowed at creation (a draw entered late, its first round already over).
    requireDeadlines(input.fechas_limite, null);
    await insertDraw(tx, { torneo_id: torneoId, modo: input.modo, rondas: draw.rounds }, input.fechas_limite);
    await insertMatches(
      tx,
      draw.matches.map((m) => {
        const through = m.bye ? (m.side1 ?? m.side2) : null;
        return {
          torneo_id: torneoId,
          ronda: m.ronda,
          posicion: m.posicion,
          lado_1_participante_id: m.bye ? through : m.side1,
          lado_2_participante_id: m.bye ? null : m.side2,
          ganador: m.bye ? 1 : null,
          origen_resultado: m.bye ? 'exento' : null,
        };
      }),
    );
    const fresh = (await loadMatchContext(tx, torneoId))!;
    for (const row of fresh.rows) await ensurePartida(tx, fresh, row, effects);
    for (const row of fresh.rows) effects.changed.add(row.id);
    effects.resultChanged = true;
  });
  return adminAnswer(deps, actor, torneoId, effects);
}

/** DELETE /api/admin/tournaments/:id/draw: only while no match has been played. */
export async function deleteKnockoutDraw(
  deps: MatchesDeps,
  actor: MatchActor,
  torneoId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const ctx = await adminContext(deps, tx, torneoId);
    if (!ctx.knockout) throw notFound(M.noDraw);
    for (const row of ctx.rows) if (await hasStarted(tx, ctx, row)) throw conflict(M.drawPlayed);
    await deleteMatches(tx, ctx.rows);
    await deleteDraw(tx, torneoId);
  });
  await standingsInputsChanged(deps, { torneoId, cause: 'matches', actorUserId: actor.userId });
}
