import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/web/lib/api-client';
import { queryClient } from '@/web/lib/query-client';
import { getSession } from '@/web/lib/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loader of /clasificacion/:partidaId (P§2, T§2: "A personal group is redirected to /partida-personal/{id}"). It
 * asks for what the screen is first: the group's standings (the page's own query, so the page finds it cached). Only
 * when no tournament group has that id does it ask whether it is a personal game the user can see, and go to
 * /partida-personal/:id. A tournament group therefore never queries the personal games' endpoints. The scorecard's
 * API module is loaded here, not imported: this file is part of the first page's bundle.
 */
export async function personalGameRedirectLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const id = params.partidaId;
  if (!id || !UUID.test(id)) return null;
  if (!(await getSession(queryClient))) return null;
  try {
    const { groupStandingsQueryOptions, isRefused } = await import('@/web/lib/scorecard/api');
    const standings = await queryClient.fetchQuery(groupStandingsQueryOptions(id));
    if (!isRefused(standings) || standings.refused.status !== 404) return null;
    await api.get<unknown>(`/api/personal-games/${encodeURIComponent(id)}`);
  } catch {
    return null;
  }
  throw redirect(`/partida-personal/${id}`);
}
