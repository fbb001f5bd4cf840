import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getPersonalGame, personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';
import { queryClient } from '@/web/lib/query-client';
import { getSession } from '@/web/lib/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loader of /clasificacion/:partidaId (P§2: "A personal round opened from the standings screen is redirected
 * here"): when the id is a personal game the user can see, go to /partida-personal/:id (with the game already
 * cached); otherwise stay on the standings route. Kept tiny: it is part of the first page's bundle.
 */
export async function personalGameRedirectLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const id = params.partidaId;
  if (!id || !UUID.test(id)) return null;
  if (!(await getSession(queryClient))) return null;
  let game: Awaited<ReturnType<typeof getPersonalGame>>;
  try {
    game = await getPersonalGame(id);
  } catch {
    return null;
  }
  if (!game) return null;
  queryClient.setQueryData(personalGameQueryKey(id), game);
  throw redirect(`/partida-personal/${id}`);
}
