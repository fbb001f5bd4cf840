import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultadosHoyo } from '@/server/db/schema';
import { PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import {
  insertTeesCourse,
  insertTournament,
  type TournamentFixture,
} from '@/server/modules/scores/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { readCsv } from './test-fixtures';

let t: TestApp;
let admin: Session;
let stableford: TournamentFixture;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  const ana = await t.signUp({ nombre: 'Ana Núñez' });
  const bea = await t.signUp({ nombre: 'Beatriz Peña' });
  const course = await insertTeesCourse(db());
  stableford = await insertTournament(db(), {
    fecha_juego: '2030-05-26',
    course,
    modalidad: 'stableford_individual',
    limite_golpes_hoyo: null,
    participants: [
      { profileId: ana.profileId, sexo: 'hombre', handicap_torneo: 0, group: 0 },
      { profileId: bea.profileId, sexo: 'hombre', handicap_torneo: 0, group: 0 },
    ],
  });
  // Ana pars every hole (72, 36 points); Bea pars 17 holes and picks up the 18th (34 points; her 68 strokes
  // would read better than Ana's 72).
  const [a, b] = stableford.participantIds;
  await db()
    .insert(resultadosHoyo)
    .values([
      ...PAR_72_HOLES.map((h) => ({ participante_id: a!, numero_hoyo: h.numero_hoyo, golpes: h.par! })),
      ...PAR_72_HOLES.map((h) =>
        h.numero_hoyo === 18
          ? { participante_id: b!, numero_hoyo: 18, golpes: null, recogida: true }
          : { participante_id: b!, numero_hoyo: h.numero_hoyo, golpes: h.par! },
      ),
    ]);
});
afterAll(() => t.close());

describe("a card with a 'Recogida'", () => {
  it('shows no gross or net stroke total in the results CSV; its points count', async () => {
    const res = await t.request(`/api/tournaments/${stableford.torneoId}/results.csv`, {
      cookie: admin.cookie,
    });
    const [header, ...rows] = readCsv(await res.arrayBuffer());
    expect(header!.slice(1)).toEqual(['Pos.', 'Nombre', 'Hcp. juego', 'Hoyos', 'Puntos', 'Brutos', 'Netos']);
    expect(rows.filter((r) => r[0] === 'Hándicap').map((r) => r.slice(1))).toEqual([
      ['1', 'Ana Núñez', '0', '18', '36', '72', '72'],
      ['2', 'Beatriz Peña', '0', '18', '34', '—', '—'],
    ]);
  });
});
