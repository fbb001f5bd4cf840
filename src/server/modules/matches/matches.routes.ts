/**
 * Match play and the knockout draw (design.md §14): /api/tournaments/:id/matches, the players' writes
 * /api/matches/:id/…, and the administrators' /api/admin/tournaments/:id/{matches,draw} and
 * /api/admin/matches/:id/…. Mounted at /api.
 */
import { Hono } from 'hono';
import {
  ZConcedeHoleRequest,
  ZConcedeMatchRequest,
  ZDrawRequest,
  ZExtraHoleParam,
  ZExtraHoleRequest,
  ZMatchResultRequest,
  ZMatchScheduleRequest,
  ZPairingRequest,
  ZRoundDeadlineRequest,
  ZRoundParam,
  ZWalkoverRequest,
} from '@/shared/schemas/matches';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { parseJson, parseWith } from '@/server/lib/validate';
import { reopenMatch, saveWalkover, scheduleMatch, setRoundDeadline } from './matches.admin.service';
import { createKnockoutDraw, deleteKnockoutDraw, pairMatches } from './matches.draw.service';
import { concedeHole, concedeMatch, saveDirectResult, saveExtraHole } from './matches.play.service';
import { findTournamentMatches } from './matches.read.service';

/** The routes of match play; each answers through one service function. */
export function matchesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = deps.signedIn.bind(deps);
  const admin = async (c: Parameters<typeof signedIn>[0]) => requireAdmin(await deps.actor(c));

  app.get('/tournaments/:torneoId/matches', async (c) =>
    c.json(await findTournamentMatches(deps, await signedIn(c), c.req.param('torneoId'))),
  );

  app.post('/matches/:id/concede-hole', async (c) => {
    const actor = await signedIn(c);
    const input = await parseJson(c, ZConcedeHoleRequest);
    return c.json(await concedeHole(deps, actor, c.req.param('id'), input));
  });

  app.post('/matches/:id/concede', async (c) => {
    const actor = await signedIn(c);
    const input = await parseJson(c, ZConcedeMatchRequest);
    return c.json(await concedeMatch(deps, actor, c.req.param('id'), input.lado));
  });

  app.put('/matches/:id/extra-holes/:numero', async (c) => {
    const actor = await signedIn(c);
    const numero = parseWith(ZExtraHoleParam, c.req.param('numero'));
    const input = await parseJson(c, ZExtraHoleRequest);
    return c.json(await saveExtraHole(deps, actor, c.req.param('id'), numero, input.ganador));
  });

  app.put('/matches/:id/result', async (c) => {
    const actor = await signedIn(c);
    const input = await parseJson(c, ZMatchResultRequest);
    return c.json(await saveDirectResult(deps, actor, c.req.param('id'), input));
  });

  app.put('/matches/:id/schedule', async (c) => {
    const actor = await signedIn(c);
    const input = await parseJson(c, ZMatchScheduleRequest);
    return c.json(await scheduleMatch(deps, actor, c.req.param('id'), input));
  });

  app.post('/admin/tournaments/:torneoId/matches', async (c) => {
    const actor = await admin(c);
    const input = await parseJson(c, ZPairingRequest);
    return c.json(await pairMatches(deps, actor, c.req.param('torneoId'), input));
  });

  app.post('/admin/tournaments/:torneoId/draw', async (c) => {
    const actor = await admin(c);
    const input = await parseJson(c, ZDrawRequest);
    return c.json(await createKnockoutDraw(deps, actor, c.req.param('torneoId'), input));
  });

  app.delete('/admin/tournaments/:torneoId/draw', async (c) => {
    const actor = await admin(c);
    await deleteKnockoutDraw(deps, actor, c.req.param('torneoId'));
    return c.body(null, 204);
  });

  app.put('/admin/tournaments/:torneoId/draw/rounds/:ronda', async (c) => {
    const actor = await admin(c);
    const ronda = parseWith(ZRoundParam, c.req.param('ronda'));
    const input = await parseJson(c, ZRoundDeadlineRequest);
    return c.json(await setRoundDeadline(deps, actor, c.req.param('torneoId'), ronda, input.fecha_limite));
  });

  app.put('/admin/matches/:id/walkover', async (c) => {
    const actor = await admin(c);
    const input = await parseJson(c, ZWalkoverRequest);
    return c.json(await saveWalkover(deps, actor, c.req.param('id'), input.ganador));
  });

  app.delete('/admin/matches/:id/result', async (c) => {
    const actor = await admin(c);
    return c.json(await reopenMatch(deps, actor, c.req.param('id')));
  });

  return app;
}
