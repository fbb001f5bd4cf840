import { csvText } from '@/shared/csv';

/**
 * A CSV download (results, match-play results, league): the shared CSV writer's text — formula cells neutralised,
 * numbers kept — as an attachment with this Content-Disposition.
 */
export function csvResponse(rows: readonly (readonly string[])[], contentDisposition: string): Response {
  return new Response(csvText(rows), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition,
      'cache-control': 'private, no-store',
    },
  });
}
