/**
 * Permissions (design.md §6, §13): the one place where the server decides who may do what. Services call these
 * first, before they read or write anything else.
 *
 * A permission is a verb ('writeScore', 'validateScorecard'…). An area describes its rules as an `AccessPolicy`:
 * which relations of the actor to the thing grant each verb, and which refusal (status and Spanish message) a
 * missing grant gets. The area loads the actor's relations to the thing (for a scorecard: one query, with the
 * partida's row lock when it writes) and asks `requireAccess`; the same policy also decides what the screen
 * offers (`can`), so the server's answer and the buttons shown never disagree.
 */
import type { Actor } from './actor';
import { appError, unauthenticated, type AppError } from './app-error';

export const ADMIN_ONLY = 'No tienes permisos de administrador';

/** The actor when signed in and an administrator: 401 signed out, 403 'No tienes permisos de administrador'. */
export function requireAdmin(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  if (!actor.isAdmin) throw appError('ADMIN_ONLY', ADMIN_ONLY);
  return actor;
}

/** How the actor relates to the thing asked about (several at once: an admin may also be a member). */
export type Relation = 'admin' | 'creator' | 'member';

export interface AccessPolicy<P extends string> {
  /** The relations that grant each permission (any one is enough). */
  grants: Readonly<Record<P, readonly Relation[]>>;
  /** The error for a permission the actor's relations do not grant. */
  refuse(permission: P, relations: ReadonlySet<Relation>): AppError;
}

export interface AccessSubject<P extends string> {
  relations: ReadonlySet<Relation>;
  policy: AccessPolicy<P>;
}

/** Whether the subject's relations grant `permission`. */
export function can<P extends string>(subject: AccessSubject<P>, permission: P): boolean {
  return subject.policy.grants[permission].some((r) => subject.relations.has(r));
}

/**
 * The actor when every permission is granted, in order; otherwise the policy's refusal of the first one that is
 * not (401 'Debes iniciar sesión' when signed out).
 */
export function requireAccess<P extends string, A extends Pick<Actor, 'userId'>>(
  actor: A | null,
  permissions: P | readonly P[],
  subject: AccessSubject<P>,
): A {
  if (!actor) throw unauthenticated();
  for (const permission of typeof permissions === 'string' ? [permissions] : permissions) {
    if (!can(subject, permission)) throw subject.policy.refuse(permission, subject.relations);
  }
  return actor;
}
