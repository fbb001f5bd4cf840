/**
 * The playing handicap of a tournament participant (P§7/T§7 `calcular_handicap_juego`), computed on the server by
 * the rules engine: the tee of the participant's sex for that tournament (`torneos_salidas`, design.md §7) and the
 * tournament's reductor. Used by enrolment; meant for the administrators' 'add member', 'add guest' and
 * 'recompute playing handicaps' as well: load the context once per tournament, then compute per participant.
 */
import { eq } from 'drizzle-orm';
import {
  calculateCourseHandicap,
  calculatePlayingHandicap,
  isDomainError,
  type FormatModule,
  type PlayedTee,
  teeAsPlayed,
  teeForSex,
  type TeeSex,
} from '@/shared/domain';
import type { DbOrTx } from '@/server/db/client';
import { tiposSalida, torneos, torneosSalidas } from '@/server/db/schema';
import { holesByTee } from '@/server/modules/courses/courses.service';
import type { Logger } from '@/server/lib/logger';
import type { TIndiceHandicap } from '@/shared/schemas/handicap-choice';
import { estimatesForTournament } from '@/server/modules/handicap/handicap.service';

/**
 * A tournament's tee (`torneos_salidas`): the sex it is assigned to, and the tee as each sex plays it (a woman plays
 * a tee rated for women from its women's rating, pars and stroke indexes; `teeAsPlayed`).
 */
export interface TournamentTee {
  tipo_salida_id: string;
  nombre: string;
  sexo: TeeSex;
  played: Record<TeeSex, PlayedTee>;
}

/** The tee a subject plays in the tournament (the one of their sex) with the rating and holes of their sex. */
function playedTee(ctx: TournamentHandicapContext, sexo: TeeSex | null) {
  const tee = teeForSex(ctx.tees, sexo);
  if (!tee) return null;
  return {
    ...tee.played[sexo === 'mujer' ? 'mujer' : 'hombre'],
    tipo_salida_id: tee.tipo_salida_id,
    nombre: tee.nombre,
  };
}

/** What a tournament's playing handicaps depend on. */
export interface TournamentHandicapContext {
  torneoId: string;
  reductor: number;
  /** The tournament's day and which index its playing handicaps use (design.md §16). */
  fecha: string;
  indice: TIndiceHandicap;
  /** The tees assigned to the tournament, one per sex at most. */
  tees: TournamentTee[];
}

/** Who is being computed: a player's profile (sexo, handicap) or a guest (sexo_invitado, handicap_invitado). */
export interface HandicapSubject {
  sexo: TeeSex | null;
  /** The handicap index; null when unknown. */
  handicap: number | null;
}

/** The tournament's reductor and tees with their holes (two queries), or null when the tournament does not exist. */
export async function loadHandicapContext(
  db: DbOrTx,
  torneoId: string,
): Promise<TournamentHandicapContext | null> {
  const rows = await db
    .select({
      reductor: torneos.reductor_handicap,
      fecha: torneos.fecha_juego,
      indice: torneos.indice_handicap,
      sexo: torneosSalidas.sexo,
      tee: {
        id: tiposSalida.id,
        nombre: tiposSalida.nombre,
        slope: tiposSalida.slope,
        course_rating: tiposSalida.course_rating,
        slope_damas: tiposSalida.slope_damas,
        course_rating_damas: tiposSalida.course_rating_damas,
      },
    })
    .from(torneos)
    .leftJoin(torneosSalidas, eq(torneosSalidas.torneo_id, torneos.id))
    .leftJoin(tiposSalida, eq(tiposSalida.id, torneosSalidas.tipo_salida_id))
    .where(eq(torneos.id, torneoId));
  const first = rows[0];
  if (!first) return null;
  const assigned = rows.flatMap((r) => (r.sexo && r.tee ? [{ sexo: r.sexo, tee: r.tee }] : []));
  const holes = await holesByTee(
    db,
    assigned.map((a) => a.tee.id),
  );
  const tees: TournamentTee[] = assigned.map(({ sexo, tee }) => {
    const own = holes.get(tee.id) ?? [];
    return {
      sexo,
      tipo_salida_id: tee.id,
      nombre: tee.nombre,
      played: { hombre: teeAsPlayed(tee, own, 'hombre'), mujer: teeAsPlayed(tee, own, 'mujer') },
    };
  });
  return { torneoId, reductor: first.reductor, fecha: first.fecha, indice: first.indice, tees };
}

/**
 * THE index each member plays off in this tournament (design.md §16): their official index ('Hándicap oficial'), or
 * the club's estimate from the rounds of the days before the tournament, clamped to the index range ('Hándicap de
 * la peña'; null — unknown, so 0 by T§9 — while they have no estimate).
 */
export async function memberIndexes(
  db: DbOrTx,
  ctx: Pick<TournamentHandicapContext, 'fecha' | 'indice'>,
  members: readonly { id: string; handicap: number | null }[],
): Promise<Map<string, number | null>> {
  if (ctx.indice === 'oficial' || members.length === 0) {
    return new Map(members.map((m) => [m.id, m.handicap]));
  }
  return estimatesForTournament(
    db,
    members.map((m) => m.id),
    ctx.fecha,
  );
}

/**
 * The value to store as `participantes_torneo.handicap_torneo`: the rules engine's playing handicap on the tee of
 * the subject's sex (men's without a sex; the only tee when there is one) with the tournament's reductor. Null
 * when the tournament has no tees or the handicap index is unknown, so that T§9's fallback applies ("handicap_torneo,
 * otherwise the guest's or profile's handicap, otherwise 0"); also null, with a log line, when the stored data
 * cannot be computed (the engine refuses it).
 */
export function computePlayingHandicap(
  ctx: TournamentHandicapContext,
  subject: HandicapSubject,
  logger?: Logger,
): number | null {
  const tee = playedTee(ctx, subject.sexo ?? null);
  if (!tee || subject.handicap === null) return null;
  try {
    return calculatePlayingHandicap(subject.handicap, tee, ctx.reductor);
  } catch (err) {
    if (!isDomainError(err)) throw err;
    logger?.warn(
      { err, torneoId: ctx.torneoId, teeId: tee.tipo_salida_id },
      'playing handicap not computed: the rules engine refused the data',
    );
    return null;
  }
}

/** What a participant plays off (decision record 028): the `participantes_torneo` columns a computation fills. */
export interface PlayedOffValues {
  handicap_torneo: number | null;
  indice_juego: number | null;
  salida_juego_id: string | null;
  salida_juego_nombre: string | null;
  slope_juego: number | null;
  course_rating_juego: number | null;
  handicap_campo: number | null;
}

/**
 * {@link computePlayingHandicap} with what it was computed from: the index, the tee of the subject's sex with its
 * rating, and the course handicap (not rounded; null when the engine cannot compute it).
 */
export function computePlayedOff(
  ctx: TournamentHandicapContext,
  subject: HandicapSubject,
  logger?: Logger,
): PlayedOffValues {
  const tee = playedTee(ctx, subject.sexo ?? null);
  const handicap = computePlayingHandicap(ctx, subject, logger);
  let courseHandicap: number | null = null;
  if (tee && subject.handicap !== null && handicap !== null) {
    courseHandicap = calculateCourseHandicap(subject.handicap, tee);
  }
  return {
    handicap_torneo: handicap,
    indice_juego: subject.handicap,
    salida_juego_id: tee?.tipo_salida_id ?? null,
    salida_juego_nombre: tee?.nombre ?? null,
    slope_juego: tee?.slope ?? null,
    course_rating_juego: tee?.course_rating ?? null,
    handicap_campo: courseHandicap,
  };
}

/**
 * The playing handicap of a one-ball pair (foursome, greensome: `parejas_torneo.handicap_juego`): the format's
 * allowance over the partners' UNROUNDED course handicaps, each on the tee of their sex, rounded once (design.md
 * §14, `FormatModule.allowance`). Null for a format whose partners play their own handicaps (mejor bola), when a
 * partner's handicap index is unknown, when the tournament has no tee, or (logged) when the engine refuses the data.
 */
export function computePairHandicap(
  ctx: TournamentHandicapContext,
  format: FormatModule,
  partners: readonly [HandicapSubject, HandicapSubject],
  logger?: Logger,
): number | null {
  if (!format.hole.oneBallPerSide) return null;
  const courseHandicaps: number[] = [];
  for (const partner of partners) {
    const tee = playedTee(ctx, partner.sexo ?? null);
    if (!tee || partner.handicap === null) return null;
    try {
      courseHandicaps.push(calculateCourseHandicap(partner.handicap, tee));
    } catch (err) {
      if (!isDomainError(err)) throw err;
      logger?.warn(
        { err, torneoId: ctx.torneoId },
        'pair handicap not computed: the rules engine refused the data',
      );
      return null;
    }
  }
  return format.allowance(courseHandicaps, ctx.reductor);
}
