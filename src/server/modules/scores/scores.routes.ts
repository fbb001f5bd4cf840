import { Hono, type Context } from 'hono';
import type { TMatch } from '@/shared/schemas/matches';
import { ZScoreCellParams, ZScoreRequest, ZSignCardRequest } from '@/shared/schemas/scorecard';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import { resolveSessionUser, type Actor, type AppEnv } from '@/server/lib/actor';
import { requireAccess } from '@/server/lib/access';
import { unauthenticated } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import { parseJson, parseWith } from '@/server/lib/validate';
import { streamTopic } from '@/server/modules/live/sse';
import { partidaTopic } from '@/server/modules/live/topics';
import { loadScorecardFacts, requirePartidaId, subjectOf } from './access';
import { TORNEO } from './kinds';
import { clearScore, findGroupAudit, findGroupScorecard, saveScore, validateScorecard } from './service';
import { signCard } from './signatures';

/**
 * What other modules add to a card, given where the app is assembled (app.ts): the match a match-play partida
 * plays (design.md §14) — the matches module reads the scores module, not the other way round.
 */
export interface ScorecardExtensions {
  matchOf?: (actor: Actor, partidaId: string) => Promise<TMatch | null>;
}

/**
 * A tournament group's scorecard (T§2 /introduccion-datos, T§5): /api/groups/:partidaId/…, and its live stream
 * /api/live/groups/:partidaId (its members and admins, like its card). Mounted at /api.
 */
export function scoresRoutes(deps: AppDeps, extensions: ScorecardExtensions = {}) {
  const app = new Hono<AppEnv>();
  const signedIn = deps.signedIn.bind(deps);

  app.get('/groups/:partidaId/scorecard', async (c) => {
    const actor = await signedIn(c);
    const card = await findGroupScorecard(deps, actor, c.req.param('partidaId'));
    const partido = extensions.matchOf ? await extensions.matchOf(actor, card.partida.id) : null;
    return c.json({ ...card, partido });
  });

  // The hot path: only the session here; the one statement of the save reads the player's profile and role.
  const sessionUser = async (c: Context<AppEnv>) => {
    const found = await resolveSessionUser(c, deps.auth, { fromCookie: true });
    if (!found) throw unauthenticated();
    return found;
  };

  app.put('/groups/:partidaId/scores', async (c) => {
    const actor = await sessionUser(c);
    const partidaId = requirePartidaId(c.req.param('partidaId'));
    const input = await parseJson(c, ZScoreRequest);
    return c.json(await saveScore(deps, TORNEO, actor, partidaId, input));
  });

  app.delete('/groups/:partidaId/scores/:participanteId/:numeroHoyo', async (c) => {
    const actor = await sessionUser(c);
    const partidaId = requirePartidaId(c.req.param('partidaId'));
    const cell = parseWith(ZScoreCellParams, {
      participante_id: c.req.param('participanteId'),
      numero_hoyo: c.req.param('numeroHoyo'),
    });
    return c.json(await clearScore(deps, TORNEO, actor, partidaId, cell));
  });

  app.post('/groups/:partidaId/validate', async (c) =>
    c.json(await validateScorecard(deps, TORNEO, await signedIn(c), c.req.param('partidaId'))),
  );

  // 'Firmar como marcador' / 'Firmar como jugador' ('Marcador y jugador', design.md §18).
  app.post('/groups/:partidaId/cards/:participanteId/sign', async (c) => {
    const actor = await signedIn(c);
    const partidaId = requirePartidaId(c.req.param('partidaId'));
    const participanteId = parseWith(ZUuid, c.req.param('participanteId'));
    const input = await parseJson(c, ZSignCardRequest);
    return c.json(await signCard(deps, actor, partidaId, participanteId, input.como));
  });

  app.get('/groups/:partidaId/audit', async (c) =>
    c.json(await findGroupAudit(deps, await signedIn(c), c.req.param('partidaId'))),
  );

  app.get('/live/groups/:partidaId', async (c) => {
    const actor = await signedIn(c);
    const today = clubNow(deps.clock(), deps.config.TZ).today;
    const facts = await loadScorecardFacts(deps.db, TORNEO, actor, c.req.param('partidaId'), today);
    requireAccess(actor, 'readScorecard', subjectOf(TORNEO, actor, facts));
    return streamTopic(c, deps, partidaTopic(facts.id));
  });

  return app;
}
