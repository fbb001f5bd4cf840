import type { LoaderFunctionArgs } from 'react-router';

/** Loader of the '*' route: records the attempted path in the server log (fire and forget). */
export function notFoundLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  try {
    if (!navigator.sendBeacon?.('/api/log/not-found', JSON.stringify({ path }))) {
      console.warn('Ruta no encontrada:', path);
    }
  } catch {
    console.warn('Ruta no encontrada:', path);
  }
  return null;
}
