/**
 * Better Auth's own routes (/api/auth/*) behind our guards: every text they receive (query and JSON body) is
 * checked like zText checks ours (a NUL byte would reach PostgreSQL as a 500), and Better Auth's error answers get
 * their Spanish message.
 */
import { Hono, type Context } from 'hono';
import { isAllowedText, TEXT_NOT_ALLOWED } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { spanishAuthMessage } from '@/server/lib/auth-messages';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/server/lib/client-address';
import { headersForBetterAuth } from '@/server/lib/session-cookie';
import { limitAttempt, refundSignIn, TOO_MANY_REQUESTS, type AuthAction } from '@/server/lib/rate-limit';

/** True when some string in a JSON value (keys included) holds a control character or a lone surrogate. */
export function hasForbiddenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isAllowedText(value);
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => hasForbiddenText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => !isAllowedText(k) || hasForbiddenText(v, depth + 1));
}

export function authErrorBody(code: string, message: string) {
  return { code, message, error: { code, message } };
}

/** The request as Better Auth will see it, and its parsed JSON body (null when none or not JSON). */
export interface AuthRequest {
  raw: Request;
  json: Record<string, unknown> | null;
}

/** Better Auth's routes whose attempts our limiter counts (Better Auth's own limiter counts the others). */
export const LIMITED_AUTH_PATHS: Record<string, AuthAction> = {
  '/sign-in/email': 'sign-in',
  '/sign-up/email': 'sign-up',
  '/request-password-reset': 'reset-request',
  '/reset-password': 'reset',
};

/**
 * Headers for a Better Auth call: the incoming ones with the client's address as we resolved it, without a cookie
 * cache Better Auth cannot decode, and for a write without the cookie cache at all (a write never trusts it: a
 * session ended on the server is refused at once).
 */
export function authHeaders(c: Context<AppEnv>, deps: AppDeps): Headers {
  const headers = new Headers(headersForBetterAuth(c.req.raw.headers, { noCache: c.req.method !== 'GET' }));
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, deps.config.TRUST_PROXY));
  return headers;
}

/** Counts an attempt of `action`; a 429 in Spanish (with Retry-After) when a limit is reached. */
export async function rateLimited(
  c: Context<AppEnv>,
  deps: AppDeps,
  action: AuthAction,
  email: unknown,
): Promise<Response | null> {
  if (!deps.config.rateLimit) return null;
  const address = clientAddress(c, deps.config.TRUST_PROXY);
  const wait = await limitAttempt(deps.db, action, address, typeof email === 'string' ? email : null);
  if (wait === null) return null;
  const res = c.json(authErrorBody('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS), 429);
  res.headers.set('retry-after', String(wait));
  return res;
}

/** Reads and checks the request; answers a Spanish 400 when a text is not allowed. */
async function readAuthRequest(c: Context<AppEnv>, deps: AppDeps): Promise<AuthRequest | Response> {
  const url = new URL(c.req.url);
  for (const [k, v] of url.searchParams) {
    if (!isAllowedText(k) || !isAllowedText(v)) {
      return c.json(authErrorBody('VALIDATION_ERROR', TEXT_NOT_ALLOWED), 400);
    }
  }
  const headers = authHeaders(c, deps);
  if (c.req.method !== 'POST') return { raw: new Request(c.req.url, { headers }), json: null };
  const text = await c.req.text();
  let json: Record<string, unknown> | null = null;
  if ((c.req.header('content-type') ?? '').toLowerCase().includes('application/json') && text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        json = parsed as Record<string, unknown>;
      }
      if (hasForbiddenText(parsed)) {
        return c.json(authErrorBody('VALIDATION_ERROR', TEXT_NOT_ALLOWED), 400);
      }
    } catch {
      return c.json(authErrorBody('VALIDATION_ERROR', 'Datos no válidos: JSON mal formado'), 400);
    }
  }
  const raw = new Request(c.req.url, { method: 'POST', headers, body: text });
  return { raw, json };
}

export function authRoutes(deps: AppDeps) {
  const { logger } = deps;
  const app = new Hono<AppEnv>();

  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    const req = await readAuthRequest(c, deps);
    if (req instanceof Response) return req;
    const action =
      c.req.method === 'POST' ? LIMITED_AUTH_PATHS[c.req.path.slice('/api/auth'.length)] : undefined;
    if (action) {
      const limited = await rateLimited(c, deps, action, req.json?.email);
      if (limited) return limited;
    }
    const res = await deps.auth.handler(req.raw);
    if (action === 'sign-in' && res.ok && deps.config.rateLimit && typeof req.json?.email === 'string') {
      await refundSignIn(deps.db, clientAddress(c, deps.config.TRUST_PROXY), req.json.email);
    }
    if (res.status < 400 || !(res.headers.get('content-type') ?? '').includes('application/json')) return res;
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    const message = spanishAuthMessage(body.code, res.status);
    if (res.status >= 500) logger.error({ path: c.req.path, code: body.code }, 'auth error');
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify({ ...body, message, error: { code: body.code ?? 'AUTH', message } }), {
      status: res.status,
      headers,
    });
  });

  return app;
}
