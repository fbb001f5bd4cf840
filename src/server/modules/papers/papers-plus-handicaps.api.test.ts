/**
 * A plus handicap from the form to the paper (design §7, T§9): an index typed '+0,8' is stored −0.8; on a tee of
 * slope 113 and course rating = par it plays off −1 (written '+1') and GIVES one stroke back, on the hole of stroke
 * index 18; the start sheet, the cards, the results (PDF and CSV) and the league CSV write '+1' and '+0,8'.
 *
 * Course: PAR_72_HOLES (stroke indexes of holes 1–18: 1 8 15 4 11 18 7 14 3 | 10 17 6 13 2 9 16 5 12, so index 18
 * is hole 6, 17 hole 11 and 16 hole 16), one tee of slope 113 and course rating 72 for both sexes, reductor 100.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeHoles, strokesReceivedByHole } from '@/shared/domain';
import type { TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import type { TAdminPlayerDetail } from '@/shared/schemas/admin-players';
import { partidasParticipantes, resultadosHoyo } from '@/server/db/schema';
import { recalculateTournamentPoints } from '@/server/modules/leagues/league-points.service';
import { insertCourse, PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import { insertTournament, type TournamentFixture } from '@/server/modules/scores/test-fixtures';
import { insertLeague } from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { cardsOf, lines, readCsv, readPdf } from './test-fixtures';

let t: TestApp;
let admin: Session;
let torneo: TournamentFixture;
let ligaId: string;
let pablo: TAdminPlayerDetail;

const call = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie: admin.cookie, ...(json !== undefined ? { json } : {}) });
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
async function bytes(res: Response): Promise<Uint8Array> {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}
const holes = normalizeHoles(PAR_72_HOLES);
const holesWith = (strokes: number[]) => strokes.flatMap((n, i) => (n ? [[i + 1, n]] : []));

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  const course = await insertCourse(t.runtime.deps.db, {
    tees: [{ nombre: 'Amarillas', slope: 113, course_rating: 72, holes: PAR_72_HOLES }],
  });
  const tee = course.teeIds[0]!;
  torneo = await insertTournament(t.runtime.deps.db, {
    fecha_juego: '2030-05-25',
    course: { id: course.id, teeIds: [tee, tee] },
    limite_golpes_hoyo: null,
    participants: [],
  });
  ligaId = await insertLeague(t.runtime.deps.db, { nombre: 'Liga Plus', torneoIds: [torneo.torneoId] });
  // The index as the club writes it, through the players' form.
  pablo = await ok<TAdminPlayerDetail>(
    await call('POST', '/api/admin/players', {
      nombre: 'Pablo Plus',
      fecha_nacimiento: '1990-01-01',
      handicap: '+0,8',
      sexo: 'hombre',
    }),
    201,
  );
});
afterAll(async () => {
  await t.close();
});

describe('a plus handicap', () => {
  it('is stored negative and gives the playing handicap −1: one stroke given back, on stroke index 18', async () => {
    expect(pablo.perfil.handicap).toBe(-0.8);
    await ok(
      await call('POST', `/api/admin/tournaments/${torneo.torneoId}/participants`, {
        jugador_ids: [pablo.perfil.id],
      }),
      201,
    );
    await ok(
      await call('POST', `/api/admin/tournaments/${torneo.torneoId}/guests`, {
        nombre: 'Gema Invitada',
        handicap: '+2,6',
        sexo: 'mujer',
      }),
      201,
    );
    const list = (
      await ok<TAdminParticipant[]>(
        await call('GET', `/api/admin/tournaments/${torneo.torneoId}/participants`),
      )
    ).sort((a, b) => b.nombre.localeCompare(a.nombre));
    // By hand: −0.8 × 113/113 + (72 − 72) = −0.8 → −1; −2.6 → −3.
    expect(list.map((p) => [p.nombre, p.handicap_propio, p.handicap_torneo])).toEqual([
      ['Pablo Plus', -0.8, -1],
      ['Gema Invitada', -2.6, -3],
    ]);
    const db = t.runtime.deps.db;
    await db.insert(partidasParticipantes).values(
      list.map((p, i) => ({
        partida_id: torneo.groupIds[0]!,
        participante_id: p.id,
        posicion_grupo: i + 1,
      })),
    );
    // Pablo pars every hole: 72 gross, and a plus player's net is above it (73, '+1').
    await db
      .insert(resultadosHoyo)
      .values(
        PAR_72_HOLES.map((h) => ({ participante_id: list[0]!.id, numero_hoyo: h.numero_hoyo, golpes: 4 })),
      );
    await recalculateTournamentPoints(db, torneo.torneoId);

    const cards = cardsOf(
      await readPdf(await bytes(await call('GET', `/api/groups/${torneo.groupIds[0]}/scorecards.pdf`))),
    );
    expect(cards.map((c) => [c.nombre, c.info])).toEqual([
      // What each plays off, kept when the tournament started (decision record 028).
      ['Pablo Plus', 'Hándicap +0,8 · Amarillas · HC +1 · HJ +1 · Partida 1 · Salida: 09:00'],
      ['Gema Invitada', 'Hándicap +2,6 · Amarillas · HC +3 · HJ +3 · Partida 1 · Salida: 09:00'],
    ]);
    expect(cards[0]!.recibe).toEqual(strokesReceivedByHole(-1, holes));
    expect(holesWith(cards[0]!.recibe)).toEqual([[6, -1]]);
    expect(holesWith(cards[1]!.recibe)).toEqual([
      [6, -1],
      [11, -1],
      [16, -1],
    ]);
  });

  it("the start sheet and the results write '+1' and '+3'; the league CSV the index '+0,8'", async () => {
    const sheet = await readPdf(
      await bytes(await call('GET', `/api/tournaments/${torneo.torneoId}/start-sheet.pdf`)),
    );
    expect(sheet.flatMap(lines).filter((l) => l.some((s) => /Pablo|Gema/.test(s)))).toEqual([
      ['09:00', 'Tee del 1', 'Partida 1', 'Pablo Plus', '+1', 'Amarillas'],
      ['Gema Invitada', '+3', 'Amarillas'],
    ]);

    const csv = readCsv(
      await (await call('GET', `/api/tournaments/${torneo.torneoId}/results.csv`)).arrayBuffer(),
    );
    expect(csv[0]!.slice(1, 4)).toEqual(['Pos.', 'Nombre', 'Hcp. juego']);
    expect(csv.filter((r) => r[0] === 'Hándicap').map((r) => [r[2], r[3], r[5], r[6], r[7]])).toEqual([
      ['Pablo Plus', '+1', '72', '73', '+1'],
      ['Gema Invitada', '+3', '–', '–', '–'],
    ]);
    const pdf = await readPdf(
      await bytes(await call('GET', `/api/tournaments/${torneo.torneoId}/results.pdf`)),
    );
    expect(
      lines(pdf[0]!)
        .find((l) => l.includes('Pablo Plus'))
        ?.slice(0, 3),
    ).toEqual(['1', 'Pablo Plus', '+1']);

    const league = readCsv(await (await call('GET', `/api/leagues/${ligaId}/standings.csv`)).arrayBuffer());
    expect(league[0]![3]).toBe('Hcp');
    expect(league.filter((r) => r[2] === 'Pablo Plus').map((r) => r[3])).toEqual(['+0,8', '+0,8']);
  });
});
