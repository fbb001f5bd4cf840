import { Hono } from 'hono';
import {
  ZCreatePersonalGameRequest,
  ZScoreRequest,
  ZUpdatePersonalGameRequest,
} from '@/shared/schemas/personal-games';
import type { AppDeps } from '@/server/context';
import { resolveSessionUser, type AppEnv } from '@/server/lib/actor';
import { unauthenticated } from '@/server/lib/app-error';
import { parseJson } from '@/server/lib/validate';
import { coursesRoutes } from '@/server/modules/courses/courses.routes';
import { playersListRoutes } from '@/server/modules/players/players-list.routes';
import { requireGameAccess, requireGameId } from './personal-games.access';
import { streamGameEvents } from './personal-games.live';
import {
  findPersonalGameDetail,
  hasUpcomingPersonalGames,
  listPersonalGames,
} from './personal-games.queries';
import { savePersonalGameScore, validatePersonalGame } from './personal-games.scores';
import { createPersonalGame, deletePersonalGame, updatePersonalGame } from './personal-games.service';

/** Personal games (P§2, P§7), plus the course and player lists their form needs. Mounted at /api. */
export function personalGamesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const signedIn = deps.signedIn.bind(deps);

  app.route('/', coursesRoutes(deps));
  app.route('/', playersListRoutes(deps));

  app.get('/personal-games', async (c) => c.json(await listPersonalGames(db, await signedIn(c))));

  app.get('/personal-games/upcoming', async (c) =>
    c.json(await hasUpcomingPersonalGames(deps, await signedIn(c))),
  );

  app.post('/personal-games', async (c) => {
    const actor = await signedIn(c);
    const input = await parseJson(c, ZCreatePersonalGameRequest);
    return c.json(await createPersonalGame(deps, actor, input), 201);
  });

  app.get('/personal-games/:id', async (c) => {
    const access = await requireGameAccess(db, await signedIn(c), c.req.param('id'), 'view');
    return c.json(await findPersonalGameDetail(db, access));
  });

  app.put('/personal-games/:id', async (c) => {
    const actor = await signedIn(c);
    const id = requireGameId(c.req.param('id'));
    const input = await parseJson(c, ZUpdatePersonalGameRequest);
    return c.json(await updatePersonalGame(deps, actor, id, input));
  });

  app.delete('/personal-games/:id', async (c) => {
    await deletePersonalGame(deps, await signedIn(c), c.req.param('id'));
    return c.body(null, 204);
  });

  app.put('/personal-games/:id/scores', async (c) => {
    // The hot path: only the session here; the save's one statement reads the player's profile.
    const actor = await resolveSessionUser(c, deps.auth, { fromCookie: true });
    if (!actor) throw unauthenticated();
    const id = requireGameId(c.req.param('id'));
    const input = await parseJson(c, ZScoreRequest);
    return c.json(await savePersonalGameScore(deps, actor, id, input));
  });

  app.post('/personal-games/:id/validate', async (c) => {
    return c.json(await validatePersonalGame(deps, await signedIn(c), c.req.param('id')));
  });

  app.get('/live/personal-games/:id', async (c) => {
    const { game } = await requireGameAccess(db, await signedIn(c), c.req.param('id'), 'view');
    return streamGameEvents(c, deps, game.id);
  });

  return app;
}
