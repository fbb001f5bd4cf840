/** Write endpoints of the /admin account tools for the fuzz suite (src/server/test/fuzz/target.ts). */
import { eq } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';

/** An account whose player lost it: an orphaned account (and a player without account). */
async function orphan({ app }: FuzzContext) {
  const s = await app.signUp({ nombre: 'Huérfano Fuzz' });
  await app.runtime.deps.db.update(profiles).set({ user_id: null }).where(eq(profiles.id, s.profileId));
  return { userId: s.userId, email: s.email, profileId: s.profileId };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/admin/tools/orphaned-users/delete',
    as: 'admin',
    validBody: (p) => ({ ids: [p.userId] }),
    setup: async (ctx) => ({ userId: (await orphan(ctx)).userId }),
  },
  {
    method: 'POST',
    path: '/api/admin/tools/players-without-account/create-accounts',
    as: 'admin',
    validBody: (p) => ({ ids: [p.profileId] }),
    setup: async ({ app }) => {
      const [row] = await app.runtime.deps.db
        .insert(profiles)
        .values({ nombre: 'Sin Cuenta Fuzz', fecha_nacimiento: '1990-01-01' })
        .returning({ id: profiles.id });
      return { profileId: row!.id };
    },
  },
  {
    method: 'POST',
    path: '/api/admin/tools/assign-account',
    as: 'admin',
    validBody: (p) => ({ jugador_id: p.profileId, usuario: p.email }),
    setup: async (ctx) => {
      const o = await orphan(ctx);
      return { profileId: o.profileId, email: o.email };
    },
  },
  {
    method: 'POST',
    path: '/api/admin/tools/assign-account',
    as: 'player',
    validBody: () => ({ jugador_id: '6f1c2d3e-0000-4000-8000-0000000000f2', usuario: 'x@example.com' }),
  },
];
