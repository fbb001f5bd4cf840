/** Environment, validated with zod at start. A bad value prints one clear line and the process exits non-zero. */
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const ZConfig = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('production'),
    ),
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a port number from 0 to 65535' })
        .int({ message: 'must be a port number from 0 to 65535' })
        .min(0, 'must be a port number from 0 to 65535')
        .max(65535, 'must be a port number from 0 to 65535')
        .default(3000),
    ),
    // Every network of the machine by default: a club's computer serves the members' phones on its Wi-Fi.
    HOST: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => [z.ipv4(), z.ipv6(), z.hostname()].some((s) => s.safeParse(v).success), {
          message:
            'must be an address to listen on, such as 0.0.0.0 (every network) or 127.0.0.1 (this machine only)',
        })
        .default('0.0.0.0'),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url({ message: 'must be a full URL such as http://localhost:3000' }).optional(),
    ),
    AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Peña de Golf <no-reply@localhost>')),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(6, 'must be at least 6 characters').optional(),
    ),
    // The embedded database's own nightly copy (club time) and how many copies are kept in DATA_DIR/backups.
    BACKUP_TIME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day HH:MM such as 03:00')
        .default('03:00'),
    ),
    BACKUP_KEEP: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number from 1 to 365' })
        .int({ message: 'must be a whole number from 1 to 365' })
        .min(1, 'must be a whole number from 1 to 365')
        .max(365, 'must be a whole number from 1 to 365')
        .default(14),
    ),
    SEED: z.preprocess(
      emptyToUndefined,
      z.enum(['demo', 'none'], { message: "must be 'demo' or 'none'" }).optional(),
    ),
    TZ: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('Europe/Madrid')
        .refine((tz) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: tz });
            return true;
          } catch {
            return false;
          }
        }, 'is not a known IANA time zone such as Europe/Madrid'),
    ),
    CLUB_NAME: z.preprocess(emptyToUndefined, z.string().default('Peña de Golf')),
    TRUST_PROXY: z.preprocess(
      (v) => (typeof v === 'string' ? emptyToUndefined(v.trim().toLowerCase()) : v),
      z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be the name of the header your proxy sets, such as x-forwarded-for')
        .optional(),
    ),
    RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.enum(['on', 'off'], { message: "must be 'on' or 'off'" }).optional(),
    ),
    // The club's website(s) that may show the /embed/* pages in an iframe (CSP frame-ancestors), comma-separated.
    EMBED_ORIGINS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (v) => v.split(',').every((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o.trim())),
          'must be origins separated by commas, such as https://www.miclub.es,https://miclub.es',
        )
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
    if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  });

export type Config = z.infer<typeof ZConfig> & {
  baseUrl: string;
  dataDir: string;
  /** Rate limits on (RATE_LIMIT, default on except under NODE_ENV=test). */
  rateLimit: boolean;
  /** EMBED_ORIGINS as a list (empty: the embeds open only inside the app's own pages). */
  embedOrigins: string[];
};

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError with one readable line on the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path.join('.') ?? 'config';
    throw new ConfigError(`Invalid configuration: ${key} ${issue?.message ?? 'is not valid'}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    rateLimit: (c.RATE_LIMIT ?? (c.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    embedOrigins: (c.EMBED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().toLowerCase())
      .filter(Boolean),
    baseUrl: (c.BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
