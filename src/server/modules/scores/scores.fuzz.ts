/** The write endpoints of a tournament group's scorecard, for the fuzz suite (src/server/test/fuzz/target.ts). */
import { eq } from 'drizzle-orm';
import { partidas, torneos } from '@/server/db/schema';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { assignGroupMarkers } from './signatures';
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

/** An upcoming 'Marcador y jugador' tournament: the fuzzing player marks the guest (a group of two). */
export async function attestedGroup(ctx: FuzzContext): Promise<Record<string, string>> {
  const db = ctx.app.runtime.deps.db;
  const params = await group(ctx);
  const [row] = await db
    .update(torneos)
    .set({ validacion: 'marcador_jugador' })
    .where(eq(torneos.id, (await torneoOf(ctx, params.partidaId!))!))
    .returning({ id: torneos.id });
  await assignGroupMarkers(db, row!.id, [params.partidaId!]);
  return params;
}

async function torneoOf(ctx: FuzzContext, partidaId: string) {
  const [p] = await ctx.app.runtime.deps.db
    .select({ torneo_id: partidas.torneo_id })
    .from(partidas)
    .where(eq(partidas.id, partidaId));
  return p?.torneo_id ?? null;
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
  {
    method: 'POST',
    path: '/api/groups/:partidaId/cards/:participanteId/sign',
    as: 'player',
    setup: attestedGroup,
    validBody: () => ({ como: 'marcador' }),
  },
];
