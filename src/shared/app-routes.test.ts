import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes';

describe('the web app addresses', () => {
  it('knows the pages, with their params', () => {
    for (const p of ['/', '/torneos', '/torneos/abc/inscripcion', '/admin/jugadores/123', '/ligas/x/']) {
      expect(isAppRoute(p), p).toBe(true);
    }
  });
  it('and nothing else', () => {
    for (const p of ['/no-existe', '/torneos/a/b', '/admin/x/y', '/torneos/abc', '/ligas/a/b/c']) {
      expect(isAppRoute(p), p).toBe(false);
    }
  });
});
