import { Hono } from 'hono';
import { ZUpdateProfileRequest } from '@/shared/schemas/accounts';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { badRequest, forbidden } from '@/server/lib/app-error';
import { storedImageResponse } from '@/server/lib/storage';
import { parseJson, parseWith } from '@/server/lib/validate';
import { resolveProfileId, setProfileImage, updateProfile } from './players.service';

export function playersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = (c: Parameters<AppDeps['signedIn']>[0]) => deps.signedIn(c);

  app.put('/profiles/:id', async (c) => {
    const actor = await signedIn(c);
    const id = parseWith(ZUuid, resolveProfileId(actor, c.req.param('id')));
    const input = await parseJson(c, ZUpdateProfileRequest);
    return c.json(await updateProfile(deps, actor, id, input));
  });

  app.post('/profiles/:id/image', async (c) => {
    const actor = await signedIn(c);
    const id = parseWith(ZUuid, resolveProfileId(actor, c.req.param('id')));
    // Who may change an image is known before the form is read (app.ts's body limit checked it already).
    if (!actor.isAdmin) throw forbidden('Solo los administradores pueden cambiar la imagen de perfil');
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('Datos no válidos: se esperaba un formulario con la imagen');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('Selecciona una imagen');
    return c.json(
      await setProfileImage(deps.db, deps.storage, actor, id, new Uint8Array(await file.arrayBuffer())),
    );
  });

  app.get('/files/profiles/:file', (c) =>
    storedImageResponse(c, deps.storage.profileImagePath(c.req.param('file'))),
  );

  return app;
}
