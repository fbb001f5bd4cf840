/** The write endpoints of the special prizes (decision record 042), for the fuzz suite (src/server/test/fuzz/target.ts). */
import { ZTournamentPrizes } from '@/shared/schemas/prizes';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { insertTournament } from '@/server/modules/scores/test-fixtures';

/** A tournament with the fuzzing player and a guest in one group, and a 'Bola más cercana' on hole 3. */
async function tournamentWithPrize(ctx: FuzzContext): Promise<Record<string, string>> {
  const f = await insertTournament(ctx.app.runtime.deps.db, {
    fecha_juego: '2099-01-01',
    groups: 1,
    participants: [
      { profileId: ctx.player.profileId, handicap_torneo: 10, group: 0 },
      { invitado: { nombre: 'Invitado 1', handicap: 12, sexo: 'hombre' }, handicap_torneo: 12, group: 0 },
    ],
  });
  const res = await ctx.app.request(`/api/admin/tournaments/${f.torneoId}/prizes`, {
    method: 'POST',
    cookie: ctx.admin.cookie,
    json: { tipo: 'bola_mas_cercana', numero_hoyo: 3 },
  });
  if (!res.ok) throw new Error(`prize: ${res.status}`);
  const prizes = ZTournamentPrizes.parse(await res.json());
  return { torneoId: f.torneoId, premioId: prizes.premios[0]!.id, participanteId: f.participantIds[1]! };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/prizes/:premioId/winner',
    as: 'player',
    setup: tournamentWithPrize,
    validBody: (p) => ({ participante_id: p.participanteId, distancia_cm: 345 }),
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:torneoId/prizes',
    as: 'admin',
    setup: tournamentWithPrize,
    validBody: () => ({ tipo: 'drive_mas_largo', nombre: 'Drive', numero_hoyo: 9 }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/prizes/:premioId',
    as: 'admin',
    body: 'none',
    setup: tournamentWithPrize,
  },
];
