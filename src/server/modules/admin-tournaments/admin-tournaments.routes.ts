import { Hono, type Context } from 'hono';
import {
  ZAddGuestRequest,
  ZAddMemberRequest,
  ZAdminTournamentsQuery,
  ZPairRequest,
  ZParticipantStatusRequest,
  ZParticipantPaidRequest,
  ZParticipantPointsRequest,
  ZPlayingHandicapRequest,
  ZPointsTableRequest,
  ZQuickCardRequest,
  ZRemoveParticipantQuery,
  ZTournamentRequest,
} from '@/shared/schemas/admin-tournaments';
import { ZUuid } from '@/shared/schemas/common';
import { ZDuplicateTournamentRequest } from '@/shared/schemas/papers';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { parseJson, parseWith } from '@/server/lib/validate';
import {
  addGuest,
  addMembers,
  clearFixedHandicap,
  listAdminParticipants,
  recomputeAll,
  removeParticipant,
  setIncludedInPoints,
  setPaid,
  setPlayingHandicap,
} from './admin-tournaments.participants';
import { duplicateTournament } from './admin-tournaments.duplicate';
import { participantsCsv } from './admin-tournaments.fees';
import {
  createPair,
  dissolvePair,
  formBalancedPairs,
  listPairs,
  setParticipantStatus,
} from './admin-tournaments.pairs';
import {
  findPointsTable,
  findQuickCard,
  resetPointsTable,
  savePointsTable,
  saveQuickCard,
} from './admin-tournaments.points';
import {
  createAdminTournament,
  deleteAdminTournament,
  findAdminTournament,
  listAdminTournaments,
  listTournamentChoices,
  updateAdminTournament,
} from './admin-tournaments.service';

/**
 * /api/admin/tournaments and /api/admin/participants (T§2 /admin/torneos). Mounted at /api; the /api/admin/* gate
 * of app.ts lets only administrators through (401/403 before anything here runs).
 */
export function adminTournamentsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db, logger } = deps;
  const id = (value: string) => parseWith(ZUuid, value);
  const actor = (c: Context<AppEnv>) => deps.signedIn(c);
  const actorId = async (c: Context<AppEnv>) => (await actor(c)).userId;

  app.get('/admin/tournaments', async (c) =>
    c.json(await listAdminTournaments(db, parseWith(ZAdminTournamentsQuery, c.req.query()))),
  );

  app.get('/admin/tournaments/choices', async (c) => c.json(await listTournamentChoices(db)));

  app.post('/admin/tournaments', async (c) =>
    c.json(await createAdminTournament(db, await parseJson(c, ZTournamentRequest), deps.config.TZ), 201),
  );

  app.post('/admin/tournaments/:id/duplicate', async (c) => {
    const source = id(c.req.param('id'));
    const input = await parseJson(c, ZDuplicateTournamentRequest);
    return c.json(await duplicateTournament(db, source, input, deps.config.TZ), 201);
  });

  app.get('/admin/tournaments/:id', async (c) =>
    c.json(await findAdminTournament(db, id(c.req.param('id')), deps.config.TZ)),
  );

  app.put('/admin/tournaments/:id', async (c) => {
    const torneoId = id(c.req.param('id'));
    const input = await parseJson(c, ZTournamentRequest);
    return c.json(await updateAdminTournament(deps, await actorId(c), torneoId, input));
  });

  app.delete('/admin/tournaments/:id', async (c) => {
    await deleteAdminTournament(db, id(c.req.param('id')));
    return c.body(null, 204);
  });

  app.get('/admin/tournaments/:id/participants', async (c) =>
    c.json(await listAdminParticipants(db, id(c.req.param('id')))),
  );

  app.get('/admin/tournaments/:id/participants.csv', async (c) => participantsCsv(db, id(c.req.param('id'))));

  app.post('/admin/tournaments/:id/participants', async (c) => {
    const torneoId = id(c.req.param('id'));
    const input = await parseJson(c, ZAddMemberRequest);
    return c.json(await addMembers(deps, await actorId(c), torneoId, input), 201);
  });

  app.post('/admin/tournaments/:id/guests', async (c) => {
    const torneoId = id(c.req.param('id'));
    const input = await parseJson(c, ZAddGuestRequest);
    return c.json(await addGuest(db, torneoId, input, logger), 201);
  });

  app.post('/admin/tournaments/:id/recompute-handicaps', async (c) => {
    const torneoId = id(c.req.param('id'));
    return c.json(await recomputeAll(deps, await actorId(c), torneoId));
  });

  app.put('/admin/participants/:id/points', async (c) => {
    const participanteId = id(c.req.param('id'));
    const input = await parseJson(c, ZParticipantPointsRequest);
    return c.json(await setIncludedInPoints(deps, await actorId(c), participanteId, input.incluir_en_puntos));
  });

  // The fee's 'Pagado' tick (decision record 039).
  app.put('/admin/participants/:id/paid', async (c) => {
    const participanteId = id(c.req.param('id'));
    const input = await parseJson(c, ZParticipantPaidRequest);
    return c.json(await setPaid(db, participanteId, input.pagado));
  });

  app.put('/admin/participants/:id/handicap', async (c) => {
    const participanteId = id(c.req.param('id'));
    const input = await parseJson(c, ZPlayingHandicapRequest);
    return c.json(await setPlayingHandicap(deps, await actorId(c), participanteId, input.handicap_torneo));
  });

  // 'Quitar fijado': the playing handicap set by hand follows the rules engine again.
  app.delete('/admin/participants/:id/handicap', async (c) => {
    const participanteId = id(c.req.param('id'));
    return c.json(await clearFixedHandicap(deps, await actorId(c), participanteId));
  });

  app.delete('/admin/participants/:id', async (c) => {
    const participanteId = id(c.req.param('id'));
    const { borrar_resultados } = parseWith(ZRemoveParticipantQuery, c.req.query());
    await removeParticipant(deps, await actorId(c), participanteId, borrar_resultados);
    return c.body(null, 204);
  });

  app.put('/admin/participants/:id/status', async (c) => {
    const participanteId = id(c.req.param('id'));
    const input = await parseJson(c, ZParticipantStatusRequest);
    return c.json(await setParticipantStatus(deps, await actorId(c), participanteId, input));
  });

  app.get('/admin/tournaments/:id/pairs', async (c) => c.json(await listPairs(db, id(c.req.param('id')))));

  app.post('/admin/tournaments/:id/pairs', async (c) => {
    const torneoId = id(c.req.param('id'));
    const input = await parseJson(c, ZPairRequest);
    return c.json(await createPair(deps, await actorId(c), torneoId, input), 201);
  });

  app.post('/admin/tournaments/:id/pairs/balanced', async (c) => {
    const torneoId = id(c.req.param('id'));
    return c.json(await formBalancedPairs(deps, await actorId(c), torneoId), 201);
  });

  app.delete('/admin/pairs/:id', async (c) => {
    await dissolvePair(deps, await actorId(c), id(c.req.param('id')));
    return c.body(null, 204);
  });

  app.get('/admin/tournaments/:id/points', async (c) =>
    c.json(await findPointsTable(db, id(c.req.param('id')))),
  );

  app.put('/admin/tournaments/:id/points', async (c) => {
    const torneoId = id(c.req.param('id'));
    const input = await parseJson(c, ZPointsTableRequest);
    return c.json(await savePointsTable(deps, await actorId(c), torneoId, input));
  });

  app.post('/admin/tournaments/:id/points/reset', async (c) => {
    const torneoId = id(c.req.param('id'));
    return c.json(await resetPointsTable(deps, await actorId(c), torneoId));
  });

  app.get('/admin/participants/:id/card', async (c) =>
    c.json(await findQuickCard(db, id(c.req.param('id')))),
  );

  app.put('/admin/participants/:id/card', async (c) => {
    const participanteId = id(c.req.param('id'));
    const input = await parseJson(c, ZQuickCardRequest);
    return c.json(await saveQuickCard(deps, await actor(c), participanteId, input));
  });

  return app;
}
