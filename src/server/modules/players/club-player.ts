import { sql } from 'drizzle-orm';
import { profiles, userRoles } from '@/server/db/schema';

/**
 * The profile an account got at sign-up while it waits to be joined to a club player (decision records 016 and
 * 029; admin-players/pending-accounts.ts lists the same pairs): the account's e-mail is that of a player without
 * account. It is that player, not another one: the lists show the player (flagged 'Pendiente de unir'), and the
 * join moves whatever the sign-up's profile already has to them.
 */
export const awaitsJoin = sql`(${profiles.user_id} is not null and exists (select 1 from "user" pending_user join "profiles" pending_member on lower(pending_member.email) = lower(pending_user.email) and pending_member.user_id is null where pending_user.id = ${profiles.user_id}))`;

/**
 * The profiles that are the club's players in the players' lists (the players list, enrolment and game pickers,
 * /admin/jugadores, the panel's count): all but
 * - an administrator's profile that nobody has filled in — no phone (asked at sign-up) and no birth date (asked at
 *   /perfil and when an administrator creates a player). That is the profile the account of ADMIN_EMAIL gets, named
 *   after the e-mail; it becomes a player's once its owner saves it at /perfil;
 * - a sign-up's profile waiting to be joined to a club player ({@link awaitsJoin}): counted once, as that player.
 * Derived from the data: nothing to mark, nothing to keep in step.
 */
export const isClubPlayer = sql`(not (${profiles.fecha_nacimiento} is null and ${profiles.telefono} is null and exists (select 1 from ${userRoles} where ${userRoles.user_id} = ${profiles.user_id} and ${userRoles.role} = 'admin')) and not ${awaitsJoin})`;
