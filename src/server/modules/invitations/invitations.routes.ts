import { Hono, type Context } from 'hono';
import { ZUuid } from '@/shared/schemas/common';
import {
  ZCreateInvitationsRequest,
  ZInvitationTokenRequest,
  ZInvitedSignUpRequest,
} from '@/shared/schemas/invitations';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { parseJson, parseWith } from '@/server/lib/validate';
import { authHeaders, rateLimited } from '@/server/modules/accounts/auth-proxy';
import {
  claimInvitation,
  createInvitations,
  listOpenInvitations,
  lookupInvitation,
  revokeInvitation,
  signUpWithInvitation,
} from './invitations.service';

/**
 * Invitations (decision record 029). /api/admin/invitations* for administrators (the /api/admin/* gate of app.ts);
 * /api/invitations/* for whoever holds a link, each attempt counted like a sign-up (lib/rate-limit.ts).
 */
export function invitationsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const admin = async (c: Context<AppEnv>) => requireAdmin(await deps.actor(c));

  app.get('/admin/invitations', async (c) => c.json(await listOpenInvitations(deps)));

  app.post('/admin/invitations', async (c) => {
    const actor = await admin(c);
    const { jugador_ids } = await parseJson(c, ZCreateInvitationsRequest);
    return c.json(await createInvitations(deps, actor, jugador_ids), 201);
  });

  app.delete('/admin/invitations/:jugadorId', async (c) => {
    await admin(c);
    await revokeInvitation(deps, parseWith(ZUuid, c.req.param('jugadorId')));
    return c.body(null, 204);
  });

  app.post('/invitations/lookup', async (c) => {
    const limited = await rateLimited(c, deps, 'invitation', null);
    if (limited) return limited;
    const { token } = await parseJson(c, ZInvitationTokenRequest);
    return c.json(await lookupInvitation(deps, token));
  });

  app.post('/invitations/sign-up', async (c) => {
    const limited = await rateLimited(c, deps, 'sign-up', null);
    if (limited) return limited;
    const input = await parseJson(c, ZInvitedSignUpRequest);
    const result = await signUpWithInvitation(deps, input, authHeaders(c, deps));
    for (const cookie of result.cookies) c.header('set-cookie', cookie, { append: true });
    return c.json(result.body, 201);
  });

  app.post('/invitations/claim', async (c) => {
    const actor = await deps.signedIn(c);
    const limited = await rateLimited(c, deps, 'invitation', null);
    if (limited) return limited;
    const { token } = await parseJson(c, ZInvitationTokenRequest);
    return c.json(await claimInvitation(deps, actor, token));
  });

  return app;
}
