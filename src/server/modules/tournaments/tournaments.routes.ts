import { Hono } from 'hono';
import { ZPairInvite, ZTournamentsQuery } from '@/shared/schemas/tournaments';
import { parseJson, parseWith } from '@/server/lib/validate';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { cancelEnrolment, enrol } from './enrolment.service';
import { findMyPlay } from './my-play';
import { acceptPair, findMyPair, invitePartner, removePendingPair } from './pairs.service';
import { requireTournamentId } from './tournaments.access';
import {
  findTournamentCard,
  listActiveTournaments,
  listTournamentParticipants,
  listTournamentSeasons,
} from './tournaments.queries';

/** Answers that carry the signed-in player's data are never stored by a cache. */
const PRIVATE = { 'cache-control': 'private, no-store' };

/** Tournaments for players (T§2 public and player side, P§2 'Mis Torneos y Ligas'). Mounted at /api. */
export function tournamentsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Never the whole history (design.md §10): the upcoming and current season, a past season, or a search.
  app.get('/tournaments', async (c) => {
    const query = parseWith(ZTournamentsQuery, c.req.query());
    return c.json(await listActiveTournaments(deps, await deps.actor(c), query), 200, PRIVATE);
  });

  app.get('/tournament-seasons', async (c) => c.json(await listTournamentSeasons(deps), 200, PRIVATE));

  // Where the home's JUGAR leads on a tournament's day.
  app.get('/me/play', async (c) => c.json(await findMyPlay(deps, await deps.signedIn(c)), 200, PRIVATE));

  app.get('/tournaments/:id', async (c) => {
    const id = requireTournamentId(c.req.param('id'));
    return c.json(await findTournamentCard(deps, await deps.actor(c), id), 200, PRIVATE);
  });

  app.get('/tournaments/:id/participants', async (c) => {
    const id = requireTournamentId(c.req.param('id'));
    return c.json(await listTournamentParticipants(deps, await deps.actor(c), id), 200, PRIVATE);
  });

  app.post('/tournaments/:id/enrolment', async (c) => {
    const actor = await deps.signedIn(c);
    const id = requireTournamentId(c.req.param('id'));
    return c.json(await enrol(deps, actor, id), 201);
  });

  app.delete('/tournaments/:id/enrolment', async (c) => {
    const actor = await deps.signedIn(c);
    await cancelEnrolment(deps, actor, requireTournamentId(c.req.param('id')));
    return c.body(null, 204);
  });

  app.get('/tournaments/:id/pair', async (c) => {
    const actor = await deps.signedIn(c);
    return c.json(await findMyPair(deps, actor, requireTournamentId(c.req.param('id'))), 200, PRIVATE);
  });

  app.post('/tournaments/:id/pair', async (c) => {
    const actor = await deps.signedIn(c);
    const id = requireTournamentId(c.req.param('id'));
    const body = await parseJson(c, ZPairInvite);
    return c.json(await invitePartner(deps, actor, id, body.participante_id), 201);
  });

  app.post('/tournament-pairs/:id/accept', async (c) => {
    const actor = await deps.signedIn(c);
    return c.json(await acceptPair(deps, actor, requireTournamentId(c.req.param('id'))));
  });

  app.delete('/tournament-pairs/:id', async (c) => {
    const actor = await deps.signedIn(c);
    await removePendingPair(deps, actor, requireTournamentId(c.req.param('id')));
    return c.body(null, 204);
  });

  return app;
}
