/**
 * Rate limits of the account routes (decision record 010, items 4 and 5), counted in the database (`rate_limit`, the table
 * Better Auth's own limiter uses too) so that several server instances share them. Each attempt counts in several
 * buckets — per address and per account *from* that address — and is refused when any is full. No bucket counts
 * an account's attempts from every address together: an attacker could then lock the owner out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

export interface LimitRule {
  /** Window in seconds, counted from the first attempt of the window. */
  window: number;
  max: number;
}

/** The limits (design decision 010); the longest window must not exceed Better Auth's longest (see auth.ts). */
export const AUTH_LIMITS = {
  /** Sign-in attempts from one address, whatever the account (password spraying). */
  signInPerAddress: { window: 60, max: 30 },
  /** Failed sign-in attempts on one account from one address (password guessing); a success gives its back. */
  signInPerAccount: { window: 300, max: 5 },
  /** Accounts created from one address. */
  signUpPerAddress: { window: 60, max: 5 },
  /** Recovery e-mails asked from one address, and for one account from one address. */
  resetRequestPerAddress: { window: 60, max: 5 },
  resetRequestPerAccount: { window: 900, max: 3 },
  /** New passwords set with a recovery token from one address (token guessing). */
  resetPerAddress: { window: 60, max: 10 },
  /** Invitation links looked up or claimed from one address (token guessing; decision record 029). */
  invitationPerAddress: { window: 60, max: 10 },
} as const satisfies Record<string, LimitRule>;

export const LONGEST_LIMIT_WINDOW = Math.max(...Object.values(AUTH_LIMITS).map((r) => r.window));

export const TOO_MANY_REQUESTS = 'Demasiados intentos. Espera un momento y vuelve a intentarlo.';

/** Counts one attempt in `key` (atomically, one statement); returns the seconds to wait when over the limit. */
export async function consume(
  db: Db,
  key: string,
  rule: LimitRule,
  now = Date.now(),
): Promise<number | null> {
  const windowMs = rule.window * 1000;
  const { rows } = await db.execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limit (id, key, count, last_request)
    values (gen_random_uuid()::text, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${now - windowMs} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now}
                          else rate_limit.last_request end
    returning count, last_request`);
  const row = rows[0];
  if (!row || Number(row.count) <= rule.max) return null;
  return Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000));
}

export type AuthAction = 'sign-in' | 'sign-up' | 'reset-request' | 'reset' | 'invitation';

/** The buckets an attempt counts in. */
export function bucketsFor(action: AuthAction, address: string, email: string | null): [string, LimitRule][] {
  const account = (email ?? '').trim().toLowerCase().slice(0, 254);
  switch (action) {
    case 'sign-in':
      return [
        [`pena:sign-in:addr|${address}`, AUTH_LIMITS.signInPerAddress],
        [`pena:sign-in:acct|${account}|${address}`, AUTH_LIMITS.signInPerAccount],
      ];
    case 'sign-up':
      return [[`pena:sign-up:addr|${address}`, AUTH_LIMITS.signUpPerAddress]];
    case 'reset-request':
      return [
        [`pena:reset-request:addr|${address}`, AUTH_LIMITS.resetRequestPerAddress],
        [`pena:reset-request:acct|${account}|${address}`, AUTH_LIMITS.resetRequestPerAccount],
      ];
    case 'reset':
      return [[`pena:reset:addr|${address}`, AUTH_LIMITS.resetPerAddress]];
    case 'invitation':
      return [[`pena:invitation:addr|${address}`, AUTH_LIMITS.invitationPerAddress]];
  }
}

/** Counts the attempt in each of its buckets; returns the seconds to wait when one of them is full, else null. */
export async function limitAttempt(
  db: Db,
  action: AuthAction,
  address: string,
  email: string | null,
): Promise<number | null> {
  let wait: number | null = null;
  for (const [key, rule] of bucketsFor(action, address, email)) {
    const w = await consume(db, key, rule);
    if (w !== null) wait = Math.max(wait ?? 0, w);
  }
  return wait;
}

/**
 * Gives back the attempt a successful sign-in counted in its account bucket: that bucket counts failures (the
 * count goes up before the password is checked, so that a burst cannot overtake it, and down after a success).
 */
export async function refundSignIn(db: Db, address: string, email: string | null): Promise<void> {
  const key = bucketsFor('sign-in', address, email)[1]![0];
  await db.execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${key}`);
}
