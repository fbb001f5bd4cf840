/**
 * Match play and the knockout draw 'Cuadro' (design.md §14): reading a tournament's matches, the players' writes
 * (concede a hole or the match, extra holes, a direct result, the agreed date) and the administrators' (one-day
 * pairing, the draw, walkover, reopening, round deadlines). One service function per action; each write is one
 * transaction under the match's row lock, audited (`partido_audit`), settled (matches.settle.ts: stored result,
 * the winner into the next round, partidas), and followed after the commit by the live `match` events and — when
 * a result changed — 'standings-inputs-changed' (the league points follow).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  createDraw,
  formatMatchResult,
  isDomainError,
  pairSidesRandomly,
  parseMatchResult,
  type DrawEntrant,
  type Side,
} from '@/shared/domain';
import {
  MATCH_MESSAGES as M,
  type TConcedeHoleRequest,
  type TDrawRequest,
  type TMatch,
  type TMatchResultRequest,
  type TMatchScheduleRequest,
  type TPairingRequest,
  type TTournamentMatches,
} from '@/shared/schemas/matches';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { Tx } from '@/server/db/client';
import {
  cuadroRondas,
  cuadros,
  partidas,
  partidoAudit,
  partidos,
  partidosHoyosConcedidos,
  partidosHoyosExtra,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { appError, badRequest, conflict, notFound } from '@/server/lib/app-error';
import { publishMatch } from '@/server/modules/live/topics';
import { standingsInputsChanged } from '@/server/modules/tournaments/standings-events';
import {
  clubToday,
  findVisibleTournament,
  requireTournamentId,
} from '@/server/modules/tournaments/tournaments.access';
import { matchWriteFacts, requirePlayable } from './matches.access';
import { sendMatchEmails } from './matches.email';
import { matchSnapshot } from './matches.strokes';
import {
  clearMatchHoles,
  ensurePartida,
  hasStarted,
  noEffects,
  settle,
  type WriteEffects,
} from './matches.settle';
import {
  buildMatch,
  loadMatchContext,
  matchFor,
  sideInfo,
  tournamentMatches,
  type MatchContext,
  type MatchView,
} from './matches.view';

export type MatchesDeps = Pick<AppDeps, 'db' | 'logger' | 'live' | 'clock' | 'config' | 'mailer'>;
type MatchActor = Pick<Actor, 'userId' | 'profileId' | 'isAdmin'>;

const requireMatchId = (id: string) => {
  if (!ZUuid.safeParse(id).success) throw notFound(M.notFound);
  return id;
};

function requireMatchPlay(ctx: MatchContext) {
  if (ctx.format.result !== 'partidos') throw conflict(M.notMatchPlay);
}

/** GET /api/tournaments/:id/matches: the visibility of the tournament's standings. */
export async function findTournamentMatches(
  deps: MatchesDeps,
  actor: Actor,
  torneoId: string,
): Promise<TTournamentMatches> {
  await findVisibleTournament(deps.db, actor, requireTournamentId(torneoId));
  const ctx = (await loadMatchContext(deps.db, torneoId))!;
  return tournamentMatches(ctx, actor);
}

/** The match partida `partidaId` plays, as the actor sees it (null: not a match's partida). */
export async function findPartidaMatch(
  deps: Pick<AppDeps, 'db'>,
  actor: MatchActor,
  partidaId: string,
): Promise<TMatch | null> {
  const [row] = await deps.db
    .select({ id: partidos.id, torneo_id: partidos.torneo_id })
    .from(partidos)
    .where(eq(partidos.partida_id, partidaId));
  if (!row) return null;
  const ctx = (await loadMatchContext(deps.db, row.torneo_id))!;
  return matchFor(
    buildMatch(
      ctx,
      ctx.rows.find((r) => r.id === row.id)!,
    ),
    actor,
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
async function matchWrite(
  deps: MatchesDeps,
  actor: MatchActor,
  matchId: string,
  accion: string,
  write: (tx: Tx, ctx: MatchContext, view: MatchView, effects: WriteEffects) => Promise<void>,
): Promise<TMatch> {
  requireMatchId(matchId);
  const effects = noEffects();
  const torneoId = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(partidos).where(eq(partidos.id, matchId)).for('update');
    if (!locked) throw notFound(M.notFound);
    const ctx = (await loadMatchContext(tx, locked.torneo_id))!;
    const view = buildMatch(
      ctx,
      ctx.rows.find((r) => r.id === matchId)!,
    );
    await write(tx, ctx, view, effects);
    await settle(tx, locked.torneo_id, matchId, effects);
    const after = await loadMatchContext(tx, locked.torneo_id);
    const now = buildMatch(
      after!,
      after!.rows.find((r) => r.id === matchId)!,
    );
    if (
      now.match.ganador !== view.match.ganador ||
      now.match.resultado_texto !== view.match.resultado_texto
    ) {
      effects.resultChanged = true;
    }
    await tx.insert(partidoAudit).values({
      partido_id: matchId,
      actor_user_id: actor.userId,
      accion,
      antes: matchSnapshot(view),
      despues: matchSnapshot(now),
    });
    return locked.torneo_id;
  });
  await afterMatchWrite(deps, torneoId, effects, actor.userId);
  const ctx = (await loadMatchContext(deps.db, torneoId))!;
  return matchFor(
    buildMatch(
      ctx,
      ctx.rows.find((r) => r.id === matchId)!,
    ),
    actor,
  );
}

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
    await tx
      .insert(partidosHoyosConcedidos)
      .values({ partido_id: view.row.id, numero_hoyo: input.numero_hoyo, concedido_por: input.lado });
  });
}

/** POST /api/matches/:id/concede: side `lado` concedes the match. */
export function concedeMatch(deps: MatchesDeps, actor: MatchActor, matchId: string, lado: Side) {
  return matchWrite(deps, actor, matchId, 'conceder_partido', async (tx, ctx, view) => {
    requirePlayable(actor, view, matchWriteFacts(ctx, clubToday(deps)), { side: lado });
    if (view.result && !actor.isAdmin) throw appError('MATCH_DECIDED', M.decided);
    await tx
      .update(partidos)
      .set({
        concedido_por: lado,
        ganador: null,
        origen_resultado: null,
        resultado: null,
        updated_at: new Date(),
      })
      .where(eq(partidos.id, view.row.id));
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
    await tx
      .insert(partidosHoyosExtra)
      .values({ partido_id: view.row.id, numero_hoyo: numero, ganador })
      .onConflictDoUpdate({
        target: [partidosHoyosExtra.partido_id, partidosHoyosExtra.numero_hoyo],
        set: { ganador },
      });
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
    await tx
      .update(partidos)
      .set({
        ganador: input.ganador,
        origen_resultado: 'directo',
        resultado: formatMatchResult(parsed),
        updated_at: new Date(),
      })
      .where(eq(partidos.id, view.row.id));
  });
}

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
    await tx
      .update(partidos)
      .set({ fecha: input.fecha, hora: input.hora, updated_at: new Date() })
      .where(eq(partidos.id, view.row.id));
    if (view.row.partida_id) {
      await tx
        .update(partidas)
        .set({ fecha_juego: input.fecha, hora_salida: input.hora })
        .where(eq(partidas.id, view.row.partida_id));
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
    await tx
      .update(partidos)
      .set({ ganador, origen_resultado: 'no_presentado', resultado: null, updated_at: new Date() })
      .where(eq(partidos.id, view.row.id));
  });
}

/**
 * DELETE /api/admin/matches/:id/result ('Reabrir'): the stored result, the match's concession and its extra holes
 * go; a card that still decides the match decides it again. A later match that has started: 409 naming it.
 */
export function reopenMatch(deps: MatchesDeps, actor: MatchActor, matchId: string) {
  return matchWrite(deps, actor, matchId, 'reabrir', async (tx, _ctx, view) => {
    if (!view.result || view.result.origen === 'exento') throw conflict(M.notDecided);
    await tx
      .update(partidos)
      .set({
        ganador: null,
        origen_resultado: null,
        resultado: null,
        concedido_por: null,
        updated_at: new Date(),
      })
      .where(eq(partidos.id, view.row.id));
    await clearMatchHoles(tx, view.row.id, { extra: true, conceded: false });
  });
}

// ─── administrators: pairing and the draw ──────────────────────────────────────────────────────────────────────

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

async function adminContext(deps: MatchesDeps, tx: Tx, torneoId: string): Promise<MatchContext> {
  requireTournamentId(torneoId);
  const ctx = await loadMatchContext(tx, torneoId);
  if (!ctx) throw notFound(M.tournamentNotFound);
  requireMatchPlay(ctx);
  return ctx;
}

async function adminAnswer(
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
function requireDeadlines(deadlines: readonly (string | null)[], today: string | null) {
  let previous: string | null = null;
  for (const d of deadlines) {
    if (d === null) continue;
    if (today !== null && d < today) throw badRequest(M.deadlinePast);
    if (previous !== null && d < previous) throw badRequest(M.deadlinesOrder);
    previous = d;
  }
}

/** Deletes matches (with their partidas). */
async function deleteMatches(tx: Tx, rows: { id: string; partida_id: string | null }[]) {
  const partidaIds = rows.flatMap((r) => (r.partida_id ? [r.partida_id] : []));
  if (rows.length > 0)
    await tx.delete(partidos).where(
      inArray(
        partidos.id,
        rows.map((r) => r.id),
      ),
    );
  if (partidaIds.length > 0) await tx.delete(partidas).where(inArray(partidas.id, partidaIds));
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
    await tx.select({ id: cuadros.id }).from(cuadros).where(eq(cuadros.torneo_id, torneoId)).for('update');
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
    const inserted = await tx
      .insert(partidos)
      .values(
        pairs.map(([a, b]) => ({
          torneo_id: torneoId,
          ronda: 1,
          posicion: ++posicion,
          lado_1_participante_id: a,
          lado_2_participante_id: b,
        })),
      )
      .returning();
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
    await tx.insert(cuadros).values({ torneo_id: torneoId, modo: input.modo, rondas: draw.rounds });
    await tx
      .insert(cuadroRondas)
      .values(
        input.fechas_limite.map((fecha_limite, i) => ({ torneo_id: torneoId, ronda: i + 1, fecha_limite })),
      );
    await tx.insert(partidos).values(
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
    await tx.delete(cuadroRondas).where(eq(cuadroRondas.torneo_id, torneoId));
    await tx.delete(cuadros).where(eq(cuadros.torneo_id, torneoId));
  });
  await standingsInputsChanged(deps, { torneoId, cause: 'matches', actorUserId: actor.userId });
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
    await tx
      .update(cuadroRondas)
      .set({ fecha_limite })
      .where(and(eq(cuadroRondas.torneo_id, torneoId), eq(cuadroRondas.ronda, ronda)));
    for (const row of ctx.rows.filter((r) => r.ronda === ronda)) {
      effects.changed.add(row.id);
      if (row.partida_id && row.fecha === null) {
        await tx.update(partidas).set({ fecha_juego: fecha_limite }).where(eq(partidas.id, row.partida_id));
      }
    }
  });
  return adminAnswer(deps, actor, torneoId, effects);
}
