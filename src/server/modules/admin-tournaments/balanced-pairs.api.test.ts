/**
 * 'Formar parejas equilibradas' through the real endpoint. Five guests without a partner, handicaps 10, 4, 18, 26
 * and 14, plus one already paired and one retired: by hand, 4 + 26 and 10 + 18; 14 stays without a partner.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPair } from '@/shared/schemas/admin-tournaments';
import { parejasTorneo, participantesTorneo, resultadosHoyo } from '@/server/db/schema';
import { insertTournament } from '@/server/modules/scores/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let player: Session;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T08:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  player = await t.signUp({ nombre: 'Pepe' });
});
afterAll(async () => {
  await t.close();
});

const guest = (nombre: string, handicap: number, group = 0) =>
  ({ invitado: { nombre, handicap, sexo: 'hombre' as const }, group }) as const;
const balance = (torneoId: string, session: Session = admin) =>
  t.request(`/api/admin/tournaments/${torneoId}/pairs/balanced`, { method: 'POST', cookie: session.cookie });
const pairsIn = (torneoId: string) =>
  db().select().from(parejasTorneo).where(eq(parejasTorneo.torneo_id, torneoId));

describe("'Formar parejas equilibradas'", () => {
  it('pairs the lowest handicap with the highest, inwards; the middle one, the paired and the retired stay out', async () => {
    const f = await insertTournament(db(), {
      fecha_juego: '2030-06-08',
      modalidad: 'stableford_parejas',
      forma_parejas: 'mejor_bola',
      limite_golpes_hoyo: null,
      groups: 2,
      participants: [
        guest('Ana', 10),
        guest('Blas', 4),
        guest('Ciro', 18),
        guest('Dani', 26),
        guest('Eva', 14, 1),
        guest('Fede', 2, 1),
        guest('Gil', 36, 1),
        guest('Hugo', 0, 1),
      ],
      pairs: [[5, 6]],
    });
    const [, , , , , , , hugo] = f.participantIds;
    await db()
      .update(participantesTorneo)
      .set({ estado: 'RET', motivo_estado: null })
      .where(eq(participantesTorneo.id, hugo!));

    // A player is refused and nothing is written.
    expect((await balance(f.torneoId, player)).status).toBe(403);
    expect(await pairsIn(f.torneoId)).toHaveLength(1);

    const res = await balance(f.torneoId);
    expect(res.status).toBe(201);
    const pairs = (await res.json()) as TAdminPair[];
    expect(pairs.map((p) => p.nombre).sort()).toEqual(['Ana / Ciro', 'Blas / Dani', 'Fede / Gil']);

    // Nobody left to pair (Eva alone, Hugo retired): refused, nothing written.
    const again = await balance(f.torneoId);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'No quedan al menos dos jugadores sin pareja para formar parejas',
    );
    expect(await pairsIn(f.torneoId)).toHaveLength(3);
  });

  it('refuses an individual tournament, and a one-ball pair whose second partner has a card — writing nothing', async () => {
    const single = await insertTournament(db(), {
      fecha_juego: '2030-06-08',
      participants: [guest('Ana', 10), guest('Blas', 4)],
    });
    const refused = await balance(single.torneoId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Este torneo no se juega por parejas',
    );

    // Foursome: Blas (4) pairs with Dani (26) as first partner; Dani already has a card of his own.
    const foursome = await insertTournament(db(), {
      fecha_juego: '2030-06-08',
      modalidad: 'parejas_por_golpes',
      forma_parejas: 'foursome',
      participants: [guest('Blas', 4), guest('Dani', 26), guest('Ana', 10), guest('Ciro', 18)],
    });
    await db()
      .insert(resultadosHoyo)
      .values({ participante_id: foursome.participantIds[1]!, numero_hoyo: 1, golpes: 5 });
    const blocked = await balance(foursome.torneoId);
    expect(blocked.status).toBe(409);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toBe(
      'No se puede formar la pareja: en los formatos de una bola la pareja juega una sola tarjeta y el segundo jugador ya tiene resultados',
    );
    expect(await pairsIn(foursome.torneoId)).toEqual([]);
  });
});
