/**
 * One body limit for every route (decision record 010, item 2). Hono's `bodyLimit` counts the bytes of the stream itself, so a
 * body without Content-Length (chunked) is cut at the limit as well: the answer is a 413 in Spanish and nothing
 * past the limit is held in memory. The limit depends on the route; a route that takes a large body first checks
 * who is asking (before a byte of the body is read).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '@/server/context';
import { requireAdmin } from './access';
import type { AppEnv } from './actor';
import { MAX_IMAGE_BYTES } from './storage';

/** A spreadsheet of players or handicaps (2 MB) plus the multipart envelope, and the confirmed rows as JSON. */
export const SPREADSHEET_BODY_LIMIT = 2 * 1024 * 1024 + 64 * 1024;

/** JSON requests of the API (the largest real one, a tee's 18 holes, is about 2 KB). */
export const JSON_BODY_LIMIT = 64 * 1024;
/** A profile image (5 MB) plus the multipart envelope. */
export const IMAGE_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;
/** The 404 page's beacon: one path. */
export const BEACON_BODY_LIMIT = 4 * 1024;

interface Rule {
  pattern: RegExp;
  maxSize: number;
  message: string;
  /** Runs before the body is read: throws the 401/403 of a caller who may not send this body at all. */
  gate?: (c: Context<AppEnv>, deps: AppDeps) => Promise<void>;
}

const RULES: Rule[] = [
  {
    pattern: /^\/api\/profiles\/[^/]+\/image$/,
    maxSize: IMAGE_BODY_LIMIT,
    message: 'La imagen no puede superar 5 MB',
    // Only administrators change a profile image (players.service setProfileImage).
    gate: async (c, deps) => void requireAdmin(await deps.actor(c)),
  },
  {
    pattern: /^\/api\/admin\/players\/(import|handicaps)(\/preview)?$/,
    maxSize: SPREADSHEET_BODY_LIMIT,
    message: 'El archivo no puede superar 2 MB',
    gate: async (c, deps) => void requireAdmin(await deps.actor(c)),
  },
  {
    pattern: /^\/api\/log\/not-found$/,
    maxSize: BEACON_BODY_LIMIT,
    message: 'La petición es demasiado grande',
  },
];

const DEFAULT_RULE: Rule = {
  pattern: /./,
  maxSize: JSON_BODY_LIMIT,
  message: 'La petición es demasiado grande',
};

export function ruleFor(path: string): Rule {
  return RULES.find((r) => r.pattern.test(path)) ?? DEFAULT_RULE;
}

export function bodyLimits(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const limiters = new Map<Rule, MiddlewareHandler>();
  for (const rule of [...RULES, DEFAULT_RULE]) {
    limiters.set(
      rule,
      bodyLimit({
        maxSize: rule.maxSize,
        onError: (c) => c.json({ error: { code: 'TOO_LARGE', message: rule.message } }, 413),
      }),
    );
  }
  return async (c, next) => {
    // Decided from the headers when they are enough: touching `c.req.raw.body` makes the Node adapter build a
    // full web Request around the socket, which the hot paths (score saves) cannot afford.
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (!chunked && length === '0') return next();
    if (!chunked && length === undefined) {
      // Over HTTP/1.1 a request with neither header has no body; in-process requests (tests) may have one.
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    }
    const rule = ruleFor(c.req.path);
    if (rule.gate) await rule.gate(c, deps);
    const limiter = limiters.get(rule)!;
    if (!chunked && length !== undefined && /^\d{1,15}$/.test(length) && Number(length) <= rule.maxSize) {
      return next();
    }
    return limiter(c, next);
  };
}
