/**
 * What each participant plays off (decision record 028), kept up to date in ONE place: every change of what a
 * playing handicap depends on — an account joined to a player, a player's index or sex, a tournament's tees or
 * reductor, a tee's ratings, pars or stroke indexes, 'Recalcular hándicaps de juego' — recomputes through {@link recomputePlayingHandicaps}, inside the
 * change's transaction; the caller emits the standings event of the tournaments it reports after the commit.
 *
 * Two rules hold whoever calls:
 * - a playing handicap an administrator set by hand (`handicap_fijado`, 'fijado a mano') is kept until they clear it;
 * - once a tournament has started (its first stroke, or its day over: `handicap_origen` set) a change of the
 *   player's index or sex no longer changes what they play off. Only the tournament's own inputs (its tees, its
 *   reductor, an explicit recompute) recompute it then, from the index kept.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, or } from 'drizzle-orm';
import { ADMIN_TOURNAMENT_MESSAGES as M } from '@/shared/schemas/admin-tournaments';
import type { TPlayedOff } from '@/shared/schemas/played-off';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import { participantesTorneo, profiles, torneos, torneosSalidas } from '@/server/db/schema';
import { conflict } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import type { Logger } from '@/server/lib/logger';
import { recomputePairHandicaps } from './pair-rules';
import {
  computePlayedOff,
  loadHandicapContext,
  memberIndexes,
  type PlayedOffValues,
} from './playing-handicap';
import { standingsInputsChanged } from './standings-events';

/** What a participant's row says they play off, as the API sends it. */
export function playedOffOf(p: typeof participantesTorneo.$inferSelect): TPlayedOff {
  return {
    indice: p.indice_juego,
    salida: p.salida_juego_nombre,
    slope: p.slope_juego,
    course_rating: p.course_rating_juego,
    handicap_campo: p.handicap_campo,
    handicap_juego: p.handicap_torneo,
    origen: p.handicap_origen,
    fijado: p.handicap_fijado,
  };
}

/** What a change that recomputes needs of the running server: the database, the log, live events, the club's day. */
export type PlayedOffDeps = Pick<AppDeps, 'db' | 'logger' | 'live' | 'clock' | 'config'>;

/** Who to recompute: a player's participations in tournaments not started, or one tournament's participants. */
export type RecomputeScope =
  | {
      profileIds: readonly string[];
      today: string;
      /**
       * An account joined to the player: its sign-up's enrolments moved to the player, and what one of them played
       * off without an index (unknown, so 0 by T§9) is computed now with the player's, even if it has started.
       */
      joined?: boolean;
    }
  | { torneoId: string; requireTee?: boolean };

/** A tournament whose playing handicaps changed (participants' and pairs'), and how many. */
export interface RecomputedTournament {
  torneoId: string;
  changed: number;
}

const PLAYED_OFF_KEYS = [
  'handicap_torneo',
  'indice_juego',
  'salida_juego_id',
  'salida_juego_nombre',
  'slope_juego',
  'course_rating_juego',
  'handicap_campo',
] as const satisfies readonly (keyof PlayedOffValues)[];

/**
 * Recomputes the playing handicaps of `scope` with the rules engine and stores what each participant plays off
 * (index, tee, course handicap). Skips those fixed by hand; a player's scope skips tournaments that have started
 * (and marks those whose day is over as started). Returns every tournament of the scope, with how many changed.
 * A tournament scope with `requireTee` refuses a tournament with participants and no tee at all (T§8's 'No se
 * encontró configuración de salida para este jugador en el torneo', nothing written).
 */
export async function recomputePlayingHandicaps(
  tx: DbOrTx,
  scope: RecomputeScope,
  logger?: Logger,
): Promise<RecomputedTournament[]> {
  let where;
  if ('profileIds' in scope) {
    if (scope.profileIds.length === 0) return [];
    const ids = [...scope.profileIds];
    // A tournament whose day is over has started: what its participants played off is kept from now on.
    await tx
      .update(participantesTorneo)
      .set({ handicap_origen: 'congelado' })
      .where(
        and(
          inArray(participantesTorneo.jugador_id, ids),
          isNull(participantesTorneo.handicap_origen),
          inArray(
            participantesTorneo.torneo_id,
            tx.select({ id: torneos.id }).from(torneos).where(lt(torneos.fecha_juego, scope.today)),
          ),
        ),
      );
    where = and(
      inArray(participantesTorneo.jugador_id, ids),
      scope.joined
        ? or(isNull(participantesTorneo.handicap_origen), isNull(participantesTorneo.indice_juego))
        : isNull(participantesTorneo.handicap_origen),
      inArray(
        participantesTorneo.torneo_id,
        tx.select({ id: torneos.id }).from(torneos).where(gte(torneos.fecha_juego, scope.today)),
      ),
    );
  } else {
    where = eq(participantesTorneo.torneo_id, scope.torneoId);
  }
  const rows = await tx
    .select({
      p: participantesTorneo,
      sexo: profiles.sexo,
      handicap: profiles.handicap,
    })
    .from(participantesTorneo)
    .leftJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
    .where(where)
    .orderBy(participantesTorneo.torneo_id, participantesTorneo.id);
  const byTournament = new Map<string, typeof rows>();
  for (const r of rows) {
    const list = byTournament.get(r.p.torneo_id) ?? [];
    list.push(r);
    byTournament.set(r.p.torneo_id, list);
  }
  if ('torneoId' in scope && !byTournament.has(scope.torneoId)) byTournament.set(scope.torneoId, []);
  const out: RecomputedTournament[] = [];
  for (const [torneoId, list] of byTournament) {
    const ctx = await loadHandicapContext(tx, torneoId);
    if (!ctx) continue;
    if ('torneoId' in scope && scope.requireTee && list.length > 0 && ctx.tees.length === 0) {
      throw conflict(M.noTee);
    }
    let changed = 0;
    const indexes = await memberIndexes(
      tx,
      ctx,
      list.flatMap(({ p, handicap }) =>
        p.jugador_id && !p.es_invitado ? [{ id: p.jugador_id, handicap }] : [],
      ),
    );
    for (const { p, sexo, handicap } of list) {
      if (p.handicap_fijado) continue;
      // Started: the index kept; when it is unknown (older rows), today's, as T§9's fallback reads it.
      const current = p.es_invitado
        ? p.handicap_invitado
        : p.jugador_id
          ? (indexes.get(p.jugador_id) ?? null)
          : handicap;
      const kept = p.handicap_origen !== null ? p.indice_juego : null;
      const subject = { sexo: p.es_invitado ? p.sexo_invitado : sexo, handicap: kept ?? current };
      const values = computePlayedOff(ctx, subject, logger);
      if (PLAYED_OFF_KEYS.every((k) => values[k] === p[k])) continue;
      const handicapChanged = values.handicap_torneo !== p.handicap_torneo;
      await tx.update(participantesTorneo).set(values).where(eq(participantesTorneo.id, p.id));
      if (handicapChanged) changed++;
    }
    changed += await recomputePairHandicaps(tx, torneoId, logger);
    out.push({ torneoId, changed });
  }
  return out;
}

/**
 * A change of what players' playing handicaps depend on (their index, their sex): `write` runs in a transaction,
 * then their participations in tournaments not started are recomputed in it; after the commit the standings event
 * of every tournament whose playing handicaps changed goes out. Answers what `write` answered and those tournaments.
 */
export async function changePlayers<T>(
  deps: PlayedOffDeps,
  actorUserId: string,
  profileIds: readonly string[],
  write: (tx: DbOrTx) => Promise<T>,
): Promise<{ result: T; recomputed: RecomputedTournament[] }> {
  const today = clubNow(deps.clock(), deps.config.TZ).today;
  const done = await deps.db.transaction(async (tx) => {
    const result = await write(tx);
    const recomputed = await recomputePlayingHandicaps(tx, { profileIds, today }, deps.logger);
    return { result, recomputed };
  });
  for (const t of done.recomputed) {
    if (t.changed > 0) {
      await standingsInputsChanged(deps, { torneoId: t.torneoId, cause: 'playing_handicap', actorUserId });
    }
  }
  return done;
}

/**
 * A change of tees (their ratings, pars or stroke indexes, or one tee merged into another): `write` runs in a
 * transaction, then the tournaments not started that play any of `teeIds` (their day not over, no stroke yet) are
 * recomputed in it; a tournament that has started keeps what its participants played off. After the commit the
 * standings event of every tournament whose playing handicaps changed goes out. Answers what `write` answered.
 */
export async function changeTees<T>(
  deps: PlayedOffDeps,
  actorUserId: string,
  teeIds: readonly string[],
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const today = clubNow(deps.clock(), deps.config.TZ).today;
  const done = await deps.db.transaction(async (tx) => {
    const result = await write(tx);
    const upcoming = await tx
      .selectDistinct({ id: torneosSalidas.torneo_id })
      .from(torneosSalidas)
      .innerJoin(torneos, eq(torneos.id, torneosSalidas.torneo_id))
      .where(
        and(
          inArray(torneosSalidas.tipo_salida_id, [...teeIds]),
          gte(torneos.fecha_juego, today),
          notExists(
            tx
              .select({ id: participantesTorneo.id })
              .from(participantesTorneo)
              .where(
                and(
                  eq(participantesTorneo.torneo_id, torneosSalidas.torneo_id),
                  isNotNull(participantesTorneo.handicap_origen),
                ),
              ),
          ),
        ),
      );
    const recomputed: RecomputedTournament[] = [];
    for (const { id } of upcoming) {
      recomputed.push(...(await recomputePlayingHandicaps(tx, { torneoId: id }, deps.logger)));
    }
    return { result, recomputed };
  });
  for (const t of done.recomputed) {
    if (t.changed > 0) {
      await standingsInputsChanged(deps, { torneoId: t.torneoId, cause: 'playing_handicap', actorUserId });
    }
  }
  return done.result;
}
