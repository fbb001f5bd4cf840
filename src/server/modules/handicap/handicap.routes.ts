import { Hono, type Context } from 'hono';
import { ZUuid } from '@/shared/schemas/common';
import {
  ZHandicapRoundId,
  ZPccDeleteQuery,
  ZPccRequest,
  ZValidaHandicapRequest,
} from '@/shared/schemas/handicap';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { parseJson, parseWith } from '@/server/lib/validate';
import {
  clubHandicaps,
  myHandicap,
  myRoundHoles,
  myStatistics,
  pccList,
  removePcc,
  savePcc,
  setGameValidForHandicap,
} from './handicap.service';

/**
 * 'Mi hándicap' and 'Mis estadísticas' (a player's own; an administrator may pass ?jugador=), 'Hándicaps de la
 * peña' and the PCC (the /api/admin/* gate of app.ts lets only administrators through), and 'Válida para
 * hándicap' on a personal game (its creator, before any stroke).
 */
export function handicapRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const actor = (c: Context<AppEnv>) => deps.signedIn(c);
  const jugador = (c: Context<AppEnv>) => {
    const value = c.req.query('jugador');
    return value === undefined ? undefined : parseWith(ZUuid, value);
  };

  app.get('/me/handicap', async (c) => c.json(await myHandicap(db, await actor(c), jugador(c))));
  app.get('/me/handicap/vueltas/:id', async (c) => {
    const who = await actor(c);
    const id = parseWith(ZHandicapRoundId, c.req.param('id'));
    return c.json(await myRoundHoles(db, who, id, jugador(c)));
  });
  app.get('/me/estadisticas', async (c) => c.json(await myStatistics(db, await actor(c), jugador(c))));

  app.get('/admin/handicaps', async (c) => c.json(await clubHandicaps(db)));
  app.get('/admin/pcc', async (c) => c.json(await pccList(db)));
  app.put('/admin/pcc', async (c) => c.json(await savePcc(db, await parseJson(c, ZPccRequest))));
  app.delete('/admin/pcc', async (c) => {
    const q = parseWith(ZPccDeleteQuery, c.req.query());
    return c.json(await removePcc(db, q.campo_id, q.fecha));
  });

  app.put('/personal-games/:id/valida-handicap', async (c) => {
    const who = await actor(c);
    const id = parseWith(ZUuid, c.req.param('id'));
    const input = await parseJson(c, ZValidaHandicapRequest);
    return c.json(await setGameValidForHandicap(db, who, id, input.valida_para_handicap));
  });

  return app;
}
