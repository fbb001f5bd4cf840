/** The invitation endpoints that take a body, for the fuzz suite (src/server/test/fuzz/target.ts). */
import { camposGolf, participantesTorneo, profiles, torneos } from '@/server/db/schema';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { createInvitations } from './invitations.service';

/** A club player without account and an open link for them; the token is what the fuzzer mutates. */
async function invitedPlayer(ctx: FuzzContext): Promise<Record<string, string>> {
  const deps = ctx.app.runtime.deps;
  const [row] = await deps.db
    .insert(profiles)
    .values({ nombre: 'Invitada Fuzz', fecha_nacimiento: '1980-01-01' })
    .returning({ id: profiles.id });
  const admin = {
    userId: ctx.admin.userId,
    email: ctx.admin.email,
    name: 'Admin',
    emailVerified: true,
    profileId: ctx.admin.profileId,
    isAdmin: true,
  };
  const made = await createInvitations(deps, admin, [row!.id]);
  return { jugadorId: row!.id, token: new URL(made.invitaciones[0]!.url).hash.slice(1) };
}

/**
 * An invitation the fuzz suite's player may try to accept but whose join is always refused (both are in one same
 * tournament): the whole path runs, and the shared player keeps their own profile for the other targets.
 */
async function invitationTheJoinRefuses(ctx: FuzzContext): Promise<Record<string, string>> {
  const params = await invitedPlayer(ctx);
  const db = ctx.app.runtime.deps.db;
  const [campo] = await db
    .insert(camposGolf)
    .values({ nombre: 'Campo Invitación Fuzz', ubicacion: 'Madrid' })
    .returning({ id: camposGolf.id });
  const [torneo] = await db
    .insert(torneos)
    .values({ nombre: 'Torneo Invitación Fuzz', fecha_juego: '2099-01-01', campo_id: campo!.id })
    .returning({ id: torneos.id });
  await db.insert(participantesTorneo).values([
    { torneo_id: torneo!.id, jugador_id: params.jugadorId! },
    { torneo_id: torneo!.id, jugador_id: ctx.player.profileId },
  ]);
  return params;
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/admin/invitations',
    as: 'admin',
    setup: invitedPlayer,
    validBody: (p) => ({ jugador_ids: [p.jugadorId] }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/invitations/:jugadorId',
    as: 'admin',
    setup: invitedPlayer,
    body: 'none',
  },
  {
    method: 'POST',
    path: '/api/invitations/lookup',
    as: 'visitor',
    setup: invitedPlayer,
    validBody: (p) => ({ token: p.token }),
  },
  {
    method: 'POST',
    path: '/api/invitations/sign-up',
    as: 'visitor',
    setup: invitedPlayer,
    validBody: (p) => ({
      token: p.token,
      email: 'invitada.fuzz@example.com',
      password: 'secreto123',
      destino: '/torneos',
    }),
  },
  {
    method: 'POST',
    path: '/api/invitations/claim',
    as: 'player',
    setup: invitationTheJoinRefuses,
    validBody: (p) => ({ token: p.token }),
  },
];
