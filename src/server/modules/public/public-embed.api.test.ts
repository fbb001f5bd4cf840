/**
 * The club's website. /embed/torneos/{id}, /embed/ligas/{id} and /embed/proximo open only what
 * has its public link on (else a 404), may be framed only by the sites of EMBED_ORIGINS while every other address
 * keeps refusing to be framed; the read-only public JSON API serves the same snapshot by id, described by an
 * OpenAPI document made from the shared zod schemas (/api/docs). Nothing a visitor reads carries an e-mail, a
 * phone or a birth date.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZPublicLeague,
  ZPublicLinkSettings,
  ZPublicNext,
  ZPublicTournament,
  type TPublicLinkSettings,
} from '@/shared/schemas/public';
import { ligas, profiles } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTournament, type TournamentFixture } from '@/server/modules/scores/test-fixtures';

const ORIGINS = 'https://www.club.example, https://club.example:8443';
let t: TestApp;
let admin: Session;
let marta: Session;
let nico: Session;
let f: TournamentFixture;
let ligaId: string;
let webDir: string;
/** Every answer a visitor got, scanned at the end for private data. */
const publicAnswers: string[] = [];

const BIRTHS = { marta: '1981-03-04', nico: '2019-09-10' };
const PHONES = ['644 555 666', '655 666 777'];

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="app" /><title>Peña</title></head><body></body></html>',
  );
  t = await createTestApp(
    { EMBED_ORIGINS: ORIGINS },
    { clock: () => new Date('2030-06-01T10:00:00Z'), webDir },
  );
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  marta = await t.signUp({ nombre: 'Marta García López', telefono: PHONES[0] });
  nico = await t.signUp({ nombre: 'Nico Menor Ruiz', telefono: PHONES[1] });
  const db = t.runtime.deps.db;
  await db.update(profiles).set({ fecha_nacimiento: BIRTHS.marta }).where(eq(profiles.id, marta.profileId));
  await db.update(profiles).set({ fecha_nacimiento: BIRTHS.nico }).where(eq(profiles.id, nico.profileId));
  f = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    participants: [
      { profileId: marta.profileId, sexo: 'mujer', group: 0 },
      { profileId: nico.profileId, sexo: 'hombre', group: 0 },
    ],
  });
  const [liga] = await db.insert(ligas).values({ nombre: 'Liga de Otoño' }).returning({ id: ligas.id });
  ligaId = liga!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function setLink(
  activo: boolean,
  kind: 'tournaments' | 'leagues' = 'tournaments',
  id = f.torneoId,
): Promise<TPublicLinkSettings> {
  const res = await t.request(`/api/admin/${kind}/${id}/public-link`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { activo, nombres: 'inicial', ocultar_clasificacion: false },
  });
  expect(res.status).toBe(200);
  return ZPublicLinkSettings.parse(await res.json());
}

/** A visitor's GET (no cookie), kept for the private-data scan. */
async function visit(pathname: string, headers: Record<string, string> = {}) {
  const res = await t.request(pathname, { headers });
  const text = await res.text();
  publicAnswers.push(text);
  return { status: res.status, text, headers: res.headers };
}

const frameAncestors = (headers: Headers) =>
  /frame-ancestors ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];

describe('embeds of a tournament and a league', () => {
  it('off: the embed, its JSON by id and the next tournament are 404 / nothing', async () => {
    expect((await visit(`/embed/torneos/${f.torneoId}`)).status).toBe(404);
    expect((await visit(`/embed/ligas/${ligaId}`)).status).toBe(404);
    expect((await visit(`/api/public/torneos/${f.torneoId}`)).status).toBe(404);
    expect((await visit(`/api/public/ligas/${ligaId}`)).status).toBe(404);
    expect((await visit('/api/public/torneos/no-es-un-id')).status).toBe(404);
    expect(ZPublicNext.parse(JSON.parse((await visit('/api/public/proximo')).text))).toEqual({
      torneo: null,
    });
  });

  it('on: the embed page and the same snapshot as the public link, by id; the admin gets the iframe address', async () => {
    const settings = await setLink(true);
    expect(settings.embed_url).toBe(`http://localhost:3999/embed/torneos/${f.torneoId}`);
    expect(settings.embed_origenes).toEqual(['https://www.club.example', 'https://club.example:8443']);

    const page = await visit(`/embed/torneos/${f.torneoId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Torneo de prueba · Peña de Golf</title>');
    expect(page.text).toContain('<meta name="robots" content="noindex" />');

    const byId = await visit(`/api/public/torneos/${f.torneoId}`);
    const byToken = await visit(`/api/public/${settings.token}`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get('cache-control')).toBe('public, max-age=1, must-revalidate');
    expect(byId.headers.get('etag')).toBe(byToken.headers.get('etag'));
    expect(byId.text).toBe(byToken.text);
    const snap = ZPublicTournament.parse(JSON.parse(byId.text));
    expect(snap.standings.participantes.map((p) => p.nombre).sort()).toEqual(['Marta G.', 'N. M.']);
    expect(byId.text).not.toContain(settings.token!);
    const again = await visit(`/api/public/torneos/${f.torneoId}`, {
      'if-none-match': byId.headers.get('etag')!,
    });
    expect(again.status).toBe(304);

    expect(ZPublicNext.parse(JSON.parse((await visit('/api/public/proximo')).text))).toEqual({
      torneo: { id: f.torneoId, nombre: 'Torneo de prueba', fecha_juego: '2030-06-01' },
    });
    expect((await visit('/embed/proximo')).status).toBe(200);
  });

  it("a league's embed and JSON while its link is on", async () => {
    await setLink(true, 'leagues', ligaId);
    expect((await visit(`/embed/ligas/${ligaId}`)).status).toBe(200);
    const snap = ZPublicLeague.parse(JSON.parse((await visit(`/api/public/ligas/${ligaId}`)).text));
    expect(snap.standings.liga.nombre).toBe('Liga de Otoño');
    await setLink(false, 'leagues', ligaId);
    expect((await visit(`/api/public/ligas/${ligaId}`)).status).toBe(404);
    expect((await visit(`/embed/ligas/${ligaId}`)).status).toBe(404);
  });
});

describe('framing', () => {
  it('/embed/* may be framed by the configured sites only', async () => {
    for (const p of [`/embed/torneos/${f.torneoId}`, '/embed/proximo']) {
      const res = await visit(p);
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(frameAncestors(res.headers)).toBe("'self' https://www.club.example https://club.example:8443");
    }
  });

  it('every other address refuses to be framed', async () => {
    const settings = await setLink(true);
    for (const p of [
      '/',
      '/torneos',
      `/publico/${settings.token}`,
      '/tv',
      '/api/health',
      '/api/docs',
      `/api/public/torneos/${f.torneoId}`,
      '/embedx',
      '/no-existe',
    ]) {
      const res = await t.request(p);
      expect(res.headers.get('x-frame-options'), p).toBe('DENY');
      expect(frameAncestors(res.headers), p).toBe("'none'");
    }
  });

  it('without EMBED_ORIGINS an embed is framed by the app itself only', async () => {
    const plain = await createTestApp({}, { webDir });
    try {
      const res = await plain.request('/embed/proximo');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(frameAncestors(res.headers)).toBe("'self'");
    } finally {
      await plain.close();
    }
  });

  it('EMBED_ORIGINS must be origins', async () => {
    await expect(createTestApp({ EMBED_ORIGINS: 'https://club.example/embed' })).rejects.toThrow(
      /EMBED_ORIGINS must be origins separated by commas/,
    );
  });
});

describe('/api/docs', () => {
  it('the OpenAPI description is made from the shared zod schemas', async () => {
    const res = await visit('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.text) as {
      openapi: string;
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/public/torneos/{id}',
        '/api/public/ligas/{id}',
        '/api/public/proximo',
        '/api/public/{token}',
      ]),
    );
    expect(doc.paths['/api/public/torneos/{id}']!.get.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/PublicTournament' } } },
    });
    // The schema is the one the server answers with: every field of a real answer is described.
    const snap = JSON.parse((await visit(`/api/public/torneos/${f.torneoId}`)).text) as Record<
      string,
      unknown
    >;
    const described = doc.components.schemas.PublicTournament!;
    expect(Object.keys(described.properties ?? {}).sort()).toEqual(Object.keys(snap).sort());
    expect(described.required).toEqual(
      expect.arrayContaining(['version', 'standings', 'partidas', 'partidos']),
    );
    // A match-play tournament's matches and draw: described down to a match's sides and result.
    const partidos = JSON.stringify(described.properties!.partidos);
    for (const field of ['rondas', 'lados', 'procedencia', 'resultado_texto', 'cuadro'])
      expect(partidos).toContain(`"${field}"`);

    const html = await visit('/api/docs');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.text).toContain('GET /api/public/torneos/{id}');
    expect(html.text).toContain('href="/api/docs/openapi.json"');
    expect(html.text).not.toMatch(/<script/i);
  });
});

describe('no public answer carries private data', () => {
  it('no e-mail, phone or birth date in a page, JSON, embed or the docs', () => {
    expect(publicAnswers.length).toBeGreaterThan(15);
    const forbidden = [
      ...[admin, marta, nico].map((s) => s.email),
      ...PHONES,
      ...PHONES.map((p) => p.replaceAll(' ', '')),
      ...Object.values(BIRTHS),
    ];
    for (const text of publicAnswers) {
      for (const secret of forbidden) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(text).not.toMatch(/"(email|telefono|fecha_nacimiento)"/);
    }
  });
});
