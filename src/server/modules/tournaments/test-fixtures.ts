/** Test fixtures of the tournament and league API tests: rows inserted straight into the database. */
import { asc, eq } from 'drizzle-orm';
import { formatOf, type FormaParejas } from '@/shared/domain';
import type { Db } from '@/server/db/client';
import {
  ligas,
  ligasTorneos,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  profiles,
  resultadosHoyo,
  torneos,
  torneosSalidas,
} from '@/server/db/schema';
import { insertCourse, PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';

/**
 * 'Club de Golf La Dehesa' with two tees, each with its own rating and par:
 * - Amarillas (men): slope 132, course rating 71.8, par 72 → CR − par = −0.2
 * - Rojas (women): slope 126, course rating 73.4, par 74 (holes 1 and 2 are par 5) → CR − par = −0.6
 */
export async function insertTwoTeeCourse(db: Db, nombre = 'Club de Golf La Dehesa') {
  const womenHoles = PAR_72_HOLES.map((h) => (h.numero_hoyo <= 2 ? { ...h, par: 5 } : h));
  const { id, teeIds } = await insertCourse(db, {
    nombre,
    ubicacion: 'Villanueva de la Cañada, Madrid',
    tees: [
      { nombre: 'Amarillas', slope: 132, course_rating: 71.8, holes: PAR_72_HOLES },
      { nombre: 'Rojas', slope: 126, course_rating: 73.4, holes: womenHoles },
    ],
  });
  return { id, men: teeIds[0]!, women: teeIds[1]! };
}

export interface TournamentFixture {
  nombre?: string;
  fecha_juego: string;
  campo_id: string;
  activo?: boolean;
  reductor?: number;
  descripcion?: string | null;
  modalidad?: (typeof torneos.$inferInsert)['modalidad'];
  /** A pairs modality without one plays mejor bola. */
  forma_parejas?: FormaParejas | null;
  tees?: { hombre?: string; mujer?: string };
}

let counter = 0;

export async function insertTournament(db: Db, t: TournamentFixture): Promise<string> {
  counter += 1;
  const [row] = await db
    .insert(torneos)
    .values({
      nombre: t.nombre ?? `Torneo ${counter}`,
      fecha_juego: t.fecha_juego,
      campo_id: t.campo_id,
      activo: t.activo ?? true,
      reductor_handicap: t.reductor ?? 100,
      descripcion: t.descripcion === undefined ? 'Salidas por el tee del 1.' : t.descripcion,
      modalidad: t.modalidad ?? 'individual_por_golpes',
      forma_parejas: formatOf({
        modalidad: t.modalidad ?? 'individual_por_golpes',
        forma_parejas: t.forma_parejas,
      }).forma_parejas,
    })
    .returning({ id: torneos.id });
  const id = row!.id;
  const tees = Object.entries(t.tees ?? {}).flatMap(([sexo, teeId]) =>
    teeId ? [{ torneo_id: id, sexo: sexo as 'hombre' | 'mujer', tipo_salida_id: teeId }] : [],
  );
  if (tees.length > 0) await db.insert(torneosSalidas).values(tees);
  return id;
}

export async function insertLeague(
  db: Db,
  l: {
    nombre: string;
    activa?: boolean;
    descripcion?: string | null;
    fecha_inicio?: string | null;
    fecha_fin?: string | null;
    created_at?: Date;
    torneoIds?: string[];
  },
): Promise<string> {
  const [row] = await db
    .insert(ligas)
    .values({
      nombre: l.nombre,
      activa: l.activa ?? true,
      descripcion: l.descripcion ?? null,
      fecha_inicio: l.fecha_inicio ?? null,
      fecha_fin: l.fecha_fin ?? null,
      sistema_puntuacion: 'om_2030',
      ...(l.created_at ? { created_at: l.created_at } : {}),
    })
    .returning({ id: ligas.id });
  const id = row!.id;
  const torneoIds = l.torneoIds ?? [];
  if (torneoIds.length > 0) {
    await db
      .insert(ligasTorneos)
      .values(torneoIds.map((torneo_id, i) => ({ liga_id: id, torneo_id, orden_torneo: i + 1 })));
  }
  return id;
}

/** A participant row as an administrator would add it (a member, or a guest when `guest` is given). */
export async function insertParticipant(
  db: Db,
  torneoId: string,
  p: {
    jugador_id?: string;
    guest?: { nombre: string; handicap: number | null };
    handicap_torneo?: number | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(participantesTorneo)
    .values({
      torneo_id: torneoId,
      jugador_id: p.jugador_id ?? null,
      es_invitado: Boolean(p.guest),
      nombre_invitado: p.guest?.nombre ?? null,
      handicap_invitado: p.guest?.handicap ?? null,
      handicap_torneo: p.handicap_torneo ?? null,
      incluir_en_puntos: !p.guest,
    })
    .returning({ id: participantesTorneo.id });
  return row!.id;
}

export async function insertGroup(
  db: Db,
  g: { torneoId: string; nombre: string; hora: string; fecha: string; validada?: boolean; members: string[] },
): Promise<string> {
  const [row] = await db
    .insert(partidas)
    .values({
      torneo_id: g.torneoId,
      nombre: g.nombre,
      hora_salida: g.hora,
      fecha_juego: g.fecha,
      validada: g.validada ?? false,
      es_partida_personal: false,
    })
    .returning({ id: partidas.id });
  await db.insert(partidasParticipantes).values(
    g.members.map((participante_id, i) => ({
      partida_id: row!.id,
      participante_id,
      posicion_grupo: i + 1,
    })),
  );
  return row!.id;
}

export async function insertStroke(db: Db, participanteId: string, numeroHoyo: number, golpes: number) {
  await db
    .insert(resultadosHoyo)
    .values({ participante_id: participanteId, numero_hoyo: numeroHoyo, golpes });
}

export async function setProfile(
  db: Db,
  profileId: string,
  values: { sexo?: 'hombre' | 'mujer' | null; handicap?: number | null; nombre?: string },
) {
  await db.update(profiles).set(values).where(eq(profiles.id, profileId));
}

/** Every row enrolment writes to, in a stable order: compare before and after a refusal. */
export async function enrolmentTables(db: Db) {
  return {
    participantes: await db.select().from(participantesTorneo).orderBy(asc(participantesTorneo.id)),
    asientos: await db.select().from(partidasParticipantes).orderBy(asc(partidasParticipantes.id)),
    partidas: await db.select().from(partidas).orderBy(asc(partidas.id)),
    resultados: await db.select().from(resultadosHoyo).orderBy(asc(resultadosHoyo.id)),
  };
}

export async function errorOf(res: Response): Promise<[number, string]> {
  const body = (await res.json()) as { error?: { message?: string } };
  return [res.status, body.error?.message ?? ''];
}
