import type { TTournamentsQuery } from '@/shared/schemas/tournaments';

/**
 * The address of GET /api/tournaments for a query: THE one the list's requests ask for (list-tournaments.ts) and the
 * one /torneos preloads as its route starts (app/routes/tournaments.tsx); a preloaded answer is taken only by a
 * request for exactly the same path. A module of its own: the route table imports it with the first page's code,
 * which must not carry the list's schemas (zod).
 */
export function tournamentsPath(query: TTournamentsQuery = {}): string {
  const params = new URLSearchParams();
  if (query.temporada !== undefined) params.set('temporada', String(query.temporada));
  if (query.q) params.set('q', query.q);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `/api/tournaments${search}`;
}
