/**
 * The tournament e-mail names the format and, in a pairs format, the player's pair and the group's other pair as
 * 'Nombre 1 / Nombre 2' (design.md §14). No SMTP here: the e-mails go to the outbox, whose text is read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/server/db/schema';
import { insertTournament } from '@/server/modules/scores/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
const players: Session[] = [];
const NAMES = ['Ana', 'Bea', 'Carla', 'Dora', 'Eva'];

const db = () => t.runtime.deps.db;
const send = (torneoId: string) =>
  t.request(`/api/admin/groups/tournaments/${torneoId}/email`, {
    cookie: admin.cookie,
    method: 'POST',
    json: { reenviar: true },
  });
async function textTo(email: string, torneoNombre: string) {
  const rows = await db().select().from(outbox).where(eq(outbox.to, email));
  return rows.find((r) => r.subject === `${torneoNombre}: tu partida y hora de salida`)?.text ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  for (const nombre of NAMES) players.push(await t.signUp({ nombre }));
});

afterAll(async () => {
  await t?.close();
});

describe('the tournament e-mail speaks the format', () => {
  it("a mejor bola tournament: the format, the player's pair and the other pair as 'Nombre 1 / Nombre 2'", async () => {
    // Group 1: Ana / Bea and Carla / Dora; group 2: Eva without a pair.
    const f = await insertTournament(db(), {
      fecha_juego: '2030-06-20',
      modalidad: 'stableford_parejas',
      forma_parejas: 'mejor_bola',
      groups: 2,
      participants: players.map((p, i) => ({ profileId: p.profileId, group: i === 4 ? 1 : 0 })),
      pairs: [
        [0, 1],
        [2, 3],
      ],
    });
    const res = await send(f.torneoId);
    expect(res.status, await res.clone().text()).toBe(200);
    const ana = await textTo(players[0]!.email, 'Torneo de prueba');
    expect(ana).toContain('Modalidad: Stableford parejas · Mejor bola');
    expect(ana).toContain('Pareja: Ana / Bea');
    expect(ana).toContain('Compañeros: Carla / Dora\n');
    const eva = await textTo(players[4]!.email, 'Torneo de prueba');
    expect(eva).not.toContain('Pareja:');
    expect(eva).toContain('Compañeros: Sin compañeros');
  });

  it('an individual tournament: the format, no pair, each companion by name', async () => {
    await Promise.all(players.map((p) => db().delete(outbox).where(eq(outbox.to, p.email))));
    const f = await insertTournament(db(), {
      fecha_juego: '2030-06-21',
      participants: players.slice(0, 3).map((p) => ({ profileId: p.profileId, group: 0 })),
    });
    expect((await send(f.torneoId)).status).toBe(200);
    const ana = await textTo(players[0]!.email, 'Torneo de prueba');
    expect(ana).toContain('Modalidad: Individual por golpes');
    expect(ana).not.toContain('Pareja:');
    expect(ana).toContain('Compañeros: Bea, Carla');
  });
});
