/**
 * The visitor's /torneos painted by the server (design.md §10, the phone's first paint; src/shared/first-paint.ts):
 * the page React renders for a visitor, with the first answers the server gives that visitor, as static markup.
 * Compiled on its own for the server (scripts/build-web-render.mjs, dist/web-render/first-paint-torneos.mjs): the
 * server loads the web build's output, never the web's sources. Its markup is shown over the app until React shows
 * the same page (main.tsx), so the tournaments' cards paint before any JavaScript runs.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { FirstPaintRenderer } from '@/shared/first-paint';
import { ZTournamentsResponse } from '@/shared/schemas/tournaments';
import { tournamentsQueryOptions } from '@/web/features/tournaments/api/list-tournaments';
import TorneosPage from '@/web/features/tournaments/pages/torneos-page';
import { ME_QUERY_KEY } from '@/web/lib/session';

/**
 * The markup of /torneos (the Torneos tab, no search) for a signed-out visitor, from the answers of GET /api/me
 * (null) and GET /api/tournaments; null when they are not a visitor's or not of the API's shape.
 */
export const renderFirstPaint: FirstPaintRenderer['renderFirstPaint'] = (answers) => {
  if (answers['/api/me'] !== null) return null;
  const tournaments = ZTournamentsResponse.safeParse(answers['/api/tournaments']);
  if (!tournaments.success) return null;
  const client = new QueryClient();
  client.setQueryData(ME_QUERY_KEY, null);
  client.setQueryData(tournamentsQueryOptions(null).queryKey, tournaments.data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/torneos']}>
        <TorneosPage leagues={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};
