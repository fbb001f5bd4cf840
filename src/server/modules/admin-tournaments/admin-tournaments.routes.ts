import { Hono, type Context } from 'hono';
import {
  ZAddGuestRequest,
  ZAddMemberRequest,
  ZAdminTournamentsQuery,
  ZParticipantPointsRequest,
  ZPlayingHandicapRequest,
  ZPointsTableRequest,
  ZQuickCardRequest,
  ZRemoveParticipantQuery,
  ZTournamentRequest,
} from '@/shared/schemas/admin-tournaments';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { parseJson, parseWith } from '@/server/lib/validate';
import {
  addGuest,
  addMembers,
  listAdminParticipants,
  recomputeAll,
  removeParticipant,
  setIncludedInPoints,
  setPlayingHandicap,
} from './admin-tournaments.participants';
import {
  findPointsTable,
  findQuickCard,
  resetPointsTable,
  savePointsTable,
  saveQuickCard,
} from './admin-tournaments.points';
import {
  afterStandingsInputsChanged,
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
  const refresh = async (c: Context<AppEnv>, torneoId: string) =>
    afterStandingsInputsChanged(deps, (await actor(c)).userId, torneoId);

  app.get('/admin/tournaments', async (c) =>
    c.json(await listAdminTournaments(db, parseWith(ZAdminTournamentsQuery, c.req.query()))),
  );

  app.get('/admin/tournaments/choices', async (c) => c.json(await listTournamentChoices(db)));

  app.post('/admin/tournaments', async (c) =>
    c.json(await createAdminTournament(db, await parseJson(c, ZTournamentRequest)), 201),
  );

  app.get('/admin/tournaments/:id', async (c) =>
    c.json(await findAdminTournament(db, id(c.req.param('id')))),
  );

  app.put('/admin/tournaments/:id', async (c) => {
    const torneoId = id(c.req.param('id'));
    const input = await parseJson(c, ZTournamentRequest);
    return c.json(await updateAdminTournament(deps, (await actor(c)).userId, torneoId, input));
  });

  app.delete('/admin/tournaments/:id', async (c) => {
    await deleteAdminTournament(db, id(c.req.param('id')));
    return c.body(null, 204);
  });

  app.get('/admin/tournaments/:id/participants', async (c) =>
    c.json(await listAdminParticipants(db, id(c.req.param('id')))),
  );

  app.post('/admin/tournaments/:id/participants', async (c) => {
    const torneoId = id(c.req.param('id'));
    await addMembers(db, torneoId, await parseJson(c, ZAddMemberRequest), logger);
    return c.json(await listAdminParticipants(db, torneoId), 201);
  });

  app.post('/admin/tournaments/:id/guests', async (c) => {
    const torneoId = id(c.req.param('id'));
    await addGuest(db, torneoId, await parseJson(c, ZAddGuestRequest), logger);
    return c.json(await listAdminParticipants(db, torneoId), 201);
  });

  app.post('/admin/tournaments/:id/recompute-handicaps', async (c) => {
    const torneoId = id(c.req.param('id'));
    const actualizados = await recomputeAll(db, torneoId, logger);
    if (actualizados > 0) await refresh(c, torneoId);
    return c.json({ actualizados });
  });

  app.put('/admin/participants/:id/points', async (c) => {
    const participanteId = id(c.req.param('id'));
    const input = await parseJson(c, ZParticipantPointsRequest);
    const torneoId = await setIncludedInPoints(db, participanteId, input.incluir_en_puntos);
    await refresh(c, torneoId);
    return c.json(await listAdminParticipants(db, torneoId));
  });

  app.put('/admin/participants/:id/handicap', async (c) => {
    const participanteId = id(c.req.param('id'));
    const input = await parseJson(c, ZPlayingHandicapRequest);
    const torneoId = await setPlayingHandicap(db, participanteId, input.handicap_torneo);
    await refresh(c, torneoId);
    return c.json(await listAdminParticipants(db, torneoId));
  });

  app.delete('/admin/participants/:id', async (c) => {
    const participanteId = id(c.req.param('id'));
    const { borrar_resultados } = parseWith(ZRemoveParticipantQuery, c.req.query());
    const removed = await removeParticipant(db, participanteId, borrar_resultados, (await actor(c)).userId);
    if (removed.partidaId) await refresh(c, removed.torneoId);
    return c.body(null, 204);
  });

  app.get('/admin/tournaments/:id/points', async (c) =>
    c.json(await findPointsTable(db, id(c.req.param('id')))),
  );

  app.put('/admin/tournaments/:id/points', async (c) => {
    const torneoId = id(c.req.param('id'));
    const table = await savePointsTable(db, torneoId, await parseJson(c, ZPointsTableRequest));
    await refresh(c, torneoId);
    return c.json(table);
  });

  app.post('/admin/tournaments/:id/points/reset', async (c) => {
    const torneoId = id(c.req.param('id'));
    const table = await resetPointsTable(db, torneoId);
    await refresh(c, torneoId);
    return c.json(table);
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
