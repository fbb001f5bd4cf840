/** The write endpoints of a tournament group's scorecard, for the fuzz suite (src/server/test/fuzz/target.ts). */
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { insertTournament } from './test-fixtures';

/** An upcoming tournament with one group: the fuzzing player and a guest. */
async function group(ctx: FuzzContext): Promise<Record<string, string>> {
  const f = await insertTournament(ctx.app.runtime.deps.db, {
    fecha_juego: '2099-01-01',
    participants: [
      { profileId: ctx.player.profileId, group: 0 },
      { invitado: { nombre: 'Invitado', handicap: 12, sexo: 'hombre' }, group: 0 },
    ],
  });
  return { partidaId: f.groupIds[0]!, participanteId: f.participantIds[1]! };
}

/** An upcoming Stableford tournament ('Recogida' allowed) with one group: the fuzzing player and a guest. */
async function stablefordGroup(ctx: FuzzContext): Promise<Record<string, string>> {
  const f = await insertTournament(ctx.app.runtime.deps.db, {
    fecha_juego: '2099-01-01',
    modalidad: 'stableford_individual',
    limite_golpes_hoyo: null,
    participants: [
      { profileId: ctx.player.profileId, group: 0 },
      { invitado: { nombre: 'Invitada', handicap: 20, sexo: 'mujer' }, group: 0 },
    ],
  });
  return { partidaId: f.groupIds[0]!, participanteId: f.participantIds[1]! };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/groups/:partidaId/scores',
    as: 'player',
    setup: stablefordGroup,
    validBody: (p) => ({ participante_id: p.participanteId, numero_hoyo: 2, golpes: null, recogida: true }),
  },
  {
    method: 'PUT',
    path: '/api/groups/:partidaId/scores',
    as: 'player',
    setup: group,
    validBody: (p) => ({ participante_id: p.participanteId, numero_hoyo: 1, golpes: 4 }),
  },
  {
    method: 'DELETE',
    path: '/api/groups/:partidaId/scores/:participanteId/1',
    as: 'player',
    body: 'none',
    setup: group,
  },
  { method: 'POST', path: '/api/groups/:partidaId/validate', as: 'player', body: 'none', setup: group },
];
