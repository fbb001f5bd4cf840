/** Test fixtures of the scorecard engine: a tournament with a tee per sex, participants and groups, in the database. */
import type { Db } from '@/server/db/client';
import { formatOf, type FormaParejas, type Modalidad, type TieMethod } from '@/shared/domain';
import {
  parejasTorneo,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  profiles,
  resultadosHoyo,
  torneos,
  torneosSalidas,
} from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { insertCourse, PAR_72_HOLES, type HoleFixture } from '@/server/modules/courses/test-fixtures';

/**
 * The women's tee of the fixture course: the men's holes (PAR_72_HOLES) with holes 1 and 2 changed — hole 1 a par
 * 5 of stroke index 8 (men: par 4, index 1), hole 2 a par 3 of stroke index 1 (men: par 4, index 8). Par 72.
 */
export const WOMENS_HOLES: HoleFixture[] = PAR_72_HOLES.map((h) =>
  h.numero_hoyo === 1
    ? { ...h, par: 5, handicap: 8 }
    : h.numero_hoyo === 2
      ? { ...h, par: 3, handicap: 1 }
      : h,
);

export interface ParticipantFixture {
  /** A player's profile (their sex is set on the profile), or a guest. */
  profileId?: string;
  sexo?: 'hombre' | 'mujer' | null;
  invitado?: { nombre: string; handicap: number | null; sexo: 'hombre' | 'mujer' };
  handicap_torneo?: number | null;
  /** Index of the group (0-based) to seat them in; undefined: not in a group. */
  group?: number;
}

export interface TournamentFixture {
  torneoId: string;
  campoId: string;
  tees: { hombre: string; mujer: string };
  groupIds: string[];
  participantIds: string[];
  /** In the order of `pairs`. */
  pairIds: string[];
}

/** The fixture course: a men's tee (PAR_72_HOLES, slope 125, CR 70.1) and a women's tee (WOMENS_HOLES, 120, 72). */
export function insertTeesCourse(db: Db) {
  return insertCourse(db, {
    tees: [
      { nombre: 'Amarillas', slope: 125, course_rating: 70.1, holes: PAR_72_HOLES },
      { nombre: 'Rojas', slope: 120, course_rating: 72, holes: WOMENS_HOLES },
    ],
  });
}

/**
 * The body of 'Nuevo torneo' (POST /api/admin/tournaments) for an individual stroke-play tournament on `course`'s
 * first tee, for both sexes.
 */
export function newTournamentBody(
  course: { id: string; teeIds: readonly string[] },
  nombre: string,
  fecha_juego: string,
) {
  return {
    nombre,
    fecha_juego,
    campo_id: course.id,
    modalidad: 'individual_por_golpes',
    metodo_desempate: 'ultimos_hoyos',
    descripcion: null,
    activo: true,
    limite_golpes_hoyo: null,
    salida_hombre_id: course.teeIds[0],
    salida_mujer_id: course.teeIds[0],
    reductor_handicap: 100,
  };
}

/**
 * Inserts a tournament on a course with a men's tee (PAR_72_HOLES, slope 125, CR 70.1) and a women's tee
 * (WOMENS_HOLES, slope 120, CR 72), its participants, and `groups` groups seating them in the order given.
 */
export async function insertTournament(
  db: Db,
  opts: {
    fecha_juego: string;
    participants: ParticipantFixture[];
    groups?: number;
    limite_golpes_hoyo?: number | null;
    metodo_desempate?: TieMethod;
    /** Default 'individual_por_golpes'; a pairs modality without a form plays mejor bola. */
    modalidad?: Modalidad;
    forma_parejas?: FormaParejas | null;
    /** Pairs as indexes into `participants` (the first is the card holder of a one-ball pair). */
    pairs?: [number, number][];
    validada?: boolean[];
    /** A course of `insertTeesCourse` to reuse (tests that create many tournaments). */
    course?: { id: string; teeIds: string[] };
  },
): Promise<TournamentFixture> {
  const course = opts.course ?? (await insertTeesCourse(db));
  const [hombre, mujer] = course.teeIds as [string, string];
  const [torneo] = await db
    .insert(torneos)
    .values({
      nombre: 'Torneo de prueba',
      fecha_juego: opts.fecha_juego,
      campo_id: course.id,
      limite_golpes_hoyo: opts.limite_golpes_hoyo === undefined ? 2 : opts.limite_golpes_hoyo,
      metodo_desempate: opts.metodo_desempate ?? 'desempate_handicap',
      modalidad: opts.modalidad ?? 'individual_por_golpes',
      forma_parejas: formatOf({
        modalidad: opts.modalidad ?? 'individual_por_golpes',
        forma_parejas: opts.forma_parejas,
      }).forma_parejas,
    })
    .returning({ id: torneos.id });
  const torneoId = torneo!.id;
  await db.insert(torneosSalidas).values([
    { torneo_id: torneoId, sexo: 'hombre', tipo_salida_id: hombre },
    { torneo_id: torneoId, sexo: 'mujer', tipo_salida_id: mujer },
  ]);
  const groupIds: string[] = [];
  for (let g = 0; g < (opts.groups ?? 1); g++) {
    const [row] = await db
      .insert(partidas)
      .values({
        torneo_id: torneoId,
        nombre: `Partida ${g + 1}`,
        fecha_juego: opts.fecha_juego,
        hora_salida: `09:${String(g * 10).padStart(2, '0')}`,
        orden_salida: g + 1,
        validada: opts.validada?.[g] ?? false,
        validada_at: opts.validada?.[g] ? new Date('2030-01-01T12:00:00Z') : null,
      })
      .returning({ id: partidas.id });
    groupIds.push(row!.id);
  }
  const participantIds: string[] = [];
  const seats = new Map<number, number>();
  for (const p of opts.participants) {
    if (p.profileId && p.sexo !== undefined) {
      await db.update(profiles).set({ sexo: p.sexo }).where(eq(profiles.id, p.profileId));
    }
    const [row] = await db
      .insert(participantesTorneo)
      .values(
        p.invitado
          ? {
              torneo_id: torneoId,
              es_invitado: true,
              nombre_invitado: p.invitado.nombre,
              handicap_invitado: p.invitado.handicap,
              sexo_invitado: p.invitado.sexo,
              handicap_torneo: p.handicap_torneo ?? null,
              incluir_en_puntos: false,
            }
          : { torneo_id: torneoId, jugador_id: p.profileId!, handicap_torneo: p.handicap_torneo ?? null },
      )
      .returning({ id: participantesTorneo.id });
    participantIds.push(row!.id);
    if (p.group !== undefined) {
      const seat = (seats.get(p.group) ?? 0) + 1;
      seats.set(p.group, seat);
      await db
        .insert(partidasParticipantes)
        .values({ partida_id: groupIds[p.group]!, participante_id: row!.id, posicion_grupo: seat });
    }
  }
  const pairIds: string[] = [];
  for (const [a, b] of opts.pairs ?? []) {
    const [row] = await db
      .insert(parejasTorneo)
      .values({
        torneo_id: torneoId,
        participante_1_id: participantIds[a]!,
        participante_2_id: participantIds[b]!,
      })
      .returning({ id: parejasTorneo.id });
    pairIds.push(row!.id);
  }
  return { torneoId, campoId: course.id, tees: { hombre, mujer }, groupIds, participantIds, pairIds };
}

/**
 * Completes the cards of these participants with a par (men's tee, PAR_72_HOLES) on every hole they have no
 * result on: tests that score a few holes stay complete cards (a finished stroke-play card with holes missing is
 * 'Incompleta' and gets no league points, design.md §14). Everybody gets the same strokes on the same holes, so
 * the order of the standings does not change.
 */
export async function completeCardsWithPar(db: Db, participantIds: readonly string[]): Promise<void> {
  if (participantIds.length === 0) return;
  await db
    .insert(resultadosHoyo)
    .values(
      participantIds.flatMap((participante_id) =>
        PAR_72_HOLES.map((h) => ({ participante_id, numero_hoyo: h.numero_hoyo, golpes: h.par })),
      ),
    )
    .onConflictDoNothing();
}
