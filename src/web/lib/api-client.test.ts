import { describe, expect, it, vi } from 'vitest';
import { refusalTitle } from '@/shared/schemas/scorecard';
import { hasErrorCode, UNEXPECTED_ERROR_MESSAGE } from './api-client';
import { filenameOf } from './download';
import { errorFromBody } from './api-error-body';

describe('the error of a failed call', () => {
  it('carries the server’s code and message, parsed from `{ error: { code, message } }`', () => {
    const error = errorFromBody(409, { error: { code: 'SCORES_LOCKED', message: 'Cualquier texto' } });
    expect([error.status, error.code, error.message]).toEqual([409, 'SCORES_LOCKED', 'Cualquier texto']);
    expect(hasErrorCode(error, 'SCORES_LOCKED')).toBe(true);
    expect(hasErrorCode(error, 'CONFLICT', 'NOT_A_MEMBER')).toBe(false);
  });

  it('a code the app does not know, a body of another shape or none: UNKNOWN and the generic message', () => {
    expect(errorFromBody(409, { error: { code: 'SOMETHING_NEW', message: 'x' } }).code).toBe('UNKNOWN');
    expect(errorFromBody(500, { error: { code: 'INTERNAL', message: 'Ocurrió' } }).code).toBe('INTERNAL');
    for (const body of [undefined, '<html>', { error: 'texto' }, { error: { code: 1, message: 'x' } }]) {
      const error = errorFromBody(502, body);
      expect([error.status, error.code, error.message]).toEqual([502, 'UNKNOWN', UNEXPECTED_ERROR_MESSAGE]);
    }
  });
});

describe('the title of a refused stroke or change comes from its code (T§5)', () => {
  it('whatever the message says', () => {
    expect(refusalTitle('SCORES_LOCKED')).toBe('Resultados validados');
    expect(refusalTitle('NOT_A_MEMBER')).toBe('Acceso denegado');
    expect(refusalTitle('ADMIN_ONLY')).toBe('Acceso denegado');
    expect(refusalTitle('CONFLICT')).toBe('Error');
    expect(refusalTitle('UNKNOWN')).toBe('Error');
  });
});

describe('the name of a downloaded file', () => {
  it('comes from Content-Disposition: the UTF-8 name first, then the plain one, else the fallback', () => {
    expect(
      filenameOf(
        `attachment; filename="resultados.pdf"; filename*=UTF-8''resultados-torneo-de-oto%C3%B1o-2026-10-14.pdf`,
        'x.pdf',
      ),
    ).toBe('resultados-torneo-de-otoño-2026-10-14.pdf');
    expect(filenameOf('attachment; filename="liga-om.csv"', 'x.csv')).toBe('liga-om.csv');
    expect(filenameOf(`attachment; filename*=UTF-8''%E0%A4%A.pdf`, 'x.pdf')).toBe('x.pdf');
    expect(filenameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe("a GET the server answered in the page (a visitor's first answers, shared/first-paint.ts)", () => {
  it('is answered once from the page, without the network; the next ask goes to the server', async () => {
    vi.resetModules();
    let removed = false;
    const element = {
      textContent: JSON.stringify({ '/api/tournaments': [{ nombre: 'De la página' }] }),
      remove: () => void (removed = true),
    };
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'first-answers' ? element : null) });
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify([{ nombre: 'De la red' }]), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      const { api } = await import('./api-client');
      await expect(api.get('/api/tournaments')).resolves.toEqual([{ nombre: 'De la página' }]);
      expect(fetch).not.toHaveBeenCalled();
      expect(removed).toBe(true);
      await expect(api.get('/api/tournaments')).resolves.toEqual([{ nombre: 'De la red' }]);
      await expect(api.get('/api/me')).resolves.toEqual([{ nombre: 'De la red' }]);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('not once the page is older than 30 s: the network answers', async () => {
    vi.resetModules();
    vi.stubGlobal('document', {
      getElementById: () => ({ textContent: JSON.stringify({ '/api/me': null }), remove: () => undefined }),
    });
    vi.stubGlobal('performance', { now: () => 30_001 });
    const fetch = vi.fn(() => Promise.resolve(new Response('{"user":1}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    try {
      const { api } = await import('./api-client');
      await expect(api.get('/api/me')).resolves.toEqual({ user: 1 });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a GET preloaded before the code that asks for it has loaded', () => {
  it('leaves at once; the next ask takes its answer without a second request, the one after asks again', async () => {
    vi.resetModules();
    vi.stubGlobal('document', { getElementById: () => null });
    let n = 0;
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ n: ++n }), { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    try {
      const { api, preloadGet } = await import('./api-client');
      preloadGet('/api/me/estadisticas');
      preloadGet('/api/me/estadisticas');
      expect(fetch).toHaveBeenCalledTimes(1);
      await expect(api.get('/api/me/estadisticas')).resolves.toEqual({ n: 1 });
      expect(fetch).toHaveBeenCalledTimes(1);
      await expect(api.get('/api/me/estadisticas')).resolves.toEqual({ n: 2 });
      await expect(api.get('/api/me/handicap')).resolves.toEqual({ n: 3 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives its refusal to the ask that takes it, as the request would have', async () => {
    vi.resetModules();
    vi.stubGlobal('document', { getElementById: () => null });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'No autenticado' }), { status: 401 }),
      ),
    );
    try {
      const { api, preloadGet, isApiError } = await import('./api-client');
      preloadGet('/api/me/handicap');
      const error: unknown = await api.get('/api/me/handicap').catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(401);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is not taken more than 10 s later: the ask goes to the network', async () => {
    vi.resetModules();
    vi.stubGlobal('document', { getElementById: () => null });
    let now = 1000;
    vi.stubGlobal('performance', { now: () => now });
    let n = 0;
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ n: ++n }), { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    try {
      const { api, preloadGet } = await import('./api-client');
      preloadGet('/api/me');
      now += 10_001;
      await expect(api.get('/api/me')).resolves.toEqual({ n: 2 });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
