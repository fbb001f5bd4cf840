import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration is validated at start', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::' }).HOST).toBe('::');
    expect(loadConfig({ HOST: 'localhost' }).HOST).toBe('localhost');
    expect(c.baseUrl).toBe('http://localhost:3000');
    expect(c.TZ).toBe('Europe/Madrid');
    expect(c.SEED).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.TRUST_PROXY).toBeUndefined();
    expect(c.rateLimit).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimit).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'X-Forwarded-For' }).TRUST_PROXY).toBe('x-forwarded-for');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [
      { HOST: 'http://0.0.0.0' },
      'Invalid configuration: HOST must be an address to listen on, such as 0.0.0.0 (every network) or 127.0.0.1 (this machine only)',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [
      { BASE_URL: 'localhost' },
      'Invalid configuration: BASE_URL must be a full URL such as http://localhost:3000',
    ],
    [{ AUTH_SECRET: 'short' }, 'Invalid configuration: AUTH_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'mail.example.com' }, 'Invalid configuration: SMTP_URL must start with smtp:// or smtps://'],
    [{ TZ: 'Mars/Olympus' }, 'Invalid configuration: TZ is not a known IANA time zone such as Europe/Madrid'],
    [{ SEED: 'lots' }, "Invalid configuration: SEED must be 'demo' or 'none'"],
    [
      { TRUST_PROXY: 'X Forwarded For' },
      'Invalid configuration: TRUST_PROXY must be the name of the header your proxy sets, such as x-forwarded-for',
    ],
    [{ RATE_LIMIT: 'maybe' }, "Invalid configuration: RATE_LIMIT must be 'on' or 'off'"],
    [
      { GOOGLE_CLIENT_ID: 'x' },
      'Invalid configuration: GOOGLE_CLIENT_SECRET GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    ],
    [
      { ADMIN_EMAIL: 'a@b.es' },
      'Invalid configuration: ADMIN_PASSWORD ADMIN_EMAIL and ADMIN_PASSWORD go together',
    ],
  ])('rejects %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
