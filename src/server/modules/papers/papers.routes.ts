import { Hono, type Context } from 'hono';
import { ZUuid } from '@/shared/schemas/common';
import { ZScorecardsQuery } from '@/shared/schemas/papers';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { parseWith } from '@/server/lib/validate';
import {
  calendarFeed,
  disableCalendarAddress,
  findCalendarAddress,
  renewCalendarAddress,
} from './calendar.service';
import {
  groupScorecardsPdf,
  leaguePaper,
  resultsPaper,
  startSheetPdf,
  tournamentScorecardsPdf,
} from './papers.service';

/** Answers that carry the signed-in player's data are never stored by a cache. */
const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * Saturday's paper (design §13, §14): start sheet, scorecards, results and league standings as PDF/CSV downloads,
 * and the player's private calendar address. Mounted at /api.
 */
export function papersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = deps.signedIn.bind(deps);
  const id = (c: Context<AppEnv>, name: string) => parseWith(ZUuid, c.req.param(name));
  const perSheet = (c: Context<AppEnv>) =>
    parseWith(ZScorecardsQuery, { por_hoja: c.req.query('por_hoja') }).por_hoja;

  app.get('/tournaments/:id/start-sheet.pdf', async (c) =>
    startSheetPdf(deps, await signedIn(c), id(c, 'id')),
  );

  app.get('/tournaments/:id/scorecards.pdf', async (c) => {
    const actor = await signedIn(c);
    return tournamentScorecardsPdf(deps, actor, id(c, 'id'), perSheet(c));
  });

  app.get('/groups/:partidaId/scorecards.pdf', async (c) => {
    const actor = await signedIn(c);
    return groupScorecardsPdf(deps, actor, c.req.param('partidaId'), perSheet(c));
  });

  app.get('/tournaments/:id/results.pdf', async (c) =>
    resultsPaper(deps, await signedIn(c), id(c, 'id'), 'pdf'),
  );
  app.get('/tournaments/:id/results.csv', async (c) =>
    resultsPaper(deps, await signedIn(c), id(c, 'id'), 'csv'),
  );

  app.get('/leagues/:id/standings.pdf', async (c) =>
    leaguePaper(deps, await deps.actor(c), id(c, 'id'), 'pdf'),
  );
  app.get('/leagues/:id/standings.csv', async (c) =>
    leaguePaper(deps, await deps.actor(c), id(c, 'id'), 'csv'),
  );

  app.get('/me/calendar', async (c) =>
    c.json(await findCalendarAddress(deps, await signedIn(c)), 200, PRIVATE),
  );
  app.post('/me/calendar', async (c) =>
    c.json(await renewCalendarAddress(deps, await signedIn(c)), 200, PRIVATE),
  );
  app.delete('/me/calendar', async (c) => {
    await disableCalendarAddress(deps, await signedIn(c));
    return c.body(null, 204);
  });

  // No session: the unguessable token is the key. Calendar apps poll it.
  app.get('/calendar/:file', async (c) =>
    c.body(await calendarFeed(deps, c.req.param('file')), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
    }),
  );

  return app;
}
