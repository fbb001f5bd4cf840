/** The write endpoints of the tournaments module, for the fuzz suite (src/server/test/fuzz/target.ts). */
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { insertTournament, insertTwoTeeCourse } from './test-fixtures';

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
];
