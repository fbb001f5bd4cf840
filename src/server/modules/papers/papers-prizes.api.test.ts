/**
 * The special prizes on the papers (decision record 042): the start sheet names the holes that carry one; the results
 * PDF has a page of prizes with their current winner; the CSV a section after the standings, as wide as them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertTeesCourse,
  insertTournament,
  type TournamentFixture,
} from '@/server/modules/scores/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { readCsv, readPdf } from './test-fixtures';

let t: TestApp;
let admin: Session;
let f: TournamentFixture;

async function call(method: string, path: string, json?: unknown) {
  const res = await t.request(path, {
    method,
    cookie: admin.cookie,
    ...(json === undefined ? {} : { json }),
  });
  expect(res.status, path).toBeLessThan(300);
  return res;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(admin);
  const ana = await t.signUp({ nombre: 'Ana Núñez' });
  f = await insertTournament(t.runtime.deps.db, {
    fecha_juego: '2030-06-01',
    course: await insertTeesCourse(t.runtime.deps.db),
    participants: [{ profileId: ana.profileId, sexo: 'hombre', handicap_torneo: 3, group: 0 }],
  });
  const path = `/api/admin/tournaments/${f.torneoId}/prizes`;
  const res = await call('POST', path, { tipo: 'bola_mas_cercana', numero_hoyo: 3 });
  const { premios } = (await res.json()) as { premios: { id: string }[] };
  await call('POST', path, { tipo: 'drive_mas_largo', numero_hoyo: 9 });
  await call('PUT', `/api/prizes/${premios[0]!.id}/winner`, {
    participante_id: f.participantIds[0],
    distancia_cm: 345,
  });
});
afterAll(() => t.close());

describe('special prizes on the papers', () => {
  it('the start sheet names the holes carrying a prize', async () => {
    const res = await call('GET', `/api/tournaments/${f.torneoId}/start-sheet.pdf`);
    const [page] = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(page!.text).toContain('Premios especiales: Bola más cercana · Hoyo 3, Drive más largo · Hoyo 9');
  });

  it('the results PDF has a page of prizes with the current winner', async () => {
    const res = await call('GET', `/api/tournaments/${f.torneoId}/results.pdf`);
    const pages = await readPdf(new Uint8Array(await res.arrayBuffer()));
    const last = pages.at(-1)!;
    expect(last.text).toContain('Premios especiales · ');
    expect(last.text).toContain('Ana Núñez|3,45 m|Ada');
    expect(last.text).toContain('Drive más largo|9|—');
  });

  it('the results CSV ends with the prizes, as wide as the standings', async () => {
    const res = await call('GET', `/api/tournaments/${f.torneoId}/results.csv`);
    const rows = readCsv(await res.arrayBuffer());
    const at = rows.findIndex((r) => r[0] === 'Premios especiales');
    expect(at).toBeGreaterThan(1);
    expect(rows.slice(at + 1).map((r) => r.slice(0, 5))).toEqual([
      ['Premio', 'Hoyo', 'Ganador', 'Distancia', 'Registrado por'],
      ['Bola más cercana', '3', 'Ana Núñez', '3,45 m', 'Ada'],
      ['Drive más largo', '9', '—', '', ''],
    ]);
    expect(new Set(rows.map((r) => r.length)).size).toBe(1);
  });
});
