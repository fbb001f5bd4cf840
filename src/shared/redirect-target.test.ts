import { describe, expect, it } from 'vitest';
import { authPathFor, redirectTargetOf, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it.each([
    '/',
    '/introduccion-datos/3f0c6c0e-7a8e-4f51-9a53-3b8c1d3c2a11',
    '/torneos/abc?tab=clasificacion#arriba',
    '/ligas/1',
    '/clasificacion?torneo=a%20b',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeRedirectTarget(path)).toBe(path);
  });

  it.each([
    ['another host, protocol-relative', '//evil.example/x'],
    ['three slashes', '///evil.example'],
    ['backslash as slash', '/\\evil.example'],
    ['backslash first', '\\\\evil.example'],
    ['absolute http', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative, no slash', 'torneos'],
    ['tab inside //', '/\t/evil.example'],
    ['newline', '/torneos\n/x'],
    ['space', '/ /evil.example'],
    ['NUL', '/torneos\u0000'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['encoded slash then slash', '/%2f/evil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['bad percent-encoding', '/%E0%A4%A'],
    ['the sign-in page itself', '/auth?destino=/x'],
    ['empty', ''],
    ['not a string', 42],
    ['null', null],
    ['too long', `/${'a'.repeat(600)}`],
    ['unicode line separator', '/\u2028/evil.example'],
  ])('refuses %s', (_, raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });
});

describe('authPathFor / redirectTargetOf', () => {
  it('round-trips a path with its query through /auth', () => {
    const target = '/introduccion-datos/g1?hoyo=3';
    const auth = authPathFor(target);
    expect(auth).toBe('/auth?destino=%2Fintroduccion-datos%2Fg1%3Fhoyo%3D3');
    expect(redirectTargetOf(auth.slice('/auth'.length))).toBe(target);
  });

  it('drops a hostile or empty target', () => {
    expect(authPathFor('//evil.example')).toBe('/auth');
    expect(authPathFor('/')).toBe('/auth');
    expect(authPathFor(undefined)).toBe('/auth');
    expect(redirectTargetOf('?destino=https%3A%2F%2Fevil.example')).toBeNull();
    expect(redirectTargetOf('')).toBeNull();
  });
});
