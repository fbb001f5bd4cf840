import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { TPlayersResponse } from '@/shared/schemas/personal-games';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import type { AppEnv } from '@/server/lib/actor';
import { spanish } from '@/server/db/collation';
import { isClubPlayer } from './club-player';

/** Every club player ordered by nombre (P§7 "select all profiles ordered by nombre"; see isClubPlayer). */
export function listPlayers(db: DbOrTx): Promise<TPlayersResponse> {
  return db
    .select({ id: profiles.id, nombre: profiles.nombre, handicap: profiles.handicap })
    .from(profiles)
    .where(isClubPlayer)
    .orderBy(spanish(profiles.nombre), asc(profiles.id));
}

/** GET /api/players, for the registered-players dropdown of 'Crear Partida Personal'. */
export function playersListRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/players', async (c) => {
    await deps.signedIn(c);
    return c.json(await listPlayers(deps.db));
  });

  return app;
}
