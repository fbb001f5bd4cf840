/**
 * A member whose name a spreadsheet would run as a formula (OWASP CSV injection): in the results CSV of a stroke
 * tournament, of a match-play tournament and in the league CSV the name is written with a leading apostrophe, so
 * the club's spreadsheet shows it as text; the numbers beside it ('+1' handicaps, '-3' to par) stay numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPlayerDetail } from '@/shared/schemas/admin-players';
import { resultadosHoyo } from '@/server/db/schema';
import { insertCourse, PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import { recalculateTournamentPoints } from '@/server/modules/leagues/league-points.service';
import { insertTournament } from '@/server/modules/scores/test-fixtures';
import { insertLeague } from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { readCsv } from './test-fixtures';

const EVIL = '=HYPERLINK("http://evil.example","Ganador")';

let t: TestApp;
let admin: Session;
let strokeId: string;
let matchId: string;
let ligaId: string;

const call = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie: admin.cookie, ...(json !== undefined ? { json } : {}) });
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
async function csvOf(path: string): Promise<string[][]> {
  const res = await call('GET', path);
  if (res.status !== 200) throw new Error(`${path} → ${res.status}: ${await res.text()}`);
  return readCsv(await res.arrayBuffer());
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  const db = t.runtime.deps.db;
  const player = await ok<TAdminPlayerDetail>(
    await call('POST', '/api/admin/players', {
      nombre: EVIL,
      fecha_nacimiento: '1990-01-01',
      handicap: '+0,8',
      sexo: 'hombre',
    }),
    201,
  );
  const other = await ok<TAdminPlayerDetail>(
    await call('POST', '/api/admin/players', {
      nombre: 'Ana Ruiz',
      fecha_nacimiento: '1990-01-01',
      handicap: 12,
      sexo: 'mujer',
    }),
    201,
  );
  const course = await insertCourse(db, {
    tees: [{ nombre: 'Amarillas', slope: 113, course_rating: 72, holes: PAR_72_HOLES }],
  });
  const tee = course.teeIds[0]!;
  const stroke = await insertTournament(db, {
    fecha_juego: '2030-05-25',
    course: { id: course.id, teeIds: [tee, tee] },
    limite_golpes_hoyo: null,
    participants: [{ profileId: player.perfil.id, sexo: 'hombre', handicap_torneo: -1 }],
  });
  strokeId = stroke.torneoId;
  // Birdies on the first three holes, pars elsewhere: 69 gross, '-3' to par.
  await db.insert(resultadosHoyo).values(
    PAR_72_HOLES.map((h) => ({
      participante_id: stroke.participantIds[0]!,
      numero_hoyo: h.numero_hoyo,
      golpes: (h.par ?? 4) - (h.numero_hoyo <= 3 ? 1 : 0),
    })),
  );
  ligaId = await insertLeague(db, { nombre: 'Liga Fórmula', torneoIds: [strokeId] });
  await recalculateTournamentPoints(db, strokeId);

  const match = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    modalidad: 'matchplay_individual',
    course: { id: course.id, teeIds: [tee, tee] },
    groups: 0,
    participants: [
      { profileId: player.perfil.id, sexo: 'hombre', handicap_torneo: -1 },
      { profileId: other.perfil.id, sexo: 'mujer', handicap_torneo: 12 },
    ],
  });
  matchId = match.torneoId;
  await ok(
    await call('POST', `/api/admin/tournaments/${matchId}/matches`, {
      partidos: [{ lado_1: match.participantIds[0], lado_2: match.participantIds[1] }],
    }),
  );
});
afterAll(async () => {
  await t.close();
});

/** The cells that carry the name: each must start with the apostrophe. */
function nameCells(csv: string[][]): string[] {
  return csv.flat().filter((c) => c.includes('HYPERLINK'));
}

describe('a name that is a formula', () => {
  it('is text in the results CSV; the to-par and handicap numbers stay numbers', async () => {
    const csv = await csvOf(`/api/tournaments/${strokeId}/results.csv`);
    expect(nameCells(csv).length).toBeGreaterThan(0);
    for (const cell of nameCells(csv)) expect(cell.startsWith("'=")).toBe(true);
    // Playing off +1: 69 gross, 70 net; '-2' to par net (Hándicap), '-3' gross (Scratch).
    expect(csv.slice(1).map((r) => [r[0], r[2], r[3], r[5], r[6], r[7]])).toEqual([
      ['Hándicap', `'${EVIL}`, '+1', '69', '70', '-2'],
      ['Scratch', `'${EVIL}`, '+1', '69', '70', '-3'],
    ]);
  });

  it('is text in the match-play results CSV', async () => {
    const csv = await csvOf(`/api/tournaments/${matchId}/results.csv`);
    expect(nameCells(csv).length).toBeGreaterThan(0);
    for (const cell of nameCells(csv)) expect(cell.startsWith("'")).toBe(true);
  });

  it('is text in the league CSV, beside its plus handicap', async () => {
    const csv = await csvOf(`/api/leagues/${ligaId}/standings.csv`);
    const rows = csv.filter((r) => r[2]?.includes('HYPERLINK'));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r[2], r[3]]).toEqual([`'${EVIL}`, '+0,8']);
  });
});
