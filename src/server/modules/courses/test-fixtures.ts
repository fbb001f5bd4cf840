/** Test helpers: courses with tees and holes inserted straight into the database. */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { camposGolf, hoyosTipoSalida, profiles, tiposSalida } from '@/server/db/schema';

export interface HoleFixture {
  numero_hoyo: number;
  par?: number;
  handicap?: number | null;
}

export interface TeeFixture {
  nombre?: string;
  slope?: number;
  course_rating?: number | null;
  created_at?: Date;
  holes?: HoleFixture[];
}

/** Par 72 (36 + 36) with stroke indexes 1–18. */
export const PAR_72_HOLES: HoleFixture[] = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5].map(
  (par, i) => ({
    numero_hoyo: i + 1,
    par,
    handicap: ((i * 7) % 18) + 1,
  }),
);

let counter = 0;

/** Inserts a course and its tees (in the given order); returns the ids. */
export async function insertCourse(
  db: Db,
  opts: { nombre?: string; ubicacion?: string; tees?: TeeFixture[] } = {},
): Promise<{ id: string; teeIds: string[] }> {
  counter += 1;
  const [campo] = await db
    .insert(camposGolf)
    .values({ nombre: opts.nombre ?? `Campo ${counter}`, ubicacion: opts.ubicacion ?? 'Madrid' })
    .returning({ id: camposGolf.id });
  const teeIds: string[] = [];
  for (const [i, tee] of (opts.tees ?? []).entries()) {
    const [row] = await db
      .insert(tiposSalida)
      .values({
        campo_id: campo!.id,
        nombre: tee.nombre ?? `Amarillas ${i + 1}`,
        slope: tee.slope ?? 113,
        course_rating: tee.course_rating ?? null,
        ...(tee.created_at ? { created_at: tee.created_at } : {}),
      })
      .returning({ id: tiposSalida.id });
    teeIds.push(row!.id);
    const holes = tee.holes ?? [];
    if (holes.length > 0) {
      await db.insert(hoyosTipoSalida).values(
        holes.map((h) => ({
          tipo_salida_id: row!.id,
          numero_hoyo: h.numero_hoyo,
          par: h.par ?? 4,
          handicap: h.handicap ?? null,
        })),
      );
    }
  }
  return { id: campo!.id, teeIds };
}

/** A course with one par-72 tee (slope 125, course rating 70.1) — the hand-computed example of the tests. */
export function insertStandardCourse(db: Db, nombre?: string) {
  return insertCourse(db, {
    ...(nombre ? { nombre } : {}),
    tees: [{ nombre: 'Amarillas', slope: 125, course_rating: 70.1, holes: PAR_72_HOLES }],
  });
}

/** Sets a player's handicap index directly. */
export async function setHandicap(db: Db, profileId: string, handicap: number | null): Promise<void> {
  await db.update(profiles).set({ handicap }).where(eq(profiles.id, profileId));
}
