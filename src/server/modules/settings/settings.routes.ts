import { Hono } from 'hono';
import { ZCategoriesConfig } from '@/shared/schemas/categories';
import { ZDefaultPrizesRequest } from '@/shared/schemas/prizes';
import { ZClubSettingsRequest } from '@/shared/schemas/settings';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { badRequest } from '@/server/lib/app-error';
import { storedImageResponse } from '@/server/lib/storage';
import { parseJson } from '@/server/lib/validate';
import { listenForSettingsChanges } from './club-settings';
import {
  getSettings,
  removeClubLogo,
  setClubLogo,
  updateDefaultCategories,
  updateDefaultPrizes,
  updateSettings,
} from './settings.service';

/**
 * 'Ajustes de la peña' (decision record 044): /api/admin/settings, its logo /api/admin/settings/logo, the new
 * tournaments' default categories and special prizes, and the logo's files /api/files/club/logo.webp (web pages) and
 * logo.png (e-mails). Mounted at /api.
 */
export function settingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  listenForSettingsChanges(deps);

  app.get('/admin/settings', async (c) => c.json(await getSettings(deps, await deps.actor(c))));

  app.put('/admin/settings', async (c) => {
    const actor = requireAdmin(await deps.actor(c));
    const input = await parseJson(c, ZClubSettingsRequest);
    return c.json(await updateSettings(deps, actor, input));
  });

  app.put('/admin/settings/categories', async (c) => {
    const actor = requireAdmin(await deps.actor(c));
    const input = await parseJson(c, ZCategoriesConfig);
    return c.json(await updateDefaultCategories(deps, actor, input));
  });

  app.put('/admin/settings/prizes', async (c) => {
    const actor = requireAdmin(await deps.actor(c));
    const input = await parseJson(c, ZDefaultPrizesRequest);
    return c.json(await updateDefaultPrizes(deps, actor, input.premios));
  });

  app.post('/admin/settings/logo', async (c) => {
    const actor = requireAdmin(await deps.actor(c));
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('Datos no válidos: se esperaba un formulario con la imagen');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('Selecciona una imagen');
    return c.json(await setClubLogo(deps, actor, new Uint8Array(await file.arrayBuffer())));
  });

  app.delete('/admin/settings/logo', async (c) => c.json(await removeClubLogo(deps, await deps.actor(c))));

  app.get('/files/club/:file', async (c) => {
    const file = c.req.param('file');
    // A logo uploaded before the PNG existed gets it on its first request (e-mails point to it).
    if (file === 'logo.png') await deps.storage.clubLogoPng();
    return storedImageResponse(c, deps.storage.clubLogoPath(file));
  });

  return app;
}
