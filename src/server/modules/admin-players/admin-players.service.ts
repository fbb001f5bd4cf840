/**
 * /admin/jugadores and the player editor (T§2, T§3, T§5, T§7 manage-player-email, sync-player-email,
 * change-user-password). Administrators only (the /api/admin/* gate of app.ts). Deleting is in
 * admin-players.delete.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_PLAYER_MESSAGES as M,
  type TAdminPlayerDetail,
  type TAdminPlayersResponse,
  type TSetPlayerEmailResponse,
  type ZCreatePlayerRequest,
  type ZUpdatePlayerRequest,
} from '@/shared/schemas/admin-players';
import { isTemporaryEmail } from '@/shared/schemas/admin-tools';
import type { AppDeps } from '@/server/context';
import { spanish } from '@/server/db/collation';
import type { Db, DbOrTx } from '@/server/db/client';
import { account, profiles, user, userRoles } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import {
  createAccountForPlayer,
  requireEmailFree,
  setAccountPassword,
} from '@/server/modules/admin-tools/player-accounts';
import { toProfileDto } from '@/server/modules/players/profile-dto';
import { isClubPlayer } from '@/server/modules/players/club-player';
import { changePlayers, type PlayedOffDeps } from '@/server/modules/tournaments/played-off';
import { pendingAccountEmails, pendingAccountOf } from './pending-accounts';

type CreateInput = z.output<typeof ZCreatePlayerRequest>;
type UpdateInput = z.output<typeof ZUpdatePlayerRequest>;

/** Every player by name (Spanish order), with whether they have an account. */
export async function listAdminPlayers(db: Db): Promise<TAdminPlayersResponse> {
  const rows = await db
    .select({
      id: profiles.id,
      nombre: profiles.nombre,
      email: profiles.email,
      handicap: profiles.handicap,
      fecha_nacimiento: profiles.fecha_nacimiento,
      user_id: profiles.user_id,
      profile_image_url: profiles.profile_image_url,
    })
    .from(profiles)
    .where(isClubPlayer)
    .orderBy(spanish(profiles.nombre), asc(profiles.id));
  const pending = await pendingAccountEmails(db);
  return rows.map(({ user_id, ...row }) => ({
    ...row,
    tiene_cuenta: user_id !== null,
    cuenta_pendiente: pending.get(row.id) ?? null,
  }));
}

export async function findProfileRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) throw notFound(M.profileNotFound);
  return row;
}

async function accountOf(db: DbOrTx, userId: string | null): Promise<TAdminPlayerDetail['cuenta']> {
  if (!userId) return null;
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(userRoles, and(eq(userRoles.user_id, user.id), eq(userRoles.role, 'admin')))
    .where(eq(user.id, userId));
  if (!row) return null;
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return {
    id: row.id,
    email: row.email,
    email_verificado: row.emailVerified,
    tiene_contrasena: Boolean(credential?.password),
    es_admin: row.role === 'admin',
    created_at: row.createdAt.toISOString(),
  };
}

export async function findAdminPlayer(db: DbOrTx, id: string): Promise<TAdminPlayerDetail> {
  const row = await findProfileRow(db, id);
  return {
    perfil: toProfileDto(row),
    cuenta: await accountOf(db, row.user_id),
    cuenta_pendiente: row.user_id ? null : await pendingAccountOf(db, row.id),
  };
}

function profileValues(input: UpdateInput) {
  return {
    nombre: input.nombre,
    telefono: input.telefono,
    fecha_nacimiento: input.fecha_nacimiento,
    handicap: input.handicap,
    sexo: input.sexo,
    tramo_edad: input.tramo_edad,
    numero_licencia_federativa: input.numero_licencia_federativa,
  };
}

/** A new player without account (T§7: insert with user_id null); the entry date is today unless given. */
export async function createPlayer(db: Db, input: CreateInput, today: string): Promise<TAdminPlayerDetail> {
  if (input.email) await requireEmailFree(db, input.email);
  const [row] = await db
    .insert(profiles)
    .values({
      ...profileValues(input),
      user_id: null,
      email: input.email,
      fecha_entrada_pena: input.fecha_entrada_pena ?? today,
    })
    .returning({ id: profiles.id });
  return findAdminPlayer(db, row!.id);
}

/**
 * Every profile field of T§3; administrators may change the entry date (null clears it). A new index or sex
 * recomputes the player's playing handicaps in the tournaments not started (tournaments/played-off.ts).
 */
export async function updatePlayer(
  deps: PlayedOffDeps,
  actorUserId: string,
  id: string,
  input: UpdateInput,
): Promise<TAdminPlayerDetail> {
  await changePlayers(deps, actorUserId, [id], async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ ...profileValues(input), fecha_entrada_pena: input.fecha_entrada_pena })
      .where(eq(profiles.id, id))
      .returning({ id: profiles.id });
    if (!row) throw notFound(M.profileNotFound);
  });
  return findAdminPlayer(deps.db, id);
}

/**
 * Sets or changes the player's e-mail (T§7 manage-player-email). Without account: creates it, linked to this
 * player, and Better Auth sends the set-password e-mail (not to a temporary address). With account: the account's
 * and the profile's e-mail change together in one transaction.
 */
export async function setPlayerEmail(
  deps: Pick<AppDeps, 'db' | 'auth' | 'logger'>,
  id: string,
  email: string,
): Promise<TSetPlayerEmailResponse> {
  const { db } = deps;
  const profile = await findProfileRow(db, id);
  if (!profile.user_id) {
    const created = await createAccountForPlayer(deps, profile, email, {
      sendSetPasswordEmail: !isTemporaryEmail(email),
    });
    return { ...(await findAdminPlayer(db, id)), cuenta_creada: true, email: created.email };
  }
  const userId = profile.user_id;
  await requireEmailFree(db, email, { profileId: id, userId });
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ email, emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, userId));
    await tx.update(profiles).set({ email }).where(eq(profiles.id, id));
  });
  return { ...(await findAdminPlayer(db, id)), cuenta_creada: false, email: null };
}

/** Copies the account's e-mail to the profile when they differ (T§7 sync-player-email). */
export async function syncPlayerEmail(db: Db, id: string): Promise<TAdminPlayerDetail> {
  const profile = await findProfileRow(db, id);
  const cuenta = await accountOf(db, profile.user_id);
  if (!cuenta) throw notFound(M.authUserNotFound);
  if (profile.email?.toLowerCase() !== cuenta.email.toLowerCase()) {
    await requireEmailFree(db, cuenta.email, { profileId: id, userId: cuenta.id });
    await db.update(profiles).set({ email: cuenta.email }).where(eq(profiles.id, id));
  }
  return findAdminPlayer(db, id);
}

/**
 * Sets the password of the player's account (T§7 change-user-password) with Better Auth's hashing; the player's
 * other sessions end. 'Usuario de autenticación no encontrado' when the player has no account.
 */
export async function changePlayerPassword(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  actor: Actor,
  id: string,
  password: string,
): Promise<TAdminPlayerDetail> {
  const profile = await findProfileRow(deps.db, id);
  const cuenta = await accountOf(deps.db, profile.user_id);
  if (!cuenta) throw notFound(M.authUserNotFound);
  await setAccountPassword(deps, cuenta.id, password, { keepSessions: cuenta.id === actor.userId });
  return findAdminPlayer(deps.db, id);
}
