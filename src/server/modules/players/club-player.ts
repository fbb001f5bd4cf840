import { sql } from 'drizzle-orm';
import { profiles, userRoles } from '@/server/db/schema';

/**
 * The profiles that are the club's players in the players' lists (the players list, enrolment and game pickers,
 * /admin/jugadores, the panel's count): all but an administrator's profile that nobody has filled in — no phone
 * (asked at sign-up) and no birth date (asked at /perfil and when an administrator creates a player). That is the
 * profile the account of ADMIN_EMAIL gets, named after the e-mail; it becomes a player's once its owner saves it at
 * /perfil. Derived from the data: nothing to mark, nothing to keep in step.
 */
export const isClubPlayer = sql`not (${profiles.fecha_nacimiento} is null and ${profiles.telefono} is null and exists (select 1 from ${userRoles} where ${userRoles.user_id} = ${profiles.user_id} and ${userRoles.role} = 'admin'))`;
