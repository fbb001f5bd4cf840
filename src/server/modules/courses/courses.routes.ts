import { Hono } from 'hono';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { listCourses } from './courses.service';

/** Courses for signed-in players (the course select of 'Crear Partida Personal'). */
export function coursesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/courses', async (c) => {
    await deps.signedIn(c);
    return c.json(await listCourses(deps.db));
  });

  return app;
}
