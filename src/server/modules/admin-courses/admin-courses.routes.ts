import { Hono, type Context } from 'hono';
import {
  ZCourseRequest,
  ZCreateTeeRequest,
  ZMergeTeeRequest,
  ZTeeHolesRequest,
  ZUpdateTeeRequest,
} from '@/shared/schemas/admin-courses';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { parseJson, parseWith } from '@/server/lib/validate';
import {
  createCourse,
  createTee,
  deleteCourse,
  deleteTee,
  duplicateTee,
  findAdminTee,
  listAdminCourses,
  saveTeeHoles,
  updateCourse,
  updateTee,
} from './admin-courses.service';
import { mergeWomenTee } from './admin-courses.merge';

/**
 * /api/admin/courses and /api/admin/tees (T§2 /admin/campos). Mounted at /api; the /api/admin/* gate of app.ts lets
 * only administrators through (401/403 before anything here runs).
 */
export function adminCoursesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const id = (value: string) => parseWith(ZUuid, value);
  const actorId = async (c: Context<AppEnv>) => (await deps.signedIn(c)).userId;

  app.get('/admin/courses', async (c) => c.json(await listAdminCourses(db)));

  app.post('/admin/courses', async (c) =>
    c.json(await createCourse(db, await parseJson(c, ZCourseRequest)), 201),
  );

  app.put('/admin/courses/:id', async (c) => {
    const courseId = id(c.req.param('id'));
    return c.json(await updateCourse(db, courseId, await parseJson(c, ZCourseRequest)));
  });

  app.delete('/admin/courses/:id', async (c) => {
    await deleteCourse(db, id(c.req.param('id')));
    return c.body(null, 204);
  });

  app.post('/admin/courses/:id/tees', async (c) => {
    const courseId = id(c.req.param('id'));
    return c.json(await createTee(db, courseId, await parseJson(c, ZCreateTeeRequest)), 201);
  });

  app.get('/admin/tees/:id', async (c) => c.json(await findAdminTee(db, id(c.req.param('id')))));

  app.put('/admin/tees/:id', async (c) => {
    const teeId = id(c.req.param('id'));
    const input = await parseJson(c, ZUpdateTeeRequest);
    return c.json(await updateTee(deps, await actorId(c), teeId, input));
  });

  app.delete('/admin/tees/:id', async (c) => {
    await deleteTee(db, id(c.req.param('id')));
    return c.body(null, 204);
  });

  app.post('/admin/tees/:id/duplicate', async (c) =>
    c.json(await duplicateTee(db, id(c.req.param('id'))), 201),
  );

  app.put('/admin/tees/:id/holes', async (c) => {
    const teeId = id(c.req.param('id'));
    const input = await parseJson(c, ZTeeHolesRequest);
    return c.json(await saveTeeHoles(deps, await actorId(c), teeId, input));
  });

  app.post('/admin/tees/:id/merge', async (c) => {
    const teeId = id(c.req.param('id'));
    const input = await parseJson(c, ZMergeTeeRequest);
    return c.json(await mergeWomenTee(deps, await actorId(c), teeId, input));
  });

  return app;
}
