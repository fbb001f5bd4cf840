import { Hono, type Context } from 'hono';
import { ZResetPasswordRequest, ZSignUpRequest, type TPublicConfig } from '@/shared/schemas/accounts';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { clubLogoUrl, clubName } from '@/server/modules/settings/club-settings';
import { parseJson } from '@/server/lib/validate';
import { describeMe, resetPassword, signUp, type AuthResult } from './accounts.service';
import { authHeaders, rateLimited } from './auth-proxy';

function withCookies<T>(c: Context<AppEnv>, result: AuthResult<T>, status: 200 | 201) {
  for (const cookie of result.cookies) c.header('set-cookie', cookie, { append: true });
  return c.json(result.body, status);
}

export function accountsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/config', async (c) => {
    const body: TPublicConfig = {
      clubName: await clubName(deps),
      clubLogoUrl: await clubLogoUrl(deps),
      googleEnabled: Boolean(deps.config.GOOGLE_CLIENT_ID),
      emailConfirmationRequired: deps.mailer.smtpEnabled,
      emailEnabled: deps.mailer.smtpEnabled,
    };
    return c.json(body);
  });

  // Signed out is a normal answer (200, null), not an error: logged-out pages ask too.
  app.get('/me', async (c) => {
    const actor = await deps.actor(c);
    return c.json(actor ? await describeMe(deps.db, actor) : null);
  });

  app.post('/accounts/sign-up', async (c) => {
    const limited = await rateLimited(c, deps, 'sign-up', null);
    if (limited) return limited;
    const input = await parseJson(c, ZSignUpRequest);
    return withCookies(c, await signUp(deps.db, deps.auth, input, authHeaders(c, deps)), 201);
  });

  app.post('/accounts/reset-password', async (c) => {
    const limited = await rateLimited(c, deps, 'reset', null);
    if (limited) return limited;
    const input = await parseJson(c, ZResetPasswordRequest);
    return withCookies(
      c,
      await resetPassword(deps.db, deps.auth, input, authHeaders(c, deps), deps.logger),
      200,
    );
  });

  return app;
}
