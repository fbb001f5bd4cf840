/**
 * Accounts waiting to be joined to a club player (decision 010 "Profile link", decision 016): somebody signed up
 * with the e-mail of a player who has no account. The e-mail was not proven, so the sign-up got a profile of its
 * own; the confirmation or recovery link joins them (claimMemberProfile), and so can an administrator, here.
 * Nothing is stored for the waiting state: it is read from the data (an account whose e-mail is that of a player
 * without account, and which has a profile of its own).
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_PLAYER_MESSAGES as M,
  type TJoinAccountResponse,
  type TPendingAccount,
} from '@/shared/schemas/admin-players';
import { ADMIN_TOOLS_MESSAGES, type TAssignAccountResponse } from '@/shared/schemas/admin-tools';
import type { Db, DbOrTx } from '@/server/db/client';
import {
  participantesPartidaPersonal,
  participantesTorneo,
  partidas,
  profiles,
  resultadosHoyo,
  user,
} from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/app-error';
import { sqlState } from '@/server/lib/safe-error';
import { assignAccount } from '@/server/modules/admin-tools/admin-tools.service';
import { standingsInputsChanged } from '@/server/modules/admin-tournaments/admin-tournaments.events';
import { clubNow } from '@/server/lib/clock';
import type { Logger } from '@/server/lib/logger';
import { recomputePlayingHandicaps, type PlayedOffDeps } from '@/server/modules/tournaments/played-off';

const UNIQUE_VIOLATION = '23505';
const member = alias(profiles, 'member');
const own = alias(profiles, 'own');

/** The waiting joins that match `where` (on `member`, `user` and `own`), by the member's id. */
async function pendingJoins(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      memberId: member.id,
      id: user.id,
      email: user.email,
      email_verificado: user.emailVerified,
      perfil_id: own.id,
      perfil_nombre: own.nombre,
    })
    .from(member)
    .innerJoin(user, sql`lower(${user.email}) = lower(${member.email})`)
    .innerJoin(own, eq(own.user_id, user.id))
    .where(and(isNull(member.user_id), where));
}

/** The account waiting to be joined to this player, if any. */
export async function pendingAccountOf(db: DbOrTx, memberId: string): Promise<TPendingAccount | null> {
  const [row] = await pendingJoins(db, eq(member.id, memberId));
  if (!row) return null;
  const { memberId: _member, ...pending } = row;
  return pending;
}

/**
 * The account `userId` with the profile it has of its own, as a join sees it: for a join that something other than
 * the e-mail proves (an invitation link, decision record 029). Null when the account has no profile.
 */
async function accountWithOwnProfile(db: DbOrTx, userId: string): Promise<TPendingAccount | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      email_verificado: user.emailVerified,
      perfil_id: own.id,
      perfil_nombre: own.nombre,
    })
    .from(user)
    .innerJoin(own, eq(own.user_id, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

/** Player id → the e-mail of the account waiting to be joined to it (the players table's flag). */
export async function pendingAccountEmails(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await pendingJoins(db, undefined);
  return new Map(rows.map((r) => [r.memberId, r.email]));
}

/** Whether this account waits to be joined to a club player's profile (the notice of the player's screens). */
export async function accountAwaitsJoin(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await pendingJoins(db, eq(user.id, userId));
  return rows.length > 0;
}

/** Profiles of `ids` that have at least one hole result in a tournament. */
async function withTournamentResults(tx: DbOrTx, ids: string[]): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ id: participantesTorneo.jugador_id })
    .from(participantesTorneo)
    .innerJoin(resultadosHoyo, eq(resultadosHoyo.participante_id, participantesTorneo.id))
    .where(inArray(participantesTorneo.jugador_id, ids));
  return new Set(rows.map((r) => r.id!));
}

/** Whether both profiles are in one same tournament (its unique key would refuse the move). */
async function shareTournament(tx: DbOrTx, ids: [string, string]): Promise<boolean> {
  const rows = await tx
    .select({ torneo: participantesTorneo.torneo_id })
    .from(participantesTorneo)
    .where(inArray(participantesTorneo.jugador_id, ids))
    .groupBy(participantesTorneo.torneo_id)
    .having(sql`count(*) > 1`)
    .limit(1);
  return rows.length > 0;
}

/** Whether both profiles play one same personal game (its unique key would refuse the move). */
async function shareGame(tx: DbOrTx, ids: [string, string]): Promise<boolean> {
  const rows = await tx
    .select({ partida: participantesPartidaPersonal.partida_id })
    .from(participantesPartidaPersonal)
    .where(inArray(participantesPartidaPersonal.jugador_id, ids))
    .groupBy(participantesPartidaPersonal.partida_id)
    .having(sql`count(*) > 1`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Joins the account waiting for this player to it, in one transaction: the sign-up's own profile is removed and
 * whatever it had — personal games it created or plays, tournament enrolments — moves to the player first. Refused
 * (409, nothing changed) when both have tournament results, or both are in one same tournament or personal game.
 * The administrator vouches for the e-mail, as when creating an account: it is marked confirmed, and the player's
 * e-mail becomes the account's. `accountId` names the account when something else than the e-mail proves it is
 * this player's (an invitation link: the administrator vouched for whoever holds it). The moved enrolments'
 * playing handicaps are recomputed with the player's index and sex in the same transaction (tournaments/played-off.ts).
 */
export async function joinPendingAccount(
  db: Db,
  memberId: string,
  today: string,
  accountId?: string,
  logger?: Logger,
): Promise<{ movido: TJoinAccountResponse['movido']; torneos: string[] }> {
  try {
    return await db.transaction(async (tx) => {
      const [player] = await tx
        .select({ user_id: profiles.user_id })
        .from(profiles)
        .where(eq(profiles.id, memberId))
        .for('update');
      if (!player) throw notFound(M.profileNotFound);
      if (player.user_id) throw conflict(ADMIN_TOOLS_MESSAGES.playerHasAccount);
      const pending = accountId
        ? await accountWithOwnProfile(tx, accountId)
        : await pendingAccountOf(tx, memberId);
      if (!pending) throw conflict(M.noPendingAccount);
      const signUpId = pending.perfil_id;
      const locked = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, signUpId), eq(profiles.user_id, pending.id)))
        .for('update');
      if (locked.length === 0) throw conflict(M.joinChanged);

      const ids: [string, string] = [memberId, signUpId];
      if ((await withTournamentResults(tx, ids)).size === 2) throw conflict(M.joinBothResults);
      if (await shareTournament(tx, ids)) throw conflict(M.joinSameTournament);
      if (await shareGame(tx, ids)) throw conflict(M.joinSameGame);

      const enrolments = await tx
        .update(participantesTorneo)
        .set({ jugador_id: memberId })
        .where(eq(participantesTorneo.jugador_id, signUpId))
        .returning({ torneo_id: participantesTorneo.torneo_id });
      // What the moved enrolments play off is now the player's (index, sex), at once.
      await recomputePlayingHandicaps(tx, { profileIds: [memberId], today, joined: true }, logger);
      const played = await tx
        .update(participantesPartidaPersonal)
        .set({ jugador_id: memberId })
        .where(eq(participantesPartidaPersonal.jugador_id, signUpId))
        .returning({ partida_id: participantesPartidaPersonal.partida_id });
      const created = await tx
        .update(partidas)
        .set({ creador_id: memberId })
        .where(eq(partidas.creador_id, signUpId))
        .returning({ id: partidas.id });
      await tx.delete(profiles).where(eq(profiles.id, signUpId));
      await tx
        .update(profiles)
        .set({ user_id: pending.id, email: pending.email.toLowerCase() })
        .where(and(eq(profiles.id, memberId), isNull(profiles.user_id)));
      await tx.update(user).set({ emailVerified: true }).where(eq(user.id, pending.id));
      const games = new Set([...played.map((p) => p.partida_id), ...created.map((p) => p.id)]);
      return {
        movido: { torneos: enrolments.length, partidas: games.size },
        torneos: enrolments.map((e) => e.torneo_id),
      };
    });
  } catch (err) {
    // Something enrolled or linked one of the two between our checks and the writes: the unique keys refuse it.
    if (sqlState(err) === UNIQUE_VIOLATION) throw conflict(M.joinChanged);
    throw err;
  }
}

/**
 * {@link joinPendingAccount}, then, after its commit, the 'standings-inputs-changed' event of every tournament whose
 * enrolment moved (its standings and league points name the player now).
 */
export async function joinAccountToPlayer(
  deps: PlayedOffDeps,
  actorUserId: string,
  memberId: string,
  accountId?: string,
): Promise<TJoinAccountResponse['movido']> {
  const today = clubNow(deps.clock(), deps.config.TZ).today;
  const { movido, torneos } = await joinPendingAccount(deps.db, memberId, today, accountId, deps.logger);
  for (const torneoId of new Set(torneos)) {
    await standingsInputsChanged(deps, { torneoId, cause: 'participants', actorUserId });
  }
  return movido;
}

/**
 * 'Asignar usuario' (T§7 assign-account) aware of the waiting state: the account that waits to be joined to this
 * player (named by e-mail or id) is joined to it, exactly as 'Unir cuenta a este jugador' does — its sign-up's
 * profile goes and what it had moves to the player. An account waiting for another player is refused with that
 * player's name (assigning it here would leave the other one pointing at this player). Anything else keeps the
 * tool's own rule (admin-tools assignAccount).
 */
export async function assignOrJoinAccount(
  deps: PlayedOffDeps,
  actorUserId: string,
  memberId: string,
  usuario: string,
): Promise<TAssignAccountResponse> {
  const named = (account: { id: string; email: string }) =>
    account.id === usuario || account.email.toLowerCase() === usuario.toLowerCase();
  const pending = await pendingAccountOf(deps.db, memberId);
  if (pending && named(pending)) {
    const [player] = await deps.db
      .select({ id: profiles.id, nombre: profiles.nombre })
      .from(profiles)
      .where(eq(profiles.id, memberId));
    await joinAccountToPlayer(deps, actorUserId, memberId);
    return { jugador: player!, usuario: { id: pending.id, email: pending.email } };
  }
  const [elsewhere] = await pendingJoins(
    deps.db,
    sql`(${user.id} = ${usuario} or lower(${user.email}) = ${usuario.toLowerCase()})`,
  );
  if (elsewhere) {
    const [other] = await deps.db
      .select({ nombre: profiles.nombre })
      .from(profiles)
      .where(eq(profiles.id, elsewhere.memberId));
    throw conflict(M.accountAwaitsOther(other?.nombre ?? ''));
  }
  return assignAccount(deps.db, memberId, usuario);
}
