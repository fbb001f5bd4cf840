/** Player profiles: who may change what (P§6, T§6, design.md §6). */
import { eq } from 'drizzle-orm';
import type { TProfile, TUpdateProfileRequest } from '@/shared/schemas/accounts';
import type { Db } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { appError, forbidden, notFound } from '@/server/lib/app-error';
import type { Storage } from '@/server/lib/storage';
import { changePlayers, type PlayedOffDeps } from '@/server/modules/tournaments/played-off';
import { toProfileDto } from './profile-dto';

type ProfileUpdate = Omit<TUpdateProfileRequest, 'numero_licencia_federativa'> & {
  numero_licencia_federativa: string | null;
};

export async function findProfileOrThrow(db: Db, profileId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  if (!row) throw notFound('Perfil no encontrado');
  return row;
}

/** Resolves 'me' to the actor's profile id. */
export function resolveProfileId(actor: Actor, idOrMe: string): string {
  if (idOrMe !== 'me') return idOrMe;
  if (!actor.profileId) throw appError('NO_PROFILE', 'No se encontró el perfil del usuario');
  return actor.profileId;
}

/**
 * Saves the profile form. A new sex recomputes the player's playing handicaps in the tournaments not started
 * (tournaments/played-off.ts).
 */
export async function updateProfile(
  deps: PlayedOffDeps,
  actor: Actor,
  profileId: string,
  input: ProfileUpdate,
): Promise<TProfile> {
  const { db } = deps;
  const current = await findProfileOrThrow(db, profileId);
  const isOwn = actor.profileId === profileId;
  if (!isOwn && !actor.isAdmin) throw forbidden('No puedes modificar el perfil de otro jugador');
  // A player without a stored entry date cannot set one either: only admins own that field.
  const entryDate = actor.isAdmin ? input.fecha_entrada_pena : current.fecha_entrada_pena;
  if (
    !actor.isAdmin &&
    current.fecha_entrada_pena !== null &&
    input.fecha_entrada_pena !== current.fecha_entrada_pena
  ) {
    throw forbidden('Solo los administradores pueden modificar este campo');
  }
  const { result: row } = await changePlayers(deps, actor.userId, [profileId], async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({
        nombre: input.nombre,
        telefono: input.telefono,
        fecha_nacimiento: input.fecha_nacimiento,
        fecha_entrada_pena: entryDate,
        numero_licencia_federativa: input.numero_licencia_federativa,
        ...(input.sexo ? { sexo: input.sexo } : {}),
        ...(input.tramo_edad ? { tramo_edad: input.tramo_edad } : {}),
        ...(input.ocultar_nombre_publico === undefined
          ? {}
          : { ocultar_nombre_publico: input.ocultar_nombre_publico }),
      })
      .where(eq(profiles.id, profileId))
      .returning();
    return updated;
  });
  return toProfileDto(row!);
}

export async function setProfileImage(
  db: Db,
  storage: Storage,
  actor: Actor,
  profileId: string,
  bytes: Uint8Array,
): Promise<TProfile> {
  if (!actor.isAdmin) throw forbidden('Solo los administradores pueden cambiar la imagen de perfil');
  await findProfileOrThrow(db, profileId);
  const url = await storage.saveProfileImage(profileId, bytes);
  const [row] = await db
    .update(profiles)
    .set({ profile_image_url: url })
    .where(eq(profiles.id, profileId))
    .returning();
  return toProfileDto(row!);
}
