import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  ZChangePlayerPasswordRequest,
  ZCreatePlayerRequest,
  ZSetPlayerEmailRequest,
  ZUpdatePlayerRequest,
} from '@/shared/schemas/admin-players';
import { ZAssignAccountRequest } from '@/shared/schemas/admin-tools';
import { ZUuid } from '@/shared/schemas/common';
import {
  PLAYER_IMPORT_MESSAGES,
  ZHandicapUpdateRequest,
  ZPlayerImportOptions,
  ZPlayerImportRequest,
} from '@/shared/schemas/player-import';
import { badRequest } from '@/server/lib/app-error';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { clubNow } from '@/server/lib/clock';
import { parseJson, parseWith } from '@/server/lib/validate';
import { deletePlayer, playerDeletionImpact } from './admin-players.delete';
import { assignOrJoinAccount, joinAccountToPlayer } from './pending-accounts';
import { importPlayers, previewHandicapUpdate, previewPlayerImport, updateHandicaps } from './player-import';
import {
  changePlayerPassword,
  createPlayer,
  findAdminPlayer,
  listAdminPlayers,
  setPlayerEmail,
  syncPlayerEmail,
  updatePlayer,
} from './admin-players.service';

/**
 * /api/admin/players (T§2 /admin/jugadores, /admin/jugadores/{jugadorId}). Mounted at /api; the /api/admin/* gate
 * of app.ts lets only administrators through. The image goes through POST /api/profiles/:id/image (players module).
 */
export function adminPlayersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const admin = async (c: Context<AppEnv>) => requireAdmin(await deps.actor(c));
  const id = (c: Context<AppEnv>) => parseWith(ZUuid, c.req.param('id'));
  const today = () => clubNow(deps.clock(), deps.config.TZ).today;

  app.get('/admin/players', async (c) => c.json(await listAdminPlayers(db)));

  /** The spreadsheet of a multipart form's `archivo` field (body limit: body-limits.ts). */
  const spreadsheet = async (c: Context<AppEnv>) => (await sheetForm(c)).bytes;
  const sheetForm = async (c: Context<AppEnv>) => {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest(PLAYER_IMPORT_MESSAGES.noFile);
    }
    const file = form.get('archivo');
    if (!(file instanceof File) || file.size === 0) throw badRequest(PLAYER_IMPORT_MESSAGES.noFile);
    return { bytes: new Uint8Array(await file.arrayBuffer()), form };
  };

  /** The preview's `opciones` field (JSON): the administrator's column mapping and what 'M' means. */
  const importOptions = (form: FormData) => {
    const text = form.get('opciones');
    if (text === null) return {};
    let value: unknown;
    try {
      value = typeof text === 'string' ? JSON.parse(text) : null;
    } catch {
      value = null;
    }
    return parseWith(ZPlayerImportOptions, value);
  };

  // 'Importar jugadores' and 'Actualizar hándicaps' (decision record 021): a preview that writes nothing, then the
  // confirmed rows in one transaction.
  app.post('/admin/players/import/preview', async (c) => {
    const { bytes, form } = await sheetForm(c);
    return c.json(await previewPlayerImport(db, bytes, importOptions(form)));
  });

  app.post('/admin/players/import', async (c) => {
    const { jugadores } = await parseJson(c, ZPlayerImportRequest);
    return c.json(await importPlayers(db, jugadores, today()), 201);
  });

  app.post('/admin/players/handicaps/preview', async (c) =>
    c.json(await previewHandicapUpdate(db, await spreadsheet(c))),
  );

  app.post('/admin/players/handicaps', async (c) => {
    const actor = await admin(c);
    const input = await parseJson(c, ZHandicapUpdateRequest);
    return c.json(await updateHandicaps(deps, actor.userId, input));
  });

  app.post('/admin/players', async (c) =>
    c.json(await createPlayer(db, await parseJson(c, ZCreatePlayerRequest), today()), 201),
  );

  app.get('/admin/players/:id', async (c) => c.json(await findAdminPlayer(db, id(c))));

  app.put('/admin/players/:id', async (c) => {
    const playerId = id(c);
    const input = await parseJson(c, ZUpdatePlayerRequest);
    return c.json(await updatePlayer(deps, (await admin(c)).userId, playerId, input));
  });

  app.put('/admin/players/:id/email', async (c) => {
    const playerId = id(c);
    const { email } = await parseJson(c, ZSetPlayerEmailRequest);
    return c.json(await setPlayerEmail(deps, playerId, email));
  });

  app.post('/admin/players/:id/sync-email', async (c) => c.json(await syncPlayerEmail(db, id(c))));

  app.put('/admin/players/:id/password', async (c) => {
    const actor = await admin(c);
    const playerId = id(c);
    const { password } = await parseJson(c, ZChangePlayerPasswordRequest);
    return c.json(await changePlayerPassword(deps, actor, playerId, password));
  });

  app.post('/admin/players/:id/join-account', async (c) => {
    const actor = await admin(c);
    const playerId = id(c);
    const movido = await joinAccountToPlayer(deps, actor.userId, playerId);
    return c.json({ ...(await findAdminPlayer(db, playerId)), movido });
  });

  // 'Asignar usuario' of the /admin panel (T§7 assign-account), here because it may be a join.
  app.post('/admin/tools/assign-account', async (c) => {
    const actor = await admin(c);
    const input = await parseJson(c, ZAssignAccountRequest);
    return c.json(await assignOrJoinAccount(deps, actor.userId, input.jugador_id, input.usuario));
  });

  app.get('/admin/players/:id/deletion', async (c) =>
    c.json(await playerDeletionImpact(db, await admin(c), id(c), today())),
  );

  app.delete('/admin/players/:id', async (c) => {
    await deletePlayer(deps, await admin(c), id(c), today());
    return c.body(null, 204);
  });

  return app;
}
