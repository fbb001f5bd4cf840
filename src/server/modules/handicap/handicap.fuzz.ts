/** The write endpoints of the club's estimate (PCC, 'Válida para hándicap'), for the fuzz suite (target.ts). */
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';

async function course(ctx: FuzzContext): Promise<Record<string, string>> {
  return { campoId: (await insertStandardCourse(ctx.app.runtime.deps.db, `Campo PCC ${Date.now()}`)).id };
}

/** A personal game of the fuzzing player, with no stroke yet. */
async function game(ctx: FuzzContext): Promise<Record<string, string>> {
  const p = await course(ctx);
  const res = await ctx.app.request('/api/personal-games', {
    method: 'POST',
    cookie: ctx.player.cookie,
    json: {
      nombre: 'Partida hándicap',
      fecha_juego: '2030-06-01',
      hora_salida: '09:30',
      campo_id: p.campoId,
      participantes: [{ tipo: 'jugador', jugador_id: ctx.player.profileId, handicap_partida: null }],
    },
  });
  if (res.status !== 201) throw new Error(`fuzz setup: ${res.status} ${await res.text()}`);
  return { ...p, id: ((await res.json()) as { id: string }).id };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/admin/pcc',
    as: 'admin',
    setup: course,
    validBody: (p) => ({ campo_id: p.campoId, fecha: '2030-05-03', pcc: 1 }),
  },
  {
    method: 'PUT',
    path: '/api/admin/pcc',
    as: 'player',
    setup: course,
    validBody: (p) => ({ campo_id: p.campoId, fecha: '2030-05-03', pcc: 1 }),
  },
  { method: 'DELETE', path: '/api/admin/pcc', as: 'admin', body: 'none', setup: course },
  {
    method: 'PUT',
    path: '/api/personal-games/:id/valida-handicap',
    as: 'player',
    setup: game,
    validBody: () => ({ valida_para_handicap: true }),
  },
  // Another player's game: always refused.
  {
    method: 'PUT',
    path: '/api/personal-games/:id/valida-handicap',
    as: 'admin',
    setup: game,
    validBody: () => ({ valida_para_handicap: true }),
  },
];
