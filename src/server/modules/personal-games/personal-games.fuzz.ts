/** The write endpoints of personal games, for the fuzz suite (src/server/test/fuzz/target.ts). */
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';

async function course(ctx: FuzzContext): Promise<Record<string, string>> {
  return { campoId: (await insertStandardCourse(ctx.app.runtime.deps.db, `Campo fuzz ${Date.now()}`)).id };
}

const gameBody = (p: Record<string, string>, playerId: string) => ({
  nombre: 'Partida fuzz',
  fecha_juego: '2030-06-01',
  hora_salida: '09:30',
  campo_id: p.campoId,
  participantes: [
    { tipo: 'jugador', jugador_id: playerId, handicap_partida: null },
    {
      tipo: 'invitado',
      nombre_invitado: 'Invitado',
      handicap_invitado: 18.2,
      sexo_invitado: 'mujer',
      handicap_partida: null,
    },
  ],
});

/** A game of the fuzzing player (its creator), with a guest; returns its id and the participants' ids. */
async function game(ctx: FuzzContext): Promise<Record<string, string>> {
  const p = await course(ctx);
  const res = await ctx.app.request('/api/personal-games', {
    method: 'POST',
    cookie: ctx.player.cookie,
    json: gameBody(p, ctx.player.profileId),
  });
  if (res.status !== 201) throw new Error(`fuzz setup: ${res.status} ${await res.text()}`);
  const g = (await res.json()) as { id: string; participantes: { id: string }[] };
  return { ...p, id: g.id, playerId: ctx.player.profileId, participanteId: g.participantes[0]!.id };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/personal-games',
    as: 'player',
    setup: async (ctx) => ({ ...(await course(ctx)), playerId: ctx.player.profileId }),
    validBody: (p) => gameBody(p, p.playerId!),
  },
  {
    method: 'PUT',
    path: '/api/personal-games/:id',
    as: 'player',
    setup: game,
    validBody: (p) => gameBody(p, p.playerId!),
  },
  {
    method: 'PUT',
    path: '/api/personal-games/:id/scores',
    as: 'player',
    setup: game,
    validBody: (p) => ({ participante_id: p.participanteId, numero_hoyo: 3, golpes: 5 }),
  },
  // Someone else's game: always refused.
  {
    method: 'PUT',
    path: '/api/personal-games/:id/scores',
    as: 'admin',
    setup: game,
    validBody: (p) => ({ participante_id: p.participanteId, numero_hoyo: 3, golpes: 5 }),
  },
  { method: 'POST', path: '/api/personal-games/:id/validate', as: 'player', body: 'none', setup: game },
  { method: 'DELETE', path: '/api/personal-games/:id', as: 'admin', body: 'none', setup: game },
  { method: 'DELETE', path: '/api/personal-games/:id', as: 'player', body: 'none', setup: game },
];
