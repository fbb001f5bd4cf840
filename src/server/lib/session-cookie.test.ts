import { describe, expect, it } from 'vitest';
import { headersForBetterAuth } from './session-cookie';

const TOKEN = 'better-auth.session_token=abc.def%3D';
const cookieOf = (h: Headers) => h.get('cookie');

describe('headersForBetterAuth', () => {
  it('keeps the same headers when the cookie cache is readable, or there is none', () => {
    for (const cookie of [TOKEN, `${TOKEN}; better-auth.session_data=eyJzZXNzaW9uIjp7fX0`, 'otra=1']) {
      const headers = new Headers({ cookie });
      expect(headersForBetterAuth(headers)).toBe(headers);
    }
    const none = new Headers();
    expect(headersForBetterAuth(none, { noCache: true })).toBe(none);
  });

  it('leaves out a cookie cache (or a chunk of it) that is not base64url, and nothing else', () => {
    for (const bad of ['%%%', 'no-es-base64!', '%E0%A4%A', 'a+b/c']) {
      const headers = new Headers({ cookie: `${TOKEN}; better-auth.session_data=${bad}; otra=1` });
      expect(cookieOf(headersForBetterAuth(headers))).toBe(`${TOKEN}; otra=1`);
    }
    const chunked = new Headers({
      cookie: `__Secure-better-auth.session_data.0=abc; __Secure-better-auth.session_data.1=%%%; ${TOKEN}`,
    });
    expect(cookieOf(headersForBetterAuth(chunked))).toBe(`__Secure-better-auth.session_data.0=abc; ${TOKEN}`);
  });

  it('with noCache leaves out every part of the cookie cache', () => {
    const headers = new Headers({
      cookie: `${TOKEN}; better-auth.session_data=eyJ9; better-auth.session_data.1=eyJ9`,
    });
    expect(cookieOf(headersForBetterAuth(headers, { noCache: true }))).toBe(TOKEN);
    const onlyCache = new Headers({ cookie: 'better-auth.session_data=eyJ9' });
    expect(headersForBetterAuth(onlyCache, { noCache: true }).has('cookie')).toBe(false);
  });
});
