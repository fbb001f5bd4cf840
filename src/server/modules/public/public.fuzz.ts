/**
 * The write endpoints of the public links and the paired screens (design.md §17), for the fuzz suite
 * (src/server/test/fuzz/target.ts).
 */
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { ligas, pantallasClub } from '@/server/db/schema';
import { newToken } from './public-links.service';
import { insertTournament } from '@/server/modules/scores/test-fixtures';

async function tournament(ctx: FuzzContext): Promise<Record<string, string>> {
  const f = await insertTournament(ctx.app.runtime.deps.db, { fecha_juego: '2099-03-03', participants: [] });
  return { id: f.torneoId };
}

async function league(ctx: FuzzContext): Promise<Record<string, string>> {
  const [row] = await ctx.app.runtime.deps.db
    .insert(ligas)
    .values({ nombre: `Liga fuzz ${Date.now()}` })
    .returning({ id: ligas.id });
  return { id: row!.id };
}

async function screen(ctx: FuzzContext): Promise<Record<string, string>> {
  const [row] = await ctx.app.runtime.deps.db
    .insert(pantallasClub)
    .values({ nombre: 'Bar', token: newToken() })
    .returning({ id: pantallasClub.id });
  return { id: row!.id };
}

const validBody = () => ({ activo: true, nombres: 'inicial', ocultar_clasificacion: false });

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/admin/tournaments/:id/public-link',
    as: 'admin',
    validBody,
    setup: tournament,
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:id/public-link/renew',
    as: 'admin',
    body: 'none',
    setup: tournament,
  },
  { method: 'PUT', path: '/api/admin/leagues/:id/public-link', as: 'admin', validBody, setup: league },
  {
    method: 'POST',
    path: '/api/admin/leagues/:id/public-link/renew',
    as: 'admin',
    body: 'none',
    setup: league,
  },
  { method: 'POST', path: '/api/admin/screens', as: 'admin', validBody: () => ({ nombre: 'Recepción' }) },
  {
    method: 'PUT',
    path: '/api/admin/screens/:id',
    as: 'admin',
    validBody: () => ({ nombre: 'Bar de arriba' }),
    setup: screen,
  },
  { method: 'POST', path: '/api/admin/screens/:id/renew', as: 'admin', body: 'none', setup: screen },
  { method: 'DELETE', path: '/api/admin/screens/:id', as: 'admin', body: 'none', setup: screen },
];
