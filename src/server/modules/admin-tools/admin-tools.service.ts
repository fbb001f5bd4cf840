/**
 * The account tools of /admin (T§2, T§7 edge functions cleanup-orphaned-users, create-missing-users, get-auth-users
 * and the debug counts): orphaned accounts, players without account, bulk accounts, assigning an account.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TAccountDiagnostics } from '@/shared/schemas/admin-players';
import {
  ADMIN_TOOLS_MESSAGES as M,
  isTemporaryEmail,
  temporaryEmailFor,
  type TAdminSummary,
  type TAssignAccountResponse,
  type TCreateAccountsResponse,
  type TOrphanedUsersResponse,
  type TPlayersWithoutAccountResponse,
} from '@/shared/schemas/admin-tools';
import type { AppDeps } from '@/server/context';
import { spanish } from '@/server/db/collation';
import type { Db } from '@/server/db/client';
import { profiles, user } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { AppError, conflict, notFound } from '@/server/lib/app-error';
import { createAccountForPlayer, deleteAccounts } from './player-accounts';
import { isClubPlayer } from '@/server/modules/players/club-player';

const orphanCondition = sql`not exists (select 1 from ${profiles} where ${profiles.user_id} = ${user.id})`;

export async function adminSummary(db: Db): Promise<TAdminSummary> {
  const [row] = await db.select({ n: count() }).from(profiles).where(isClubPlayer);
  return { jugadores: Number(row?.n ?? 0) };
}

/** The counts of /admin/jugadores: accounts, players with and without account, orphaned accounts. */
export async function accountDiagnostics(db: Db): Promise<TAccountDiagnostics> {
  const [accounts] = await db.select({ n: count() }).from(user);
  const [players] = await db
    .select({ total: count(), linked: count(profiles.user_id) })
    .from(profiles)
    .where(isClubPlayer);
  const [orphans] = await db.select({ n: count() }).from(user).where(orphanCondition);
  const jugadores = Number(players?.total ?? 0);
  const conCuenta = Number(players?.linked ?? 0);
  return {
    cuentas: Number(accounts?.n ?? 0),
    jugadores,
    jugadores_con_cuenta: conCuenta,
    jugadores_sin_cuenta: jugadores - conCuenta,
    cuentas_huerfanas: Number(orphans?.n ?? 0),
  };
}

/** Accounts that no player uses, newest first ('Usuarios Huérfanos'; also the accounts free to assign). */
export async function listOrphanedUsers(db: Db): Promise<TOrphanedUsersResponse> {
  const rows = await db
    .select({ id: user.id, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(orphanCondition)
    .orderBy(desc(user.createdAt), user.email);
  return {
    usuarios: rows.map((r) => ({ id: r.id, email: r.email, created_at: r.createdAt.toISOString() })),
    count: rows.length,
  };
}

/**
 * Deletes the orphaned accounts the administrator confirmed, all or none: an id that is no longer an orphan
 * (assigned meanwhile, or unknown) or the caller's own account refuses the whole request.
 */
export async function deleteOrphanedUsers(db: Db, actor: Actor, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.includes(actor.userId)) throw conflict(M.ownAccount);
  return db.transaction(async (tx) => {
    // Locking the accounts makes a concurrent assignment (its foreign key needs the row) wait for us.
    const locked = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(inArray(user.id, unique), orphanCondition))
      .for('update');
    if (locked.length !== unique.length) throw conflict(M.notOrphanAnyMore);
    return deleteAccounts(tx, unique);
  });
}

export async function listPlayersWithoutAccount(db: Db): Promise<TPlayersWithoutAccountResponse> {
  const jugadores = await db
    .select({ id: profiles.id, nombre: profiles.nombre, email: profiles.email })
    .from(profiles)
    .where(isNull(profiles.user_id))
    .orderBy(spanish(profiles.nombre), profiles.id);
  return { jugadores, count: jugadores.length };
}

/**
 * Creates an account for each chosen player without one (T§7 create-missing-users): the player's e-mail, or a
 * temporary 'jugador-{8 chars}@temp-golf.local' for a player without e-mail. Each player is its own unit: the
 * summary lists who got an account, who did not and why, and the temporary e-mails made. Players with a real
 * e-mail get Better Auth's set-password e-mail.
 */
export async function createMissingAccounts(
  deps: Pick<AppDeps, 'db' | 'auth' | 'logger'>,
  ids: string[],
): Promise<TCreateAccountsResponse> {
  const summary: TCreateAccountsResponse = {
    successful: [],
    failed: [],
    temporaryEmails: [],
    emailsSent: 0,
    emailsStored: 0,
    emailsFailed: 0,
  };
  const unique = [...new Set(ids)];
  const players = await deps.db
    .select({ id: profiles.id, nombre: profiles.nombre, email: profiles.email, user_id: profiles.user_id })
    .from(profiles)
    .where(inArray(profiles.id, unique))
    .orderBy(spanish(profiles.nombre), profiles.id);
  const found = new Set(players.map((p) => p.id));
  for (const id of unique) {
    if (!found.has(id)) summary.failed.push({ id, nombre: '', error: M.profileNotFound });
  }
  for (const player of players) {
    if (player.user_id) {
      summary.failed.push({ id: player.id, nombre: player.nombre, error: M.playerHasAccount });
      continue;
    }
    const email = player.email?.trim().toLowerCase() || temporaryEmailFor(player.id);
    const temporary = isTemporaryEmail(email);
    try {
      const created = await createAccountForPlayer(deps, player, email, {
        sendSetPasswordEmail: !temporary,
      });
      summary.successful.push({ id: player.id, nombre: player.nombre, email });
      if (temporary) summary.temporaryEmails.push({ id: player.id, nombre: player.nombre, email });
      if (created.email === 'enviado') summary.emailsSent += 1;
      if (created.email === 'guardado') summary.emailsStored += 1;
      if (created.email === 'fallido') summary.emailsFailed += 1;
    } catch (err) {
      if (!(err instanceof AppError)) {
        deps.logger.error({ err, profileId: player.id }, 'account for a player could not be created');
      }
      summary.failed.push({
        id: player.id,
        nombre: player.nombre,
        error: err instanceof AppError ? err.message : 'Ocurrió un error inesperado',
      });
    }
  }
  return summary;
}

/** The account with this e-mail, else with this id (T§7: "search by e-mail then by id"). */
async function findAccount(db: Db, emailOrId: string) {
  const [byEmail] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${emailOrId.toLowerCase()}`);
  if (byEmail) return byEmail;
  const [byId] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, emailOrId));
  return byId ?? null;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Links an existing account to a player without account (T§7: "update user_id where id and user_id is null"). The
 * account must not belong to another player. A player without e-mail takes the account's.
 */
export async function assignAccount(
  db: Db,
  jugadorId: string,
  emailOrId: string,
): Promise<TAssignAccountResponse> {
  const account = await findAccount(db, emailOrId);
  if (!account) throw notFound(M.userNotFound);
  try {
    return await db.transaction(async (tx) => {
      const [player] = await tx
        .select({
          id: profiles.id,
          nombre: profiles.nombre,
          user_id: profiles.user_id,
          email: profiles.email,
        })
        .from(profiles)
        .where(eq(profiles.id, jugadorId))
        .for('update');
      if (!player) throw notFound(M.profileNotFound);
      if (player.user_id) throw conflict(M.playerHasAccount);
      const [owner] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(isNotNull(profiles.user_id), eq(profiles.user_id, account.id)));
      if (owner) throw conflict(M.accountHasPlayer);
      await tx
        .update(profiles)
        .set({ user_id: account.id, ...(player.email ? {} : { email: account.email }) })
        .where(and(eq(profiles.id, jugadorId), isNull(profiles.user_id)));
      return { jugador: { id: player.id, nombre: player.nombre }, usuario: account };
    });
  } catch (err) {
    // Two assignments of the same account at once: the unique profiles.user_id refuses the second.
    if (isUniqueViolation(err)) throw conflict(M.accountHasPlayer);
    throw err;
  }
}
