/**
 * 'Ajustes de la peña' (decision record 044): administrators read and change the club's settings; players are
 * refused; bad input answers a Spanish message and changes nothing; the stored name replaces CLUB_NAME in the public
 * config and in what the server prints (an e-mail here), and a blank name goes back to CLUB_NAME. The default
 * categories and special prizes are what a tournament created afterwards starts with.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicConfig } from '@/shared/schemas/accounts';
import { ZTournamentCategories } from '@/shared/schemas/categories';
import { ZTournamentPrizes } from '@/shared/schemas/prizes';
import { ZClubSettings, type TClubSettings } from '@/shared/schemas/settings';
import { clubSettings, outbox } from '@/server/db/schema';
import { insertTeesCourse, newTournamentBody } from '@/server/modules/scores/test-fixtures';
import { BASE_URL, createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let player: Session;

beforeAll(async () => {
  t = await createTestApp({ CLUB_NAME: 'Peña del Entorno' });
  [admin, player] = await Promise.all([t.signUp({ nombre: 'Ada' }), t.signUp({ nombre: 'Pedro' })]);
  await t.makeAdmin(admin);
});
afterAll(() => t.close());

async function call(who: Session | null, method: string, path: string, json?: unknown) {
  const res = await t.request(path, {
    method,
    ...(who ? { cookie: who.cookie } : {}),
    ...(json === undefined ? {} : { json }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
const errorOf = (r: { status: number; body: unknown }) => {
  const e = (r.body as { error: { code: string; message: string } }).error;
  return [r.status, e.code, e.message];
};
const settingsOf = (r: { status: number; body: unknown }): TClubSettings => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return ZClubSettings.parse(r.body);
};
const publicName = async () => ZPublicConfig.parse((await call(null, 'GET', '/api/config')).body).clubName;

const VALID = {
  nombre: 'Peña El Robledal',
  metodo_desempate: 'ultimos_hoyos',
  reductor_handicap: 85,
  cierre_dias_antes: 2,
  cierre_hora: '20:00',
};

describe('club settings', () => {
  it('start empty: the environment name is in use', async () => {
    const s = settingsOf(await call(admin, 'GET', '/api/admin/settings'));
    expect(s).toEqual({
      nombre: null,
      nombre_efectivo: 'Peña del Entorno',
      logo_url: null,
      metodo_desempate: null,
      reductor_handicap: null,
      cierre_dias_antes: null,
      cierre_hora: null,
      categorias: { no_acumulables: true, categorias: [] },
      premios_especiales: [],
    });
    expect(await publicName()).toBe('Peña del Entorno');
  });

  it('refuses players and visitors', async () => {
    expect(errorOf(await call(player, 'GET', '/api/admin/settings'))).toEqual([
      403,
      'ADMIN_ONLY',
      'No tienes permisos de administrador',
    ]);
    expect((await call(player, 'PUT', '/api/admin/settings', VALID)).status).toBe(403);
    expect((await call(null, 'PUT', '/api/admin/settings', VALID)).status).toBe(401);
    expect(await t.runtime.deps.db.select().from(clubSettings)).toEqual([]);
  });

  it.each([
    [{ ...VALID, reductor_handicap: 250 }, 'El reductor debe estar entre 0 y 200'],
    [{ ...VALID, cierre_dias_antes: 61 }, 'Los días antes del cierre deben estar entre 0 y 60'],
    [{ ...VALID, cierre_hora: null }, 'Indica los días y la hora del cierre de inscripción, o ninguno'],
    [{ ...VALID, cierre_hora: '25:00' }, 'Hora no válida'],
    [{ ...VALID, metodo_desempate: 'moneda' }, 'Método de desempate no válido'],
    [{ ...VALID, nombre: 'x'.repeat(81) }, 'Máximo 80 caracteres'],
  ])('refuses bad input with a Spanish message and changes nothing (%#)', async (json, message) => {
    expect(errorOf(await call(admin, 'PUT', '/api/admin/settings', json))).toEqual([
      400,
      'VALIDATION',
      message,
    ]);
    expect(await t.runtime.deps.db.select().from(clubSettings)).toEqual([]);
    expect(await publicName()).toBe('Peña del Entorno');
  });

  it('saves, and the name is used at once by the public config and the e-mails', async () => {
    const saved = settingsOf(await call(admin, 'PUT', '/api/admin/settings', VALID));
    expect(saved).toMatchObject({ ...VALID, nombre_efectivo: 'Peña El Robledal', logo_url: null });
    expect(settingsOf(await call(admin, 'GET', '/api/admin/settings'))).toEqual(saved);
    expect(await publicName()).toBe('Peña El Robledal');

    const sent = await call(admin, 'POST', '/api/admin/mail/test', { para: 'prueba@example.com' });
    expect(sent.status).toBe(200);
    const [mail] = await t.runtime.deps.db.select().from(outbox).orderBy(desc(outbox.created_at)).limit(1);
    expect(mail!.subject).toBe('Peña El Robledal: email de prueba');
    expect(mail!.text).toContain('Peña El Robledal');
    // No uploaded logo: the bundled SVG is not sent.
    expect(mail!.html).toContain('Peña El Robledal');
    expect(mail!.html).not.toContain('<img');
  });

  it('a blank name goes back to the environment name', async () => {
    const saved = settingsOf(
      await call(admin, 'PUT', '/api/admin/settings', {
        nombre: '  ',
        metodo_desempate: '',
        reductor_handicap: null,
        cierre_dias_antes: null,
        cierre_hora: '',
      }),
    );
    expect(saved.nombre).toBeNull();
    expect(saved.nombre_efectivo).toBe('Peña del Entorno');
    expect(saved.metodo_desempate).toBeNull();
    expect(await publicName()).toBe('Peña del Entorno');
  });

  it('a logo that is not an image is refused; a removed logo goes back to the bundled one', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }));
    const res = await t.request('/api/admin/settings/logo', {
      method: 'POST',
      cookie: admin.cookie,
      body: form,
    });
    expect(res.status).toBe(400);
    expect(settingsOf(await call(admin, 'DELETE', '/api/admin/settings/logo')).logo_url).toBeNull();
    expect(ZPublicConfig.parse((await call(null, 'GET', '/api/config')).body).clubLogoUrl).toBe('/logo.svg');
  });

  it('an image becomes the logo: a WebP the public config points to, served for good; a name not stored is a 404', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'escudo.png', { type: 'image/png' }));
    const res = await t.request('/api/admin/settings/logo', {
      method: 'POST',
      cookie: admin.cookie,
      body: form,
    });
    expect(res.status).toBe(200);
    const logo = ZClubSettings.parse(await res.json()).logo_url!;
    expect(logo).toMatch(/^\/api\/files\/club\/logo\.webp\?v=\d+$/);
    expect(ZPublicConfig.parse((await call(null, 'GET', '/api/config')).body).clubLogoUrl).toBe(logo);
    const image = await t.request(logo);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await t.request('/api/files/club/otro.webp')).status).toBe(404);

    // The PNG the e-mails and PDFs use, next to it: same version.
    const pngUrl = logo.replace('/logo.webp', '/logo.png');
    const served = await t.request(pngUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 40]);

    const sent = await call(admin, 'POST', '/api/admin/mail/test', { para: 'prueba@example.com' });
    expect(sent.status).toBe(200);
    const [mail] = await t.runtime.deps.db.select().from(outbox).orderBy(desc(outbox.created_at)).limit(1);
    expect(mail!.html).toContain(`<img src="${BASE_URL}${pngUrl}" alt="Peña del Entorno" width="64"`);
  });

  it('a logo uploaded before the PNG existed gets it on demand; going back to the bundled logo deletes both files', async () => {
    const storage = t.runtime.deps.storage;
    const pngFile = storage.clubLogoPath('logo.png')!;
    await fs.rm(pngFile);
    const served = await t.request('/api/files/club/logo.png');
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
    expect(existsSync(pngFile)).toBe(true);

    expect(settingsOf(await call(admin, 'DELETE', '/api/admin/settings/logo')).logo_url).toBeNull();
    expect(existsSync(pngFile)).toBe(false);
    expect(existsSync(storage.clubLogoPath('logo.webp')!)).toBe(false);
    expect((await t.request('/api/files/club/logo.png')).status).toBe(404);
    await call(admin, 'POST', '/api/admin/mail/test', { para: 'prueba@example.com' });
    const [mail] = await t.runtime.deps.db.select().from(outbox).orderBy(desc(outbox.created_at)).limit(1);
    expect(mail!.html).not.toContain('<img');
  });
});

const CATEGORIES = {
  no_acumulables: true,
  categorias: [
    { nombre: 'Scratch', criterio: { tipo: 'todos' }, clasificacion: 'scratch', premios: 1 },
    {
      nombre: '1ª',
      criterio: { tipo: 'indice', desde: null, hasta: 12.4 },
      clasificacion: 'handicap',
      premios: 3,
    },
    {
      nombre: '2ª',
      criterio: { tipo: 'indice', desde: 12.5, hasta: null },
      clasificacion: 'handicap',
      premios: 3,
    },
    { nombre: 'Damas', criterio: { tipo: 'sexo', sexo: 'mujer' }, clasificacion: 'handicap', premios: 1 },
  ],
};
const PRIZES = {
  premios: [
    { tipo: 'bola_mas_cercana', numero_hoyo: 7 },
    { tipo: 'drive_mas_largo', numero_hoyo: 12, nombre: 'Drive de la peña' },
    { tipo: 'otro', nombre: 'Mejor vestido' },
    { tipo: 'otro', nombre: 'Farolillo rojo' },
  ],
};

describe("new tournaments' default categories and special prizes", () => {
  let course: { id: string; teeIds: string[] };
  beforeAll(async () => {
    course = await insertTeesCourse(t.runtime.deps.db);
  });
  const createTournament = async (nombre: string) => {
    const res = await call(
      admin,
      'POST',
      '/api/admin/tournaments',
      newTournamentBody(course, nombre, '2030-05-05'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (res.body as { id: string }).id;
    const categories = ZTournamentCategories.parse(
      (await call(admin, 'GET', `/api/tournaments/${id}/categories`)).body,
    );
    const prizes = ZTournamentPrizes.parse((await call(admin, 'GET', `/api/tournaments/${id}/prizes`)).body);
    return {
      config: categories.config,
      prizes: prizes.premios.map((p) => [p.tipo, p.nombre, p.numero_hoyo]),
    };
  };

  it('refuses players, and bad input with a Spanish message, changing nothing', async () => {
    expect((await call(player, 'PUT', '/api/admin/settings/categories', CATEGORIES)).status).toBe(403);
    expect((await call(player, 'PUT', '/api/admin/settings/prizes', PRIZES)).status).toBe(403);
    expect((await call(null, 'PUT', '/api/admin/settings/prizes', PRIZES)).status).toBe(401);
    const twice = { ...CATEGORIES, categorias: [CATEGORIES.categorias[1], CATEGORIES.categorias[1]] };
    expect(errorOf(await call(admin, 'PUT', '/api/admin/settings/categories', twice))).toEqual([
      400,
      'VALIDATION',
      'Dos categorías no pueden llamarse igual',
    ]);
    const sameHole = { premios: [PRIZES.premios[0], { tipo: 'bola_mas_cercana', numero_hoyo: 7 }] };
    expect(errorOf(await call(admin, 'PUT', '/api/admin/settings/prizes', sameHole))).toEqual([
      400,
      'VALIDATION',
      'Ya hay un premio de ese tipo en ese hoyo',
    ]);
    expect(
      errorOf(
        await call(admin, 'PUT', '/api/admin/settings/prizes', { premios: [{ tipo: 'drive_mas_largo' }] }),
      ),
    ).toEqual([400, 'VALIDATION', 'Indica el hoyo del premio']);
    const s = settingsOf(await call(admin, 'GET', '/api/admin/settings'));
    expect(s.categorias.categorias).toEqual([]);
    expect(s.premios_especiales).toEqual([]);
  });

  it('a tournament created before any default has no categories and no special prizes', async () => {
    expect(await createTournament('Antes de los ajustes')).toEqual({
      config: { no_acumulables: true, categorias: [] },
      prizes: [],
    });
  });

  it('once saved, every new tournament starts with them, in their order; the settings keep them', async () => {
    const cats = settingsOf(await call(admin, 'PUT', '/api/admin/settings/categories', CATEGORIES));
    expect(cats.categorias).toEqual(CATEGORIES);
    const prizes = settingsOf(await call(admin, 'PUT', '/api/admin/settings/prizes', PRIZES));
    expect(prizes.premios_especiales).toEqual([
      { tipo: 'bola_mas_cercana', nombre: 'Bola más cercana', numero_hoyo: 7 },
      { tipo: 'drive_mas_largo', nombre: 'Drive de la peña', numero_hoyo: 12 },
      { tipo: 'otro', nombre: 'Mejor vestido', numero_hoyo: null },
      { tipo: 'otro', nombre: 'Farolillo rojo', numero_hoyo: null },
    ]);
    // The other settings are untouched by these two requests.
    expect(prizes.categorias).toEqual(CATEGORIES);

    const created = await createTournament('Sábado de la peña');
    expect(created.config).toEqual(CATEGORIES);
    expect(created.prizes).toEqual([
      ['bola_mas_cercana', 'Bola más cercana', 7],
      ['drive_mas_largo', 'Drive de la peña', 12],
      ['otro', 'Mejor vestido', null],
      ['otro', 'Farolillo rojo', null],
    ]);
  });

  it('empty lists take the defaults away from tournaments created afterwards', async () => {
    settingsOf(
      await call(admin, 'PUT', '/api/admin/settings/categories', { no_acumulables: true, categorias: [] }),
    );
    settingsOf(await call(admin, 'PUT', '/api/admin/settings/prizes', { premios: [] }));
    expect(await createTournament('Sin ajustes')).toEqual({
      config: { no_acumulables: true, categorias: [] },
      prizes: [],
    });
  });
});
