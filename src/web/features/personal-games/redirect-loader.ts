import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/web/lib/api-client';
import { queryClient } from '@/web/lib/query-client';
import { getSession } from '@/web/lib/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loader of /clasificacion/:partidaId (P§2, T§2: "A personal group is redirected to /partida-personal/{id}"): when
 * the id is a personal game the user can see, go to /partida-personal/:id; otherwise stay on the standings route.
 * Kept tiny (no schema, no cache): it is part of the first page's bundle.
 */
export async function personalGameRedirectLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const id = params.partidaId;
  if (!id || !UUID.test(id)) return null;
  if (!(await getSession(queryClient))) return null;
  try {
    await api.get<unknown>(`/api/personal-games/${encodeURIComponent(id)}`);
  } catch {
    return null;
  }
  throw redirect(`/partida-personal/${id}`);
}
