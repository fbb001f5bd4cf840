/**
 * The importer on the fixture dumps made by make-fixture.ts with pg_dump from a real PostgreSQL (both data styles),
 * onto the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): passwords, Google, history, stored
 * league points and the comparison with this app's rules, dry run, broken rows, a second run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTournamentStandings, formatHandicap, toStandingsInput } from '@/shared/domain';
import { ZLeagueStandings } from '@/shared/schemas/leagues';
import { ZStandingsInputs } from '@/shared/schemas/standings';
import { isAdminUser } from '@/server/auth';
import * as s from '@/server/db/schema';
import { createStorage } from '@/server/lib/storage';
import { createTestApp, type TestApp } from '@/server/test/harness';
import { FIXTURE as F } from './fixtures/fixture-facts';
import { importDump, type ImportReport } from './importer';
import { formatReport } from './report';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const dump = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const [ana, luis, marta, pepe] = F.users;
const [t1, t2] = F.tournaments;

async function tableCounts(app: TestApp) {
  const db = app.runtime.deps.db;
  const rows = await Promise.all(
    [s.user, s.account, s.profiles, s.torneos, s.resultadosHoyo, s.puntuacionesLiga, s.partidas].map(
      async (t) => (await db.select({ n: count() }).from(t))[0]!.n,
    ),
  );
  return rows;
}

describe.each(['oldclub-copy.sql', 'oldclub-inserts.sql'])('importing %s', (file) => {
  let app: TestApp;
  let report: ImportReport;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('--dry-run reports every table and the planted points difference, and writes nothing', async () => {
    const dry = await importDump(app.runtime.deps.db, dump(file), { dryRun: true });
    expect(dry.status).toBe('dry-run');
    expect(dry.issues).toEqual([]);
    expect(dry.counts.find((c) => c.table === 'resultados_hoyo')).toEqual({
      table: 'resultados_hoyo',
      rows: 162,
      imported: 162,
    });
    expect(dry.pointsDifferences).toHaveLength(1);
    expect(await tableCounts(app)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('imports the club, reports what it skipped and the one stored point that differs from this app’s rules', async () => {
    report = await importDump(app.runtime.deps.db, dump(file));
    expect(report.status).toBe('imported');
    expect(report.pointsDifferences).toEqual([
      {
        liga: 'Liga de Primavera',
        torneo: 'Torneo de Primavera',
        jugador: 'Ana García',
        puntos: 'scratch',
        antes: 31,
        despues: 33,
      },
    ]);
    const printed = formatReport(report);
    expect(printed).toContain('Liga de Primavera · Torneo de Primavera · Ana García: scratch 31 → 33');
    expect(printed).toContain('public.notas_admin (1 filas): tabla desconocida, omitida');
    expect(printed).toContain('profiles: columnas omitidas (no están en la especificación): apodo');
    expect(printed).toMatch(/auth\.sessions .*no se importan/);
    expect(printed).toMatch(/2 imagen\(es\) de perfil del sistema antiguo no se importan/);
    if (file === 'oldclub-copy.sql') expect(printed).toContain('extensión pgcrypto: omitida');
    // The hash is never shown.
    expect(printed).not.toMatch(/\$2[aby]\$/);
    const [profile] = await app.runtime.deps.db
      .select()
      .from(s.profiles)
      .where(eq(s.profiles.id, F.players[0]!.id));
    expect(profile).toMatchObject({
      nombre: 'Ana García',
      handicap: 11.4,
      sexo: 'mujer',
      profile_image_url: null,
    });
  });

  it('a member signs in with the old bcrypt password, which is then replaced by this app’s hash', async () => {
    const db = app.runtime.deps.db;
    const before = await db.select().from(s.account).where(eq(s.account.userId, luis!.id));
    expect(before[0]!.password).toMatch(/^\$2b\$10\$/);
    await expect(app.signIn(luis!.email, 'wrong-password')).rejects.toThrow(/401/);
    const session = await app.signIn(luis!.email, luis!.password!);
    expect(session.profileId).toBe(F.players[1]!.id);
    const after = await db.select().from(s.account).where(eq(s.account.userId, luis!.id));
    expect(after[0]!.password).not.toMatch(/^\$2/);
    // The new hash works, the old password still signs in.
    await app.signIn(luis!.email, luis!.password!);
    // $2a$ and $2y$ hashes too; the unconfirmed account keeps its state.
    await app.signIn(ana!.email, ana!.password!);
    await app.signIn(pepe!.email, pepe!.password!);
    const users = await db.select().from(s.user);
    expect(users.find((u) => u.id === pepe!.id)).toMatchObject({ emailVerified: false, name: 'Pepe López' });
    expect(users.find((u) => u.id === luis!.id)).toMatchObject({ emailVerified: true, name: 'Luis Pérez' });
    expect(users.find((u) => u.id === ana!.id)!.createdAt.toISOString()).toBe('2024-03-01T11:00:00.000Z');
  });

  it('the Google identity is linked to the same account, and the old administrator stays one', async () => {
    const ctx = await app.runtime.deps.auth.$context;
    const owner = await ctx.internalAdapter.findAccountOwnerByKey({
      providerId: 'google',
      accountId: marta!.google!.sub,
    });
    expect(owner).toMatchObject({ kind: 'owned', user: { id: marta!.id, email: marta!.email } });
    expect(await isAdminUser(app.runtime.deps.db, ana!.id)).toBe(true);
    expect(await isAdminUser(app.runtime.deps.db, luis!.id)).toBe(false);
  });

  it('the tournament standings are the hand-computed ones from the imported strokes and tees', async () => {
    const session = await app.signIn(luis!.email, luis!.password!);
    const res = await app.request(`/api/tournaments/${t1!.id}/standings`, { cookie: session.cookie });
    expect(res.status).toBe(200);
    const inputs = ZStandingsInputs.parse(await res.json());
    expect(inputs.salidas).toHaveLength(2);
    const { participants, options } = toStandingsInput(inputs);
    const standings = computeTournamentStandings(participants, options);
    // Par 72; net to par = gross − playing handicap − 72.
    expect(
      standings.byHandicap.map((r) => [r.nombre, r.golpes_brutos, r.resultado_handicap, r.posicion_handicap]),
    ).toEqual([
      ['Luis Pérez', 72, -8, 1],
      ['Marta Ruiz', 90, -2, 2],
      ['Juan Martín', 90, 3, 3],
      ['Pepe López', 81, 5, 4],
      ['Ana García', 90, 6, 5],
      ['Carlos Invitado', 108, 18, 6],
    ]);
    expect(standings.byScratch.slice(0, 2).map((r) => [r.nombre, r.resultado_scratch])).toEqual([
      ['Luis Pérez', 0],
      ['Pepe López', 9],
    ]);
  });

  it('the league standings show the stored points, not recalculated ones', async () => {
    const session = await app.signIn(luis!.email, luis!.password!);
    const res = await app.request(`/api/leagues/${F.liga.id}/standings`, { cookie: session.cookie });
    expect(res.status).toBe(200);
    const standings = ZLeagueStandings.parse(await res.json());
    const totals = Object.fromEntries(
      standings.jugadores.map((j) => [j.nombre, [j.total_puntos_handicap, j.total_puntos_scratch]]),
    );
    expect(totals).toEqual({
      'Luis Pérez': [80, 80],
      'Juan Martín': [72, 69],
      'Ana García': [66, 67], // scratch 31 (stored) + 36, not 33 + 36
      'Marta Ruiz': [37, 33],
      'Pepe López': [33, 37],
    });
    expect(standings.torneos.map((t) => t.id)).toEqual([t1!.id, t2!.id]);
  });

  it('personal games come with their guests and strokes', async () => {
    const db = app.runtime.deps.db;
    const players = await db
      .select()
      .from(s.participantesPartidaPersonal)
      .where(eq(s.participantesPartidaPersonal.partida_id, F.personalGame.id));
    expect(players.map((p) => p.nombre_invitado).sort()).toEqual(['Paco Invitado', null, null].sort());
    const [strokes] = await db.select({ n: count() }).from(s.resultadosHoyoPartidaPersonal);
    expect(strokes!.n).toBe(9);
  });

  it('a second run refuses and imports nothing twice', async () => {
    const before = await tableCounts(app);
    const again = await importDump(app.runtime.deps.db, dump(file));
    expect(again.status).toBe('refused');
    expect(again.message).toMatch(/El club ya tiene datos/);
    expect(await tableCounts(app)).toEqual(before);
  });
});

describe('rows that break this app’s rules', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_EMAIL: ana!.email, ADMIN_PASSWORD: 'bootstrap-admin-1' });
  });
  afterAll(() => app.close());

  const luisT1 = t1!.participants[1]!.id;
  /** The inserts dump with one stroke out of range and one stroke index used twice on the men's tee. */
  const broken = () =>
    dump('oldclub-inserts.sql')
      .replace(
        new RegExp(
          `(INSERT INTO public\\.resultados_hoyo \\([^)]*\\) VALUES \\('[^']*', '${luisT1}', 3, )4\\);`,
        ),
        '$122);',
      )
      .replace(
        new RegExp(
          `(INSERT INTO public\\.hoyos_tipo_salida \\([^)]*\\) VALUES \\('[^']*', '${F.tees[0]!.id}', 2, 4, )2\\);`,
        ),
        '$11);',
      );

  it('reports each broken row with its reason and writes nothing', async () => {
    const text = broken();
    expect(text).not.toBe(dump('oldclub-inserts.sql'));
    const result = await importDump(app.runtime.deps.db, text, { adminEmail: ana!.email });
    expect(result.status).toBe('invalid');
    expect(result.issues.map((i) => [i.table, i.reason])).toEqual([
      ['hoyos_tipo_salida', 'hándicap del hoyo usado dos veces en la salida'],
      ['resultados_hoyo', 'golpes: fuera de rango (22; máximo 15)'],
    ]);
    expect(result.issues[1]!.values).toContain(`participante_id=${luisT1}`);
    // Only the ADMIN_EMAIL administrator made at start is there.
    const [users] = await app.runtime.deps.db.select({ n: count() }).from(s.user);
    expect(users!.n).toBe(1);
    const [torneos] = await app.runtime.deps.db.select({ n: count() }).from(s.torneos);
    expect(torneos!.n).toBe(0);
  });

  it('--skip-invalid imports the rest, and the ADMIN_EMAIL account becomes the imported one', async () => {
    const result = await importDump(app.runtime.deps.db, broken(), {
      adminEmail: ana!.email,
      skipInvalid: true,
    });
    expect(result.status).toBe('imported');
    expect(result.issues).toHaveLength(2);
    expect(result.counts.find((c) => c.table === 'resultados_hoyo')).toEqual({
      table: 'resultados_hoyo',
      rows: 162,
      imported: 161,
    });
    const session = await app.signIn(ana!.email, ana!.password!);
    expect(session.userId).toBe(ana!.id);
    expect(session.profileId).toBe(F.players[0]!.id);
    expect(await isAdminUser(app.runtime.deps.db, ana!.id)).toBe(true);
  });
});

/** A dump's text with one line changed: the line holding `marker`, `from` → `to` (in that line only). */
function changeLine(text: string, marker: string, from: RegExp, to: string): string {
  let changed = 0;
  const out = text
    .split('\n')
    .map((line) => {
      if (!line.includes(marker)) return line;
      const next = line.replace(from, to);
      if (next !== line) changed += 1;
      return next;
    })
    .join('\n');
  if (changed !== 1) throw new Error(`${marker}: ${changed} lines changed`);
  return out;
}

describe.each(['oldclub-copy.sql', 'oldclub-inserts.sql'])('plus handicaps in %s', (file) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('stay negative: a plus index (−1.2), a guest’s plus index (−0.5) and a plus playing handicap (−1)', async () => {
    const [sep, end] = file === 'oldclub-copy.sql' ? ['\t', '\t'] : [', ', ','];
    const juan = F.players[4]!;
    const guest = t1!.participants[5]!;
    let text = changeLine(dump(file), juan.nombre, new RegExp(`${sep}14\\.7${end}`), `${sep}-1.2${end}`);
    text = changeLine(
      text,
      guest.id,
      file === 'oldclub-copy.sql'
        ? /\\N\t18\tt\tCarlos Invitado\thombre\t18\t/
        : /NULL, 18, true, 'Carlos Invitado', 'hombre', 18, /,
      file === 'oldclub-copy.sql'
        ? '\\N\t-1\tt\tCarlos Invitado\thombre\t-0.5\t'
        : "NULL, -1, true, 'Carlos Invitado', 'hombre', -0.5, ",
    );
    const result = await importDump(app.runtime.deps.db, text);
    expect(result.issues).toEqual([]);
    expect(result.status).toBe('imported');
    const db = app.runtime.deps.db;
    const [profile] = await db.select().from(s.profiles).where(eq(s.profiles.id, juan.id));
    expect(profile!.handicap).toBe(-1.2);
    expect(formatHandicap(profile!.handicap)).toBe('+1,2');
    const [row] = await db.select().from(s.participantesTorneo).where(eq(s.participantesTorneo.id, guest.id));
    expect([row!.handicap_torneo, row!.handicap_invitado]).toEqual([-1, -0.5]);
    // The standings play the guest off −1: his net is above his gross.
    const session = await app.signIn(luis!.email, luis!.password!);
    const res = await app.request(`/api/tournaments/${t1!.id}/standings`, { cookie: session.cookie });
    const { participants, options } = toStandingsInput(ZStandingsInputs.parse(await res.json()));
    const carlos = computeTournamentStandings(participants, options).byHandicap.find(
      (r) => r.nombre === 'Carlos Invitado',
    )!;
    expect(carlos.handicap).toBe(-1);
    expect(carlos.golpes_netos).toBe(carlos.golpes_brutos + 1);
  });
});

describe('--images: a downloaded copy of the bucket profile-images', () => {
  let app: TestApp;
  let folder: string;
  beforeAll(async () => {
    app = await createTestApp();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bucket-'));
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(folder, `${F.players[0]!.id}.jpg`), png); // named .jpg, as uploads often are
    fs.writeFileSync(path.join(folder, `${F.players[4]!.id}.png`), 'not an image');
    fs.writeFileSync(path.join(folder, 'otra-cosa.png'), png);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('re-encodes each player’s image like an upload and reports what it could not use', async () => {
    const storage = createStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'pena-images-')));
    const result = await importDump(app.runtime.deps.db, dump('oldclub-copy.sql'), {
      images: { folder, storage },
    });
    expect(result.status).toBe('imported');
    const printed = formatReport(result);
    expect(printed).toContain('1 imagen(es) de perfil importadas');
    expect(printed).toContain('Imágenes sin jugador importado, omitidas: otra-cosa.png');
    expect(printed).toMatch(new RegExp(`${F.players[4]!.id}\\.png: no es una imagen válida`));
    const rows = await app.runtime.deps.db.select().from(s.profiles);
    const ana = rows.find((r) => r.id === F.players[0]!.id)!;
    expect(ana.profile_image_url).toMatch(new RegExp(`^/api/files/profiles/${ana.id}\\.webp\\?v=\\d+$`));
    const meta = await sharp(fs.readFileSync(storage.profileImagePath(`${ana.id}.webp`)!)).metadata();
    expect(meta.format).toBe('webp');
    // The old addresses are gone for the others.
    expect(rows.filter((r) => r.profile_image_url !== null).map((r) => r.id)).toEqual([ana.id]);
  });
});
