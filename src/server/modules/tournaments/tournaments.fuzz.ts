/** The write endpoints of the tournaments module, for the fuzz suite (src/server/test/fuzz/target.ts). */
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { parejasTorneo } from '@/server/db/schema';
import { insertTournament as insertCardsTournament } from '@/server/modules/scores/test-fixtures';
import { insertTournament, insertTwoTeeCourse } from './test-fixtures';

/**
 * A mejor bola tournament with the player and the admin enrolled; `pending` adds the admin's invitation to the
 * player (pending, the player invited), so a fuzzed accept or decline has something to act on.
 */
async function pairsTournament(ctx: FuzzContext, pending: boolean): Promise<Record<string, string>> {
  const db = ctx.app.runtime.deps.db;
  const f = await insertCardsTournament(db, {
    fecha_juego: '2099-02-02',
    modalidad: 'stableford_parejas',
    forma_parejas: 'mejor_bola',
    limite_golpes_hoyo: null,
    participants: [
      { profileId: ctx.player.profileId, group: 0 },
      { profileId: ctx.admin.profileId, group: 0 },
    ],
  });
  const out: Record<string, string> = { id: f.torneoId, partner: f.participantIds[1]! };
  if (pending) {
    const [pair] = await db
      .insert(parejasTorneo)
      .values({
        torneo_id: f.torneoId,
        participante_1_id: f.participantIds[1]!,
        participante_2_id: f.participantIds[0]!,
        aceptada: false,
      })
      .returning({ id: parejasTorneo.id });
    out.pairId = pair!.id;
  }
  return out;
}

/** An upcoming tournament with both tees, far in the future so that it stays open whatever the clock says. */
async function openTournament(ctx: FuzzContext): Promise<Record<string, string>> {
  const db = ctx.app.runtime.deps.db;
  const course = await insertTwoTeeCourse(db, `Campo fuzz ${Date.now()}`);
  const id = await insertTournament(db, {
    fecha_juego: '2099-06-15',
    campo_id: course.id,
    tees: { hombre: course.men, mujer: course.women },
  });
  return { id };
}

export const fuzzTargets: FuzzTarget[] = [
  // Enrolment takes no body: the actor enrols themself. Whatever body arrives is ignored.
  {
    method: 'POST',
    path: '/api/tournaments/:id/enrolment',
    as: 'player',
    body: 'none',
    setup: openTournament,
  },
  {
    method: 'DELETE',
    path: '/api/tournaments/:id/enrolment',
    as: 'player',
    body: 'none',
    setup: openTournament,
  },
  {
    method: 'POST',
    path: '/api/tournaments/:id/pair',
    as: 'player',
    validBody: (p) => ({ participante_id: p.partner }),
    setup: (ctx) => pairsTournament(ctx, false),
  },
  {
    method: 'POST',
    path: '/api/tournament-pairs/:pairId/accept',
    as: 'player',
    body: 'none',
    setup: (ctx) => pairsTournament(ctx, true),
  },
  {
    method: 'DELETE',
    path: '/api/tournament-pairs/:pairId',
    as: 'player',
    body: 'none',
    setup: (ctx) => pairsTournament(ctx, true),
  },
];
